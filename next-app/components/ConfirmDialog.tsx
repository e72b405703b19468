'use client';

import { useTranslations } from 'next-intl';
import { Modal } from './Modal';
import styles from './Modal.module.css';

/** A yes/no question over the page (e.g. "log out?"). */
export function ConfirmDialog({
  title,
  question,
  onConfirm,
  onCancel,
  busy = false,
}: {
  title: string;
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const t = useTranslations('dialog');
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" testId="confirm-dialog">
      <p>{question}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={onCancel} data-testid="confirm-cancel" data-autofocus>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
