/** The largest count a badge spells out; above it the badge reads `99+`. */
export const BADGE_MAX = 99;

/** A badge's visible text: nothing at 0 (or below, or not a number), the count, or `max+` above max. */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
