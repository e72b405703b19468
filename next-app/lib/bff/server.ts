import http from 'node:http';
import https from 'node:https';
import { cache } from 'react';
import { interpretAnswer, networkError, type RawAnswer } from './envelope';
import type { BffCall } from './call';
import { site } from './calls';
import type { Bootstrap } from './generated';
import type { Banner } from '../banners/select';

/**
 * Server-side calls to the BFF, made while rendering a page. Node's fetch cannot set `Host`,
 * and the BFF picks the brand by `Host`, so this uses node:http(s) directly.
 * Only public, token-less calls belong here (the BFF caches them).
 */
export interface ServerCallContext {
  /** The visitor's host name: the BFF resolves the brand from it. */
  host: string;
  locale: string;
  /** Defaults to env BFF_INTERNAL_URL, else http://127.0.0.1:8080. */
  baseUrl?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;
const MAX_BODY = 4 * 1024 * 1024;

export function bffBaseUrl(): string {
  return process.env.BFF_INTERNAL_URL || 'http://127.0.0.1:8080';
}

export function serverGet(path: string, ctx: ServerCallContext): Promise<RawAnswer> {
  const url = new URL(path, ctx.baseUrl ?? bffBaseUrl());
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: {
          Host: ctx.host,
          Cookie: `lang=${encodeURIComponent(ctx.locale)}`,
          Accept: 'application/json',
        },
        ...(url.protocol === 'https:' ? { servername: ctx.host } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY) {
            req.destroy(new Error('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (err) => reject(networkError(err)));
      },
    );
    // One deadline for the whole exchange, not just socket idleness.
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (err) => reject(networkError(err)));
    req.end();
  });
}

/**
 * One answer per path, host and language for the whole render: the shell, the page head and the page
 * may each ask for the same feed (announcements, vendors) and the BFF is asked once.
 */
const getOncePerRender = cache((path: string, host: string, locale: string) => serverGet(path, { host, locale }));

/** Sends a public, token-less call (a GET the BFF caches) while rendering a page. Throws BffError. */
export async function fetchPublic<T>(call: BffCall<T>, ctx: ServerCallContext): Promise<T> {
  if (call.method !== 'GET') throw new Error(`${call.method} ${call.path}: only public reads are made from the server`);
  const answer = ctx.baseUrl === undefined && ctx.timeoutMs === undefined ? getOncePerRender(call.path, ctx.host, ctx.locale) : serverGet(call.path, ctx);
  return interpretAnswer(await answer, call.parse, call.bare);
}

/**
 * A public feed for a block of the page: its value, or null when it cannot be had (logged), so the page
 * leaves the block out rather than failing.
 */
export async function fetchFeed<T>(call: BffCall<T>, ctx: ServerCallContext & { brand?: { id: string } }): Promise<T | null> {
  try {
    return await fetchPublic(call, ctx);
  } catch (err) {
    console.warn(`[feed] ${call.path} for ${ctx.brand?.id ?? ctx.host}/${ctx.locale}: ${(err as Error).message}`);
    return null;
  }
}

/** The banners of one group (e.g. `w_home`), in display order. Throws BffError. */
export async function getBanners(group: string, ctx: ServerCallContext): Promise<Banner[]> {
  return site.bannersOf(await fetchPublic(site.announcements(), ctx), group);
}

/** What first paint needs (`/bff/bootstrap`). Throws BffError. */
export function getBootstrap(ctx: ServerCallContext): Promise<Bootstrap> {
  return fetchPublic(site.bootstrap(), ctx);
}
