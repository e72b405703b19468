'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Field } from '@/components/ui/Field';
import type { Remembered, RememberedLogin } from '@/lib/access/login';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { mobileProblem, validateSmsLogin, type SmsLoginValidation } from '@/lib/validation/login';
import { useHumanCheck } from './human-check';
import { CodeField, FormError, RememberMe, useLoginAttempt, useProblemText } from './login-parts';
import { useLoginOptions } from './login-options';
import { DialingCodePicker } from './DialingCodePicker';
import { openIdentityPopup } from './identity-popup';
import { useOutcomeText } from './IdentityRow';
import { SmsCodeButton } from './SmsCodeButton';
import formStyles from './AccessForms.module.css';
import styles from './LoginForm.module.css';

/**
 * Login by SMS code (`MOBILEVERCODELOGIN3`): the dialing code and mobile number (checked by the brand's
 * mobile rule before a code is asked for), the code sent after the slider check (`SmsCodeButton`: countdown,
 * one request a second, the server's message in a warning), then the login with `type: "sms"`. With Firebase
 * SMS (`firebase_sms`) the number is verified in the sms identity pop-up instead and its token logs in
 * (`/wps/session/login/firebase`, channel `sms`).
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
  const tIdentity = useTranslations('identity');
  const { mobileRule, identity } = useLoginOptions();
  const firebase = identity.includes('sms');
  const outcomeText = useOutcomeText();
  const humanCheck = useHumanCheck();
  const { busy, formError, setFormError, attempt, sending } = useLoginAttempt();
  // The registration window's list (one cache entry).
  const countries = useSWR('register:countries', () => send(access.countryCodes()), { revalidateOnFocus: false });
  const [dialing, setDialing] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SmsLoginValidation['errors']>({});

  useEffect(() => {
    if (remembered.sms) {
      setDialing((d) => d || remembered.sms!.countryDialingCode);
      setMobile((m) => m || remembered.sms!.mobileNum);
    }
  }, [remembered]);

  const dialingCode = dialing || countries.data?.[0]?.countryDialingCode || '';
  const problemText = useProblemText();

  function mobileIsValid(): boolean {
    const problem = mobileProblem(mobile.trim(), mobileRule);
    setErrors((e) => ({ ...e, mobileNum: problem ?? undefined }));
    return problem === null;
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

  /** Firebase SMS: the pop-up opens in the click (before any await), then its token logs in. */
  function verifyByFirebase() {
    if (sending.current || !mobileIsValid()) return;
    setFormError(null);
    const login = { mobileNum: mobile.trim(), countryDialingCode: dialingCode };
    void openIdentityPopup('sms', login).then(async (outcome) => {
      if (outcome.kind !== 'token') return setFormError(outcomeText(outcome));
      await attempt(
        () => send(access.loginByFirebase({ firebaseChannel: 'sms', firebaseIdToken: outcome.idToken })),
        () => undefined,
        () => onLoggedIn({ type: 'sms', ...login }),
      );
    });
  }

  return (
    <form className={styles.form} onSubmit={firebase ? (e) => e.preventDefault() : submit} noValidate data-testid="login-sms-form">
      <Field label={t('mobile')} error={problemText(errors.mobileNum)} required testId="login-mobile-field">
        {(control) => (
          <div className={formStyles.row}>
            <DialingCodePicker countries={countries.data ?? []} value={dialingCode} onChange={setDialing} testId="login-dialing" />
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
          </div>
        )}
      </Field>
      {!firebase && (
        <CodeField value={code} onChange={setCode} error={problemText(errors.code)} testId="login-code">
          <SmsCodeButton
            validate={mobileIsValid}
            humanCheck={humanCheck}
            send={async () => (await send(access.smsNoLogin({ mobileNum: mobile.trim(), countryDialingCode: dialingCode }))).expiredMinutes}
            testId="login-code-send"
          />
        </CodeField>
      )}
      <RememberMe checked={remember} onChange={onRemember} />
      <FormError message={formError} />
      {firebase ? (
        <button
          type="button"
          className={`button ${styles.submit}`}
          onClick={verifyByFirebase}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-firebase-sms"
        >
          {busy ? t('submitting') : tIdentity('sms_login')}
        </button>
      ) : (
        <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="login-sms-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      )}
    </form>
  );
}
