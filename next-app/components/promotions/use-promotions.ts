'use client';

import useSWR from 'swr';
import { send } from '@/lib/bff/browser';
import { promotions } from '@/lib/bff/calls';
import type { Promotion, PromotionDetail } from '@/lib/bff/calls/promotions';
import { noPointlessRetry, useMemberResource, useSession } from '@/lib/hooks/use-member';

/** Who is asking: the list and detail carry the member's status, so each is kept per member ('' a visitor). */
function useWho(): string | null {
  const session = useSession();
  return session.data === undefined ? null : session.data.loggedIn ? session.data.userName : '';
}

/** The promotions, starting from the server's public copy until the browser's (with the member's status) arrives. */
export function usePromotionList(initial: Promotion[] | null) {
  const who = useWho();
  return useSWR(who === null ? null : ['promo:list', who], () => send(promotions.promotions()), {
    fallbackData: initial ?? undefined,
    onErrorRetry: noPointlessRetry,
  });
}

export function usePromotionDetail(id: number, initial: PromotionDetail | null) {
  const who = useWho();
  return useSWR(who === null ? null : ['promo:detail', id, who], () => send(promotions.promotionDetail(id)), {
    fallbackData: initial ?? undefined,
    onErrorRetry: noPointlessRetry,
  });
}

export const useParticipation = () => useMemberResource('promo:participation', () => send(promotions.participation()));
