import { LANGUAGES, type Language, type LocaleCode } from '../bff/generated';

/**
 * The languages this front end renders: every language of the BFF's table (`LANGUAGES`), each with its
 * messages in `locales/<code>.json` at the repo root (tests/locales.test.ts fails when one is missing).
 * Derived from the table, so a language added there is known here. The first entry is the fallback of
 * last resort.
 */
const [first, ...others] = LANGUAGES;
export const KNOWN_LOCALES: readonly [LocaleCode, ...LocaleCode[]] = [first.code, ...others.map((l) => l.code)];
export type AppLocale = LocaleCode;

// Keyed in lower case: a BCP 47 tag may come in any case (`zh-hant`, `zh-Hant`).
const BY_CODE: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

export function isKnownLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (KNOWN_LOCALES as readonly string[]).includes(value);
}

/** A language of the BFF's table, by our code. */
export function languageOf(code: string): Language | undefined {
  return BY_CODE.get(code.toLowerCase());
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return languageOf(locale)?.dir ?? 'ltr';
}

/** The code the upstream expects in its `Language` header and in localStorage `hisLang`. */
export { upstreamLanguageCode } from './upstream-language';

/**
 * The language to render: the one the BFF chose when this front has its messages, otherwise the
 * brand's default, otherwise the fallback of last resort.
 */
export function renderLocale(wanted: string | null | undefined, brandDefault: string): AppLocale {
  if (isKnownLocale(wanted)) return wanted;
  if (isKnownLocale(brandDefault)) return brandDefault;
  return KNOWN_LOCALES[0];
}
