'use client';

/** The points mall's reads, one SWR key each; the balance is member-only, the rewards are public. */
import useSWR, { useSWRConfig } from 'swr';
import { send } from '@/lib/bff/browser';
import { mall } from '@/lib/bff/calls';
import { KEYS, noPointlessRetry, useMemberResource, useSession } from '@/lib/hooks/use-member';

export const MALL_KEYS = {
  points: 'mall:points',
  config: 'mall:config',
  rewards: 'mall:rewards',
} as const;

export const usePoints = () => useMemberResource(MALL_KEYS.points, () => send(mall.pointBalance()));
export const usePointConfig = () => useMemberResource(MALL_KEYS.config, () => send(mall.pointConfig()));

/** The rewards: asked again when the visitor logs in or out (`affordable` is the member's). */
export function useRewards() {
  const session = useSession();
  const who = session.data === undefined ? null : session.data.loggedIn ? session.data.userName : '';
  return useSWR(who === null ? null : [MALL_KEYS.rewards, who], () => send(mall.pointRewards()), { onErrorRetry: noPointlessRetry });
}

/** After points moved: the points, the rewards, the records and the header's balance are asked again. */
export function useAfterPoints() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(MALL_KEYS.points),
      mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('mall:')),
      mutate(KEYS.balance),
      mutate(KEYS.wallets),
    ]);
}
