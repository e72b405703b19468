'use client';

/**
 * The member's data the shell shows, one SWR hook per resource (keys shared, so every component that
 * asks reads one cache entry). Fetched in the browser after first paint: page HTML carries no member data.
 */
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { send } from '../bff/browser';
import { member } from '../bff/calls';
import { isBffError } from '../bff/errors';
import type { Session } from '../bff/types';

export const KEYS = {
  session: 'bff:session',
  balance: 'bff:balance',
  memberInfo: 'member:info',
  unread: 'member:unread',
  missions: 'member:missions',
  rewards: 'member:rewards',
  loginInfo: 'member:loginInfo',
  rankProgress: 'member:rankProgress',
  wallets: 'member:wallets',
  singleWallet: 'member:singleWallet',
  bankCards: 'member:bankCards',
} as const;

export const LOGGED_OUT: Session = { loggedIn: false };

/** No retries for answers that will not change by retrying: logged out, refused, throttled. */
export const noPointlessRetry: SWRConfiguration['onErrorRetry'] = (err, _key, config, revalidate, { retryCount }) => {
  if (isBffError(err) && ['unauthenticated', 'forbidden', 'throttled', 'rejected'].includes(err.kind)) return;
  if (retryCount >= 3) return;
  setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
};

export function useSession() {
  return useSWR(KEYS.session, () => send(member.session()), { onErrorRetry: noPointlessRetry });
}

/**
 * The session as it is now, for a click: the one loaded, or, when the click comes before it has loaded, the
 * answer it waits for (a member pressing a member-only button right after a page load never meets the login
 * window). A session that cannot be read counts as logged out.
 */
export function useSessionNow(): () => Promise<Session> {
  const session = useSession();
  return async () => session.data ?? (await session.mutate().catch(() => undefined)) ?? LOGGED_OUT;
}

/** A member-only resource: fetched only while logged in; a dead session shows the visitor logged out. */
export function useMemberResource<T>(key: string, fetcher: () => Promise<T>, options: SWRConfiguration = {}) {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const loggedIn = session.data?.loggedIn === true;
  return useSWR(loggedIn ? key : null, fetcher, {
    onErrorRetry: noPointlessRetry,
    onError: (err) => {
      if (isBffError(err) && err.kind === 'unauthenticated') void mutate(KEYS.session, LOGGED_OUT, { revalidate: false });
    },
    ...options,
  });
}

export const useBalance = () => useMemberResource(KEYS.balance, () => send(member.balance()));
export const useMemberInfo = () => useMemberResource(KEYS.memberInfo, () => send(member.memberInfo()));
export const useWallets = () => useMemberResource(KEYS.wallets, () => send(member.wallets()));
export const useSingleWallet = () => useMemberResource(KEYS.singleWallet, () => send(member.singleWallet()));
export const useBankCards = () => useMemberResource(KEYS.bankCards, () => send(member.bankCards()));
export const useRankProgress = () => useMemberResource(KEYS.rankProgress, () => send(member.rankProgress()));

/** The red counts of the member menus: unread messages, finished missions, rewards to claim. */
export function useBadges() {
  const refresh = { refreshInterval: 60_000 };
  const unread = useMemberResource(KEYS.unread, () => send(member.unreadMessages()), refresh);
  const missions = useMemberResource(KEYS.missions, () => send(member.finishedMissions()), refresh);
  const rewards = useMemberResource(KEYS.rewards, () => send(member.availableRewards()), refresh);
  return { messages: unread.data ?? 0, missions: missions.data ?? 0, rewards: rewards.data ?? 0 };
}
