'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { HelpLink } from '@/components/site/HelpLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field, type FieldControlProps } from '@/components/ui/Field';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { checkValue, problemMessage, type RegisterField, type RegisterTranslator, type Rule } from '@/lib/access/validation';
import {
  checkField,
  checkForm,
  cleanValue,
  isRequired,
  payloadFields,
  registerTabs,
  shownFields,
  type FormValues,
  type RegisterSwitches,
  type RegisterVia,
} from '@/lib/access/register';
import { arrivalCodes, type ArrivalCodes } from '@/lib/access/register-entry';
import { send } from '@/lib/bff/browser';
import { access, register } from '@/lib/bff/calls';
import type { Country } from '@/lib/bff/calls/access';
import { isBffError, type BffError } from '@/lib/bff/errors';
import { isObj, str } from '@/lib/bff/parse';
import { FIREBASE_COUNTDOWN_SECONDS } from '@/lib/access/sms';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useCountryCodes, useRegisterRules } from '@/lib/hooks/use-register-rules';
import { useAfterLogin } from './after-login';
import { DialingCodePicker } from './DialingCodePicker';
import { openIdentityPopup } from './identity-popup';
import { IdentityRow, useOutcomeText } from './IdentityRow';
import { useLoginOptions } from './login-options';
import { SmsCodeButton } from './SmsCodeButton';
import { useErrorText } from './use-error-text';
import forms from './AccessForms.module.css';
import styles from './RegisterModal.module.css';

export interface RegisterModalProps {
  switches: RegisterSwitches;
  onClose: () => void;
  /** Registered and logged in: the window closes and the visitor goes home. */
  onRegistered: () => void | Promise<void>;
  /** Opens the login window instead (the "sign in" link). */
  onSignIn: () => void;
  /** The slider human check (`useHumanCheck()`), run before the SMS code and the register call. */
  humanCheck?: () => Promise<boolean>;
}

/** The captcha refreshes at most once a second (spec 000 §4 "Captcha"). */
const CAPTCHA_GAP_MS = 1000;

const INPUT_KIND: Partial<Record<RegisterField, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { autoComplete: 'off' },
};

/** Where the visitor arrived from: `?referralCode=` and `?affiliateCode=` of this address or an earlier one of the visit (spec 000 §2). */
function addressCodes(): ArrivalCodes {
  return arrivalCodes(window.location.search, sessionStorage);
}

/** The field the upstream named in a refusal (`value.field`), if the form shows it. */
function refusedField(err: BffError, fields: readonly string[]): string | null {
  const field = isObj(err.value) ? str(err.value.field) : '';
  return fields.includes(field) ? field : null;
}

/**
 * The registration window (spec 000 §2 "Registration modal"): loads the settings and country codes, then
 * the form. Needs the `register`, `help` and `errors` messages.
 */
