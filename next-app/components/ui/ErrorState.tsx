'use client';

import { useTranslations } from 'next-intl';
import { ErrorIcon } from './icons';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** What failed, for the visitor (default "This could not be loaded."). */
  message?: string;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  /** The retry is running: the button shows busy. */
  retrying?: boolean;
  retryLabel?: string;
  testId?: string;
}

/**
 * A block whose data could not be loaded (a failing feed): the message and a retry button, in
 * place of the block, never a crashed page. The message is in a polite live region, so a retry
 * that fails again is heard.
 */
export function ErrorState({ message, onRetry, retrying = false, retryLabel, testId = 'error-state' }: ErrorStateProps) {
  const t = useTranslations('ui');
  return (
    <div className={styles.state} data-testid={testId}>
      <ErrorIcon className={styles.icon} />
      <p className={styles.message} aria-live="polite">
        {message ?? t('error_message')}
      </p>
      {onRetry && (
        <button
          type="button"
          className="button button-ghost"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
          data-testid={`${testId}-retry`}
        >
          {retryLabel ?? t('retry')}
        </button>
      )}
    </div>
  );
}
