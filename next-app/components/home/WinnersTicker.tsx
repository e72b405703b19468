'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { Img } from '@/components/ui/Img';
import { Money } from '@/components/ui/Money';
import type { Win } from '@/lib/games/game';
import styles from './WinnersTicker.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// The winners screen (latest winners and the rank list) loads when first opened.
const WinnersModal = lazyPart(() => import('./WinnersModal').then((m) => m.WinnersModal));

function WinRow({ win }: { win: Win }) {
  return (
    <li className={styles.row}>
      <Img src={win.iconUrl} alt="" width={40} height={40} className={styles.icon} />
      <span className={styles.what}>
        <span className={styles.game} data-testid="winner-game">
          {win.gameName}
        </span>
        <span className={styles.player} data-testid="winner-player">
          {win.customerName}
        </span>
      </span>
      <Money amount={win.winAmount} className={styles.amount} testId="winner-amount" />
    </li>
  );
}

/**
 * The latest-winners ticker (spec 000 §2, §9): the 20 latest wins (game icon, game name, player, amount)
 * rolling upwards, paused on hover, on focus or by its button, still with reduced motion; and the way to
 * the winners screen. The caller leaves it out when there are no wins.
 */
export function WinnersTicker({ winners }: { winners: Win[] }) {
  const t = useTranslations('winners');
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState(false);
  // The second copy (the roll's seamless wrap) is drawn in the browser: the page's HTML carries one list.
  const [rolling, setRolling] = useState(false);
  useEffect(() => setRolling(true), []);
  return (
    <section className={styles.block} aria-labelledby="winners-title" data-testid="winners">
      <div className={styles.head}>
        <h2 id="winners-title" className={styles.title}>
          {t('title')}
        </h2>
        <button
          type="button"
          className={styles.pause}
          aria-pressed={paused}
          aria-label={paused ? t('resume') : t('pause')}
          onClick={() => setPaused((p) => !p)}
        >
          <Icon name={paused ? 'PLAY' : 'PAUSE'} size={16} />
        </button>
        <button type="button" className={`button button-ghost ${styles.more}`} onClick={() => setOpen(true)} data-testid="winners-open">
          {t('view_all')}
        </button>
      </div>
      <div className={styles.viewport} data-paused={paused || undefined}>
        <div className={styles.roll} style={{ animationDuration: `${winners.length * 3}s` }}>
          <ul className={styles.list} data-testid="winners-ticker">
            {winners.map((win, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a win has no id (its name, game and amount may repeat); the rows hold no state
              <WinRow key={index} win={win} />
            ))}
          </ul>
          {/* The same list again, so the roll wraps around without a jump; hidden from assistive technology. */}
          {rolling && (
            <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true" inert>
              {winners.map((win, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a win has no id (its name, game and amount may repeat); the rows hold no state
                <WinRow key={index} win={win} />
              ))}
            </ul>
          )}
        </div>
      </div>
      {open && <WinnersModal latest={winners} onClose={() => setOpen(false)} />}
    </section>
  );
}
