'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { useAmountText } from '@/components/member/use-amount-text';
import { Field } from '@/components/ui/Field';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { Modal } from '@/components/ui/Modal';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { agentTeam } from '@/lib/bff/calls';
import { TRANSFER_LIMITS, TRANSFER_REMARK_MAX, type DownlineTransfer, type TeamMember } from '@/lib/bff/calls/agent-team';
import { formatMoney } from '@/lib/format/money';
import { checkAmount } from '@/lib/validation/amount';
import styles from './TransferDialog.module.css';

export interface TransferDialogProps {
  recipient: TeamMember;
  /** The agent's main-wallet balance: more is refused before the call. */
  available: number;
  currencySymbol: string;
  currency: string;
  onClose: () => void;
  /** After the upstream moved the money (the dialog closes itself then). */
  onDone: (done: DownlineTransfer) => Promise<void>;
}

/**
 * A transfer to a downline in two steps: the amount (2 decimals, within the upstream's limits and the agent's
 * balance, refused before any call) and a remark; then a confirmation spelling out who gets how much, signed with
 * the agent's login password. One action key per confirmation (the BFF's replay guard); a refusal (wrong password,
 * balance, not a downline) stays in the dialog in the upstream's words, and nothing has moved.
 */
export function TransferDialog({ recipient, available, currencySymbol, currency, onClose, onDone }: TransferDialogProps) {
  const t = useTranslations('agent.team');
  const ui = useUi();
  const amountText = useAmountText(currencySymbol, currency);
  const { busy, error, setError, run } = useSubmit();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  // The checked amount once the first step passed: the confirmation step is shown.
  const [checked, setChecked] = useState<number | null>(null);
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);

  function next(event: FormEvent) {
    event.preventDefault();
    const check = checkAmount(amount, { ...TRANSFER_LIMITS, available });
    setProblem(check.ok ? null : amountText(check.problem, check.limit));
    if (check.ok) setChecked(check.amount);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (checked === null) return;
    setPasswordProblem(password ? null : t('password_required'));
    if (!password) return;
    await run(
      (actionKey) => send(agentTeam.transferToDownline({ username: recipient.userName, amount: checked, password, remark }), { actionKey }),
      async (done) => {
        await onDone(done);
        ui.toast(t('transfer_done', { name: done.userName, amount: fmt(done.amount), balance: fmt(done.balance) }), { tone: 'success' });
        onClose();
      },
    );
  }

  const title = t('transfer_title', { name: recipient.userName });
  return (
    <Modal open onClose={onClose} title={title} size="sm" dismissible={!busy} testId="agent-transfer">
      {checked === null ? (
        <form className={styles.form} onSubmit={next} noValidate data-testid="agent-transfer-form">
          <Field
            label={t('transfer_amount')}
            error={problem}
            required
            hint={t('transfer_limits', { min: fmt(TRANSFER_LIMITS.min), max: fmt(TRANSFER_LIMITS.max), balance: fmt(available) })}
            testId="agent-transfer-amount-field"
          >
            {(control) => (
              // autoFocus as well: the field comes back after the confirmation step's Back, where the modal's own
              // first focus (data-autofocus) does not run again.
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                data-testid="agent-transfer-amount"
                data-autofocus
                // biome-ignore lint/a11y/noAutofocus: inside the open dialog, after the confirmation step's Back (see above)
                autoFocus
              />
            )}
          </Field>
          <Field label={t('transfer_remark')} hint={`${remark.length}/${TRANSFER_REMARK_MAX}`} testId="agent-transfer-remark-field">
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={TRANSFER_REMARK_MAX}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
                data-testid="agent-transfer-remark"
              />
            )}
          </Field>
          <button type="submit" className="button" data-testid="agent-transfer-next">
            {t('transfer_next')}
          </button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate data-testid="agent-transfer-confirm">
          <p className={styles.spelled} data-testid="agent-transfer-summary">
            {t('confirm_text', { name: recipient.userName, amount: fmt(checked), balance: fmt(available) })}
          </p>
          <Field label={t('confirm_password')} error={passwordProblem} required testId="agent-transfer-password-field">
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-testid="agent-transfer-password"
                // The step replaces the form whose button had the focus: the password takes it.
                // biome-ignore lint/a11y/noAutofocus: inside the open dialog, where the focus would otherwise be lost with the form it replaces
                autoFocus
              />
            )}
          </Field>
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => {
                setChecked(null);
                setError(null);
              }}
              data-testid="agent-transfer-back"
            >
              {t('back')}
            </button>
            <FormSubmit error={error} busy={busy} testId="agent-transfer">
              {t('confirm_submit')}
            </FormSubmit>
          </div>
        </form>
      )}
    </Modal>
  );
}
