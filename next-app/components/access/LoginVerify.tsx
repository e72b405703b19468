'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { loginRefusal, type Verification } from '@/lib/access/login';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { codeProblem, type LoginFieldError } from '@/lib/validation/login';
import { useHumanChecked } from './human-check';
import { CodeField, FormError, useLoginAttempt } from './login-parts';
import styles from './LoginForm.module.css';

/**
 * The extra step of a login from an address the member has not used (spec 000 §4 "Login" 6,
 * `login_verify_required`): the code sent to the masked number, a resend after the countdown, then logged in.
 */
export function LoginVerify({
  verification: first,
  credentials,
  onLoggedIn,
  onBack,
}: {
  verification: Verification;
  credentials: { username: string; password: string; rememberMe: boolean };
  onLoggedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const t = useTranslations('login');
  const humanChecked = useHumanChecked();
  const { busy, formError, setFormError, attempt } = useLoginAttempt();
  const [verification, setVerification] = useState(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<LoginFieldError | null>(null);
  const countdown = useCountdown();
  const { start } = countdown;

  useEffect(() => {
    start(verification.expiredMinutes * 60);
  }, [verification, start]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    const problem = codeProblem(value);
    setError(problem);
    if (problem) return;
    await attempt(() => send(access.loginVerification({ ...credentials, verificationCode: value })), () => undefined, onLoggedIn);
  }

  /** A new code: the login is sent again, and the upstream sends a code once the last one has expired. */
  async function resend() {
    if (countdown.seconds > 0) return;
    await attempt(
      () => humanChecked(() => send(access.loginByUsername({ ...credentials, captcha: null }))),
      (err) => {
        const refusal = loginRefusal(err);
        if (refusal.kind === 'verify') {
          setFormError(null);
          setVerification(refusal.verification);
        }
      },
      onLoggedIn,
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-verify">
      <p className={styles.note} data-testid="login-verify-note">
        {t('verify_new_address', { mobile: verification.mobile })}
      </p>
      <CodeField
        value={code}
        onChange={setCode}
        error={error}
        onSend={() => void resend()}
        secondsLeft={countdown.seconds}
        sending={busy}
        testId="login-verify-code"
        autoFocus
      />
      <FormError message={formError} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="login-verify-submit">
        {busy ? t('submitting') : t('verify_submit')}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onBack} data-testid="login-verify-back">
          {t('verify_back')}
        </button>
      </div>
    </form>
  );
}
