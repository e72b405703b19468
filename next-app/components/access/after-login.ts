'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '@/lib/bff/browser';
import { access, member } from '@/lib/bff/calls';
import type { Session } from '@/lib/bff/types';
import { KEYS } from '@/lib/hooks/use-member';
import { runsFirstLogin } from '@/lib/access/login';
import { AFTER_LOGIN_FLAG } from '@/lib/shell/effects';

/**
 * The first-login action (spec 000 §4 "Login" 2), only when the session says this is the member's first login
 * (the login answer's `firstTimeLogin`, kept by the BFF) and no password change comes first (the BFF holds every
 * other call back until then; the change's success runs it). It changes nothing the page shows now (a welcome
 * message reaches the inbox), so a failure is left alone.
 */
export function useFirstLogin(): (session: Session | undefined) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (session) => {
      if (!runsFirstLogin(session)) return;
      void send(access.firstLogin())
        .then(() => mutate(KEYS.unread))
        .catch(() => undefined);
    },
    [mutate],
  );
}

/**
 * What follows every login (spec 000 §4 "Login" 1–3): the session is read again (so the shell shows the
 * member, and the forced password change opens when the BFF says `mustChangePassword`), the member's record
 * is fetched, the first-login action runs on a first login and the login record is read, and unless the
 * password must change first the after-login flag is set (the shell then shows the member's pop-ups).
 */
export function useAfterLogin(): () => Promise<Session | undefined> {
  const { mutate } = useSWRConfig();
  const firstLogin = useFirstLogin();
  return useCallback(async () => {
    const session = await send(member.session()).catch(() => undefined);
    // The flag is set before the shell learns of the login: it shows the pop-ups when it does.
    if (session?.loggedIn && !session.mustChangePassword) sessionStorage.setItem(AFTER_LOGIN_FLAG, '1');
    await mutate<Session>(KEYS.session, session, { revalidate: session === undefined });
    if (session?.loggedIn) {
      void mutate(KEYS.memberInfo);
      void mutate(KEYS.balance);
      firstLogin(session);
      // Spec 000 §7: the login record; a failure is left to the next login.
      void mutate(KEYS.loginInfo, send(access.loginInfo()), { revalidate: false }).catch(() => undefined);
    }
    return session;
  }, [mutate, firstLogin]);
}
