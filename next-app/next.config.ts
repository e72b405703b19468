import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ROUTE_HEADERS, ROUTE_PATTERNS } from './lib/routing/resolve';

// The repo root: messages live in ../locales (shared with the BFF) and brand files in ../config.
const repoRoot = path.resolve(__dirname, '..');

// proxy.ts decides which internal route renders a clean path and passes it on in request headers
// (ROUTE_HEADERS). The rewrite is done here rather than with NextResponse.rewrite in proxy.ts: Next 16
// normalises 127.0.0.1 to "localhost" in proxy URLs, so under `next start -H 127.0.0.1` (or any -H but
// localhost) a proxy rewrite is taken for an external URL and proxied over the network back to itself
// (vercel/next.js#94745; re-checked with 16.4.6). Config rewrites with relative destinations are
// always internal.
const routeHas = (to: string) => [
  { type: 'header' as const, key: ROUTE_HEADERS.brand, value: `(?<brand>${ROUTE_PATTERNS.brand})` },
  { type: 'header' as const, key: ROUTE_HEADERS.locale, value: `(?<locale>${ROUTE_PATTERNS.locale})` },
  { type: 'header' as const, key: ROUTE_HEADERS.to, value: to },
];
// The values of the route header are mutually exclusive (and anchored): a beforeFiles rewrite whose
// result is not a page file goes on through the later rules, so no later rule may match an earlier value.
// Every path but Next's own assets (those are the same for every brand and language).
const ANY_PAGE = '/:path((?!_next/).*)';

// The texts' version: part of the address of messages fetched on demand (lib/i18n/messages.ts), so a browser
// may keep them for good and a build with other texts gets other addresses.
const localesDir = path.join(repoRoot, 'locales');
const messagesVersion = createHash('sha256')
  .update(
    readdirSync(localesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => f + readFileSync(path.join(localesDir, f), 'utf8'))
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

const nextConfig: NextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
  env: { VENEER_MESSAGES_VERSION: messagesVersion },
  // Measurement builds only (bench/lighthouse/profile.mjs maps a CPU profile to source files).
  productionBrowserSourceMaps: process.env.VENEER_SOURCE_MAPS === '1',
  reactStrictMode: true,
  experimental: { globalNotFound: true },
  async rewrites() {
    return {
      beforeFiles: [
        // The home page and its aliases.
        { source: ANY_PAGE, has: routeHas('^home$'), destination: '/:brand/:locale' },
        // The one generic rule: /p → /{brand}/{locale}/p.
        { source: '/:path*', has: routeHas('^path$'), destination: '/:brand/:locale/:path*' },
        // An alias or a system page: a named segment.
        { source: ANY_PAGE, has: routeHas('^seg:(?<to>[A-Za-z][A-Za-z-]*)$'), destination: '/:brand/:locale/:to' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // Messages are compiled at build time: the browser gets no ICU parser, only the formatter.
  experimental: { messages: { path: '../locales', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
