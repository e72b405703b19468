'use client';

import type { ReactNode } from 'react';
import { Field } from './Field';
import styles from './PasswordFields.module.css';

export interface PasswordFieldsProps<F extends string> {
  /** The fields in order; the first takes the focus when its window opens. */
  fields: readonly F[];
  values: Record<F, string>;
  onChange: (field: F, value: string) => void;
  /** Each field's message under it. */
  errors: Partial<Record<F, string>>;
  label: (field: F) => ReactNode;
  /** The current password's field (`current-password`; every other one is `new-password`). */
  current?: F;
  /** A PIN: numeric keyboard, at most this many characters. */
  pinLength?: number;
  /** Test ids: `<prefix>-<field>` on the input, `<prefix>-<field>-field` on its Field. */
  testIdPrefix: string;
  /** The form's refusal (the upstream's message), under the fields. */
  formError: string | null;
  formErrorTestId: string;
}

/**
 * Password inputs, each a required Field with its message, and the form's refusal under them: the
 * login-password change and the payment password (set, change, and the withdrawal's) share them.
 */
export function PasswordFields<F extends string>({
  fields,
  values,
  onChange,
  errors,
  label,
  current,
  pinLength,
  testIdPrefix,
  formError,
  formErrorTestId,
}: PasswordFieldsProps<F>) {
  return (
    <>
      {fields.map((field, index) => (
        <Field key={field} label={label(field)} error={errors[field] ?? null} required testId={`${testIdPrefix}-${field}-field`}>
          {(control) => (
            <input
              {...control}
              name={field}
              type="password"
              autoComplete={field === current ? 'current-password' : 'new-password'}
              {...(pinLength ? { inputMode: 'numeric' as const, maxLength: pinLength } : {})}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              data-testid={`${testIdPrefix}-${field}`}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            />
          )}
        </Field>
      ))}
      {formError && (
        <p className={styles.error} role="alert" data-testid={formErrorTestId}>
          {formError}
        </p>
      )}
    </>
  );
}
