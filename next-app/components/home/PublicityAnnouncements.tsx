'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Notice } from '@/lib/bff/calls/site';
import { useSession } from '@/lib/hooks/use-member';
import { findRoute } from '@/lib/routing/routes';
import { PUBLICITY_CLOSED_KEY, publicityClosed } from '@/lib/site/notices';
import { lazyWindow } from '@/lib/shell/lazy-window';

const NoticeModal = lazyWindow(() => import('@/components/shell/NoticeModal').then((m) => m.NoticeModal));

/**
 * The publicity announcement modal (spec 000 §4 "Announcement modal", spec 001 §2): the pop-up notices,
 * shown on arrival at home in the two panes of the notice modal, 9 a page, each with its title, timestamp
 * and HTML. Not on the registration route, nor once `publicityClose` is set; closing it while logged in sets
 * that flag, so a visitor who is not logged in sees it again on the next visit.
 */
export function PublicityAnnouncements({ notices }: { notices: Notice[] }) {
  const t = useTranslations('home');
  const session = useSession();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onRegister = findRoute(window.location.pathname.replace(/\/$/, '') || '/')?.path === '/register';
    if (notices.length > 0 && !onRegister && !publicityClosed(window.localStorage)) setOpen(true);
  }, [notices]);

  if (!open) return null;
  return (
    <NoticeModal
      notices={notices}
      initialIndex={0}
      title={t('publicity_title')}
      testId="publicity-modal"
      onClose={async () => {
        setOpen(false);
        // Closed before the session had loaded: ask for it, so a member's close still counts.
        const current = session.data ?? (await session.mutate().catch(() => undefined));
        if (current?.loggedIn) {
          try {
            window.localStorage.setItem(PUBLICITY_CLOSED_KEY, 'true');
          } catch {
            // Without storage it simply shows again next time.
          }
        }
      }}
    />
  );
}
