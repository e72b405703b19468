'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { CountedText } from '@/components/ui/CountedText';
import { FormSubmit } from '@/components/ui/FormSubmit';
import { useUi } from '@/components/ui/UiProvider';
import { promotions } from '@/lib/bff/calls';
import type { PromotionDetail } from '@/lib/bff/calls/promotions';
import { sendWithProgress } from '@/lib/bff/browser';
import { checkImages, IMAGE_RULES, readAsDataUrl } from '@/lib/validation/images';
import { checkText } from '@/lib/validation/text';
import styles from './Promotions.module.css';

const MB = 1024 * 1024;

/**
 * Apply to a promotion (spec 001 §4, §5: "Application to an activity has a remark up to 140 characters and up to 3
 * images"): a remark of at most 140 characters with its counter, always; and, for a promotion that takes proof (an
 * APPLY promotion), up to 3 png/jpg images of at most 5 MB each, each checked when chosen (a refused file is never
 * sent), with the upload's progress shown. A turnover promotion is joined through the same form, remark only.
 */
export function ApplyForm({ promo, onApplied }: { promo: PromotionDetail; onApplied: () => Promise<void> }) {
  const t = useTranslations('promotions');
  const ui = useUi();
  const submit = useSubmit();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const rules = promo.applyRules ?? { ...IMAGE_RULES, remarkMaxLength: 140, proofRequired: false };
  // An APPLY promotion is reviewed against its proof; joining a turnover promotion carries the remark alone.
  const takesProof = promo.kind === 'APPLY' || promo.applyRules !== null;
  const action = takesProof ? t('apply') : t('join');
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    const { accepted, refused } = await checkImages(files.length, chosen, rules);
    setFiles((was) => [...was, ...accepted]);
    setFileError(
      refused.length === 0
        ? null
        : refused.map((r) => t(`image_${r.problem}`, { name: r.file.name, mb: Math.round(rules.maxImageSize / MB), max: rules.maxImages })).join(' '),
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkText(remark, { max: rules.remarkMaxLength });
    const needsProof = rules.proofRequired && files.length === 0;
    setRemarkError(problem ? t('remark_too_long', { max: rules.remarkMaxLength }) : null);
    if (needsProof) setFileError(t('proof_required'));
    if (problem || needsProof) return;
    void submit.run(async () => {
      try {
        setProgress(0);
        const images = await Promise.all(files.map(readAsDataUrl));
        const call = promotions.applyPromotion({
          promotionId: promo.promotionId,
          ...(remark.trim() ? { remark: remark.trim() } : {}),
          ...(images.length ? { images } : {}),
        });
        await sendWithProgress(call, setProgress);
      } finally {
        setProgress(null);
      }
      await onApplied();
      ui.toast(takesProof ? t('applied') : t('joined'));
    });
  }

  return (
    <form className={styles.apply} onSubmit={onSubmit} noValidate aria-labelledby={`${inputId}-title`} data-testid="promo-apply">
      <h3 id={`${inputId}-title`} className={styles.sectionTitle}>
        {takesProof ? t('apply_title') : action}
      </h3>
      <CountedText label={t('remark')} value={remark} onChange={setRemark} max={rules.remarkMaxLength} error={remarkError} testId="promo-remark" />
      {takesProof && (
        <div className={styles.files}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            {t('images', { max: rules.maxImages, mb: Math.round(rules.maxImageSize / MB) })}
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={files.length >= rules.maxImages || submit.busy}
            onChange={(e) => void choose(e.target.files)}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            data-testid="promo-images"
          />
          {fileError && (
            <p id={`${inputId}-error`} className={styles.error} role="alert" data-testid="promo-images-error">
              {fileError}
            </p>
          )}
          {files.length > 0 && (
            <ul className={styles.fileList} data-testid="promo-image-list">
              {files.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a file has no id and the same file may be chosen twice; the rows hold no state
                <li key={`${f.name}-${i}`}>
                  <span>
                    {f.name} ({(f.size / MB).toFixed(1)} MB)
                  </span>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={submit.busy}
                    onClick={() => setFiles((was) => was.filter((_, j) => j !== i))}
                    aria-label={t('image_remove', { name: f.name })}
                    data-testid="promo-image-remove"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {progress !== null && files.length > 0 && (
        <p className={styles.uploading} data-testid="promo-upload-progress">
          <progress max={100} value={Math.round(progress * 100)} aria-label={t('uploading')} />{' '}
          {t('uploading_percent', { percent: Math.round(progress * 100) })}
        </p>
      )}
      <FormSubmit error={submit.error} busy={submit.busy} testId="promo-apply">
        {action}
      </FormSubmit>
    </form>
  );
}
