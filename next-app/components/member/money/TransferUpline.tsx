'use client';

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { money } from '@/lib/bff/calls';
import { MAIN_WALLET } from '@/lib/bff/calls/member';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useMemberInfo, useWallets } from '@/lib/hooks/use-member';
import { checkAmount } from '@/lib/validation/amount';
import { useAmountText } from '../use-amount-text';
import { FormError, MoneyForm, MoneyNote, MoneyPage } from './MoneyForm';
import { useSubmit } from '@/components/forms/use-submit';

/** The upstream's limits: at least 1.00, a remark of at most 140 characters. */
const MIN_AMOUNT = 1;
const REMARK_MAX = 140;

/**
 * Transfer to upline (`?member=transferUpline`, spec 001 §4 "Transfer to a downline or upline is possible"):
 * money from the main wallet to the member's agent, with an optional remark. Only a member with an upline
 * (member info `toUpline`) has the form; the menu lists the page only for them.
 */
export function TransferUpline() {
  const t = useTranslations('member');
  const info = useMemberInfo();
  const wallets = useWallets();
  if ((info.error && !info.data) || (wallets.error && !wallets.data)) {
    return <ErrorState onRetry={() => void Promise.all([info.mutate(), wallets.mutate()])} retrying={info.isValidating || wallets.isValidating} />;
  }
  if (!info.data || !wallets.data) return <Skeleton lines={4} />;
  if (!info.data.toUpline) {
    return (
      <MoneyPage>
        <MoneyNote testId="upline-none">{t('upline_none')}</MoneyNote>
      </MoneyPage>
    );
  }
  const main = wallets.data.wallets.find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0;
  return (
    <MoneyPage>
      <UplineForm available={main} currencySymbol={wallets.data.currencySymbol} currency={wallets.data.currency} />
    </MoneyPage>
  );
}

function UplineForm({ available, currencySymbol, currency }: { available: number; currencySymbol: string; currency: string }) {
  const t = useTranslations('member');
  const ui = useUi();
  const { mutate } = useSWRConfig();
  const amountText = useAmountText(currencySymbol, currency);
  const { busy, error: formError, run } = useSubmit();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAmount(amount, { min: MIN_AMOUNT, available });
    setProblem(check.ok ? null : amountText(check.problem, check.limit));
    if (!check.ok) return;
    await run(
      (actionKey) => send(money.transferToUpline({ amount: check.amount, remark: remark.trim() }), { actionKey }),
      async (done) => {
        setAmount('');
        setRemark('');
        ui.toast(t('upline_sent', { amount: fmt(done.amount), upline: done.uplineName }), { tone: 'success' });
        await Promise.all([mutate(KEYS.balance), mutate(KEYS.wallets)]);
      },
    );
  }

  return (
    <MoneyForm id="upline-form" title={t('upline_title')} testId="upline-form" onSubmit={(e) => void submit(e)}>
      <Field label={t('upline_amount')} error={problem} required hint={t('upline_available', { amount: fmt(available) })} testId="upline-amount-field">
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="upline-amount"
            data-autofocus
          />
        )}
      </Field>
      <Field label={t('upline_remark')} hint={`${remark.length}/${REMARK_MAX}`} testId="upline-remark-field">
        {(control) => (
          <textarea {...control} rows={2} maxLength={REMARK_MAX} value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="upline-remark" />
        )}
      </Field>
      <FormError error={formError} testId="upline-error" />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="upline-submit">
        {t('upline_submit')}
      </button>
    </MoneyForm>
  );
}
