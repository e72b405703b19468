'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field, type FieldControlProps } from '@/components/ui/Field';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { checkForgotEmail, checkForgotPhone, checkMobile, type ForgotMethod } from '@/lib/access/password';
import { formProblemMessage, type Problem, type RegisterField, type RegisterTranslator, type Rule } from '@/lib/access/validation';
import { send } from '@/lib/bff/browser';
import { access, password as passwordCalls } from '@/lib/bff/calls';
import type { Country } from '@/lib/bff/calls/access';
import { isBffError } from '@/lib/bff/errors';
import { useCountryCodes, useRegisterRules } from '@/lib/hooks/use-register-rules';
import { useAfterLogin } from './after-login';
import { DialingCodePicker } from './DialingCodePicker';
import { useHumanCheck } from './human-check';
import { SmsCodeButton } from './SmsCodeButton';
import { useErrorText } from './use-error-text';
import styles from './AccessForms.module.css';

export interface ForgotPasswordModalProps {
  /** The ways the brand offers (`forgotMethods`); e-mail first. */
  methods: readonly ForgotMethod[];
  onClose: () => void;
  /** After an e-mail reset: the visitor logs in with the mailed password (spec 000 §4 "Forgot password"). */
  onMailed: () => void;
}

/**
 * Forgot password (spec 000 §4, §5 "Forgot"): by e-mail (user name and e-mail; success says `in_been_out`) or by
 * phone (number, SMS code, new password twice; success logs the member in). Tabs only when both are offered.
 */
