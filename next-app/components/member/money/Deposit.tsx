'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/useErrorText';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { DateText } from '@/components/ui/DateText';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { isReplayed, useActionKey } from '@/lib/bff/action';
import { send } from '@/lib/bff/browser';
import { money } from '@/lib/bff/calls';
import type { Deposit as DepositRecord, DepositChannel, DepositSettings } from '@/lib/bff/calls/money';
import { isBffError } from '@/lib/bff/errors';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useBalance, useMemberResource } from '@/lib/hooks/use-member';
import { DecisionWatcher, type MoneyNotice, type NoticeKind } from '@/lib/member/money-notices';
import { checkAmount } from '@/lib/validation/amount';
import { useAmountText } from '../useAmountText';
import { MoneyNotices, useNoticeText } from './MoneyNotices';
import { RecordList } from './RecordList';
import styles from './Deposit.module.css';

const STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED'] as const;
const NOTICE: Record<DepositRecord['status'], NoticeKind | null> = { PENDING: null, CREDITED: 'credited', REJECTED: 'rejected', FAILED: 'failed' };
const SETTINGS_KEY = 'money:depositSettings';

/**
 * Deposit (`?member=depositv2`, spec 001 §7 "Member and wallet"): the channels and their limits from the
 * deposit settings, where to pay, the amount (checked against the channel's limits before the call) and the
 * payer's name; one deposit waits for review at a time. Below, the period's deposits with their status;
 * a deposit seen waiting that is decided while the page is open gets its notice (credited, rejected, failed).
 */
export function Deposit() {
  const t = useTranslations('member');
  const settings = useMemberResource(SETTINGS_KEY, () => send(money.depositSettings()));
  const balance = useBalance();
  const { mutate } = useSWRConfig();
  const watcher = useRef(new DecisionWatcher('deposit'));
  const [notices, setNotices] = useState<MoneyNotice[]>([]);
  const [revision, setRevision] = useState(0);
  const ui = useUi();
  const symbol = balance.data?.currencySymbol ?? '';
  const currency = balance.data?.currency ?? settings.data?.currency ?? '';
  const noticeText = useNoticeText(symbol, currency);

  if (settings.error && !settings.data) return <ErrorState onRetry={() => void settings.mutate()} retrying={settings.isValidating} />;
  if (!settings.data || !balance.data) return <Skeleton lines={6} />;

  function decided(page: { list: DepositRecord[] }) {
    const due = watcher.current.update(page.list.map((d) => ({ id: d.depositId, referenceNo: d.referenceNo, amount: d.amount, notice: NOTICE[d.status] })));
    if (due.length === 0) return;
    setNotices((was) => [...due, ...was]);
    for (const n of due) ui.toast(noticeText(n), { tone: n.kind === 'credited' ? 'success' : 'info' });
    // A credited deposit changes the balance; the pending one is gone from the settings.
    void mutate(KEYS.balance);
    void settings.mutate();
  }

  async function submitted(deposit: DepositRecord) {
    watcher.current.watch(deposit.depositId);
    await Promise.all([settings.mutate(), mutate(KEYS.balance)]);
    setRevision((r) => r + 1);
  }

  return (
    <div className={styles.deposit}>
      <MoneyNotices notices={notices} currencySymbol={symbol} currency={currency} testId="deposit-notices" />
      <DepositForm settings={settings.data} currencySymbol={symbol} currency={currency} onDone={submitted} />
      <RecordList<DepositRecord>
        area="deposit"
        title={t('deposit_records')}
        call={money.depositRecords}
        statuses={STATUSES}
        statusLabel={(s) => t(`deposit_status_${s as DepositRecord['status']}`)}
        id={(d) => d.depositId}
        revision={revision}
        pollWhile={(page) => page.list.some((d) => d.status === 'PENDING') || watcher.current.watching}
        onPage={decided}
        row={(d) => (
          <>
            <span className={styles.what}>
              <strong>{d.channelName}</strong>
              <span className={styles.muted}>{d.referenceNo}</span>
              <DateText value={d.submitTime} withTime />
              {d.reviewRemark && <span className={styles.muted}>{d.reviewRemark}</span>}
            </span>
            <span className={styles.figures}>
              <Money amount={d.amount} currencySymbol={symbol} currency={currency} />
              <span className={styles.status} data-status={d.status} data-testid={`deposit-record-status-${d.depositId}`}>
                {t(`deposit_status_${d.status}`)}
              </span>
            </span>
          </>
        )}
      />
    </div>
  );
}

