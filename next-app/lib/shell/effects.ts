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

/** Spec 000 §3 "Client storage": the session-storage key of the merchant, kept through a logout (§4 "Login" 5). */
export const MERCHANT_KEY = 'merchant';
/** Spec 000 §3 "Client storage": the session-storage key of the logged-in member's user name. */
export const USERNAME_KEY = 'username';

/**
 * Writes spec 000 §3's `merchant` and `username` into session storage: the merchant always (the brand id: the
 * browser is never told the upstream's merchant code, which only the BFF sends), the user name while the session
 * says a member is logged in, removed once it says nobody is (a session that ended elsewhere leaves no stale name).
 * `userName` undefined means the session is not known yet: the name is left as it is.
 */
export function writeSessionKeys(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, merchant: string, userName: string | null | undefined): void {
  if (merchant && storage.getItem(MERCHANT_KEY) !== merchant) storage.setItem(MERCHANT_KEY, merchant);
  if (userName === undefined) return;
  if (userName) storage.setItem(USERNAME_KEY, userName);
  else storage.removeItem(USERNAME_KEY);
}
