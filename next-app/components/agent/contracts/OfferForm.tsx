'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { Field } from '@/components/ui/Field';
import { Modal } from '@/components/ui/Modal';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { agentPay } from '@/lib/bff/calls';
import type { ContractType, OfferTerms, Requested } from '@/lib/bff/calls/agent-pay';
import { isBffError } from '@/lib/bff/errors';
import { formatRate, rateProblem } from '@/lib/agent/pay';
import { sentences } from './texts';
import styles from './Contracts.module.css';

const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
const WHOLE = /^\d{1,5}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * An upline's offer of a contract of one kind (or revised terms) to a direct downline agent: user name, rate (the
 * agent's own rate beside it), the conditions a period must meet and a note. Asked once more with the terms
 * spelled out before it is sent; a refusal (`agent.contract.rate` above the own rate, `agent.not.downline`…)
 * shows the upstream's message under the form.
 */
export function OfferForm({
  type,
  ownRate,
  ownPeriod,
  downlines,
  onClose,
  onSent,
}: {
  type: ContractType;
  ownRate: number | null;
  ownPeriod: string | null;
  downlines: readonly string[];
  onClose: () => void;
  onSent: (answer: Requested) => Promise<void>;
}) {
  const t = useTranslations('agent.contracts');
  const ui = useUi();
  const errorText = useErrorText();
  const dividend = type === 'DIVIDEND';
  const [downline, setDownline] = useState(downlines[0] ?? '');
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState(ownPeriod && (DIVIDEND_PERIODS as readonly string[]).includes(ownPeriod) ? ownPeriod : 'WEEKLY');
  const [active, setActive] = useState('1');
  const [minimum, setMinimum] = useState('');
  const [loss, setLoss] = useState('');
  const [remark, setRemark] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rateError = rateProblem(rate);
  const problems = {
    downline: downline.trim() === '' ? t('downline_missing') : null,
    rate: rateError ? t(`rate_${rateError}`) : null,
    active: WHOLE.test(active.trim()) ? null : t('number_whole'),
    minimum: minimum.trim() === '' || AMOUNT.test(minimum.trim()) ? null : t('number_amount'),
    loss: loss.trim() === '' || AMOUNT.test(loss.trim()) ? null : t('number_amount'),
  };
  const show = (key: keyof typeof problems) => (shown ? problems[key] : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (busy || Object.values(problems).some((p) => p !== null)) return;
    const name = downline.trim();
    const terms: OfferTerms = {
      type,
      downline: name,
      rate: Number(rate.trim()),
      activeMembers: Number(active.trim()),
      ...(dividend
        ? { period, periodValidBet: minimum.trim() ? Number(minimum) : undefined, periodProfitLoss: loss.trim() ? -Number(loss) : undefined }
        : { betAmount: minimum.trim() ? Number(minimum) : undefined }),
      remark: remark.trim() || undefined,
    };
    const yes = await ui.confirm({
      title: t('offer_title', { kind: t(`kind_${type}`) }),
      message: sentences([t('confirm_offer', { name, kind: t(`kind_${type}`), rate: formatRate(terms.rate) })], 'agent-contract-confirm'),
      confirmLabel: t('offer_send'),
    });
    if (!yes) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await send(agentPay.offer(terms));
      onClose();
      await onSent(answer);
    } catch (err) {
      setError(errorText(isBffError(err) ? err : null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('offer_title', { kind: t(`kind_${type}`) })} size="md" testId="agent-offer">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('offer_downline')} error={show('downline')} required testId="agent-offer-downline-field">
          {(control) => (
            <>
              <input
                {...control}
                list="agent-offer-downlines"
                autoComplete="off"
                spellCheck={false}
                value={downline}
                onChange={(e) => setDownline(e.target.value)}
                data-testid="agent-offer-downline"
              />
              <datalist id="agent-offer-downlines">
                {downlines.map((d) => (
                  <option key={d} value={d} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field
          label={t('offer_rate')}
          hint={ownRate === null ? t('offer_no_own', { kind: t(`kind_${type}`) }) : t('offer_own_rate', { rate: formatRate(ownRate) })}
          error={show('rate')}
          required
          testId="agent-offer-rate-field"
        >
          {(control) => (
            <input {...control} inputMode="decimal" autoComplete="off" value={rate} onChange={(e) => setRate(e.target.value)} data-testid="agent-offer-rate" />
          )}
        </Field>
        {dividend && (
          <Field label={t('offer_period')} testId="agent-offer-period-field">
            {(control) => (
              <select {...control} value={period} onChange={(e) => setPeriod(e.target.value)} data-testid="agent-offer-period">
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`period_${p}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('offer_active')} error={show('active')} testId="agent-offer-active-field">
          {(control) => <input {...control} inputMode="numeric" value={active} onChange={(e) => setActive(e.target.value)} data-testid="agent-offer-active" />}
        </Field>
        <Field label={dividend ? t('offer_valid_bet') : t('offer_bet_amount')} error={show('minimum')} testId="agent-offer-minimum-field">
          {(control) => (
            <input {...control} inputMode="decimal" value={minimum} onChange={(e) => setMinimum(e.target.value)} data-testid="agent-offer-minimum" />
          )}
        </Field>
        {dividend && (
          <Field label={t('offer_loss')} error={show('loss')} testId="agent-offer-loss-field">
            {(control) => <input {...control} inputMode="decimal" value={loss} onChange={(e) => setLoss(e.target.value)} data-testid="agent-offer-loss" />}
          </Field>
        )}
        <Field label={t('offer_remark')} testId="agent-offer-remark-field">
          {(control) => <input {...control} maxLength={140} value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="agent-offer-remark" />}
        </Field>
        {error && (
          <p className={styles.formError} role="alert" data-testid="agent-offer-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy} data-testid="agent-offer-send">
          {t('offer_send')}
        </button>
      </form>
    </Modal>
  );
}
