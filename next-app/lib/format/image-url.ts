/**
 * Where an upstream image is fetched from (spec 000 §9: "image CDN chosen at random from lists").
 * The upstream sends absolute URLs or paths relative to its image CDN; the brand lists those CDNs
 * (`imageCDNs` in the BFF's bootstrap answer). One CDN is chosen at random once per page load and
 * used for every relative path, so a page's images come from one host and stay in its cache.
 */

/** Paths the front itself serves (the BFF's files and Next's assets): never sent to a CDN. */
const OWN_PREFIXES = ['/bff/', '/_next/'];

/** A scheme (`https:`, `data:`, `blob:`) or a protocol-relative `//host`. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

let chosen: { key: string; cdn: string | null } | null = null;

/**
 * The CDN for this page load: a random entry of `cdns`, the same one on every later call with the
 * same list. `random` is injectable for tests.
 */
export function pickImageCdn(cdns: readonly string[], random: () => number = Math.random): string | null {
  const usable = cdns.map((c) => c.trim()).filter((c) => c !== '');
  const key = usable.join('\n');
  if (chosen && chosen.key === key) return chosen.cdn;
  const cdn = usable.length === 0 ? null : (usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))] ?? null);
  chosen = { key, cdn };
  return cdn;
}

/** Forgets the choice (tests only: a real page load starts with a fresh module). */
export function resetImageCdnChoice(): void {
  chosen = null;
}

/** The URL to load: absolute URLs and the front's own paths as they are, relative upstream paths on `cdn`. */
export function resolveImageUrl(src: string, cdn: string | null): string {
  const path = src.trim();
  if (path === '' || ABSOLUTE.test(path) || OWN_PREFIXES.some((p) => path.startsWith(p)) || !cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
