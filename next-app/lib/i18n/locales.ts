/**
 * The languages this front end has message files for (`locales/<code>.json` at the repo root).
 * A brand may list only languages from this set; the first entry is the fallback of last resort.
 */
export const KNOWN_LOCALES = ['th', 'en'] as const;
export type AppLocale = (typeof KNOWN_LOCALES)[number];

/** Scripts written right to left. Listed by language, whether or not a message file exists yet. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Upstream language codes that are not simply the upper-cased locale. */
const UPSTREAM_CODES: Record<string, string> = { zh: 'CN', 'zh-cn': 'CN', 'zh-tw': 'ZH' };

/** Native names, shown in the language switcher (they are not translated). */
export const LANGUAGE_NAMES: Record<string, string> = {
  th: 'ไทย',
  en: 'English',
  ar: 'العربية',
  vi: 'Tiếng Việt',
  zh: '中文',
  ja: '日本語',
};

export function isKnownLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (KNOWN_LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The code the upstream expects in its `Language` header and in localStorage `hisLang`. */
export function upstreamLanguageCode(locale: string): string {
  const lower = locale.toLowerCase();
  return UPSTREAM_CODES[lower] ?? lower.toUpperCase();
}

/**
 * The language to render: the visitor's choice (cookie `lang`) when the brand supports it,
 * otherwise the brand's default.
 */
export function resolveLocale(
  requested: string | undefined | null,
  brand: { defaultLocale: string; supportedLocales: readonly string[] },
): string {
  const wanted = requested?.trim().toLowerCase();
  if (wanted && brand.supportedLocales.includes(wanted)) return wanted;
  return brand.defaultLocale;
}
