/**
 * The one rule for a link that comes from the upstream or from storage (a banner's target, a game's launch URL,
 * the page a game goes back to): a path of this site, or — where the caller allows it — an absolute http(s) URL.
 * Everything else is null, in particular what a browser would take to another host or run as script:
 * - a backslash anywhere (`/\evil.example` is `//evil.example` to a browser), and control characters or
 *   (a browser drops tabs and line breaks: `/\t/evil.example` is `//evil.example`);
 * - a protocol-relative `//host`;
 * - any scheme but http and https (`javascript:`, `data:`, `vbscript:`, `blob:`…);
 * - an absolute URL of another host, unless `external` is set (a banner may lead to another site; a game is
 *   launched on the vendor's host); one of `origin` comes back as its path.
 * A relative reference that is not a path (`promo`, `?x`, `#x`) is null as well: the upstream writes paths.
 */
export interface SafeHrefOptions {
  /** Absolute http(s) URLs of other hosts are allowed (and come back normalised). */
  external?: boolean;
  /** This site's origin (`https://brand.example`): an absolute URL of it comes back as path, query and hash. */
  origin?: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern refuses
const REFUSED_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

export function safeHref(raw: unknown, options: SafeHrefOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || REFUSED_CHARACTERS.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (options.origin && url.origin === new URL(options.origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  return options.external ? url.href : null;
}
