'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Modal } from '@/components/ui/Modal';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { mall } from '@/lib/bff/calls';
import { contactChannelFor } from '@/lib/bff/calls/mall';
import { formatMoney } from '@/lib/format/money';
import { useBalance } from '@/lib/hooks/use-member';
import { checkContactId } from '@/lib/mall/rules';
import { useAfterPoints } from './use-mall';
import { useSubmit } from '@/components/forms/use-submit';
import styles from './PointMall.module.css';

/** Redeem the contact bonus with a Zalo (or, on Indonesian sites, WhatsApp) number ID (spec 001 §8). */
export function ContactBonusModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('mall');
  const ui = useUi();
  const channel = contactChannelFor(useLocale());
  const balance = useBalance();
  const after = useAfterPoints();
  const submit = useSubmit();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkContactId(contact);
    setError(check.ok ? null : t(`contact_${check.problem}`));
    if (!check.ok) return;
    void submit.run(async () => {
      const paid = await send(mall.redeemContactBonus(channel, check.value));
      await after();
      ui.toast(t('bonus_paid', { amount: formatMoney(paid.amount, balance.data?.currencySymbol, balance.data?.currency) }));
      onClose();
    });
  }

  return (
    <Modal open onClose={onClose} title={t(`bonus_title_${channel}`)} description={t(`bonus_prompt_${channel}`)} size="sm" testId="mall-bonus-modal">
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="mall-bonus-form">
        <Field label={t(`contact_label_${channel}`)} error={error} required hint={t('contact_hint')} testId="mall-contact-field">
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              data-testid="mall-contact"
              data-autofocus
            />
          )}
        </Field>
        <FormSubmit error={submit.error} busy={submit.busy} testId="mall-bonus">
          {t('bonus_redeem')}
        </FormSubmit>
      </form>
    </Modal>
  );
}
