/**
 * One BFF call as data: method, path with its query, body, and the parser of the answer's `value`.
 * The transports (`browser.ts`, `server.ts`) send it; `calls/<area>.ts` define one function per call,
 * so no component builds a URL or a header itself.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BffCall<T> {
  method: HttpMethod;
  /** Path and query string, e.g. `/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL`. */
  path: string;
  body?: unknown;
  /** How the body is sent: JSON (default), or form-encoded for the calls the upstream takes so (catalogue `Body::Form`). */
  encoding?: 'json' | 'form';
  /** The checked `value`, or null when the answer is not what the call expects. */
  parse: (value: unknown) => T | null;
  /** The answer is bare JSON, not an envelope (the lottery gateway, catalogue `Shape::Bare`): `parse` gets it whole. */
  bare?: boolean;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * A path with its query string; empty values are left out. Commas stay as they are (`types=B,PL`), as
 * the upstream's own client sends lists.
 */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

export function getCall<T>(path: string, query: Record<string, QueryValue>, parse: BffCall<T>['parse']): BffCall<T> {
  return { method: 'GET', path: withQuery(path, query), parse };
}

/** A GET of the lottery gateway, whose answers are bare JSON (protocol §2.1). */
export function bareCall<T>(path: string, query: Record<string, QueryValue>, parse: BffCall<T>['parse']): BffCall<T> {
  return { method: 'GET', path: withQuery(path, query), parse, bare: true };
}

export function bodyCall<T>(method: Exclude<HttpMethod, 'GET'>, path: string, body: unknown, parse: BffCall<T>['parse']): BffCall<T> {
  return { method, path, body, parse };
}

/** A call whose body the upstream takes form-encoded (`application/x-www-form-urlencoded`), e.g. forgot password by e-mail. */
export function formCall<T>(method: Exclude<HttpMethod, 'GET'>, path: string, fields: Record<string, string>, parse: BffCall<T>['parse']): BffCall<T> {
  return { method, path, body: fields, encoding: 'form', parse };
}
