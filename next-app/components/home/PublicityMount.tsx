'use client';

import useSWR from 'swr';
import { send } from '@/lib/bff/browser';
import { announcements } from '@/lib/bff/calls/site';
import { useSettled } from '@/lib/client/after-load';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import { findRoute } from '@/lib/routing/routes';
import { publicityClosed } from '@/lib/site/notices';

const PublicityAnnouncements = lazyWithMessages(['home', 'notices'], () => import('./PublicityAnnouncements').then((m) => m.PublicityAnnouncements));

/** Whether this visit should see the pop-up at all: not on the registration route, not once closed for good. */
function wanted(): boolean {
  const onRegister = findRoute(window.location.pathname.replace(/\/$/, '') || '/')?.path === '/register';
  return !onRegister && !publicityClosed(window.localStorage);
}

/**
 * Home's publicity pop-up, on arrival (spec 000 §4 "Announcement modal"): once the page has settled (loaded, then
 * touched or a few seconds calm), the pop-up notices are fetched (the BFF keeps them) with the modal's code, so the
 * page's HTML carries neither and the first screen is drawn and live before it opens.
 */
export function PublicityMount() {
  const ready = useSettled() && wanted();
  const call = announcements();
  const { data } = useSWR(ready ? call.path : null, () => send(call), { revalidateOnFocus: false });
  const notices = data?.popup ?? [];
  return notices.length > 0 ? <PublicityAnnouncements notices={notices} /> : null;
}
