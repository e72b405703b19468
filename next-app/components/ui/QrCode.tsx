'use client';

import { useEffect, useState } from 'react';
import styles from './QrCode.module.css';

/** Spec 001 §9: QR defaults. The side bar uses size 80. */
export const QR_DEFAULTS = { size: 200, margin: 20, logoScale: 0.2, errorCorrection: 'M' } as const;

export interface QrCodeProps {
  /** What the code encodes (a download link…). */
  value: string;
  /** Text alternative (e.g. "QR code to download the Android app"). */
  label: string;
  /** Outer size in px, margin included (default 200). */
  size?: number;
  /** White border in px around the code (default 20). */
  margin?: number;
  /** An image drawn at the centre (a brand or app icon). */
  logoSrc?: string;
  /** The logo's width as a share of the code (default 0.2: error correction M still reads it). */
  logoScale?: number;
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
  testId?: string;
}

/** The code as an SVG data URL, black on white, no quiet zone of its own (the margin is ours). */
export async function qrSvgDataUrl(value: string, errorCorrection: QrCodeProps['errorCorrection'] = QR_DEFAULTS.errorCorrection): Promise<string> {
  // The encoder (a kept library, `qrcode`) is fetched only when a code is drawn.
  const { toString: qrToString } = await import('qrcode');
  const svg = await qrToString(value, { type: 'svg', errorCorrectionLevel: errorCorrection, margin: 0, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A QR code image (black on white in both themes, so every phone camera reads it), with an
 * optional centred logo. Its box is reserved at once; the code appears when the encoder has loaded.
 */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  logoSrc,
  logoScale = QR_DEFAULTS.logoScale,
  errorCorrection = QR_DEFAULTS.errorCorrection,
  className,
  testId = 'qr-code',
}: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ key: string; url: string | null } | null>(null);
  const key = `${errorCorrection}:${value}`;

  useEffect(() => {
    let live = true;
    qrSvgDataUrl(value, errorCorrection).then(
      (url) => live && setDrawn({ key, url }),
      // Too much data for a QR code: the box stays, labelled, without a code.
      () => live && setDrawn({ key, url: null }),
    );
    return () => {
      live = false;
    };
  }, [key, value, errorCorrection]);

  const inner = Math.max(0, size - 2 * margin);
  const url = drawn?.key === key ? drawn.url : null;
  const logoSize = Math.round(inner * logoScale);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label comes only with role="img" (while the code is being drawn)
    <span
      className={className ? `${styles.qr} ${className}` : styles.qr}
      style={{ width: size, height: size, padding: margin }}
      role={url ? undefined : 'img'}
      aria-label={url ? undefined : label}
      aria-busy={drawn?.key !== key || undefined}
      data-testid={testId}
    >
      {url && (
        // biome-ignore lint/performance/noImgElement: a data: URL drawn in the browser, nothing to optimise
        <img className={styles.code} src={url} alt={label} width={inner} height={inner} />
      )}
      {url && logoSrc && (
        // biome-ignore lint/performance/noImgElement: the logo in the middle of the code, shown with it at once (Img would wait for it to be seen)
        <img className={styles.logo} src={logoSrc} alt="" width={logoSize} height={logoSize} />
      )}
    </span>
  );
}