function DepositForm({
  settings,
  currencySymbol,
  currency,
  onDone,
}: {
  settings: DepositSettings;
  currencySymbol: string;
  currency: string;
  onDone: (deposit: DepositRecord) => Promise<void>;
}) {
  const t = useTranslations('member');
  const ui = useUi();
  const errorText = useErrorText();
  const amountText = useAmountText(currencySymbol, currency);
  const action = useActionKey();
  const firstOpen = settings.channels.find((c) => c.available);
  const [channelId, setChannelId] = useState<number | null>(firstOpen?.channelId ?? null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const channel = settings.channels.find((c) => c.channelId === channelId && c.available);
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);

  if (!settings.allowed) return <p className={styles.note} data-testid="deposit-not-allowed">{t('deposit_not_allowed')}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
    if (!check.ok) {
      setProblem(amountText(check.problem, check.limit));
      return;
    }
    setProblem(null);
    setFormError(null);
    // A second submit of the same action while the first is on its way: the BFF refuses it (same key).
    const first = !sending.current;
    sending.current = true;
    setBusy(true);
    try {
      const deposit = await send(money.submitDeposit({ channelId: channel.channelId, amount: check.amount, payerName: payerName.trim() }), { actionKey: action.key() });
      action.done();
      setAmount('');
      ui.toast(t('deposit_sent', { reference: deposit.referenceNo }), { tone: 'success' });
      await onDone(deposit);
    } catch (err) {
      if (isReplayed(err)) return;
      action.done();
      setFormError(errorText(isBffError(err) ? err : null));
    } finally {
      if (first) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="deposit-form-title" data-testid="deposit-form">
      <h3 id="deposit-form-title" className={styles.formTitle}>
        {t('deposit_title')}
      </h3>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('deposit_channel')}</legend>
        {settings.channels.map((c) => (
          <label key={c.channelId} className={styles.channel} data-disabled={!c.available || undefined} data-testid={`deposit-channel-${c.channelId}`}>
            <input type="radio" name="channel" value={c.channelId} checked={channelId === c.channelId} disabled={!c.available} onChange={() => setChannelId(c.channelId)} />
            <span className={styles.channelName}>{c.channelName}</span>
            <span className={styles.muted}>{c.available ? t('deposit_limits', { min: fmt(c.minAmount), max: fmt(c.maxAmount) }) : t('deposit_maintenance')}</span>
          </label>
        ))}
      </fieldset>
      {channel && <PayTo channel={channel} />}
      {settings.pending && (
        <p className={styles.note} data-testid="deposit-pending">
          {t('deposit_pending', { reference: settings.pending.referenceNo, amount: fmt(settings.pending.amount) })}
        </p>
      )}
      <Field
        label={t('deposit_amount')}
        error={problem}
        required
        hint={channel ? t('deposit_limits', { min: fmt(channel.minAmount), max: fmt(channel.maxAmount) }) : undefined}
        testId="deposit-amount-field"
      >
        {(control) => <input {...control} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="deposit-amount" />}
      </Field>
      <Field label={t('deposit_payer')} hint={t('deposit_payer_hint')} testId="deposit-payer-field">
        {(control) => <input {...control} autoComplete="name" maxLength={50} value={payerName} onChange={(e) => setPayerName(e.target.value)} data-testid="deposit-payer" />}
      </Field>
      {formError && (
        <p className={styles.error} role="alert" data-testid="deposit-error">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || !channel || settings.pending !== null} aria-busy={busy} data-testid="deposit-submit">
        {t('deposit_submit')}
      </button>
    </form>
  );
}

function PayTo({ channel }: { channel: DepositChannel }) {
  const t = useTranslations('member');
  if (!channel.bankName && !channel.accountNo) return null;
  return (
    <dl className={styles.payTo} data-testid="deposit-pay-to">
      {channel.bankName && (
        <>
          <dt>{t('deposit_bank')}</dt>
          <dd>{channel.bankName}</dd>
        </>
      )}
      {channel.accountName && (
        <>
          <dt>{t('deposit_account_name')}</dt>
          <dd>{channel.accountName}</dd>
        </>
      )}
      {channel.accountNo && (
        <>
          <dt>{t('deposit_account_no')}</dt>
          <dd data-testid="deposit-account-no">{channel.accountNo}</dd>
        </>
      )}
    </dl>
  );
}
