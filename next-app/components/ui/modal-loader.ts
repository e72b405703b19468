import { lazyModule } from './lazy';

/**
 * The one place that names the Radix dialog chunk. Modal renders it once it has arrived; UiProvider
 * and callers that expect a modal soon (a hovered "log in" button) may start the download early.
 */
export const modalImpl = lazyModule(() => import('./Modal.impl'));

/** Starts fetching the modal code without rendering anything (a failure is retried on open). */
export function preloadModal(): void {
  modalImpl.load().catch(() => {});
}
