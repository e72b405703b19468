'use client';

import { useRef, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { CloseIcon } from './icons';
import type { ModalProps } from './Modal';
import styles from './Modal.module.css';

/**
 * The Radix part of Modal, loaded on first open (see modal-loader.ts). Radix gives the focus trap,
 * Escape, outside-click, scroll lock, `aria-hidden` on the rest of the page, and a layer stack so
 * Escape and clicks reach only the top modal of a stack.
 */
export default function ModalImpl({
  open,
  onClose,
  title,
  description,
  hideTitle = false,
  children,
  size = 'md',
  closeOnCover = true,
  dismissible = true,
  showClose = dismissible,
  role = 'dialog',
  appearance = 'panel',
  returnFocusRef,
  className,
  testId,
  openerRef,
}: ModalProps & { openerRef: RefObject<HTMLElement | null> }) {
  const t = useTranslations('ui');
  const contentRef = useRef<HTMLDivElement>(null);
  const panelClass = [styles.panel, styles[size], appearance === 'bare' ? styles.bare : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={appearance === 'bare' ? `${styles.cover} ${styles.quietCover}` : styles.cover} />
        <Dialog.Content
          ref={contentRef}
          role={role}
          // Radix hides the rest of the page from assistive technology; say so on the dialog too.
          aria-modal="true"
          className={panelClass}
          data-testid={testId}
          // Without a description Radix must be told there is none (it warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const preferred = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (preferred) {
              event.preventDefault();
              preferred.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger, which we do not use: return it to the opener.
            event.preventDefault();
            const target = returnFocusRef?.current ?? openerRef.current;
            if (target?.isConnected) target.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible || !closeOnCover) event.preventDefault();
          }}
        >
          <div className={hideTitle ? 'visually-hidden' : styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          </div>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          <div className={styles.body}>{children}</div>
          {/* Last in the DOM (so the first field, not ×, gets focus), drawn at the top corner. */}
          {showClose && dismissible && (
            <Dialog.Close className={styles.close} aria-label={t('close')} data-testid={testId ? `${testId}-close` : undefined}>
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
