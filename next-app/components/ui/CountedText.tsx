'use client';

import { useTranslations } from 'next-intl';
import { textLength } from '@/lib/validation/text';
import { Field } from './Field';
import styles from './CountedText.module.css';

export interface CountedTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the text may have; the counter turns red beyond it. */
  max: number;
  error?: string | null;
  hint?: string;
  required?: boolean;
  rows?: number;
  /** The field's test id; the textarea gets `<testId>`, the counter `<testId>-count`. */
  testId: string;
}

/**
 * A textarea with a live "n / max" counter, announced politely. Typing past the maximum is allowed (a paste is not
 * cut short silently); the form refuses it with the field's message before the call.
 */
export function CountedText({ label, value, onChange, max, error, hint, required, rows = 4, testId }: CountedTextProps) {
  const t = useTranslations('ui');
  const used = textLength(value.trim());
  return (
    <Field label={label} error={error ?? null} hint={hint} required={required} testId={`${testId}-field`}>
      {(control) => (
        <div className={styles.wrap}>
          <textarea {...control} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
          <span className={styles.count} data-over={used > max || undefined} aria-live="polite" data-testid={`${testId}-count`}>
            {t('text_count', { used, max })}
          </span>
        </div>
      )}
    </Field>
  );
}
