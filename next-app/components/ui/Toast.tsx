'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from './icons';
import styles from './Toast.module.css';

export interface ToastItem {
  id: number;
  text: string;
  tone: 'info' | 'success';
  durationMs: number;
}

/** Default time a toast stays: long enough to read a short sentence. */
export const TOAST_MS = 4000;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const t = useTranslations('ui');
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`} data-testid="toast">
      <span className={styles.text}>{toast.text}</span>
      <button type="button" className={styles.close} aria-label={t('dismiss')} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Quiet confirmations ("saved", "copied"): a polite live region, present from first paint so
 * screen readers announce what is added to it, without taking focus.
 * Rendered once by UiProvider; show one with `useUi().toast(text)`.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: readonly ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-relevant="additions text" data-testid="toast-region">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
