'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { lazyPart, lazyWithMessages } from '@/lib/i18n/lazy-messages';

const FeedbackForm = lazyPart(() => import('./FeedbackForm').then((m) => m.FeedbackForm));

/** The address that opens the feedback window over any page (`?feedback=form`). */
export const FEEDBACK_PARAM = 'feedback';
export const FEEDBACK_VALUE = 'form';

/**
 * The feedback window (spec 000 §1 "a feedback form"), over any page while the address says `?feedback=form`, so a
 * link can open it and Back closes it. Opened from the footer and the help centre; mounted by FeedbackMount.
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

/**
 * A control that opens the feedback window (the footer's link, the help centre's button); its `label` is drawn by
 * the server (the window's texts come with the window).
 */
export function FeedbackButton({ label, className, testId }: { label: string; className?: string; testId: string }) {
  const modal = useUrlModal(FEEDBACK_PARAM);
  return (
    <button
      type="button"
      className={className}
      onClick={() => modal.open(FEEDBACK_VALUE)}
      onPointerEnter={LazyFeedbackWindow.preload}
      onFocus={LazyFeedbackWindow.preload}
      data-testid={testId}
    >
      {label}
    </button>
  );
}

const LazyFeedbackWindow = lazyWithMessages(['feedback'], async () => FeedbackWindow);

/** Mounted by the shell: the feedback window, with its texts, once the address asks for it (`?feedback=form`). */
export function FeedbackMount() {
  const modal = useUrlModal(FEEDBACK_PARAM);
  const [asked, setAsked] = useState(false);
  if (modal.value === FEEDBACK_VALUE && !asked) setAsked(true);
  return asked ? <LazyFeedbackWindow /> : null;
}
