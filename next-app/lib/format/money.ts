const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * An amount as the site shows it: currency symbol prefix, comma thousands, 2 decimals
 * (e.g. `฿12,345.67`, `-฿5.00`). Without a symbol the ISO currency code leads instead.
 */
export function formatMoney(amount: number, currencySymbol?: string | null, currencyCode?: string | null): string {
  if (!Number.isFinite(amount)) return '—';
  const prefix = currencySymbol || (currencyCode ? `${currencyCode} ` : '');
  // Format the magnitude and put the sign before the symbol; avoid "-0.00".
  const text = amountFormat.format(Math.abs(amount));
  const negative = amount < 0 && text !== '0.00';
  return `${negative ? '-' : ''}${prefix}${text}`;
}
