'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '@/lib/bff/browser';
import { member } from '@/lib/bff/calls';
import type { Session } from '@/lib/bff/types';
import { KEYS } from '@/lib/hooks/use-member';
import { AFTER_LOGIN_FLAG } from '@/lib/shell/effects';

/**
 * What follows every login (spec 000 §4 "Login" 1–3): the session is read again (so the shell shows the
 * member, and the forced password change opens when the BFF says `mustChangePassword`), the member's record
 * is fetched, and otherwise the after-login flag is set (the shell then shows the member's pop-ups).
 */
export function useAfterLogin(): () => Promise<Session | undefined> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    // The flag is set before the shell learns of the login: the shell looks for it once, when it sees the
    // member logged in.
    const session = await send(member.session());
    if (session.loggedIn && !session.mustChangePassword) sessionStorage.setItem(AFTER_LOGIN_FLAG, '1');
    await mutate(KEYS.session, session, { revalidate: false });
    if (session.loggedIn) {
      void mutate(KEYS.memberInfo);
      void mutate(KEYS.balance);
    }
    return session;
  }, [mutate]);
}
