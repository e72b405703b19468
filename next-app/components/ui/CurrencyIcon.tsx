import styles from './CurrencyIcon.module.css';

/**
 * The six currencies the specification draws an icon for (spec 001 §9: "Currency icons exist for 6
 * currencies"), in its order 0 to 5, each as a coin bearing its sign.
 */
export const CURRENCY_ICONS = [
  { code: 'THB', sign: '฿' },
  { code: 'VND', sign: '₫' },
  { code: 'CNY', sign: '¥' },
  { code: 'USD', sign: '$' },
  { code: 'IDR', sign: 'Rp' },
  { code: 'MYR', sign: 'RM' },
] as const;

/** A coin for the currency (by code, e.g. `THB`); nothing for a currency without an icon. Decorative. */
export function CurrencyIcon({ currency, size = 20 }: { currency: string | null | undefined; size?: number }) {
  const icon = CURRENCY_ICONS.find((c) => c.code === currency?.toUpperCase());
  if (!icon) return null;
  return (
    <svg className={styles.coin} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid={`currency-${icon.code}`}>
      <circle cx="12" cy="12" r="11" />
      <text x="12" y="12" textAnchor="middle" dominantBaseline="central" fontSize={icon.sign.length > 1 ? 9 : 13} fontWeight="700">
        {icon.sign}
      </text>
    </svg>
  );
}
