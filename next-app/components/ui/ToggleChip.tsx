import type { ButtonHTMLAttributes } from 'react';
import styles from './ToggleChip.module.css';

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'> {
  /** Whether this choice is the one in force (`aria-pressed`, drawn filled). */
  pressed: boolean;
  testId?: string;
}

/** A rounded toggle button for one choice of a filter row (list type, weekday, period). */
export function ToggleChip({ pressed, testId, className, ...button }: ToggleChipProps) {
  return <button {...button} type="button" className={className ? `${styles.chip} ${className}` : styles.chip} aria-pressed={pressed} data-testid={testId} />;
}
