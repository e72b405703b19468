'use client';

import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
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

/**
 * Tabs on Radix: a tablist with roving focus (arrow keys, Home, End; mirrored in RTL), each tab
 * labelling its panel.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activation = 'automatic', children, className, testId }: TabsProps) {
  const dir = useDirection();
  return (
    <RadixTabs.Root
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      activationMode={activation}
      dir={dir}
      data-testid={testId}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.tab} data-testid={item.testId}>
            {item.label}
            {item.badge !== undefined && <Badge count={item.badge} />}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.panel ?? children}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
