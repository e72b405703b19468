/**
 * The one place that names the Radix dialog chunk. Modal renders it lazily; UiProvider and callers
 * that expect a modal soon (a hovered "log in" button) may start the download early.
 */
export const loadModalImpl = () => import('./Modal.impl');

/** Starts fetching the modal code without rendering anything. */
export function preloadModal(): void {
  void loadModalImpl();
}
