import { formatMoney } from '@/lib/format/money';
import styles from './Money.module.css';

export interface MoneyProps {
  amount: number;
  /** The upstream's symbol (`฿`); without one the ISO code leads (`THB 5.00`). */
  currencySymbol?: string | null;
  currency?: string | null;
  className?: string;
  testId?: string;
}

/**
 * An amount as the site shows it (spec 000 §9): symbol first, comma thousands, 2 decimals,
 * `฿12,345.67`, `-฿5.00`. Digits never wrap or change width. Server or browser.
 */
export function Money({ amount, currencySymbol, currency, className, testId }: MoneyProps) {
  return (
    <span className={className ? `${styles.money} ${className}` : styles.money} data-negative={amount < 0 || undefined} data-testid={testId}>
      {formatMoney(amount, currencySymbol, currency)}
    </span>
  );
}
