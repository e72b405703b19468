import { getTranslations } from 'next-intl/server';
import { isKnownLocale } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/page/context';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberArea } from './MemberArea';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

/** The site header: server-rendered; only the switches and the member area run in the browser. */
export async function Header({ ctx }: { ctx: PageContext }) {
  const { brand, locale, site } = ctx;
  const t = await getTranslations({ locale, namespace: 'header' });
  // The brand's languages this front can render.
  const languages = site.languages.filter((l) => isKnownLocale(l.code)).map(({ code, name }) => ({ code, name }));
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
