/** Session-storage flags and checks of the shell's once-per-visit work. */

/** Set by a login (spec 000 §4 "Login" 3: "an after-login modal flag is set"); the shell then shows the member's pop-ups. */
export const AFTER_LOGIN_FLAG = 'afterLoginModal';
/** The domain was checked in this visit. */
export const DOMAIN_CHECKED_FLAG = 'domainChecked';

/** Whether an error is a script chunk that failed or timed out loading (`withChunkTimeout` of components/ui/lazy.ts). */
export function isChunkLoadFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading chunk .* failed|Failed to (fetch|load) dynamically imported module|error loading dynamically imported module|chunk load timed out/i.test(
    text,
  );
}
