import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/Icon';
import type { Vendor } from '@/lib/games/game';
import { vendorLobbyHref, vendorsOf, type LobbyCategory } from '@/lib/games/lobby';
import { GAME_TYPE_MENU, type NavItem } from '@/lib/games/types';
import { isKnownLocale } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/page/context';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberArea } from './MemberArea';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';

/** Spec 000 §2: the header's vendor list is capped at 11. */
export const HEADER_VENDORS = 11;

/**
 * The site header (spec 000 §2, spec 001 §2): home link, the game categories (each with its first 11
 * vendors), promotions and the points mall (the spec's header names no way to `/pointMall`; a member expects
 * one, and the header is where the site's own pages are), the language and theme switches, and the member's part (login, or balance
 * and the member menus), which is the only part loaded per visitor, in the browser.
 */
export async function Header({ ctx, vendors }: { ctx: PageContext; vendors: Vendor[] }) {
  const { brand, locale, site } = ctx;
  const t = await getTranslations({ locale, namespace: 'header' });
  const tTypes = await getTranslations({ locale, namespace: 'game_types' });
  const tMall = await getTranslations({ locale, namespace: 'mall' });
  // The brand's languages this front can render.
  const languages = site.languages.filter((l) => isKnownLocale(l.code)).map(({ code, name }) => ({ code, name }));
  const sitePages = [
    { page: '/promotions', icon: 'PROMOTIONS', label: t('promotions') },
    { page: '/pointMall', icon: 'REWARD', label: tMall('title') },
  ] as const;
  const categories = GAME_TYPE_MENU.filter((item): item is NavItem & { gameType: LobbyCategory } => item.gameType !== 'RECOMMEND');
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <BrandLogo brand={brand} label={t('home', { brand: brand.name })} />
        <div className={styles.tools}>
          <LanguageSwitch current={locale} languages={languages} label={t('language')} />
          <ThemeToggle label={t('theme_toggle')} />
          <MemberArea features={site.features} centre={site.features.member_centre} />
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('categories')} data-testid="header-nav">
        <ul className={styles.navList}>
          {categories.map((item) => {
            const own = vendorsOf(vendors, item.gameType).slice(0, HEADER_VENDORS);
            return (
              <li key={item.gameType} className={styles.navItem}>
                <a href={item.page} className={styles.navLink} data-testid={`header-nav-${item.gameType}`}>
                  <Icon name={item.icon} size={18} />
                  {tTypes(item.gameType)}
                </a>
                {own.length > 0 && (
                  <ul className={styles.vendors} data-testid={`header-vendors-${item.gameType}`}>
                    {own.map((v) => (
                      <li key={v.vassalage}>
                        <a href={vendorLobbyHref(item.gameType, v.vassalage)} className={styles.vendor}>
                          {v.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
          {sitePages.map((item) => (
            <li key={item.page} className={styles.navItem}>
              <a href={item.page} className={styles.navLink} data-testid={`header-nav-${item.page.slice(1)}`}>
                <Icon name={item.icon} size={18} />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
