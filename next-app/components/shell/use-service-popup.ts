'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/ui/UiProvider';
import { openInPopup, type PopupResult } from '@/lib/shell/popup';

/**
 * Opens a customer-service link in a pop-up window (spec 000 §7), saying so when the browser blocked it
 * ("Popup blocked. Please allow popups and try again", spec 001 §8) or the link could not be had. Call
 * it inside the click, so the pop-up blocker lets the window through. Needs the `rightbar` messages.
 * Resolves to what happened, once the visitor has read any warning.
 */
export function useServicePopup(): (url: string) => Promise<PopupResult> {
  const t = useTranslations('rightbar');
  const ui = useUi();
  return useCallback(
    async (url: string) => {
      const result = await openInPopup(url);
      if (result === 'blocked') await ui.warn(t('popup_blocked'));
      if (result === 'failed') await ui.warn(t('service_failed'));
      return result;
    },
    [t, ui],
  );
}
