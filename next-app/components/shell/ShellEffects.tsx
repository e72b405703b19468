'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { site } from '@/lib/bff/calls';
import type { Notice } from '@/lib/bff/calls/site';
import { isBffError } from '@/lib/bff/errors';
import { useSession } from '@/lib/hooks/use-member';
import { AFTER_LOGIN_FLAG, DOMAIN_CHECKED_FLAG, isChunkLoadFailure, writeSessionKeys } from '@/lib/shell/effects';
import { lazyPart } from '@/lib/i18n/lazy-messages';

/**
 * What the shell does once per visit, out of sight: checks that the site is opened on one of the brand's
 * domains (spec 000 §8 "Invalid URL"), reports chunks that fail to load (spec 000 §8 "Chunk load"), keeps
 * spec 000 §3's `merchant` and `username` in session storage (`merchant`: the brand id), and after a login shows
 * the member's pop-up announcements (spec 000 §4 "Login" 3).
 */
const NoticeModal = lazyPart(() => import('./NoticeModal').then((m) => m.NoticeModal));

export function ShellEffects({ merchant }: { merchant: string }) {
  const t = useTranslations('shell');
  const tUi = useTranslations('ui');
  const [popups, setPopups] = useState<Notice[]>([]);
  const ui = useUi();
  const session = useSession();
  const loggedIn = session.data?.loggedIn === true;
  // undefined while the session is not known (or names nobody), null when nobody is logged in.
  const userName = session.data === undefined ? undefined : session.data.loggedIn ? (session.data.userName ?? undefined) : null;

  useEffect(() => {
    try {
      writeSessionKeys(sessionStorage, merchant, userName);
    } catch {
      // Storage refused (a private mode's quota): nothing depends on these keys here.
    }
  }, [merchant, userName]);

  useEffect(() => {
    if (sessionStorage.getItem(DOMAIN_CHECKED_FLAG)) return;
    send(site.domainRoute(window.location.host)).then(
      () => sessionStorage.setItem(DOMAIN_CHECKED_FLAG, '1'),
      (err: unknown) => {
        // Only the upstream's verdict counts; an unreachable upstream is reported where it matters.
        if (isBffError(err) && err.kind === 'rejected') void ui.warn(t('invalid_url'));
      },
    );
  }, [t, ui]);

  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (isChunkLoadFailure(reason)) void ui.warn(tUi('slow_load'));
    };
    const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [tUi, ui]);

  useEffect(() => {
    if (!loggedIn || sessionStorage.getItem(AFTER_LOGIN_FLAG) !== '1') return;
    sessionStorage.removeItem(AFTER_LOGIN_FLAG);
    let live = true;
    send(site.memberAnnouncements()).then(
      (answer) => live && setPopups(answer.popup),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  // The member's pop-ups together, in the notice modal's two panes (one window to close, not one per notice).
  return popups.length > 0 ? (
    <NoticeModal notices={popups} initialIndex={0} title={t('announcements')} onClose={() => setPopups([])} testId="login-popups" />
  ) : null;
}
