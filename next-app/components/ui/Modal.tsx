'use client';

import { useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { useLazyModule } from './lazy';
import { modalImpl } from './modal-loader';
import { UiNoticeContext } from './settings';

export { preloadModal } from './modal-loader';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface ModalProps {
  open: boolean;
  /** Called when the visitor closes it (close button, Escape, the cover when allowed). */
  onClose: () => void;
  /** The accessible name, shown as the heading (set `hideTitle` to keep it for screen readers only). */
  title: ReactNode;
  /** Optional text the modal is described by. */
  description?: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  /** Width: sm 360px, md 480px (default), lg 720px, xl 960px, full = the whole screen. */
  size?: ModalSize;
  /** A click on the cover closes it (default true). */
  closeOnCover?: boolean;
  /** False: no Escape, no cover click, no close button (a loading overlay, a forced step). Default true. */
  dismissible?: boolean;
  /** The × button (default true when dismissible). */
  showClose?: boolean;
  /** `alertdialog` for messages that need an answer (warnings, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** `bare`: no panel around the content (the loading overlay's spinner). */
  appearance?: 'panel' | 'bare';
  /** Where focus goes on close; by default the element that had it when the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** An extra class on the panel, from the caller's own CSS module. */
  className?: string;
  testId?: string;
}

/**
 * A modal over the page: focus trap, Escape, focus return, labelled, scroll lock, stackable (a
 * warning over an open modal). Built on Radix Dialog, whose code loads the first time a modal
 * opens: a page that never shows one ships none of it. The element marked `data-autofocus` gets
 * focus on open (else the first focusable one). If that download fails the modal reports itself
 * closed and a toast says so; opening it again downloads again.
 */
export function Modal(props: ModalProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);

  // The element to give focus back to: whatever had it when `open` turned true (before the
  // modal's code arrives and moves focus inside).
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (props.open && !wasOpen.current) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    wasOpen.current = props.open;
  }, [props.open]);

  const t = useTranslations('ui');
  const notice = useContext(UiNoticeContext);
  const loaded = useLazyModule(modalImpl, props.open, () => {
    props.onClose();
    notice(t('slow_load'));
  });

  if (!everOpened || !loaded) return null;
  const ModalImpl = loaded.default;
  return <ModalImpl {...props} openerRef={openerRef} />;
}
