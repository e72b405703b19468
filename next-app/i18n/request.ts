import { getRequestConfig } from 'next-intl/server';
import { isKnownLocale, KNOWN_LOCALES } from '../lib/i18n/locales';

/**
 * The locale always comes from the `[locale]` route segment (set with setRequestLocale in the
 * layout and pages), never from headers or cookies: pages stay static and cacheable.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isKnownLocale(requested) ? requested : KNOWN_LOCALES[0];
  const messages = (await import(`../../locales/${locale}.json`)).default;
  return { locale, messages };
});
