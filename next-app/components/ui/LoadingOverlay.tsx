'use client';

import { useTranslations } from 'next-intl';
import { Modal } from './Modal';
import styles from './LoadingOverlay.module.css';

export interface LoadingOverlayProps {
  /** Shown while true. */
  open: boolean;
  /** What is happening, for screen readers (default "Loading…"). */
  label?: string;
  testId?: string;
}

/**
 * A cover that blocks the page while a step must finish (spec 000 §2 "a loading overlay exists").
 * It is a modal that cannot be dismissed: focus stays on it, the page underneath is inert to
 * mouse, keyboard and screen reader alike, and focus returns afterwards. The spinner fades in
 * after a moment so quick steps do not flash.
 */
export function LoadingOverlay({ open, label, testId = 'loading-overlay' }: LoadingOverlayProps) {
  const t = useTranslations('ui');
  const text = label ?? t('loading');
  return (
    <Modal open={open} onClose={() => {}} title={text} hideTitle dismissible={false} appearance="bare" testId={testId}>
      {/* Focus lands here, so screen readers announce the modal by its name: the label. */}
      <div className={styles.box} tabIndex={-1} aria-busy="true" data-autofocus>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    </Modal>
  );
}
