'use client';

import { applyTheme, currentTheme } from '@/lib/theme/bootstrap';
import styles from './Header.module.css';

export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <span className={styles.toLight} aria-hidden="true">
        ☀
      </span>
      <span className={styles.toDark} aria-hidden="true">
        ☾
      </span>
    </button>
  );
}
