'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { DialogButton, DialogIcon } from './Dialog';
import { LoadingOverlay } from './LoadingOverlay';
import { lazyModule, useLazyModule } from './lazy';
import { preloadModal } from './modal-loader';
import type { SanitisedHtml } from './SafeHtml';
import { UiNoticeContext, UiSettingsContext, type UiSettings } from './settings';
import { TOAST_MS, ToastRegion, type ToastItem } from './Toast';
import './tokens.css';

export interface WarnOptions {
  title?: string;
  confirmLabel?: string;
}

export interface ConfirmOptions {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface DialogOptions {
  title: string;
  icon?: DialogIcon;
  html?: SanitisedHtml;
  message?: ReactNode;
  /** Each button's `value` is what the promise resolves to; `onClick` is not used here. */
  buttons?: Pick<DialogButton, 'label' | 'value' | 'variant' | 'autoFocus' | 'testId'>[];
  autoCloseMs?: number;
  closeOnCover?: boolean;
}

export interface ToastOptions {
  tone?: 'info' | 'success';
  durationMs?: number;
}

/** What any client component can show, from anywhere: `const ui = useUi()`. */
export interface UiApi {
  /** A message with one confirm button (how errors are shown); resolves when it is closed. */
  warn: (message: ReactNode, options?: WarnOptions) => Promise<void>;
  /** A yes/no question; resolves true only for the confirm button. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The generic dialog; resolves to the pressed button's value, or null when dismissed or timed out. */
  dialog: (options: DialogOptions) => Promise<string | null>;
  /** A quiet confirmation, announced politely. */
  toast: (text: string, options?: ToastOptions) => void;
  /** Shows the loading overlay until the work settles; returns its result (or rethrows its error). */
  loading: <T>(work: Promise<T> | (() => Promise<T>)) => Promise<T>;
}

/** A dialog asked for through the API, waiting for its answer. */
export type UiRequest =
  | { id: number; kind: 'warn'; message: ReactNode; options: WarnOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (yes: boolean) => void }
  | { id: number; kind: 'dialog'; options: DialogOptions; resolve: (value: string | null) => void };

const UiContext = createContext<UiApi | null>(null);

// The dialogs' code (and Radix's) is fetched on the first request, not with the page.
const uiDialogs = lazyModule(() => import('./UiDialogs'));

let nextId = 1;

export interface UiProviderProps extends UiSettings {
  children: ReactNode;
}

/**
 * Mounted once by the layout (inside NextIntlClientProvider with the `ui` namespace). Holds the
 * stack of dialogs, the toasts and the loading overlay that `useUi()` shows, and the page-wide
 * settings of the blocks (`dir`, `imageCdns`, `launchCdns`, `frameHosts`, `timeZone`). On first load it costs a context, an
 * empty live region and this file: dialogs load on first use.
 */
export function UiProvider({ children, dir, imageCdns, launchCdns, frameHosts, timeZone }: UiProviderProps) {
  const [requests, setRequests] = useState<UiRequest[]>([]);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [busyCount, setBusyCount] = useState(0);

  const settle = useCallback((id: number) => setRequests((list) => list.filter((r) => r.id !== id)), []);
  const dismissToast = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const t = useTranslations('ui');
  const dialogsCode = useLazyModule(uiDialogs, requests.length > 0, () => {
    // Without their code the dialogs cannot be shown: answer them as dismissed, and say why.
    setRequests((list) => {
      for (const request of list) {
        if (request.kind === 'warn') request.resolve();
        else if (request.kind === 'confirm') request.resolve(false);
        else request.resolve(null);
      }
      return [];
    });
    api.toast(t('slow_load'));
  });
  const UiDialogs = dialogsCode?.default;

  const api = useMemo<UiApi>(() => {
    function push<T>(make: (id: number, resolve: (value: T) => void) => UiRequest): Promise<T> {
      preloadModal();
      return new Promise<T>((resolve) => {
        const id = nextId++;
        setRequests((list) => [...list, make(id, resolve)]);
      });
    }
    return {
      warn: (message, options = {}) => push<void>((id, resolve) => ({ id, kind: 'warn', message, options, resolve })),
      confirm: (options) => push<boolean>((id, resolve) => ({ id, kind: 'confirm', options, resolve })),
      dialog: (options) => push<string | null>((id, resolve) => ({ id, kind: 'dialog', options, resolve })),
      toast: (text, options = {}) => {
        const toast: ToastItem = { id: nextId++, text, tone: options.tone ?? 'info', durationMs: options.durationMs ?? TOAST_MS };
        setToasts((list) => [...list, toast]);
      },
      loading: async (work) => {
        setBusyCount((n) => n + 1);
        try {
          return await (typeof work === 'function' ? work() : work);
        } finally {
          setBusyCount((n) => n - 1);
        }
      },
    };
  }, []);

  const settings = useMemo<UiSettings>(() => ({ dir, imageCdns, launchCdns, frameHosts, timeZone }), [dir, imageCdns, launchCdns, frameHosts, timeZone]);

  return (
    <UiSettingsContext.Provider value={settings}>
      <UiContext.Provider value={api}>
        <UiNoticeContext.Provider value={api.toast}>
          {children}
          {requests.length > 0 && UiDialogs && <UiDialogs requests={requests} onSettled={settle} />}
          <LoadingOverlay open={busyCount > 0} />
          <ToastRegion toasts={toasts} onDismiss={dismissToast} />
        </UiNoticeContext.Provider>
      </UiContext.Provider>
    </UiSettingsContext.Provider>
  );
}

/** The dialogs, toasts and loading overlay of the page's UiProvider. */
export function useUi(): UiApi {
  const api = useContext(UiContext);
  if (!api) throw new Error('useUi() needs a <UiProvider> above it (the layout mounts one).');
  return api;
}