export function ForgotPasswordModal({ methods, onClose, onMailed }: ForgotPasswordModalProps) {
  const t = useTranslations('password');
  const rules = useRegisterRules();
  const countries = useCountryCodes();
  const [method, setMethod] = useState<ForgotMethod>(methods[0] ?? 'email');
  const ready = rules.data && countries.data;
  const form = ready ? (
    method === 'email' ? (
      <EmailForm rules={rules.data!} onMailed={onMailed} />
    ) : (
      <PhoneForm rules={rules.data!} countries={countries.data!} onDone={onClose} />
    )
  ) : rules.error || countries.error ? (
    <ErrorState
      onRetry={() => {
        void rules.mutate();
        void countries.mutate();
      }}
    />
  ) : (
    <Skeleton lines={4} />
  );
  return (
    <Modal open title={t('forgot_title')} onClose={onClose} size="sm" closeOnCover={false} testId="forgot-password-modal">
      {methods.length > 1 ? (
        <Tabs
          label={t('forgot_methods')}
          value={method}
          onValueChange={(next) => setMethod(next as ForgotMethod)}
          items={methods.map((m) => ({ value: m, label: t(`by_${m}`), testId: `forgot-tab-${m}` }))}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
    </Modal>
  );
}

/** Shared by both forms: field errors as messages, one request at a time, the refusal's text. */
function useFormState() {
  const tr = useTranslations('register') as unknown as RegisterTranslator;
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (problems: Record<string, Problem>, order: readonly string[]) => {
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, formProblemMessage(tr, problem)])));
    setFormError(null);
    const first = order.find((field) => problems[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first === undefined;
  };
  const run = async (work: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setFormError(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { tr, errors, setErrors, formError, busy, formRef, show, run };
}

function TextField({
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  value,
  onChange,
  autoFocus,
  after,
}: {
  name: string;
  label: string;
  error?: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  after?: ReactNode;
}) {
  const input = (control: FieldControlProps) => (
    <input
      {...control}
      name={name}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={`forgot-${name}`}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
  return (
    <Field label={label} error={error ?? null} required testId={`forgot-${name}-field`}>
      {(control) =>
        after ? (
          <div className={styles.row}>
            {input(control)}
            {after}
          </div>
        ) : (
          input(control)
        )
      }
    </Field>
  );
}

function EmailForm({ rules, onMailed }: { rules: Record<RegisterField, Rule>; onMailed: () => void }) {
  const t = useTranslations('password');
  const ui = useUi();
  const state = useFormState();
  const [values, setValues] = useState({ username: '', email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.show(checkForgotEmail(values, rules), ['username', 'email'])) return;
    void state.run(async () => {
      await send(passwordCalls.forgotByEmail({ username: values.username.trim(), email: values.email.trim() }));
      await ui.warn(t('in_been_out'), { title: t('forgot_title') });
      onMailed();
    });
  };

  return (
    <form ref={state.formRef} className={styles.form} onSubmit={submit} noValidate data-testid="forgot-email-form">
      <TextField
        name="username"
        label={state.tr('field_username')}
        error={state.errors.username}
        autoComplete="username"
        value={values.username}
        onChange={(v) => setValues((was) => ({ ...was, username: v }))}
        autoFocus
      />
      <TextField
        name="email"
        type="email"
        label={state.tr('field_email')}
        error={state.errors.email}
        autoComplete="email"
        value={values.email}
        onChange={(v) => setValues((was) => ({ ...was, email: v }))}
      />
      <Submit busy={state.busy} error={state.formError} label={t('send_mail')} />
    </form>
  );
}

function PhoneForm({ rules, countries, onDone }: { rules: Record<RegisterField, Rule>; countries: Country[]; onDone: () => void }) {
  const t = useTranslations('password');
  const ui = useUi();
  const humanCheck = useHumanCheck();
  const afterLogin = useAfterLogin();
  const state = useFormState();
  const [dialingCode, setDialingCode] = useState(countries[0]?.countryDialingCode ?? '66');
  const [values, setValues] = useState({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const set = (field: keyof typeof values) => (value: string) => setValues((was) => ({ ...was, [field]: value }));

  const validateMobile = () => {
    const problem = checkMobile(values.mobileNum, rules);
    if (problem) state.setErrors((was) => ({ ...was, mobileNum: formProblemMessage(state.tr, problem) }));
    else state.setErrors(({ mobileNum: _, ...rest }) => rest);
    return problem === null;
  };
  const sendCode = async () => (await send(access.smsNoLogin({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode }))).expiredMinutes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.show(checkForgotPhone(values, rules), ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'])) return;
    void state.run(async () => {
      await send(
        passwordCalls.resetByPhone({
          newPassword: values.newPassword,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          countryDialingCode: dialingCode,
        }),
      );
      // Spec 000 §4 "Forgot password": a phone reset logs the member in.
      await afterLogin();
      ui.toast(t('reset_done'), { tone: 'success' });
      onDone();
    });
  };

  return (
    <form ref={state.formRef} className={styles.form} onSubmit={submit} noValidate data-testid="forgot-phone-form">
      <Field label={state.tr('field_mobileNum')} error={state.errors.mobileNum ?? null} required testId="forgot-mobileNum-field">
        {(control) => (
          <div className={styles.row}>
            <DialingCodePicker countries={countries} value={dialingCode} onChange={setDialingCode} testId="forgot-dialing-code" />
            <input
              {...control}
              name="mobileNum"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={values.mobileNum}
              onChange={(e) => set('mobileNum')(e.target.value)}
              data-testid="forgot-mobileNum"
              data-autofocus
            />
          </div>
        )}
      </Field>
      <TextField
        name="verificationCode"
        label={state.tr('field_verificationCode')}
        error={state.errors.verificationCode}
        autoComplete="one-time-code"
        value={values.verificationCode}
        onChange={set('verificationCode')}
        after={<SmsCodeButton validate={validateMobile} send={sendCode} humanCheck={humanCheck} latencyAdjusted testId="forgot-sms" />}
      />
      <TextField
        name="newPassword"
        type="password"
        label={state.tr('field_newPassword')}
        error={state.errors.newPassword}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        name="confirmNewPassword"
        type="password"
        label={state.tr('field_confirmNewPassword')}
        error={state.errors.confirmNewPassword}
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
      />
      <Submit busy={state.busy} error={state.formError} label={t('reset')} />
    </form>
  );
}

function Submit({ busy, error, label }: { busy: boolean; error: string | null; label: string }) {
  const t = useTranslations('password');
  return (
    <>
      {error && (
        <p className={styles.error} role="alert" data-testid="forgot-error">
          {error}
        </p>
      )}
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="forgot-submit">
        {busy ? t('saving') : label}
      </button>
    </>
  );
}
