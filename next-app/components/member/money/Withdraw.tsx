'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { Money } from '@/components/ui/Money';
import { PasswordFields } from '@/components/ui/PasswordFields';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { useSubmit } from '@/components/forms/use-submit';
import { send } from '@/lib/bff/browser';
import { money } from '@/lib/bff/calls';
import type { Withdrawal, WithdrawSettings } from '@/lib/bff/calls/money';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useBalance, useMemberResource } from '@/lib/hooks/use-member';
import { DecisionWatcher, type MoneyNotice, type NoticeKind } from '@/lib/member/money-notices';
import { checkAmount } from '@/lib/validation/amount';
import { RecordNote, RecordRow } from '../records/RecordCards';
import { RecordList } from '../records/RecordList';
import { useAmountText } from '../use-amount-text';
import { ChoiceCards, MoneyForm, MoneyNote, MoneyPage } from './MoneyForm';
import { MoneyNotices, useNoticeText } from './MoneyNotices';
import styles from './Withdraw.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

const ConfirmWithdrawModal = lazyPart(() => import('./ConfirmWithdrawModal').then((m) => m.ConfirmWithdrawModal));

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'] as const;
const DECISION: Record<Withdrawal['status'], NoticeKind | null> = { PENDING: null, APPROVED: 'approved', REJECTED: 'rejected', FAILED: 'failed' };
const SETTINGS_KEY = 'money:withdrawSettings';

/** The notice a payout's confirmation calls for: none while it waits, "received" once it counts as received. */
function receipt(w: Withdrawal): NoticeKind | null {
  return w.confirmStatus === 'RECEIVED' || w.confirmStatus === 'FORCIBLY_RECEIVED' ? 'credited' : null;
}

/**
 * Withdraw (`?member=withdraw`, spec 001 §4 "Withdrawal confirmation", §7): the limits and today's remaining
 * requests from the withdrawal settings, the bank card, the amount (limits and the available balance checked
 * before the call) and the payment password (the call is password-checked; the BFF encrypts it). Below, the
 * period's withdrawals with their state; an approved payout is confirmed here (received, not received with
 * proof, partly received) or counts as received after the configured minutes ("forcibly received"). Decided
 * withdrawals get their notices (approved, rejected, failed, received).
 */
export function Withdraw() {
  const t = useTranslations('member');
  const settings = useMemberResource(SETTINGS_KEY, () => send(money.withdrawSettings()));
  const balance = useBalance();
  const { mutate } = useSWRConfig();
  const ui = useUi();
  const decisions = useRef(new DecisionWatcher('withdraw'));
  const receipts = useRef(new DecisionWatcher('withdraw'));
  const [notices, setNotices] = useState<MoneyNotice[]>([]);
  const [revision, setRevision] = useState(0);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const symbol = balance.data?.currencySymbol ?? '';
  const currency = balance.data?.currency ?? '';
  const noticeText = useNoticeText(symbol, currency);

  if (settings.error && !settings.data) return <ErrorState onRetry={() => void settings.mutate()} retrying={settings.isValidating} />;
  if (!settings.data || !balance.data) return <Skeleton lines={6} />;
  const rules = settings.data;
  const fmt = (value: number) => formatMoney(value, symbol, currency);

  async function changed() {
    await Promise.all([settings.mutate(), mutate(KEYS.balance), mutate(KEYS.wallets)]);
    setRevision((r) => r + 1);
  }

  function seen(page: { rows: Withdrawal[] }) {
    const watched = (list: Withdrawal[], notice: (w: Withdrawal) => NoticeKind | null) =>
      list.map((w) => ({ id: w.withdrawId, referenceNo: w.referenceNo, amount: w.amount, notice: notice(w) }));
    // Decisions of requests seen pending; then the receipt of payouts seen waiting for confirmation.
    const paid = page.rows.filter((w) => w.status === 'APPROVED');
    const due = [...decisions.current.update(watched(page.rows, (w) => DECISION[w.status])), ...receipts.current.update(watched(paid, receipt))];
    if (due.length === 0) return;
    setNotices((was) => [...due, ...was]);
    for (const n of due) ui.toast(noticeText(n), { tone: n.kind === 'rejected' || n.kind === 'failed' ? 'info' : 'success' });
    // A rejected or failed withdrawal is refunded.
    void mutate(KEYS.balance);
    void settings.mutate();
  }

  return (
    <MoneyPage>
      <MoneyNotices notices={notices} currencySymbol={symbol} currency={currency} testId="withdraw-notices" />
      <WithdrawForm
        rules={rules}
        currencySymbol={symbol}
        currency={currency}
        onDone={async (w) => {
          decisions.current.watch(w.withdrawId);
          await changed();
        }}
      />
      <RecordList
        title={t('withdraw_records')}
        headed
        testId="withdraw-records"
        load={(q) => money.withdrawRecords({ startDate: q.startDate, endDate: q.endDate, pageNo: q.pageNo, pageSize: q.pageSize, status: q.filters.status })}
        filters={() => [{ key: 'status', label: t('money_status'), options: STATUSES.map((s) => ({ value: s, label: t(`withdraw_status_${s}`) })) }]}
        rowKey={(r) => r.withdrawId}
        revision={revision}
        pollWhile={(page) => page.rows.some((w) => w.status === 'PENDING' || w.confirmStatus === 'UNCONFIRMED')}
        onPage={seen}
        card={(w) => (
          <RecordRow
            amount={<Money amount={w.amount} currencySymbol={symbol} currency={currency} />}
            status={t(`withdraw_status_${w.status}`)}
            tone={w.status === 'PENDING' ? 'waiting' : w.status === 'APPROVED' ? 'good' : 'bad'}
            statusTestId={`withdraw-record-status-${w.withdrawId}`}
            actions={
              w.status === 'APPROVED' &&
              w.confirmStatus === 'UNCONFIRMED' && (
                <button type="button" className="button" onClick={() => setConfirming(w)} data-testid={`withdraw-confirm-${w.withdrawId}`}>
                  {t('withdraw_confirm')}
                </button>
              )
            }
          >
            <strong>
              {w.bankName} {w.accountNo}
            </strong>
            <RecordNote>{w.referenceNo}</RecordNote>
            <DateText value={w.submitTime} withTime />
            {w.confirmStatus && <span data-testid={`withdraw-confirm-status-${w.withdrawId}`}>{t(`withdraw_confirm_${w.confirmStatus}`)}</span>}
            {w.confirmStatus === 'FORCIBLY_RECEIVED' && <RecordNote>{t('withdraw_forcibly_note', { minutes: rules.autoConfirmMinutes })}</RecordNote>}
            {w.receivedAmount !== null && w.remainingAmount !== null && (
              <span data-testid={`withdraw-amounts-${w.withdrawId}`}>
                {t('withdraw_received_remaining', { received: fmt(w.receivedAmount), remaining: fmt(w.remainingAmount) })}
              </span>
            )}
            {w.confirmStatus === 'UNCONFIRMED' && w.confirmDeadline !== null && (
              <RecordNote>
                {t('withdraw_auto_confirm', { minutes: rules.autoConfirmMinutes })} <DateText value={w.confirmDeadline} withTime />
              </RecordNote>
            )}
            {(w.reviewRemark || w.remark) && <RecordNote>{w.reviewRemark || w.remark}</RecordNote>}
          </RecordRow>
        )}
      />
      {confirming && (
        <ConfirmWithdrawModal
          withdrawal={confirming}
          currencySymbol={symbol}
          currency={currency}
          onClose={() => setConfirming(null)}
          onDone={async () => {
            receipts.current.watch(confirming.withdrawId);
            setConfirming(null);
            await changed();
          }}
        />
      )}
    </MoneyPage>
  );
}

