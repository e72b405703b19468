'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { Modal, type ModalSize } from './Modal';
import { SafeHtml, type SanitisedHtml } from './SafeHtml';
import styles from './Dialog.module.css';

export type DialogIcon = 'info' | 'success' | 'warning' | 'error';

export interface DialogButton {
  label: string;
  /** What `onClose` receives when this button closes the dialog (default: the label). */
  value?: string;
  /** `primary` (filled) or `secondary` (outlined, the default). */
  variant?: 'primary' | 'secondary';
  /** Gets focus when the dialog opens (for alert dialogs: the least destructive answer). */
  autoFocus?: boolean;
  /** Runs before the dialog closes; while its promise is pending the button shows busy. */
  onClick?: () => void | Promise<void>;
  /** Keep the dialog open after `onClick` (e.g. a "copy" button). */
  keepOpen?: boolean;
  /** Shows the button busy and disabled (e.g. while the caller's own request runs). */
  busy?: boolean;
  testId?: string;
}

export interface DialogProps {
  open: boolean;
  /** The button's `value`, or null when dismissed (Escape, ×, cover) or closed by the timer. */
  onClose: (result: string | null) => void;
  title: string;
  icon?: DialogIcon;
  /** Upstream HTML (already sanitised by the BFF) shown as the message. */
  html?: SanitisedHtml;
  /** A message as React content (shown after `html` when both are given). */
  children?: ReactNode;
  /** Default: one primary "OK" button. An empty list shows none. */
  buttons?: DialogButton[];
  /** Closes by itself after this many ms (paused while a mouse is moved over it). */
  autoCloseMs?: number;
  /** Default true. */
  closeOnCover?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: ModalSize;
  testId?: string;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** Closes after `ms` of open time not spent under the pointer. */
function useAutoClose(open: boolean, ms: number | undefined, paused: boolean, close: () => void) {
  useEffect(() => {
    if (!open || !ms || ms <= 0 || paused) return;
    // Restarted in full after a pause: the visitor who was reading gets the whole time again.
    const timer = window.setTimeout(close, ms);
    return () => window.clearTimeout(timer);
  }, [open, ms, paused, close]);
}

/**
 * The generic dialog of spec 000 §2: icon, title, HTML content, buttons, optional auto-close
 * time, optional close on cover click. WarningDialog and ConfirmDialog are made of it, and
 * `useUi().dialog(…)` shows one from anywhere.
 */
export function Dialog({
  open,
  onClose,
  title,
  icon,
  html,
  children,
  buttons,
  autoCloseMs,
  closeOnCover = true,
  role = 'dialog',
  size = 'sm',
  testId = 'dialog',
}: DialogProps) {
  const t = useTranslations('ui');
  const [hovered, setHovered] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  // The timer must not restart when the parent re-renders with a new onClose function.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const dismiss = useCallback(() => onCloseRef.current(null), []);
  useAutoClose(open, autoCloseMs, hovered, dismiss);

  const list: DialogButton[] = buttons ?? [{ label: t('confirm'), value: 'confirm', variant: 'primary', autoFocus: true, testId: `${testId}-ok` }];
  const Icon = icon ? ICONS[icon] : null;

  async function press(button: DialogButton, index: number) {
    if (button.onClick) {
      setPending(index);
      try {
        await button.onClick();
      } finally {
        setPending(null);
      }
    }
    if (!button.keepOpen) onClose(button.value ?? button.label);
  }

  return (
    <Modal open={open} onClose={dismiss} title={title} role={role} size={size} closeOnCover={closeOnCover} testId={testId}>
      <div
        className={styles.content}
        // A mouse moved onto it pauses the timer (one resting where the dialog happened to open does not).
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse' && !hovered) setHovered(true);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        {Icon && icon && (
          <span className={`${styles.icon} ${styles[icon]}`} role="img" aria-label={t(`icon_${icon}`)}>
            <Icon />
          </span>
        )}
        {html && <SafeHtml html={html} className={styles.message} />}
        {children && <div className={styles.message}>{children}</div>}
        {list.length > 0 && (
          <div className={styles.actions}>
            {list.map((button, index) => {
              const busy = button.busy || pending === index;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are given as a list, its places fixed for the dialog's life (pending counts by place)
                  key={`${index}-${button.label}`}
                  type="button"
                  className={button.variant === 'primary' ? 'button' : 'button button-ghost'}
                  disabled={busy || pending !== null}
                  aria-busy={busy || undefined}
                  data-autofocus={button.autoFocus || undefined}
                  data-testid={button.testId}
                  onClick={() => void press(button, index)}
                >
                  {busy && <span className={styles.spinner} aria-hidden="true" />}
                  {button.label}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </Modal>
  );
}
