'use client';

import { send } from '@/lib/bff/browser';
import { agentPay } from '@/lib/bff/calls';
import { contractTypeOf } from '@/lib/bff/calls/agent-pay';
import { PAY_PAGES, type PayPageKey } from '@/lib/agent/pay';
import { useMemberResource } from '@/lib/hooks/use-member';

/** The contracts of one pay page's kind, shared by its two tabs (a contract action asks again). */
export const payContractsKey = (page: PayPageKey) => `agent:contracts:${page}`;

export function usePayContracts(page: PayPageKey) {
  return useMemberResource(payContractsKey(page), () => send(agentPay.contracts(contractTypeOf(PAY_PAGES[page].kind))));
}
