import { upstreamLanguageCode } from '../i18n/upstream-language';
import { readCookie, writeCookie } from './device';

export const LANG_COOKIE = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Mirrors the language into localStorage as the spec keeps it: `lang` (e.g. `en`) and `hisLang` (e.g. `EN`). */
export function mirrorLanguage(locale: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem('lang', locale);
    storage?.setItem('hisLang', upstreamLanguageCode(locale));
  } catch {
    // Storage may be unavailable; the cookie is what the server reads.
  }
}

/** Chooses a language: cookie for the server, localStorage for the spec, then the page reloads in it. */
export function switchLanguage(locale: string): void {
  writeCookie(LANG_COOKIE, locale, ONE_YEAR);
  mirrorLanguage(locale);
  window.location.reload();
}

/**
 * At start: the language is "kept in local storage and re-read at start". If the cookie is gone but
 * localStorage remembers a language this brand supports, restore the cookie and reload once.
 * Returns true when a reload was started.
 */
export function restoreLanguage(current: string, supported: readonly string[]): boolean {
  if (readCookie(LANG_COOKIE) === undefined) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem('lang');
    } catch {
      stored = null;
    }
    if (stored && stored !== current && supported.includes(stored)) {
      switchLanguage(stored);
      return true;
    }
    writeCookie(LANG_COOKIE, current, ONE_YEAR);
  }
  mirrorLanguage(current);
  return false;
}
