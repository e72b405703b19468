import { getTranslations } from 'next-intl/server';
import type { BrandConfig } from '@/lib/config/schema';
import { LANGUAGE_NAMES, type AppLocale } from '@/lib/i18n/locales';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberArea } from './MemberArea';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

/** The site header: server-rendered; only the switches and the member area run in the browser. */
export async function Header({ brand, locale }: { brand: BrandConfig; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const languages = brand.supportedLocales.map((code) => ({ code, name: LANGUAGE_NAMES[code] ?? code.toUpperCase() }));
  return (
    <header className={styles.header}>
      <BrandLogo brand={brand} label={t('home', { brand: brand.name })} />
      <div className={styles.tools}>
        <LanguageSwitch current={locale} languages={languages} label={t('language')} />
        <ThemeToggle label={t('theme_toggle')} />
        <MemberArea />
      </div>
    </header>
  );
}
