/** The domain speed test of the side bar: how fast each of the brand's domains answers from here. */
export const SPEED_TIMEOUT_MS = 5000;

export interface DomainSpeed {
  domain: string;
  /** Round trip in ms, or null when it did not answer in time. */
  ms: number | null;
}

/** Times one request to the domain (an opaque no-cors request: only the time matters). */
export async function measureDomain(domain: string, fetcher: typeof fetch = fetch, now: () => number = () => performance.now()): Promise<DomainSpeed> {
  const started = now();
  try {
    await fetcher(`https://${domain}/favicon.ico?speed=${Date.now()}`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(SPEED_TIMEOUT_MS),
    });
    return { domain, ms: Math.round(now() - started) };
  } catch {
    return { domain, ms: null };
  }
}

/** Fastest first; domains that did not answer last. */
export function rankSpeeds(results: DomainSpeed[]): DomainSpeed[] {
  return [...results].sort((a, b) => (a.ms ?? Number.POSITIVE_INFINITY) - (b.ms ?? Number.POSITIVE_INFINITY));
}
