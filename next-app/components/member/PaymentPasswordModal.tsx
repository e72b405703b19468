'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { Modal } from '@/components/ui/Modal';
import { PasswordFields } from '@/components/ui/PasswordFields';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { member } from '@/lib/bff/calls';
import styles from './SecurityCenter.module.css';

const PIN = /^\d{6}$/;
type PinField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Set the payment password (the withdrawal PIN: 6 digits), or change it with the current one. Checked before
 * the call (format, the two new entries alike); the upstream's refusal (a wrong current PIN) is shown as it says.
 */
export function PaymentPasswordModal({ change, onClose, onDone }: { change: boolean; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('member');
  const ui = useUi();
  const fields: PinField[] = change ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword'];
  const [values, setValues] = useState<Record<PinField, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PinField, string>>>({});
  const { busy, error: formError, setError: setFormError, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<PinField, string>> = {};
    for (const field of fields) if (!PIN.test(values[field])) found[field] = t('pin_format');
    if (!found.confirmNewPassword && values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = t('pin_mismatch');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    await run(
      () =>
        send(
          member.setPaymentPassword({
            ...(change ? { oldPassword: values.oldPassword } : {}),
            newPassword: values.newPassword,
            confirmNewPassword: values.confirmNewPassword,
          }),
        ),
      () => {
        ui.toast(t('pin_saved'));
        onDone();
        onClose();
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={change ? t('pin_change') : t('pin_set')} size="sm" testId="payment-password-modal">
      <form className={styles.pinForm} onSubmit={(e) => void submit(e)} noValidate data-testid="payment-password-form">
        <PasswordFields
          fields={fields}
          values={values}
          onChange={(field, value) => setValues((was) => ({ ...was, [field]: value }))}
          errors={errors}
          label={(field) => t(`pin_${field}`)}
          current="oldPassword"
          pinLength={6}
          testIdPrefix="pin"
          formError={formError}
          formErrorTestId="payment-password-error"
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="payment-password-submit">
          {t('pin_submit')}
        </button>
      </form>
    </Modal>
  );
}
