'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './Badge';
import { useDirection } from './settings';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** This tab's panel; without one the tab shows the Tabs' `children` (a filter over one list). */
  panel?: ReactNode;
  /** A red count beside the label (hidden at 0). */
  badge?: number;
  disabled?: boolean;
  testId?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled selection… */
  value?: string;
  /** …or the first selection (default: the first tab). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` (default): arrows select; `manual`: arrows move focus, Enter/Space select. */
  activation?: 'automatic' | 'manual';
  /** The panel of tabs that have none of their own. */
  children?: ReactNode;
  className?: string;
  testId?: string;
}

/** The arrow that moves to the next tab: the inline end, so right to left reads it mirrored. */
const NEXT_KEY = { ltr: 'ArrowRight', rtl: 'ArrowLeft' } as const;
const PREVIOUS_KEY = { ltr: 'ArrowLeft', rtl: 'ArrowRight' } as const;

/**
 * Tabs, as the WAI-ARIA Authoring Practices' tabs pattern: a labelled tablist whose tabs control their panels,
 * one tab in the Tab order (the selected one: roving focus), Left/Right (mirrored right to left), Home and End
 * move between the enabled tabs, selecting with them (`automatic`) or on Enter/Space (`manual`).
 *
 * Our own rather than Radix's: the lobbies, promotions and the points mall draw tabs with the page, and Radix Tabs
 * (with its roving-focus collection) cost each of those pages about 9 KB of first-load JavaScript. The pattern
 * is small and fixed; tests/ui/menu-tabs.test.tsx holds it to the keyboard behaviour Radix gave.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activation = 'automatic', children, className, testId }: TabsProps) {
  const dir = useDirection();
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (v: string) => `${base}-tab-${v}`;
  const panelId = (v: string) => `${base}-panel-${v}`;

  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== selected) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => tabs.current.get(item.value) === document.activeElement);
    if (at < 0) return;
    const to =
      event.key === NEXT_KEY[dir]
        ? enabled[(at + 1) % enabled.length]
        : event.key === PREVIOUS_KEY[dir]
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!to) return;
    event.preventDefault();
    tabs.current.get(to.value)?.focus();
    if (activation === 'automatic') select(to.value);
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} dir={dir} data-testid={testId}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              aria-controls={panelId(item.value)}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              data-state={active ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              className={styles.tab}
              onClick={() => select(item.value)}
              data-testid={item.testId}
            >
              {item.label}
              {item.badge !== undefined && <Badge count={item.badge} />}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern)
            tabIndex={0}
            hidden={!active}
            data-state={active ? 'active' : 'inactive'}
            className={styles.panel}
          >
            {active && (item.panel ?? children)}
          </div>
        );
      })}
    </div>
  );
}
