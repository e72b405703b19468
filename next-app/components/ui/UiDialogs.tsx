'use client';

import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import type { UiRequest } from './UiProvider';
import { WarningDialog } from './WarningDialog';

/**
 * The dialogs asked for through `useUi()`, in the order asked: the latest is on top. Loaded by
 * UiProvider on the first request. Each is answered once, then removed.
 */
export default function UiDialogs({ requests, onSettled }: { requests: readonly UiRequest[]; onSettled: (id: number) => void }) {
  return requests.map((request) => {
    switch (request.kind) {
      case 'warn':
        return (
          <WarningDialog
            key={request.id}
            open
            message={request.message}
            title={request.options.title}
            confirmLabel={request.options.confirmLabel}
            onClose={() => {
              request.resolve();
              onSettled(request.id);
            }}
          />
        );
      case 'confirm':
        return (
          <ConfirmDialog
            key={request.id}
            open
            message={request.options.message}
            title={request.options.title}
            confirmLabel={request.options.confirmLabel}
            cancelLabel={request.options.cancelLabel}
            onConfirm={() => {
              request.resolve(true);
              onSettled(request.id);
            }}
            onCancel={() => {
              request.resolve(false);
              onSettled(request.id);
            }}
          />
        );
      case 'dialog': {
        const { message, ...options } = request.options;
        return (
          <Dialog
            key={request.id}
            open
            {...options}
            onClose={(value) => {
              request.resolve(value);
              onSettled(request.id);
            }}
          >
            {message}
          </Dialog>
        );
      }
      default:
        return null;
    }
  });
}
