'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/**
 * A modal over the page, on the native <dialog> (focus kept inside, Escape closes, the rest of the
 * page inert). The element marked `data-autofocus` gets focus on open; focus returns to what had it
 * before on close, and a click on the cover closes it.
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  closeLabel,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs before the dialog is open (and so does nothing): focus here instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the cover.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => ref.current?.close()}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
