'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { pickImageCdn, resolveImageUrl } from '@/lib/format/image-url';
import { useSeenOnce } from '@/lib/hooks/use-in-view';
import { useImageCdns } from './settings';
import styles from './Img.module.css';

/** Shown when an image fails (spec 001 §9: "a default image is used when a game icon fails"): a neutral picture mark. */
export const DEFAULT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8a8f98" fill-opacity=".25"/>' +
      '<path d="M16 44l10-13 8 10 6-7 8 10z" fill="#8a8f98"/><circle cx="40" cy="24" r="4" fill="#8a8f98"/></svg>',
  );

/** An empty 1×1 image: what a lazy image shows before it is near the screen (the box keeps its size). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface ImgProps {
  /** An absolute URL, a path of the front (`/bff/…`), or a path relative to the brand's image CDN. */
  src: string;
  /** Text alternative; `""` for decorative images. */
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold (the LCP banner): loads at once with high priority. */
  priority?: boolean;
  /** Shown if the image fails (default: a neutral picture mark). */
  fallbackSrc?: string;
  /** How the image fills its box (default `cover`). */
  fit?: 'cover' | 'contain';
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

/**
 * An image that loads when a tenth of it is on screen (IntersectionObserver at 0.1, spec 000 §9),
 * or at once with `priority`; falls back to a default image when it fails; resolves relative
 * upstream paths against one of the brand's `imageCdns`, chosen at random once per page load.
 *
 * Priority images render their URL on the server, so they use the first CDN (server and browser
 * must agree); every other image gets its URL in the browser once seen, from the random choice (so the
 * server's HTML and hydration need no CDN for it, and a lobby's tiles hydrate with no store to read).
 */
export function Img({ src, alt, width, height, priority = false, fallbackSrc = DEFAULT_IMAGE, fit = 'cover', className, style, testId }: ImgProps) {
  const cdns = useImageCdns();
  const ref = useRef<HTMLImageElement>(null);
  const seen = useSeenOnce(ref, !priority);
  const cdn = priority ? (cdns[0] ?? null) : seen ? pickImageCdn(cdns) : null;
  const url = resolveImageUrl(src, cdn);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url || url === '';
  const shown = !seen ? BLANK : failed ? fallbackSrc : url;

  // An error before hydration fires no React event: look at the element once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && seen && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === url) setFailedUrl(url);
  }, [seen, url]);

  return (
    // biome-ignore lint/performance/noImgElement: the site's image component (the brand's CDN chosen per page load, lazy at 0.1, a default image on failure); next/image is not used
    <img
      ref={ref}
      className={className ? `${styles.img} ${className}` : styles.img}
      // The box keeps the given ratio whatever is drawn in it (the 1×1 placeholder, the fallback).
      style={{ aspectRatio: `${width} / ${height}`, objectFit: fit, ...style }}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      data-testid={testId}
      data-state={!seen ? 'waiting' : failed ? 'fallback' : 'loaded'}
      onError={() => {
        // Only the real image falls back (a failing fallback is left as it is: no loop).
        if (seen && !failed) setFailedUrl(url);
      }}
    />
  );
}
