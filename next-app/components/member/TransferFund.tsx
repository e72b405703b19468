'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { Icon } from '@/components/icons/Icon';
import { useSubmit } from '@/components/forms/use-submit';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { member } from '@/lib/bff/calls';
import { MAIN_WALLET, type Wallet, type Wallets } from '@/lib/bff/calls/member';
import { isBffError } from '@/lib/bff/errors';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useSingleWallet, useWallets } from '@/lib/hooks/use-member';
import { checkAmount } from '@/lib/validation/amount';
import { useAmountText } from './use-amount-text';
import styles from './TransferFund.module.css';

/**
 * My wallet (`?member=transferFund`, spec 001 §7 "Member and wallet"): the balance of every wallet and the total,
 * transfers between the main wallet and a game wallet (the amount checked before the call), a game wallet's whole
 * balance back to the main wallet, refresh. A single-wallet merchant has only the main wallet and no transfers.
 * After every transfer the header's balance is asked again.
 */
export function TransferFund() {
  const t = useTranslations('member');
  const wallets = useWallets();
  const single = useSingleWallet();
  const { mutate } = useSWRConfig();
  const data = wallets.data;

  if ((wallets.error && !data) || (single.error && single.data === undefined)) {
    return <ErrorState onRetry={() => void Promise.all([wallets.mutate(), single.mutate()])} retrying={wallets.isValidating} />;
  }
  if (!data || single.data === undefined) return <Skeleton lines={6} />;
  const shown = single.data ? data.wallets.filter((w) => w.accountTypeId === MAIN_WALLET) : data.wallets;
  const money = (amount: number, testId?: string) => <Money amount={amount} currencySymbol={data.currencySymbol} currency={data.currency} testId={testId} />;

  async function settled(after: Wallets) {
    await mutate(KEYS.wallets, after, { revalidate: false });
    await mutate(KEYS.balance);
  }

  return (
    <div className={styles.wallet}>
      <div className={styles.total}>
        <span>{t('wallet_total')}</span>
        <strong data-testid="wallet-total">{money(data.sumBalance)}</strong>
        <button
          type="button"
          className={styles.refresh}
          aria-label={t('wallet_refresh')}
          disabled={wallets.isValidating}
          onClick={() => void Promise.all([wallets.mutate(), mutate(KEYS.balance)])}
          data-testid="wallet-refresh"
        >
          <Icon name="REFRESH" size={16} />
        </button>
      </div>
      <WalletList wallets={shown} money={money} onBack={single.data ? null : settled} />
      {single.data ? (
        <p className={styles.note} data-testid="wallet-single">
          {t('wallet_single')}
        </p>
      ) : (
        <TransferForm wallets={data.wallets} currencySymbol={data.currencySymbol} currency={data.currency} onDone={settled} />
      )}
    </div>
  );
}

function walletName(t: ReturnType<typeof useTranslations<'member'>>, w: Wallet) {
  return w.accountTypeId === MAIN_WALLET ? t('wallet_main') : w.name || String(w.accountTypeId);
}

function WalletList({
  wallets,
  money,
  onBack,
}: {
  wallets: Wallet[];
  money: (amount: number, testId?: string) => React.ReactNode;
  onBack: ((after: Wallets) => Promise<void>) | null;
}) {
  const t = useTranslations('member');
  const ui = useUi();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<number | null>(null);
  const sending = useRef(false);

  async function back(w: Wallet) {
    if (sending.current || !onBack) return;
    sending.current = true;
    setBusy(w.accountTypeId);
    try {
      await onBack(await send(member.walletTransfer(w.accountTypeId, MAIN_WALLET, w.balance)));
      ui.toast(t('transfer_done'));
    } catch (err) {
      void ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return (
    <ul className={styles.list} aria-label={t('wallet_list')}>
      {wallets.map((w) => (
        <li key={w.accountTypeId} className={styles.row} data-testid={`wallet-${w.accountTypeId}`}>
          <span className={styles.name}>{walletName(t, w)}</span>
          <span className={styles.amount} data-testid={`wallet-balance-${w.accountTypeId}`}>
            {money(w.balance)}
          </span>
          {onBack && w.accountTypeId !== MAIN_WALLET && w.balance > 0 && (
            <button
              type="button"
              className="button button-ghost"
              disabled={busy !== null}
              aria-busy={busy === w.accountTypeId}
              onClick={() => void back(w)}
              aria-label={t('wallet_back_label', { wallet: walletName(t, w) })}
              data-testid={`wallet-back-${w.accountTypeId}`}
            >
              {t('wallet_back')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TransferForm({
  wallets,
  currencySymbol,
  currency,
  onDone,
}: {
  wallets: Wallet[];
  currencySymbol: string;
  currency: string;
  onDone: (after: Wallets) => Promise<void>;
}) {
  const t = useTranslations('member');
  const ui = useUi();
  const games = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(games[0]?.accountTypeId ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error: formError, setError: setFormError, run } = useSubmit();
  const source = wallets.find((w) => w.accountTypeId === from);
  // One side is always the main wallet: from a game wallet, money goes to the main one.
  const targets = from === MAIN_WALLET ? games : wallets.filter((w) => w.accountTypeId === MAIN_WALLET);
  const target = targets.some((w) => w.accountTypeId === to) ? to : (targets[0]?.accountTypeId ?? MAIN_WALLET);

  const message = useAmountText(currencySymbol, currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const check = checkAmount(amount, { available: source?.balance ?? 0 });
    if (!check.ok) {
      setProblem(message(check.problem, check.limit));
      return;
    }
    setProblem(null);
    await run(
      (actionKey) => send(member.walletTransfer(from, target, check.amount), { actionKey }),
      async (after) => {
        await onDone(after);
        setAmount('');
        ui.toast(t('transfer_done'));
      },
    );
  }

  const option = (w: Wallet) => (
    <option key={w.accountTypeId} value={w.accountTypeId}>
      {walletName(t, w)}
    </option>
  );
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="wallet-transfer-title" data-testid="wallet-transfer">
      <h3 id="wallet-transfer-title" className={styles.formTitle}>
        {t('transfer_title')}
      </h3>
      <div className={styles.pair}>
        <Field label={t('transfer_from')} testId="wallet-from-field">
          {(control) => (
            <select {...control} value={from} onChange={(e) => setFrom(Number(e.target.value))} data-testid="wallet-from">
              {wallets.map(option)}
            </select>
          )}
        </Field>
        <Field label={t('transfer_to')} testId="wallet-to-field">
          {(control) => (
            <select {...control} value={target} onChange={(e) => setTo(Number(e.target.value))} data-testid="wallet-to">
              {targets.map(option)}
            </select>
          )}
        </Field>
      </div>
      <Field
        label={t('transfer_amount')}
        error={problem}
        required
        hint={source ? t('transfer_available', { amount: formatMoney(source.balance, currencySymbol, currency) }) : undefined}
        testId="wallet-amount-field"
      >
        {(control) => (
          <input {...control} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="wallet-amount" />
        )}
      </Field>
      <FormSubmit error={formError} busy={busy} testId="wallet-transfer">
        {t('transfer_submit')}
      </FormSubmit>
    </form>
  );
}
