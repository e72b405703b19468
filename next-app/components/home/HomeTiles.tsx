import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/games/NavLink';
import { Icon } from '@/components/icons/Icon';
import { HOME_TILES, isActive, shouldNavigate, type NavItem } from '@/lib/games/types';
import type { AppLocale } from '@/lib/i18n/locales';
import styles from './HomeTiles.module.css';

/**
 * The home navigation tiles (spec 000 §2): slots (RNG) and sports on the sides, card games, live casino,
 * fishing and lottery in the middle. As in the menu, the tile of the page shown does nothing.
 */
export async function HomeTiles({ path, locale }: { path: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'game_types' });
  const tHome = await getTranslations({ locale, namespace: 'home' });
  const tile = (item: NavItem, className: string | undefined) => (
    <li key={item.gameType} className={className}>
      <NavLink
        href={item.page}
        active={isActive(item.gameType, path)}
        current={!shouldNavigate(item, path)}
        className={styles.tile}
        testId={`home-tile-${item.gameType}`}
      >
        <Icon name={item.icon} size={36} />
        <span className={styles.label}>{t(item.gameType)}</span>
      </NavLink>
    </li>
  );
  return (
    <nav className={styles.tiles} aria-label={tHome('tiles_label')} data-testid="home-tiles">
      <ul className={styles.grid}>
        {tile(HOME_TILES.start, styles.side)}
        {HOME_TILES.middle.map((item) => tile(item, styles.middle))}
        {tile(HOME_TILES.end, styles.side)}
      </ul>
    </nav>
  );
}
