'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { CountedText } from '@/components/ui/CountedText';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Modal } from '@/components/ui/Modal';
import { Money } from '@/components/ui/Money';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { mall } from '@/lib/bff/calls';
import type { MallReward } from '@/lib/bff/calls/mall';
import { useBalance } from '@/lib/hooks/use-member';
import { checkQuantity, MAX_QUANTITY, redeemCost } from '@/lib/mall/rules';
import { checkText, TEXT_MAX } from '@/lib/validation/text';
import { useAfterPoints, usePoints } from './use-mall';
import { useSubmit } from '@/components/forms/use-submit';
import styles from './PointMall.module.css';

/**
 * Redeem a reward: quantity (1–10), delivery details for an item, the payment password (the call is
 * password-checked; the BFF encrypts it). Checked before the call against the member's points.
 */
export function RedeemModal({ reward, onClose }: { reward: MallReward; onClose: () => void }) {
  const t = useTranslations('mall');
  const format = useFormatter();
  const ui = useUi();
  const points = usePoints();
  const balance = useBalance();
  const after = useAfterPoints();
  const submit = useSubmit();
  const [quantity, setQuantity] = useState('1');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; password?: string; remark?: string }>({});
  const parsed = checkQuantity(quantity);
  const cost = redeemCost(reward, parsed.ok ? parsed.value : 1);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!parsed.ok) found.quantity = t(`quantity_${parsed.problem}`, { max: MAX_QUANTITY });
    else if (points.data && cost.points > points.data.currentPoints) found.quantity = t('not_enough_points');
    if (checkText(remark)) found.remark = t('remark_too_long', { max: TEXT_MAX });
    if (!password) found.password = t('password_required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    const qty = parsed.value;
    void submit.run(async () => {
      const done = await send(mall.redeemReward({ rewardId: reward.rewardId, quantity: qty, password, ...(remark.trim() ? { remark: remark.trim() } : {}) }));
      await after();
      ui.toast(t('redeemed', { reference: done.referenceNo }));
      onClose();
    });
  }

  return (
    <Modal open onClose={onClose} title={t('redeem_title', { name: reward.name })} size="sm" testId="mall-redeem-modal">
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="mall-redeem-form">
        <Field label={t('quantity')} error={errors.quantity ?? null} required hint={t('quantity_hint', { max: MAX_QUANTITY })} testId="mall-quantity-field">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              data-testid="mall-quantity"
            />
          )}
        </Field>
        <p className={styles.cost} data-testid="mall-redeem-cost">
          {t('cost')}: <strong>{t('points_count', { points: format.number(cost.points) })}</strong>
          {cost.amount > 0 && (
            <>
              {' + '}
              <Money amount={cost.amount} currencySymbol={balance.data?.currencySymbol} currency={balance.data?.currency} />
            </>
          )}
          {points.data && <span className={styles.note}> · {t('points_have', { points: format.number(points.data.currentPoints) })}</span>}
        </p>
        {reward.rewardType === 'ITEM' && (
          <CountedText
            label={t('delivery')}
            hint={t('delivery_hint')}
            value={remark}
            onChange={setRemark}
            max={TEXT_MAX}
            error={errors.remark ?? null}
            testId="mall-remark"
          />
        )}
        <Field label={t('password')} error={errors.password ?? null} required testId="mall-password-field">
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="mall-password"
              data-autofocus
            />
          )}
        </Field>
        <FormSubmit error={submit.error} busy={submit.busy} testId="mall-redeem">
          {t('redeem')}
        </FormSubmit>
      </form>
    </Modal>
  );
}
