'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { send } from '../bff/browser';
import { site } from '../bff/calls';
import { upstreamLanguageCode } from '../i18n/upstream-language';
import { noPointlessRetry } from './use-member';

/**
 * The help centre in the page's language, fetched in the browser (the help modal opened away from the
 * help page, or a retry after the server could not get it). `enabled: false` fetches nothing.
 */
export function useHelpCentre(enabled = true) {
  const upstream = upstreamLanguageCode(useLocale());
  return useSWR(enabled ? ['help', upstream] : null, () => send(site.helpCenter(upstream)), {
    onErrorRetry: noPointlessRetry,
    revalidateOnFocus: false,
  });
}
