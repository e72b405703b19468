/** Session-storage flags and checks of the shell's once-per-visit work. */

/** Set by a login (spec 000 §4 "Login" 3: "an after-login modal flag is set"); the shell then shows the member's pop-ups. */
export const AFTER_LOGIN_FLAG = 'afterLoginModal';
/** The domain was checked in this visit. */
export const DOMAIN_CHECKED_FLAG = 'domainChecked';

/** Spec 000 §8: a chunk that does not load within 120 seconds is reported. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Whether an error is a script chunk that failed or timed out loading. */
export function isChunkLoadFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading chunk .* failed|Failed to (fetch|load) dynamically imported module|error loading dynamically imported module|chunk load timed out/i.test(text);
}

/** Rejects when `work` has not settled within the spec's chunk timeout (for code loaded on demand). */
export function withChunkTimeout<T>(work: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
