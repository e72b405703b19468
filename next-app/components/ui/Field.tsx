'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Field.module.css';

/** The attributes Field gives its control: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Renders the control with the attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  /** The validation message under the control (marks the control invalid). */
  error?: string | null;
  /** Help under the label, read with the control. */
  hint?: ReactNode;
  /** Shows the required mark and tells assistive technology. */
  required?: boolean;
  /** The control's id (default: generated). */
  id?: string;
  className?: string;
  /** The field's test id; the error gets `<testId>-error`. */
  testId?: string;
}

/**
 * A labelled form control: label, required mark, hint, and the error under it (spec 000 §8:
 * "field errors are shown under each input"), tied to the control by `aria-describedby` and
 * `aria-invalid`. Field styles the input, select or textarea it contains.
 *
 * ```tsx
 * <Field label={t('username')} error={errors.username} required>
 *   {(control) => <input {...control} name="username" autoComplete="username" />}
 * </Field>
 * ```
 */
export function Field({ label, children, error, hint, required = false, id, className, testId }: FieldProps) {
  const t = useTranslations('ui');
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} title={t('required')} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(control)}
      {error && (
        <p id={errorId} className={styles.error} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
