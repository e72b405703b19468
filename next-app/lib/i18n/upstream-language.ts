import { UPSTREAM_LANGUAGE_CODES } from '../bff/generated';

const BY_CODE: ReadonlyMap<string, string> = new Map(Object.entries(UPSTREAM_LANGUAGE_CODES).map(([code, upstream]) => [code.toLowerCase(), upstream]));

/**
 * The code the upstream expects in its `Language` header and in localStorage `hisLang` (`zh` → `CN`). Apart from
 * `locales.ts` so that the browser's code takes thirty short codes, not the whole language table with its names.
 */
export function upstreamLanguageCode(locale: string): string {
  return BY_CODE.get(locale.toLowerCase()) ?? locale.toUpperCase();
}
