import { LANGUAGES, type Language } from '../bff/generated';

/**
 * The languages this front end has message files for (`locales/<code>.json` at the repo root): a brand
 * may offer any language of the BFF's table (`LANGUAGES`), but a page renders only in one of these.
 * The first entry is the fallback of last resort.
 */
export const KNOWN_LOCALES = ['th', 'en'] as const;
export type AppLocale = (typeof KNOWN_LOCALES)[number];

const BY_CODE: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.code, l]));

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
export function upstreamLanguageCode(locale: string): string {
  return languageOf(locale)?.upstream ?? locale.toUpperCase();
}

/**
 * The language to render: the one the BFF chose when this front has its messages, otherwise the
 * brand's default, otherwise the fallback of last resort.
 */
export function renderLocale(wanted: string | null | undefined, brandDefault: string): AppLocale {
  if (isKnownLocale(wanted)) return wanted;
  if (isKnownLocale(brandDefault)) return brandDefault;
  return KNOWN_LOCALES[0];
}
