'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { lazyWindow } from '@/lib/shell/lazy-window';

const FeedbackForm = lazyWindow(() => import('./FeedbackForm').then((m) => m.FeedbackForm), () => <Skeleton lines={4} />);

/** The address that opens the feedback window over any page (`?feedback=form`). */
export const FEEDBACK_PARAM = 'feedback';
export const FEEDBACK_VALUE = 'form';

/**
 * The feedback window (spec 000 §1 "a feedback form"), over any page while the address says `?feedback=form`, so a
 * link can open it and Back closes it. Opened from the footer and the help centre. Mounted by the shell.
 */
export function FeedbackWindow() {
  const t = useTranslations('feedback');
  const modal = useUrlModal(FEEDBACK_PARAM);
  const open = modal.value === FEEDBACK_VALUE;
  return (
    <Modal open={open} onClose={modal.close} title={t('title')} size="sm" testId="feedback-modal">
      {open && <FeedbackForm onDone={modal.close} />}
    </Modal>
  );
}

/** A control that opens the feedback window (the footer's link, the help centre's button). */
export function FeedbackButton({ className, testId }: { className?: string; testId: string }) {
  const t = useTranslations('feedback');
  const modal = useUrlModal(FEEDBACK_PARAM);
  return (
    <button type="button" className={className} onClick={() => modal.open(FEEDBACK_VALUE)} data-testid={testId}>
      {t('open')}
    </button>
  );
}
