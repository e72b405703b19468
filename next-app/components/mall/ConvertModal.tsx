'use client';

import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Modal } from '@/components/ui/Modal';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { mall } from '@/lib/bff/calls';
import type { Conversion } from '@/lib/bff/calls/mall';
import { formatMoney } from '@/lib/format/money';
import { useBalance } from '@/lib/hooks/use-member';
import { checkConvert, convertedAmount } from '@/lib/mall/rules';
import { useAfterPoints, usePointConfig, usePoints } from './use-mall';
import { useSubmit } from '@/components/forms/use-submit';
import styles from './PointMall.module.css';

/** Convert points to money: the ratio of each type shown (spec 001 §9), the points checked, the payment password. */
export function ConvertModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('mall');
  const config = usePointConfig();
  let body: React.ReactNode;
  if (config.error && !config.data) body = <ErrorState onRetry={() => void config.mutate()} retrying={config.isValidating} />;
  else if (!config.data) body = <Skeleton lines={4} />;
  else if (!config.data[0]) body = <p>{t('convert_none')}</p>;
  else body = <ConvertForm conversions={config.data} first={config.data[0]} onClose={onClose} />;
  return (
    <Modal open onClose={onClose} title={t('convert_title')} size="sm" testId="mall-convert-modal">
      {body}
    </Modal>
  );
}

function ConvertForm({ conversions, first, onClose }: { conversions: Conversion[]; first: Conversion; onClose: () => void }) {
  const t = useTranslations('mall');
  const format = useFormatter();
  const ui = useUi();
  const points = usePoints();
  const balance = useBalance();
  const after = useAfterPoints();
  const submit = useSubmit();
  const [type, setType] = useState(first.conversionType);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({});
  const rule = conversions.find((c) => c.conversionType === type) ?? first;
  const available = points.data?.currentPoints ?? 0;
  const check = checkConvert(amount, rule, available);
  const money = (value: number) => formatMoney(value, balance.data?.currencySymbol, balance.data?.currency);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!check.ok) found.points = t(`convert_${check.problem}`, { limit: format.number(check.limit ?? 0) });
    if (!password) found.password = t('password_required');
    setErrors(found);
    if (!check.ok || Object.keys(found).length > 0) return;
    const value = check.value;
    void submit.run(async () => {
      const done = await send(mall.convertPoints({ points: value, type: rule.conversionType, password }));
      await after();
      ui.toast(t('converted', { points: format.number(done.points), amount: money(done.amount) }));
      onClose();
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="mall-convert-form">
      <ul className={styles.ratios} aria-label={t('ratios')}>
        {conversions.map((c) => (
          <li key={c.conversionType} data-testid={`mall-ratio-${c.conversionType}`}>
            <strong>{t(`convert_type_${c.conversionType === 'BONUS' ? 'BONUS' : 'CASH'}`)}</strong>{' '}
            {t('ratio', { points: format.number(c.points), amount: money(c.amount), min: format.number(c.minPoints) })}
          </li>
        ))}
      </ul>
      <Field label={t('convert_type')} testId="mall-convert-type-field">
        {(control) => (
          <select {...control} value={type} onChange={(e) => setType(e.target.value)} data-testid="mall-convert-type">
            {conversions.map((c) => (
              <option key={c.conversionType} value={c.conversionType}>
                {t(`convert_type_${c.conversionType === 'BONUS' ? 'BONUS' : 'CASH'}`)} ({c.ratio})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('convert_points')}
        error={errors.points ?? null}
        required
        hint={t('points_have', { points: format.number(available) })}
        testId="mall-convert-points-field"
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="mall-convert-points"
            data-autofocus
          />
        )}
      </Field>
      <p className={styles.cost} data-testid="mall-convert-gets">
        {t('convert_gets')}:{' '}
        <Money amount={check.ok ? convertedAmount(check.value, rule) : 0} currencySymbol={balance.data?.currencySymbol} currency={balance.data?.currency} />
      </p>
      <Field label={t('password')} error={errors.password ?? null} required testId="mall-convert-password-field">
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="mall-convert-password"
          />
        )}
      </Field>
      <FormSubmit error={submit.error} busy={submit.busy} testId="mall-convert">
        {t('convert')}
      </FormSubmit>
    </form>
  );
}
