import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/Icon';
import { Carousel } from '@/components/ui/Carousel';
import { GAME_TYPE_MENU, isActive, shouldNavigate } from '@/lib/games/types';
import type { AppLocale } from '@/lib/i18n/locales';
import { NavLink } from './NavLink';
import styles from './GameTypeMenu.module.css';

/** How often the menu moves on by itself. */
const AUTOPLAY_MS = 4000;

/**
 * The game-type menu (spec 000 §2, spec 001 §2 "Game-type menu"): Recommend and the ten game types with
 * their icons, sliding by itself with a 15 px gap; the tab of the page shown is active, and clicking it
 * does nothing. `path` is the page's canonical path (`/`, `/rng`…).
 */
export async function GameTypeMenu({ path, locale }: { path: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'game_types' });
  const tHome = await getTranslations({ locale, namespace: 'home' });
  return (
    <nav className={styles.menu} aria-label={tHome('menu_label')} data-testid="game-type-menu">
      <Carousel
        label={tHome('menu_label')}
        autoplayMs={AUTOPLAY_MS}
        gap={15}
        slideSize="auto"
        className={styles.carousel}
        testIds={{ slide: 'game-type-slide' }}
      >
        {GAME_TYPE_MENU.map((item) => (
          <NavLink
            key={item.gameType}
            href={item.page}
            active={isActive(item.gameType, path)}
            current={!shouldNavigate(item, path)}
            className={styles.tab}
            testId={`game-type-${item.gameType}`}
          >
            <Icon name={item.icon} size={26} />
            <span>{t(item.gameType)}</span>
          </NavLink>
        ))}
      </Carousel>
    </nav>
  );
}