export function RegisterModal(props: RegisterModalProps) {
  const t = useTranslations('register');
  const settings = useRegisterRules();
  const countries = useCountryCodes();
  const failed = settings.error || countries.error;
  const retry = () => {
    void settings.mutate();
    void countries.mutate();
  };
  return (
    <Modal open title={t('title')} onClose={props.onClose} size="md" closeOnCover={false} testId="register-modal">
      {settings.data && countries.data ? (
        <RegisterForms {...props} rules={settings.data} countries={countries.data} />
      ) : failed ? (
        <ErrorState onRetry={retry} />
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}

function RegisterForms({
  switches,
  rules,
  countries,
  onRegistered,
  onSignIn,
  humanCheck,
}: RegisterModalProps & { rules: Record<RegisterField, Rule>; countries: Country[] }) {
  const t = useTranslations('register');
  const tabs = registerTabs(switches);
  const [via, setVia] = useState<RegisterVia>(tabs[0] ?? 'username');
  // The window opened on a placeholder (the settings were loading): its first field gets focus once drawn;
  // a tab switch leaves focus on the tab.
  const first = useRef(true);
  useEffect(() => {
    first.current = false;
  }, []);
  // Each tab's form is its own (mounted when shown): switching fetches a new captcha (spec 000 §4 "Captcha").
  const form = (
    <RegisterForm
      focusFirst={first.current}
      via={via}
      rules={rules}
      switches={switches}
      countries={countries}
      onRegistered={onRegistered}
      onSignIn={onSignIn}
      humanCheck={humanCheck}
    />
  );
  if (tabs.length < 2) return form;
  return (
    <Tabs
      label={t('tabs_label')}
      value={via}
      onValueChange={(next) => setVia(next as RegisterVia)}
      items={tabs.map((tab) => ({ value: tab, label: t(`tab_${tab}`), testId: `register-tab-${tab}` }))}
    >
      {form}
    </Tabs>
  );
}

interface RegisterFormProps {
  focusFirst: boolean;
  via: RegisterVia;
  rules: Record<RegisterField, Rule>;
  switches: RegisterSwitches;
  countries: Country[];
  onRegistered: () => void | Promise<void>;
  onSignIn: () => void;
  humanCheck?: () => Promise<boolean>;
}

function RegisterForm({ focusFirst, via, rules, switches, countries, onRegistered, onSignIn, humanCheck }: RegisterFormProps) {
  const t = useTranslations('register');
  const tIdentity = useTranslations('identity');
  const tr = t as unknown as RegisterTranslator;
  const ui = useUi();
  const errorText = useErrorText();
  const afterLogin = useAfterLogin();
  const options = useLoginOptions();
  // Spec 000 §4 "Registration flow": with Firebase SMS the number is verified through the sms identity
  // pop-up, whose token stands in for the SMS code (bound to the number it was given for).
  const firebaseSms = options.identity.includes('sms');
  const [phoneProof, setPhoneProof] = useState<{ idToken: string; mobileNum: string; countryDialingCode: string } | null>(null);
  const [codes] = useState(addressCodes);
  const [dialingCode, setDialingCode] = useState(countries[0]?.countryDialingCode ?? '66');
  const [values, setValues] = useState<FormValues>(() => (codes.referralCode ? { referralCode: codes.referralCode } : {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A submit found fields to correct: spec 000 §8's "Please enter correct information" shows beside the submit
  // button while any field still shows its error (each clears as its value becomes right).
  const [checkFailed, setCheckFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [focusFirst]);

  // Spec 000 §5: the affiliate field shows when no code came with the address, or when that code fails the check.
  const [addressAffiliate, setAddressAffiliate] = useState<'none' | 'checking' | 'valid' | 'invalid'>(codes.affiliateCode ? 'checking' : 'none');
  useEffect(() => {
    if (!codes.affiliateCode) return;
    let live = true;
    send(register.checkAffiliate(codes.affiliateCode, window.location.hostname)).then(
      () => live && setAddressAffiliate('valid'),
      () => live && setAddressAffiliate('invalid'),
    );
    return () => {
      live = false;
    };
  }, [codes.affiliateCode]);
  const affiliateShown = addressAffiliate === 'none' || addressAffiliate === 'invalid';
  const fields = useMemo(() => shownFields(via, { rules, switches, affiliateShown }), [via, rules, switches, affiliateShown]);
  const phoneStep = firebaseSms && fields.includes('verificationCode');
  // The fields typed in (the Firebase step replaces the code field).
  const typed = useMemo(() => (phoneStep ? fields.filter((field) => field !== 'verificationCode') : fields), [phoneStep, fields]);
  const proofFor = (vals: FormValues, dialing: string) =>
    phoneProof && phoneProof.mobileNum === cleanValue('mobileNum', vals.mobileNum) && phoneProof.countryDialingCode === dialing ? phoneProof : null;

  // A field's error is shown on submit and then follows what is typed, clearing as soon as the value is
  // right. Nothing is checked on blur: a message appearing or vanishing then would move the control the
  // pointer is about to press (the terms tick, the SMS button).
  const setValue = (field: RegisterField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const dependent: RegisterField[] = field === 'password' ? ['password', 'confirmPassword'] : [field];
    setErrors((was) => {
      const updated = { ...was };
      for (const name of dependent) {
        if (!was[name]) continue;
        const problem = checkField(via, name, next, rules);
        if (problem) updated[name] = problemMessage(tr, problem);
        else delete updated[name];
      }
      return updated;
    });
  };
  const focusField = (field: string) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const reset = () => {
    // Spec 000 §4 "Other": everything but the dialing code.
    setValues({});
    setErrors({});
    setTerms(false);
    setTermsError(false);
    setFormError(null);
    setCheckFailed(false);
  };

  // Spec 000 §5: the number must validate before a code is asked for.
  const validateMobile = () => {
    const problem = checkValue(rules.mobileNum, cleanValue('mobileNum', values.mobileNum), true);
    if (!problem) return true;
    setErrors((was) => ({ ...was, mobileNum: problemMessage(tr, problem) }));
    focusField('mobileNum');
    return false;
  };
  const sendCode = async () => {
    const answer = await send(register.smsRegister({ mobileNo: (values.mobileNum ?? '').trim(), countryDialingCode: dialingCode }));
    return answer.expiredMinutes;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return; // a double click sends once
    setFormError(null);
    // Spec 000 §4 "Registration flow": terms, the fields, the affiliate code, the human check, register.
    const problems = checkForm(via, typed, values, rules);
    const messages = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemMessage(tr, problem)]));
    const proof = proofFor(values, dialingCode);
    if (phoneStep && !proof) messages.verificationCode = tIdentity('sms_required');
    setErrors(messages);
    setTermsError(!terms);
    const firstInvalid = fields.find((field) => messages[field]);
    setCheckFailed(firstInvalid !== undefined);
    if (firstInvalid) return focusField(firstInvalid === 'verificationCode' && phoneStep ? 'firebaseSms' : firstInvalid);
    if (!terms) return formRef.current?.querySelector<HTMLElement>('[name="terms"]')?.focus();

    sending.current = true;
    setBusy(true);
    try {
      const domain = window.location.hostname;
      const typedAffiliate = affiliateShown ? (values.affiliateCode ?? '').trim() : '';
      if (typedAffiliate) {
        try {
          await send(register.checkAffiliate(typedAffiliate, domain));
        } catch (err) {
          if (isBffError(err) && err.kind !== 'rejected') throw err;
          // Spec 000 §8: a warning with a button; the message stays under the field too.
          setErrors((was) => ({ ...was, affiliateCode: t('invitation_code_error') }));
          await ui.warn(t('invitation_code_error'), { confirmLabel: t('confirm') });
          return;
        }
      }
      if (humanCheck && !(await humanCheck())) return;
      const payload = payloadFields(via, typed, values, {
        countryDialingCode: dialingCode,
        referralCode: codes.referralCode,
        affiliateCode: addressAffiliate === 'valid' ? codes.affiliateCode : null,
      });
      // Spec 000 §2 payload: the Firebase channel and its token instead of the SMS code.
      if (phoneStep && proof) Object.assign(payload, { firebaseChannel: 'sms', firebaseIdToken: proof.idToken });
      await send(register.register(via, payload, { url: window.location.href, domain }));
      await afterLogin();
      await onRegistered();
    } catch (err) {
      const bffError = isBffError(err) ? err : null;
      const field = bffError ? refusedField(bffError, fields) : null;
      if (field && bffError) {
        setErrors((was) => ({ ...was, [field]: bffError.serverMessage || errorText(bffError) }));
        focusField(field);
      } else {
        setFormError(errorText(bffError));
      }
      if (fields.includes('captcha')) setCaptchaRound((n) => n + 1); // a captcha is used up by any check
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const control = (field: RegisterField, attrs: FieldControlProps, extra?: { autoFocus?: boolean }) => {
    const kind = INPUT_KIND[field];
    return (
      <input
        {...attrs}
        name={field}
        type={kind?.type ?? 'text'}
        autoComplete={kind?.autoComplete ?? 'off'}
        inputMode={kind?.inputMode}
        autoCapitalize="none"
        spellCheck={false}
        value={values[field] ?? ''}
        onChange={(e) => setValue(field, e.target.value)}
        data-testid={`register-${field}`}
        {...(extra?.autoFocus ? { 'data-autofocus': true } : {})}
      />
    );
  };

  const fieldBlock = (field: RegisterField, index: number): ReactNode => {
    const common = { label: t(`field_${field}`), error: errors[field] ?? null, required: isRequired(via, field, rules), testId: `register-${field}-field` };
    if (field === 'mobileNum') {
      return (
        <Field key={field} {...common}>
          {(attrs) => (
            <div className={forms.row}>
              <DialingCodePicker countries={countries} value={dialingCode} onChange={setDialingCode} testId="register-dialing-code" />
              {control(field, attrs, { autoFocus: index === 0 })}
            </div>
          )}
        </Field>
      );
    }
    if (field === 'verificationCode' && phoneStep) {
      return (
        <Field key={field} {...common}>
          {(attrs) => (
            <div className={forms.row}>
              <FirebaseSmsButton
                attrs={attrs}
                verified={proofFor(values, dialingCode) !== null}
                validate={validateMobile}
                phone={() => ({ mobileNum: cleanValue('mobileNum', values.mobileNum), countryDialingCode: dialingCode })}
                onVerified={(proof) => {
                  setPhoneProof(proof);
                  setErrors(({ verificationCode: _, ...rest }) => rest);
                }}
              />
            </div>
          )}
        </Field>
      );
    }
    if (field === 'verificationCode') {
      return (
        <Field key={field} {...common}>
          {(attrs) => (
            <div className={forms.row}>
              {control(field, attrs)}
              <SmsCodeButton
                validate={validateMobile}
                send={sendCode}
                humanCheck={humanCheck}
                onSent={() => focusField('verificationCode')}
                testId="register-sms"
              />
            </div>
          )}
        </Field>
      );
    }
    if (field === 'captcha') {
      return (
        <Field key={field} {...common}>
          {(attrs) => (
            <div className={forms.row}>
              {control(field, attrs)}
              <CaptchaImage round={captchaRound} />
            </div>
          )}
        </Field>
      );
    }
    return (
      <Field key={field} {...common}>
        {(attrs) => control(field, attrs, { autoFocus: index === 0 })}
      </Field>
    );
  };

  return (
    <form ref={formRef} className={forms.form} onSubmit={submit} noValidate data-testid={`register-form-${via}`}>
      <p className={styles.note}>{t('required_note')}</p>
      {fields.map(fieldBlock)}
      <div className={styles.terms}>
        <label className={styles.tick}>
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              if (e.target.checked) setTermsError(false);
            }}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
            data-testid="register-terms-tick"
          />
          <span>{t('age_agreement', { age: options.minimumAge })}</span>
        </label>
        <HelpLink tag="term" className={styles.link} testId="register-terms">
          {t('terms_link')}
        </HelpLink>
        {termsError && (
          <p id="register-terms-error" className={forms.error} data-testid="register-terms-error">
            {t('terms_required')}
          </p>
        )}
      </div>
      {checkFailed && Object.keys(errors).length > 0 && (
        <p className={forms.error} role="alert" data-testid="register-invalid">
          {t('correct_information')}
        </p>
      )}
      {formError && (
        <p className={forms.error} role="alert" data-testid="register-error">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={reset} data-testid="register-reset">
          {t('reset')}
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="register-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
      <IdentityRow onLoggedIn={() => void onRegistered()} testId="register-identity" />
      <p className={styles.signIn}>
        {t('have_account')}{' '}
        <button type="button" className={styles.link} onClick={onSignIn} data-testid="register-sign-in">
          {t('sign_in')}
        </button>
      </p>
    </form>
  );
}

/**
 * The Firebase SMS step of registration (`firebase_sms`): the number must validate, then the sms identity
 * pop-up verifies it (opened in the click, before any await, or the browser blocks it); its token is the
 * proof. Spec 000 §4: a one-minute countdown before the number can be verified again; clicks during it are
 * ignored. A failure shows its phone-auth message in a warning (spec 000 §8).
 */
function FirebaseSmsButton({
  attrs,
  verified,
  validate,
  phone,
  onVerified,
}: {
  attrs: FieldControlProps;
  verified: boolean;
  validate: () => boolean;
  phone: () => { mobileNum: string; countryDialingCode: string };
  onVerified: (proof: { idToken: string; mobileNum: string; countryDialingCode: string }) => void;
}) {
  const t = useTranslations('identity');
  const tRegister = useTranslations('register');
  const ui = useUi();
  const outcomeText = useOutcomeText();
  const countdown = useCountdown();
  const waiting = useRef(false);
  function click() {
    if (countdown.seconds > 0 || waiting.current || !validate()) return;
    waiting.current = true;
    const number = phone();
    void openIdentityPopup('sms', number).then(async (outcome) => {
      waiting.current = false;
      if (outcome.kind === 'token') {
        onVerified({ idToken: outcome.idToken, ...number });
        countdown.start(FIREBASE_COUNTDOWN_SECONDS);
        return;
      }
      await ui.warn(outcomeText(outcome) ?? t('unknown'));
    });
  }
  return (
    <>
      <button
        {...attrs}
        type="button"
        name="firebaseSms"
        className="button"
        aria-disabled={countdown.seconds > 0 || undefined}
        onClick={click}
        data-testid="register-firebase-sms"
        data-countdown={countdown.seconds > 0 ? countdown.seconds : undefined}
      >
        {countdown.seconds > 0 ? tRegister('sms_countdown', { seconds: countdown.seconds }) : t('sms_verify')}
      </button>
      {verified && (
        <span className={styles.verified} role="status" data-testid="register-firebase-sms-verified">
          {t('sms_verified')}
        </span>
      )}
    </>
  );
}

/** The registration captcha: fetched when shown (a tab's form is new on each switch), after a refusal, and on click (at most once a second). */
function CaptchaImage({ round }: { round: number }) {
  const t = useTranslations('register');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const retry = useRef<number | undefined>(undefined);
  const load = useCallback(async (force: boolean) => {
    const now = Date.now();
    if (!force && now - last.current < CAPTCHA_GAP_MS) return;
    last.current = now;
    window.clearTimeout(retry.current);
    try {
      setSrc(await send(access.captcha(now)));
      setFailed(false);
    } catch (err) {
      setFailed(true);
      // The BFF gives one picture a second per address (a quick tab switch): ask again when it says.
      if (isBffError(err) && err.kind === 'throttled' && err.retryAfterSeconds !== null) {
        retry.current = window.setTimeout(() => void load(true), err.retryAfterSeconds * 1000);
      }
    }
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies(round): a new round (the tab's form anew, a refusal) asks for a new picture
  useEffect(() => {
    void load(true);
  }, [load, round]);
  useEffect(() => () => window.clearTimeout(retry.current), []);
  return (
    <button type="button" className={styles.captcha} onClick={() => void load(false)} aria-label={t('captcha_refresh')} data-testid="register-captcha-image">
      {src && !failed ? (
        // biome-ignore lint/performance/noImgElement: the captcha, an inline PNG (a data: URL) from the upstream
        <img src={src} alt="" width={100} height={40} />
      ) : (
        <span>{t('captcha_reload')}</span>
      )}
    </button>
  );
}
