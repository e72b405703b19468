'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { Modal } from '@/components/ui/Modal';
import { useUi } from '@/components/ui/UiProvider';
import { sendWithProgress } from '@/lib/bff/browser';
import { money } from '@/lib/bff/calls';
import type { Confirmation, Withdrawal } from '@/lib/bff/calls/money';
import { formatMoney } from '@/lib/format/money';
import { MAX_IMAGES, MAX_IMAGE_BYTES, fileHead, imageProblem, readAsDataUrl } from '@/lib/validation/images';
import { checkAmount } from '@/lib/validation/amount';
import { useAmountText } from '../use-amount-text';
import { ChoiceCards, FormError } from './MoneyForm';
import { useSubmit } from '@/components/forms/use-submit';
import styles from './ConfirmWithdrawModal.module.css';

type Choice = Confirmation['confirmStatus'];
const CHOICES: readonly Choice[] = ['RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED'];
const REMARK_MAX = 140;

/**
 * The member's word on an approved payout (spec 001 §4 "Withdrawal confirmation"): received; not received,
 * with 1 to 3 proof images; or partly received, with the amount received (the remaining amount shown as it
 * is typed). Images are checked before anything is sent (PNG or JPG by their bytes, at most 5 MB, at most 3)
 * and the upload shows its progress.
 */
export function ConfirmWithdrawModal({
  withdrawal,
  currencySymbol,
  currency,
  onClose,
  onDone,
}: {
  withdrawal: Withdrawal;
  currencySymbol: string;
  currency: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const t = useTranslations('member');
  const ui = useUi();
  const amountText = useAmountText(currencySymbol, currency);
  const [choice, setChoice] = useState<Choice>('RECEIVED');
  const [received, setReceived] = useState('');
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ received?: string; images?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, error: formError, run } = useSubmit();
  const fmt = (value: number) => formatMoney(value, currencySymbol, currency);
  const receivedCheck = checkAmount(received, { max: withdrawal.amount - 0.01 });
  const askImages = choice !== 'RECEIVED';

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    const kept = [...images];
    let refused: string | undefined;
    for (const file of picked) {
      const problem = imageProblem({ size: file.size, head: await fileHead(file) }, kept.length);
      if (problem) refused = t(`withdraw_upload_${problem}`, { name: file.name, max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 });
      else kept.push(file);
    }
    setImages(kept);
    setProblems((was) => ({ ...was, images: refused }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: { received?: string; images?: string } = {};
    if (choice === 'PARTLY_RECEIVED' && !receivedCheck.ok) found.received = amountText(receivedCheck.problem, receivedCheck.limit);
    if (choice === 'NOT_RECEIVED' && images.length === 0) found.images = t('withdraw_upload_required');
    setProblems(found);
    if (found.received || found.images || busy) return;
    setProgress(0);
    await run(
      async (actionKey) => {
        const encoded = await Promise.all(images.map(readAsDataUrl));
        const note = remark.trim() ? { remark: remark.trim() } : {};
        const confirmation: Confirmation =
          choice === 'RECEIVED'
            ? { confirmStatus: 'RECEIVED' }
            : choice === 'NOT_RECEIVED'
              ? { confirmStatus: 'NOT_RECEIVED', images: encoded, ...note }
              : { confirmStatus: 'PARTLY_RECEIVED', receivedAmount: receivedCheck.ok ? receivedCheck.amount : 0, images: encoded, ...note };
        return sendWithProgress(money.confirmWithdraw(withdrawal.withdrawId, confirmation), setProgress, { actionKey });
      },
      async () => {
        ui.toast(t('withdraw_confirmed'), { tone: 'success' });
        await onDone();
      },
    );
    setProgress(null);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('withdraw_confirm_title')}
      description={t('withdraw_confirm_text', { reference: withdrawal.referenceNo, amount: fmt(withdrawal.amount) })}
      size="sm"
      testId="withdraw-confirm-modal"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-confirm-form">
        <ChoiceCards
          legend={t('withdraw_confirm_question')}
          name="confirmStatus"
          layout="list"
          value={choice}
          onChange={setChoice}
          choices={CHOICES.map((c) => ({ value: c, label: t(`withdraw_confirm_${c}`), testId: `withdraw-choice-${c}` }))}
        />
        {choice === 'PARTLY_RECEIVED' && (
          <Field
            label={t('withdraw_received_amount')}
            error={problems.received ?? null}
            required
            hint={
              receivedCheck.ok
                ? t('withdraw_remaining', { amount: fmt(withdrawal.amount - receivedCheck.amount) })
                : t('withdraw_received_hint', { amount: fmt(withdrawal.amount) })
            }
            testId="withdraw-received-field"
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={received}
                onChange={(e) => setReceived(e.target.value)}
                data-testid="withdraw-received"
              />
            )}
          </Field>
        )}
        {askImages && (
          <Field
            label={t('withdraw_upload_label', { max: MAX_IMAGES })}
            hint={t('withdraw_upload_hint', { max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
            error={problems.images ?? null}
            required={choice === 'NOT_RECEIVED'}
            testId="withdraw-images-field"
          >
            {(control) => (
              <input
                {...control}
                className={styles.fileInput}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                disabled={images.length >= MAX_IMAGES || busy}
                onChange={(e) => void choose(e)}
                data-testid="withdraw-images"
              />
            )}
          </Field>
        )}
        {askImages && images.length > 0 && (
          <ul className={styles.images} data-testid="withdraw-image-list">
            {images.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file has no id and the same file may be chosen twice; the rows hold no state
              <li key={`${file.name}-${index}`} className={styles.image}>
                <span className={styles.imageName}>{file.name}</span>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={busy}
                  onClick={() => setImages((was) => was.filter((_, i) => i !== index))}
                  aria-label={t('withdraw_upload_remove', { name: file.name })}
                >
                  {t('withdraw_upload_remove_short')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {askImages && (
          <Field label={t('withdraw_remark')} hint={`${remark.length}/${REMARK_MAX}`} testId="withdraw-remark-field">
            {(control) => (
              <textarea {...control} rows={2} maxLength={REMARK_MAX} value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="withdraw-remark" />
            )}
          </Field>
        )}
        {progress !== null && images.length > 0 && (
          <progress className={styles.progress} max={1} value={progress} aria-label={t('withdraw_upload_progress')} data-testid="withdraw-upload-progress" />
        )}
        <FormError error={formError} testId="withdraw-confirm-error" />
        <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="withdraw-confirm-submit">
          {t('withdraw_confirm_submit')}
        </button>
      </form>
    </Modal>
  );
}
