import type { AppLocale } from './lib/i18n/locales';
import type messages from '../locales/th.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
