'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icons/Icon';
import styles from './CentreLayout.module.css';

/** The class for the Modal panel of a centre (its height stays put while pages of different lengths load). */
export const CENTRE_PANEL_CLASS = styles.panel;

export interface CentreEntry {
  key: string;
  icon: IconName;
  label: string;
  /** A badge after the label (a red count, a waiting offer). */
  badge?: ReactNode;
}

export interface CentreLayoutProps {
  /** Test ids: `<area>-centre-menu`, `<area>-centre-heading`, `<area>-centre-<key>`, `<area>-page-<key>`. */
  area: string;
  /** The menu's accessible name. */
  menuLabel: string;
  /** A heading over the menu (the agent centre's "titled with the agent label"). */
  heading?: string;
  entries: readonly CentreEntry[];
  /** The current page's key and title. */
  current: string;
  title: string;
  onSelect: (key: string) => void;
  /** Anything else that moves the entries (badge counts): the current entry is brought into view again when it changes. */
  layoutKey?: string;
  children: ReactNode;
}

/**
 * The personal and agent centres' panel (spec 001 §2): a menu of pages beside the current page, the current
 * entry marked `aria-current="page"`. On a phone the menu is a scrolling row: the current page's entry is
 * brought into it (a page opened by its address, or deep in the row, would otherwise leave the member unsure
 * where they are), and again when entries before it arrive or change (badges, entries shown by later answers).
 * It also takes the focus when the centre opens (`data-autofocus`).
 */
export function CentreLayout({ area, menuLabel, heading, entries, current, title, onSelect, layoutKey = '', children }: CentreLayoutProps) {
  const currentRef = useRef<HTMLButtonElement>(null);
  const keys = entries.map((e) => e.key).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current entry, the entries or their badges changed: bring the current one into view again
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, keys, layoutKey]);
  const titleId = `${area}-centre-page-title`;
  return (
    <div className={styles.body}>
      <div className={styles.side}>
        {/* Outside the scrolling row of a phone: the heading stays put while the row scrolls. */}
        {heading && (
          <h2 className={styles.menuHeading} data-testid={`${area}-centre-heading`}>
            {heading}
          </h2>
        )}
        <nav className={styles.menu} aria-label={menuLabel} data-testid={`${area}-centre-menu`}>
          <ul className={styles.menuList}>
            {entries.map((e) => (
              <li key={e.key}>
                <button
                  type="button"
                  className={styles.menuItem}
                  aria-current={e.key === current ? 'page' : undefined}
                  ref={e.key === current ? currentRef : undefined}
                  data-autofocus={e.key === current ? true : undefined}
                  onClick={() => onSelect(e.key)}
                  data-testid={`${area}-centre-${e.key}`}
                >
                  <Icon name={e.icon} size={18} />
                  <span className={styles.menuLabel}>{e.label}</span>
                  {e.badge}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <section className={styles.page} aria-labelledby={titleId} data-testid={`${area}-page-${current}`}>
        <h2 id={titleId} className={styles.pageTitle}>
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
