'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';

export interface WarningDialogProps {
  open: boolean;
  /** The message (for errors: the server's message, spec 001 §8). */
  message: ReactNode;
  /** Default: the spec's prompt title (`in_popup_prompt`). */
  title?: string;
  /** Default: "OK". */
  confirmLabel?: string;
  onClose: () => void;
  testId?: string;
}

/** A message with one confirm button: how errors are shown (spec 001 §8, spec 000 §8). */
export function WarningDialog({ open, message, title, confirmLabel, onClose, testId = 'warning-dialog' }: WarningDialogProps) {
  const t = useTranslations('ui');
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      role="alertdialog"
      icon="warning"
      title={title ?? t('in_popup_prompt')}
      closeOnCover={false}
      testId={testId}
      buttons={[{ label: confirmLabel ?? t('confirm'), value: 'confirm', variant: 'primary', autoFocus: true, testId: `${testId}-ok` }]}
    >
      <p>{message}</p>
    </Dialog>
  );
}
