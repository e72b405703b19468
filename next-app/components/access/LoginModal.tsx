'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { login } from '@/lib/bff/browser';
import { isBffError } from '@/lib/bff/errors';
import { validateLogin, type LoginValidation } from '@/lib/validation/login';
import { useErrorText } from './useErrorText';
import { Modal } from '../Modal';
import styles from '../Modal.module.css';

export function LoginModal({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: () => void | Promise<void> }) {
  const t = useTranslations('login');
  const errorText = useErrorText();
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
      await login(check.values);
      await onLoggedIn();
    } catch (err) {
      setFormError(isBffError(err) ? errorText(err) : errorText(null));
      setBusy(false);
    }
  }

  const usernameError = fieldErrors.username ? t(fieldErrors.username) : null;
  const passwordError = fieldErrors.password ? t(fieldErrors.password) : null;

  return (
    <Modal title={t('title')} onClose={onClose} closeLabel={t('close')} testId="login-modal">
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-username">
            {t('username')}
          </label>
          <input
            id="login-username"
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('username_placeholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={usernameError ? 'login-username-error' : undefined}
            data-testid="login-username"
            data-autofocus
          />
          {usernameError && (
            <p id="login-username-error" className={styles.fieldError} data-testid="login-username-error">
              {usernameError}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-password">
            {t('password')}
          </label>
          <input
            id="login-password"
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('password_placeholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
            data-testid="login-password"
          />
          {passwordError && (
            <p id="login-password-error" className={styles.fieldError} data-testid="login-password-error">
              {passwordError}
            </p>
          )}
        </div>
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
