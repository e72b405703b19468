'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { PasswordFields } from '@/components/ui/PasswordFields';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { checkChange, type ChangeInput } from '@/lib/access/password';
import { formProblemMessage, type RegisterField, type RegisterTranslator, type Rule } from '@/lib/access/validation';
import { send } from '@/lib/bff/browser';
import { password as passwordCalls } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import { KEYS } from '@/lib/hooks/use-member';
import { useRegisterRules } from '@/lib/hooks/use-register-rules';
import type { Session } from '@/lib/bff/types';
import { useFirstLogin } from './after-login';
import { useErrorText } from './use-error-text';
import styles from './AccessForms.module.css';

export interface ChangePasswordModalProps {
  /**
   * Forced (spec 000 §4 "Login" 3: the insecure default or an expired password after a user-name login):
   * the window cannot be closed and does not ask for the password just typed (the BFF holds it sealed).
   */
  forced: boolean;
  onClose: () => void;
}

/** Change password (spec 000 §5 "Change password"): the old password unless forced, the new one by the rule, twice. */
export function ChangePasswordModal({ forced, onClose }: ChangePasswordModalProps) {
  const t = useTranslations('password');
  const rules = useRegisterRules();
  return (
    <Modal
      open
      title={forced ? t('forced_title') : t('change_title')}
      description={forced ? t('forced_text') : undefined}
      onClose={onClose}
      dismissible={!forced}
      closeOnCover={false}
      size="sm"
      testId="change-password-modal"
    >
      {rules.data ? (
        <ChangeForm rules={rules.data} askOld={!forced} onDone={onClose} />
      ) : rules.error ? (
        <ErrorState onRetry={() => void rules.mutate()} />
      ) : (
        <Skeleton lines={4} />
      )}
    </Modal>
  );
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

function ChangeForm({ rules, askOld, onDone }: { rules: Record<RegisterField, Rule>; askOld: boolean; onDone: () => void }) {
  const t = useTranslations('password');
  const tr = useTranslations('register') as unknown as RegisterTranslator;
  const ui = useUi();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const firstLogin = useFirstLogin();
  const [values, setValues] = useState<ChangeInput>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = FIELDS.filter((field) => askOld || field !== 'oldPassword');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const problems = checkChange(values, rules, askOld);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, formProblemMessage(tr, problem)])));
    setFormError(null);
    const first = shown.find((field) => problems[field]);
    if (first) return formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    sending.current = true;
    setBusy(true);
    try {
      await send(
        passwordCalls.changePassword({
          ...(askOld ? { oldPassword: values.oldPassword } : {}),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        }),
      );
      const session = await mutate<Session>(KEYS.session);
      // A first login's action waited for the forced change (the first-login rule says when).
      if (!askOld) firstLogin(session);
      ui.toast(t('changed'), { tone: 'success' });
      onDone();
    } catch (err) {
      setFormError(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-testid="change-password-form">
      <PasswordFields
        fields={shown}
        values={values}
        onChange={(field, value) => setValues((was) => ({ ...was, [field]: value }))}
        errors={errors}
        label={(field) => tr(`field_${field}`)}
        current="oldPassword"
        testIdPrefix="change"
        formError={formError}
        formErrorTestId="change-password-error"
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="change-password-submit">
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
