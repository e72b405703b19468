'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Field } from '@/components/ui/Field';
import { useUi } from '@/components/ui/UiProvider';
import type { Remembered, RememberedLogin } from '@/lib/access/login';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { mobileProblem, validateSmsLogin, type SmsLoginValidation } from '@/lib/validation/login';
import { useHumanChecked } from './human-check';
import { CodeField, FormError, RememberMe, useLoginAttempt } from './login-parts';
import { useLoginOptions } from './login-options';
import { useErrorText } from './useErrorText';
import styles from './LoginForm.module.css';

/** Spec 000 §4 "SMS code button": one request per second at most. */
const SEND_GAP_MS = 1000;

/**
 * Login by SMS code (`MOBILEVERCODELOGIN3`): the dialing code and mobile number (checked by the brand's
 * mobile rule before a code is asked for), the code sent after the slider check, with a countdown.
 */
export function LoginSms({
  remember,
  onRemember,
  remembered,
  onLoggedIn,
}: {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  remembered: Remembered;
  onLoggedIn: (login: RememberedLogin) => Promise<void>;
}) {
  const t = useTranslations('login');
  const ui = useUi();
  const errorText = useErrorText();
  const { mobileRule } = useLoginOptions();
  const humanChecked = useHumanChecked();
  const { busy, formError, attempt } = useLoginAttempt();
  const countries = useSWR('access:countries', () => send(access.countryCodes()));
  const [dialing, setDialing] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SmsLoginValidation['errors']>({});
  const countdown = useCountdown();
  const lastSend = useRef(0);
  const [sendingCode, setSendingCode] = useState(false);

  useEffect(() => {
    if (remembered.sms) {
      setDialing((d) => d || remembered.sms!.countryDialingCode);
      setMobile((m) => m || remembered.sms!.mobileNum);
    }
  }, [remembered]);

  const dialingCode = dialing || countries.data?.[0]?.countryDialingCode || '';

  async function sendCode() {
    const now = Date.now();
    if (countdown.seconds > 0 || sendingCode || now - lastSend.current < SEND_GAP_MS) return;
    const problem = mobileProblem(mobile.trim(), mobileRule);
    setErrors((e) => ({ ...e, mobileNum: problem ?? undefined }));
    if (problem) return;
    lastSend.current = now;
    setSendingCode(true);
    try {
      const sent = await humanChecked(() => send(access.smsNoLogin({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })));
      if (sent) {
        countdown.start(sent.expiredMinutes * 60);
        ui.toast(t('code_sent'));
      }
    } catch (err) {
      // Spec 000 §8: a failed SMS request shows the server's message in a warning.
      await ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      setSendingCode(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = validateSmsLogin({ mobileNum: mobile, code }, mobileRule);
    setErrors(check.errors);
    if (!check.valid) {
      document.querySelector<HTMLInputElement>(`[data-testid="login-${check.errors.mobileNum ? 'mobile' : 'code'}"]`)?.focus();
      return;
    }
    const login = { mobileNum: check.values.mobileNum, countryDialingCode: dialingCode };
    await attempt(
      () => send(access.loginBySms({ ...login, code: check.values.code, rememberMe: remember })),
      () => undefined,
      () => onLoggedIn({ type: 'sms', ...login }),
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-sms-form">
      <div className={styles.row}>
        <Field label={t('dialing_code')} testId="login-dialing-field">
          {(control) => (
            <select {...control} name="countryDialingCode" value={dialingCode} onChange={(e) => setDialing(e.target.value)} data-testid="login-dialing">
              {(countries.data ?? (dialingCode ? [{ countryCode: '', countryDialingCode: dialingCode, countryName: dialingCode }] : [])).map((c) => (
                <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
                  +{c.countryDialingCode} {c.countryCode}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('mobile')} error={errors.mobileNum ? t(errors.mobileNum) : null} required testId="login-mobile-field">
          {(control) => (
            <input
              {...control}
              name="mobileNum"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('mobile_placeholder')}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              data-testid="login-mobile"
              data-autofocus
            />
          )}
        </Field>
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={errors.code}
        onSend={() => void sendCode()}
        secondsLeft={countdown.seconds}
        sending={sendingCode}
        testId="login-code"
      />
      <RememberMe checked={remember} onChange={onRemember} />
      <FormError message={formError} />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="login-sms-submit">
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
