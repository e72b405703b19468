'use client';

import { send } from '@/lib/bff/browser';
import { agentPay } from '@/lib/bff/calls';
import { contractTypeOf, type Contracts, type PayKind } from '@/lib/bff/calls/agent-pay';
import { useMemberResource } from '@/lib/hooks/use-member';

/**
 * Every contract of the agent (all kinds, one call), shared by the pay pages: each shows its own kind, and the
 * contracts the rate chain ended in other kinds, whose pages may have gone from the menu with them. A contract
 * action asks again.
 */
export const PAY_CONTRACTS_KEY = 'agent:contracts';

export function usePayContracts() {
  return useMemberResource(PAY_CONTRACTS_KEY, () => send(agentPay.contracts()));
}

/** One kind's part of the contracts (open requests waiting for the agent keep their count). */
export function ofKind(all: Contracts, kind: PayKind): Contracts {
  const type = contractTypeOf(kind);
  const withUpline = all.withUpline.filter((c) => c.type === type);
  const withDownlines = all.withDownlines.filter((c) => c.type === type);
  return { awaitingMe: [...withUpline, ...withDownlines].filter((c) => c.awaitingMe).length, withUpline, withDownlines };
}
