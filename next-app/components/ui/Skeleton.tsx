import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: number | string;
  /** CSS height (default 1em: a line of text). */
  height?: number | string;
  /** A circle (avatars, icons): width is used for both sides. */
  circle?: boolean;
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder of the content's size while it loads, so nothing moves when it arrives.
 * Hidden from screen readers: the region that loads should carry `aria-busy="true"`.
 * The shimmer stops with reduced motion. Renders on the server or in the browser.
 */
export function Skeleton({ width = '100%', height = '1em', circle = false, lines, className }: SkeletonProps) {
  const cls = [styles.skeleton, circle ? styles.circle : '', className ?? ''].filter(Boolean).join(' ');
  if (lines && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" data-testid="skeleton">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the placeholder's lines: no data, nothing to tell apart
          <span key={i} className={cls} style={{ width: i === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = circle ? { width, height: width } : { width, height };
  return <span className={cls} style={style} aria-hidden="true" data-testid="skeleton" />;
}
