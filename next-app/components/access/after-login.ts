'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '@/lib/bff/browser';
import { access, member } from '@/lib/bff/calls';
import type { Session } from '@/lib/bff/types';
import { KEYS } from '@/lib/hooks/use-member';
import { AFTER_LOGIN_FLAG } from '@/lib/shell/effects';

/**
 * What follows every login (spec 000 §4 "Login" 1–3): the session is read again (so the shell shows the
 * member, and the forced password change opens when the BFF says `mustChangePassword`), the member's record
 * is fetched, the first-login action runs and the login record is read, and unless the password must change
 * first the after-login flag is set (the shell then shows the member's pop-ups).
 */
export function useAfterLogin(): () => Promise<Session | undefined> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const session = await send(member.session()).catch(() => undefined);
    // The flag is set before the shell learns of the login: it shows the pop-ups when it does.
    if (session?.loggedIn && !session.mustChangePassword) sessionStorage.setItem(AFTER_LOGIN_FLAG, '1');
    await mutate<Session>(KEYS.session, session, { revalidate: session === undefined });
    if (session?.loggedIn) {
      void mutate(KEYS.memberInfo);
      void mutate(KEYS.balance);
      // Spec 000 §4 "Login" 2 and §7: the first-login action and the login record. Neither changes what the
      // page shows now (a welcome message reaches the inbox), so a failure is left to the next login.
      void send(access.firstLogin())
        .then(() => mutate(KEYS.unread))
        .catch(() => undefined);
      void mutate(KEYS.loginInfo, send(access.loginInfo()), { revalidate: false }).catch(() => undefined);
    }
    return session;
  }, [mutate]);
}
