'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { BffError } from '@/lib/bff/errors';

/**
 * The text to show the user for a failed call: the server's own message where it gave one. The same function
 * from render to render (providers hand it on in their context: a new one would wake every part of the page
 * that is waiting to hydrate, see ui/Hydrate).
 */
export function useErrorText(): (err: BffError | null) => string {
  const t = useTranslations('errors');
  return useCallback(
    (err: BffError | null) => {
      if (!err) return t('unknown');
      switch (err.kind) {
        case 'network':
          return t('network');
        case 'throttled':
          // Our own wording, because it carries the wait; the server's text otherwise.
          return err.retryAfterSeconds !== null ? t('throttled', { seconds: err.retryAfterSeconds }) : err.serverMessage || t('unknown');
        case 'unauthenticated':
          return err.serverMessage || t('session_expired');
        default:
          return err.serverMessage || t('unknown');
      }
    },
    [t],
  );
}
