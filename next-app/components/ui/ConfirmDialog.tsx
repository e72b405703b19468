'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question (e.g. `in_sure_logout`). */
  message: ReactNode;
  /** Default: the spec's prompt title (`in_popup_prompt`). */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  /** Cancel, Escape and × all answer no. */
  onCancel: () => void;
  /** Shows the confirm button busy (the caller's request is running). */
  busy?: boolean;
  testId?: string;
}

/**
 * A yes/no question (spec 000 §4: logout asks `in_popup_prompt` / `in_sure_logout`). Cancel has
 * focus first, so Enter never confirms by accident. Test ids `confirm-ok` and `confirm-cancel`.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const t = useTranslations('ui');
  return (
    <Dialog
      open={open}
      onClose={(result) => {
        if (result !== 'confirm') onCancel();
      }}
      role="alertdialog"
      title={title ?? t('in_popup_prompt')}
      closeOnCover={false}
      testId={testId}
      buttons={[
        { label: cancelLabel ?? t('cancel'), value: 'cancel', autoFocus: true, testId: 'confirm-cancel' },
        { label: confirmLabel ?? t('confirm'), value: 'confirm', variant: 'primary', busy, onClick: onConfirm, keepOpen: true, testId: 'confirm-ok' },
      ]}
    >
      <p>{message}</p>
    </Dialog>
  );
}
