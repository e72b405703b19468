'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { formProblemMessage, type Problem, type RegisterTranslator } from '@/lib/access/validation';
import { isBffError, type BffError } from '@/lib/bff/errors';
import type { LoginResult } from '@/lib/bff/types';
import { useErrorText } from './use-error-text';
import styles from './LoginForm.module.css';

/**
 * One login request at a time (a double click sends one), its refusal shown in the form's own words and
 * handed to `onRefused`; the typed values are the caller's state, so they stay.
 */
export function useLoginAttempt() {
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click before React has re-rendered must not send a second request.
  const sending = useRef(false);
  const attempt = useCallback(
    async (request: () => Promise<LoginResult | null>, onRefused: (err: BffError | null) => void, after: () => Promise<void>) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      setFormError(null);
      try {
        const result = await request();
        if (result !== null) await after();
      } catch (err) {
        const bffError = isBffError(err) ? err : null;
        setFormError(errorText(bffError));
        onRefused(bffError);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [errorText],
  );
  return { busy, formError, setFormError, attempt, sending };
}

export function FormError({ message, testId = 'login-error' }: { message: string | null; testId?: string }) {
  return message ? (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

export function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations('login');
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="login-remember" />
      {t('remember_me')}
    </label>
  );
}

/** A verification code field with its send button (given as `children`) beside it. */
export function CodeField({
  value,
  onChange,
  error,
  testId,
  autoFocus = false,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, already translated. */
  error: string | null;
  /** `<testId>` is the input, `<testId>-field` the field. */
  testId: string;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('login');
  return (
    <Field label={t('code')} error={error} required testId={`${testId}-field`}>
      {(control) => (
        <div className={styles.codeRow}>
          <input
            {...control}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            placeholder={t('code_placeholder')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testId}
            {...(autoFocus ? { 'data-autofocus': true } : {})}
          />
          {children}
        </div>
      )}
    </Field>
  );
}

/** The shared validation engine's message for a problem in the login forms (spec 000 §5's texts, `register` namespace), or null. */
export function useProblemText(): (problem: Problem | null | undefined) => string | null {
  // The engine builds its keys (`reg_pattern_<id>`, `field_<name>`), so it takes the translator untyped.
  const t = useTranslations('register') as unknown as RegisterTranslator;
  return (problem) => (problem ? formProblemMessage(t, problem) : null);
}
