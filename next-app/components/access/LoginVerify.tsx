'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { loginRefusal, sendsCode, type Verification } from '@/lib/access/login';
import type { Problem } from '@/lib/access/validation';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { bankNameProblem, codeProblem } from '@/lib/validation/login';
import { useHumanChecked } from './human-check';
import { CodeField, FormError, useLoginAttempt, useProblemText } from './login-parts';
import styles from './LoginForm.module.css';

/**
 * The extra step of a login from an address the member has not used (spec 000 §4 "Login" 6,
 * `login_verify_required`), by the member's method: the code sent to the masked number or e-mail address (sent
 * again after the countdown), the name on their bank account, or their Google Authenticator code; then logged in.
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
  const problemText = useProblemText();
  const humanChecked = useHumanChecked();
  const { busy, formError, setFormError, attempt } = useLoginAttempt();
  const [verification, setVerification] = useState(first);
  const [proof, setProof] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const countdown = useCountdown();
  const { start } = countdown;
  const method = verification.method;

  useEffect(() => {
    if (sendsCode(verification.method)) start(verification.expiredMinutes * 60);
  }, [verification, start]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = proof.trim();
    const problem = method === 'BANK_NAME' ? bankNameProblem(value) : codeProblem(value);
    setError(problem);
    if (problem) return;
    const answer = method === 'BANK_NAME' ? { bankAccountName: value } : { verificationCode: value };
    await attempt(
      () => send(access.loginVerification({ ...credentials, ...answer })),
      () => undefined,
      onLoggedIn,
    );
  }

  /** A new code: the login is sent again, and the upstream sends one once the last has expired. */
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

  const note =
    method === 'EMAIL'
      ? t('verify_email', { email: verification.email })
      : method === 'BANK_NAME'
        ? t('verify_bank_name', { bank: verification.bankName, account: verification.accountNo })
        : method === 'GOOGLE'
          ? t('verify_google')
          : t('verify_new_address', { mobile: verification.mobile });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-verify" data-method={method}>
      <p className={styles.note} data-testid="login-verify-note">
        {note}
      </p>
      {method === 'BANK_NAME' ? (
        <Field label={t('bank_account_name')} error={problemText(error)} required testId="login-verify-bank-field">
          {(control) => (
            <input
              {...control}
              name="bankAccountName"
              autoComplete="off"
              maxLength={255}
              value={proof}
              onChange={(e) => setProof(e.target.value)}
              data-testid="login-verify-bank"
              data-autofocus
            />
          )}
        </Field>
      ) : (
        <CodeField value={proof} onChange={setProof} error={problemText(error)} testId="login-verify-code" autoFocus>
          {sendsCode(method) && (
            <button
              type="button"
              className="button"
              onClick={() => void resend()}
              disabled={countdown.seconds > 0 || busy}
              data-testid="login-verify-code-send"
            >
              {countdown.seconds > 0 ? t('resend_in', { seconds: countdown.seconds }) : t('send_code')}
            </button>
          )}
        </CodeField>
      )}
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
