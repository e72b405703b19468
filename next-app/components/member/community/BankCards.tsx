'use client';

import { useRef, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { community } from '@/lib/bff/calls';
import type { BankCard } from '@/lib/bff/calls/member';
import { isBffError } from '@/lib/bff/errors';
import { isObj, str } from '@/lib/bff/parse';
import { KEYS, useBankCards } from '@/lib/hooks/use-member';
import { checkBankCard, NAME_MAX, tidyBankCard, type BankCardInput, type BankCardProblem } from '@/lib/member/bank-card';
import styles from './BankCards.module.css';

/**
 * My account's bank cards (spec 001 §7 "Member and wallet"; the mock's calls, upstream-mocks/docs/wallet.md "Bank
 * cards"): the cards from the withdrawal settings (the list the withdrawal page reads too), add one (checked before
 * the call), remove one after asking. Both write the shared card list, so every page that shows cards follows.
 */
export function BankCards() {
  const t = useTranslations('member');
  const ui = useUi();
  const errorText = useErrorText();
  const cards = useBankCards();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  if (cards.error && !cards.data) return <ErrorState onRetry={() => void cards.mutate()} retrying={cards.isValidating} />;
  if (!cards.data) return <Skeleton lines={2} />;
  const list = cards.data;
  // The holder of the cards on file is the member's real name: a new card must carry it.
  const realName = list[0]?.accountName || null;

  async function remove(card: BankCard) {
    if (removing !== null) return;
    const sure = await ui.confirm({
      title: t('bankcard_remove'),
      message: t('bankcard_remove_confirm', { bank: card.bankName, number: card.accountNo }),
      confirmLabel: t('bankcard_remove'),
    });
    if (!sure) return;
    setRemoving(card.id);
    try {
      await mutate(KEYS.bankCards, await send(community.removeBankCard(card.id)), { revalidate: false });
      ui.toast(t('bankcard_removed'));
    } catch (err) {
      void ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section className={styles.block} aria-labelledby="member-cards-title" data-testid="member-bank-cards">
      <div className={styles.head}>
        <h3 id="member-cards-title" className={styles.title}>
          {t('cards_title')}
        </h3>
        <button type="button" className="button" onClick={() => setAdding(true)} data-testid="bankcard-add">
          {t('bankcard_add')}
        </button>
      </div>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('cards_none')}</p>
      ) : (
        <ul className={styles.cards}>
          {list.map((c) => (
            <li key={c.id} className={styles.card} data-testid={`member-bank-card-${c.id}`}>
              <strong>{c.bankName}</strong>
              <span>{c.accountName}</span>
              <span dir="ltr" className={styles.number}>
                {c.accountNo}
              </span>
              {c.isDefault && <span className={styles.muted}>{t('cards_default')}</span>}
              <button
                type="button"
                className={`button button-ghost ${styles.remove}`}
                disabled={removing !== null}
                aria-busy={removing === c.id}
                aria-label={t('bankcard_remove_label', { bank: c.bankName, number: c.accountNo })}
                onClick={() => void remove(c)}
                data-testid={`bankcard-remove-${c.id}`}
              >
                {t('bankcard_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <Modal open onClose={() => setAdding(false)} title={t('bankcard_add')} size="sm" testId="bankcard-modal">
          <AddCardForm
            realName={realName}
            onAdded={async (card) => {
              await mutate(KEYS.bankCards, [...list, card], { revalidate: true });
              ui.toast(t('bankcard_added'));
              setAdding(false);
            }}
          />
        </Modal>
      )}
    </section>
  );
}

type CardField = keyof BankCardInput;

function AddCardForm({ realName, onAdded }: { realName: string | null; onAdded: (card: BankCard) => Promise<void> }) {
  const t = useTranslations('member');
  const errorText = useErrorText();
  const banks = useSWR('member:banks', () => send(community.banks()));
  const [values, setValues] = useState<BankCardInput>({ bankCode: '', accountNo: '', accountName: realName ?? '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  if (banks.error && !banks.data) return <ErrorState onRetry={() => void banks.mutate()} retrying={banks.isValidating} />;
  if (!banks.data) return <Skeleton lines={4} />;
  const bankList = banks.data;
  const bank = bankList.find((b) => b.code === values.bankCode);

  const message = (p: BankCardProblem) => {
    if (p.field === 'bankCode') return t('bankcard_bank_required');
    if (p.field === 'accountNo')
      return p.problem === 'required' ? t('bankcard_no_required') : p.length ? t('bankcard_no_digits', { length: p.length }) : t('bankcard_no_only_digits');
    if (p.problem === 'required') return t('bankcard_name_required');
    if (p.problem === 'length') return t('bankcard_name_length', { max: NAME_MAX });
    return t('bankcard_name_mismatch', { name: realName ?? '' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    setFormError(null);
    const problems = checkBankCard(values, bankList, realName);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, message(p)])));
    if (problems.length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      await onAdded(await send(community.addBankCard(tidyBankCard(values))));
    } catch (err) {
      // The upstream names the field it refused where there is one; the form stays as typed.
      const text = errorText(isBffError(err) ? err : null);
      const field = isBffError(err) && isObj(err.value) ? str(err.value.field) : '';
      if (field === 'accountNo' || field === 'accountName') setErrors({ [field]: text });
      else setFormError(text);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const set = (field: CardField) => (e: { target: { value: string } }) => setValues((was) => ({ ...was, [field]: e.target.value }));
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="bankcard-form">
      <Field label={t('bankcard_bank')} error={errors.bankCode ?? null} required testId="bankcard-bank-field">
        {(control) => (
          <select {...control} value={values.bankCode} onChange={set('bankCode')} data-autofocus data-testid="bankcard-bank">
            <option value="">{t('bankcard_bank_choose')}</option>
            {bankList.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('bankcard_no')}
        error={errors.accountNo ?? null}
        hint={bank ? t('bankcard_no_digits', { length: bank.accountLength }) : undefined}
        required
        testId="bankcard-no-field"
      >
        {(control) => (
          <input {...control} inputMode="numeric" autoComplete="off" dir="ltr" value={values.accountNo} onChange={set('accountNo')} data-testid="bankcard-no" />
        )}
      </Field>
      <Field
        label={t('bankcard_name')}
        error={errors.accountName ?? null}
        hint={realName ? t('bankcard_name_hint') : undefined}
        required
        testId="bankcard-name-field"
      >
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            maxLength={NAME_MAX + 10}
            value={values.accountName}
            onChange={set('accountName')}
            data-testid="bankcard-name"
          />
        )}
      </Field>
      <FormSubmit error={formError} busy={busy} testId="bankcard">
        {t('bankcard_save')}
      </FormSubmit>
    </form>
  );
}