function WithdrawForm({
  rules,
  currencySymbol,
  currency,
  onDone,
}: {
  rules: WithdrawSettings;
  currencySymbol: string;
  currency: string;
  onDone: (w: Withdrawal) => Promise<void>;
}) {
  const t = useTranslations('member');
  const ui = useUi();
  const amountText = useAmountText(currencySymbol, currency);
  const { busy, error: formError, run } = useSubmit();
  const initialCard = rules.bankCards.find((c) => c.isDefault) ?? rules.bankCards[0];
  const [cardId, setCardId] = useState<number | null>(initialCard?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState({ password: '' });
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);
  const pin = rules.passwordType === 'PAYMENT';

  if (rules.bankCards.length === 0) return <MoneyNote testId="withdraw-no-card">{t('withdraw_no_card')}</MoneyNote>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAmount(amount, { min: rules.minAmount, max: rules.maxAmount, available: rules.available });
    const found: { amount?: string; password?: string } = {};
    if (!check.ok) found.amount = amountText(check.problem, check.limit);
    if (pin ? !/^\d{6}$/.test(password.password) : password.password === '') found.password = pin ? t('pin_format') : t('withdraw_password_required');
    setProblems(found);
    if (!check.ok || found.password || cardId === null) return;
    await run(
      (actionKey) => send(money.submitWithdraw({ amount: check.amount, bankCardId: cardId, password: password.password }), { actionKey }),
      async (w) => {
        setAmount('');
        setPassword({ password: '' });
        ui.toast(t('withdraw_sent', { reference: w.referenceNo }), { tone: 'success' });
        await onDone(w);
      },
    );
  }

  const none = rules.remainingToday <= 0;
  return (
    <MoneyForm id="withdraw-form" title={t('withdraw_title')} testId="withdraw-form" onSubmit={(e) => void submit(e)}>
      <p className={styles.muted} data-testid="withdraw-rules">
        {t('withdraw_rules', { min: fmt(rules.minAmount), max: fmt(rules.maxAmount), remaining: rules.remainingToday, daily: rules.dailyTimes })}
      </p>
      <ChoiceCards
        legend={t('withdraw_card')}
        name="bankCard"
        value={cardId}
        onChange={setCardId}
        choices={rules.bankCards.map((c) => ({
          value: c.id,
          testId: `withdraw-card-${c.id}`,
          label: (
            <>
              <strong>{c.bankName}</strong>
              <span className={styles.muted}>
                {c.accountNo} · {c.accountName}
              </span>
            </>
          ),
        }))}
      />
      <Field
        label={t('withdraw_amount')}
        error={problems.amount ?? null}
        required
        hint={t('withdraw_available', { amount: fmt(rules.available) })}
        testId="withdraw-amount-field"
      >
        {(control) => (
          <input {...control} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="withdraw-amount" />
        )}
      </Field>
      <PasswordFields
        fields={['password'] as const}
        values={password}
        onChange={(_, value) => setPassword({ password: value })}
        errors={problems.password ? { password: problems.password } : {}}
        label={() => (pin ? t('withdraw_pin') : t('withdraw_login_password'))}
        current="password"
        pinLength={pin ? 6 : undefined}
        testIdPrefix="withdraw"
        formError={formError}
        formErrorTestId="withdraw-error"
      />
      {none && <MoneyNote testId="withdraw-limit-reached">{t('withdraw_limit_reached')}</MoneyNote>}
      <button type="submit" className="button" disabled={busy || none} aria-busy={busy} data-testid="withdraw-submit">
        {t('withdraw_submit')}
      </button>
    </MoneyForm>
  );
}
