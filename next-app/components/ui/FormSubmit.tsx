import type { ReactNode } from 'react';
import styles from './FormSubmit.module.css';

/**
 * The end of a form: the call's refusal (announced; the fields stay as typed) and the submit button, disabled and
 * busy while the call runs so a double click sends once. Test ids `<testId>-error` and `<testId>-submit`.
 */
export function FormSubmit({ error, busy, children, testId }: { error: string | null; busy: boolean; children: ReactNode; testId: string }) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid={`${testId}-submit`}>
        {children}
      </button>
    </>
  );
}
