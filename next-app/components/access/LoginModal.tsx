'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { Modal } from '@/components/ui/Modal';
import { login } from '@/lib/bff/browser';
import { isBffError } from '@/lib/bff/errors';
import { AFTER_LOGIN_FLAG } from '@/lib/shell/effects';
import { validateLogin, type LoginValidation } from '@/lib/validation/login';
import { useHumanChecked } from './human-check';
import { useErrorText } from './useErrorText';
import styles from './LoginModal.module.css';

/** The login window by user name and password. */
export function LoginModal({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: () => void | Promise<void> }) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const humanChecked = useHumanChecked();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginValidation['errors']>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = validateLogin({ username, password });
    setFieldErrors(check.errors);
    setFormError(null);
    if (!check.valid) {
      const first = check.errors.username ? 'login-username' : 'login-password';
      document.querySelector<HTMLInputElement>(`[data-testid="${first}"]`)?.focus();
      return;
    }
    setUsername(check.values.username);
    setBusy(true);
    try {
      // Spec 000 §4 "SMS code button": the slider check runs before a user-name login.
      const result = await humanChecked(() => login(check.values));
      if (result === null) {
        setBusy(false);
        return;
      }
      // Spec 000 §4 "Login" 3: the shell shows the member's pop-up announcements next.
      sessionStorage.setItem(AFTER_LOGIN_FLAG, '1');
      await onLoggedIn();
    } catch (err) {
      setFormError(isBffError(err) ? errorText(err) : errorText(null));
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('title')} onClose={onClose} size="sm" testId="login-modal">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('username')} error={fieldErrors.username ? t(fieldErrors.username) : null} required testId="login-username-field">
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('username_placeholder')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              data-testid="login-username"
              data-autofocus
            />
          )}
        </Field>
        <Field label={t('password')} error={fieldErrors.password ? t(fieldErrors.password) : null} required testId="login-password-field">
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={t('password_placeholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="login-password"
            />
          )}
        </Field>
        {formError && (
          <p className={styles.formError} role="alert" data-testid="login-error">
            {formError}
          </p>
        )}
        <button type="submit" className={`button ${styles.submit}`} disabled={busy} data-testid="login-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
    </Modal>
  );
}
