'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { DateText } from '@/components/ui/DateText';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { useSubmit } from '@/components/forms/use-submit';
import { send } from '@/lib/bff/browser';
import { money } from '@/lib/bff/calls';
import type { Deposit as DepositRecord, DepositChannel, DepositSettings } from '@/lib/bff/calls/money';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useBalance, useMemberResource } from '@/lib/hooks/use-member';
import { DecisionWatcher, type MoneyNotice, type NoticeKind } from '@/lib/member/money-notices';
import { checkAmount } from '@/lib/validation/amount';
import { RecordNote, RecordRow } from '../records/RecordCards';
import { RecordList } from '../records/RecordList';
import { useAmountText } from '../use-amount-text';
import { ChoiceCards, FormError, MoneyForm, MoneyNote, MoneyPage } from './MoneyForm';
import { MoneyNotices, useNoticeText } from './MoneyNotices';
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

  function decided(page: { rows: DepositRecord[] }) {
    const due = watcher.current.update(page.rows.map((d) => ({ id: d.depositId, referenceNo: d.referenceNo, amount: d.amount, notice: NOTICE[d.status] })));
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
    <MoneyPage>
      <MoneyNotices notices={notices} currencySymbol={symbol} currency={currency} testId="deposit-notices" />
      <DepositForm settings={settings.data} currencySymbol={symbol} currency={currency} onDone={submitted} />
      <RecordList
        title={t('deposit_records')}
        headed
        testId="deposit-records"
        load={(q) => money.depositRecords({ startDate: q.startDate, endDate: q.endDate, pageNo: q.pageNo, pageSize: q.pageSize, status: q.filters.status })}
        filters={() => [{ key: 'status', label: t('money_status'), options: STATUSES.map((s) => ({ value: s, label: t(`deposit_status_${s}`) })) }]}
        rowKey={(r) => r.depositId}
        revision={revision}
        pollWhile={(page) => page.rows.some((d) => d.status === 'PENDING') || watcher.current.watching}
        onPage={decided}
        card={(d) => (
          <RecordRow
            amount={<Money amount={d.amount} currencySymbol={symbol} currency={currency} />}
            status={t(`deposit_status_${d.status}`)}
            tone={d.status === 'PENDING' ? 'waiting' : d.status === 'CREDITED' ? 'good' : 'bad'}
            statusTestId={`deposit-record-status-${d.depositId}`}
          >
            <strong>{d.channelName}</strong>
            <RecordNote>{d.referenceNo}</RecordNote>
            <DateText value={d.submitTime} withTime />
            {d.reviewRemark && <RecordNote>{d.reviewRemark}</RecordNote>}
          </RecordRow>
        )}
      />
    </MoneyPage>
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
  const amountText = useAmountText(currencySymbol, currency);
  const { busy, error: formError, run } = useSubmit();
  const firstOpen = settings.channels.find((c) => c.available);
  const [channelId, setChannelId] = useState<number | null>(firstOpen?.channelId ?? null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const channel = settings.channels.find((c) => c.channelId === channelId && c.available);
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);
  const limits = (c: DepositChannel) => t('deposit_limits', { min: fmt(c.minAmount), max: fmt(c.maxAmount) });

  if (!settings.allowed) return <MoneyNote testId="deposit-not-allowed">{t('deposit_not_allowed')}</MoneyNote>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const check = checkAmount(amount, { min: channel.minAmount, max: channel.maxAmount });
    setProblem(check.ok ? null : amountText(check.problem, check.limit));
    if (!check.ok) return;
    await run(
      (actionKey) => send(money.submitDeposit({ channelId: channel.channelId, amount: check.amount, payerName: payerName.trim() }), { actionKey }),
      async (deposit) => {
        setAmount('');
        ui.toast(t('deposit_sent', { reference: deposit.referenceNo }), { tone: 'success' });
        await onDone(deposit);
      },
    );
  }

  return (
    <MoneyForm id="deposit-form" title={t('deposit_title')} testId="deposit-form" onSubmit={(e) => void submit(e)}>
      <ChoiceCards
        legend={t('deposit_channel')}
        name="channel"
        value={channelId}
        onChange={setChannelId}
        choices={settings.channels.map((c) => ({
          value: c.channelId,
          disabled: !c.available,
          testId: `deposit-channel-${c.channelId}`,
          label: (
            <>
              <strong>{c.channelName}</strong>
              <span className={styles.muted}>{c.available ? limits(c) : t('deposit_maintenance')}</span>
            </>
          ),
        }))}
      />
      {channel && <PayTo channel={channel} />}
      {settings.pending && (
        <MoneyNote testId="deposit-pending">
          {t('deposit_pending', { reference: settings.pending.referenceNo, amount: fmt(settings.pending.amount) })}
        </MoneyNote>
      )}
      <Field label={t('deposit_amount')} error={problem} required hint={channel ? limits(channel) : undefined} testId="deposit-amount-field">
        {(control) => (
          <input {...control} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="deposit-amount" />
        )}
      </Field>
      <Field label={t('deposit_payer')} hint={t('deposit_payer_hint')} testId="deposit-payer-field">
        {(control) => (
          <input {...control} autoComplete="name" maxLength={50} value={payerName} onChange={(e) => setPayerName(e.target.value)} data-testid="deposit-payer" />
        )}
      </Field>
      <FormError error={formError} testId="deposit-error" />
      <button type="submit" className="button" disabled={busy || !channel || settings.pending !== null} aria-busy={busy} data-testid="deposit-submit">
        {t('deposit_submit')}
      </button>
    </MoneyForm>
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
