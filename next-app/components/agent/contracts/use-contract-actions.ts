'use client';

import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { agentPay } from '@/lib/bff/calls';
import type { BffCall } from '@/lib/bff/call';
import type { Answered, ChainedContract, Contract, Contracts, Requested } from '@/lib/bff/calls/agent-pay';
import { isBffError } from '@/lib/bff/errors';
import { acceptEffect, formatRate, type CardAction } from '@/lib/agent/pay';
import { agentFlagsKey } from '@/lib/hooks/use-agent';
import { PAY_CONTRACTS_KEY } from '../pay/use-pay-contracts';
import { sentences } from './texts';

/**
 * The contract actions of a pay page: each asks first with the rate and what it changes spelled out (for an
 * accept: what it replaces and what the rate chain ends below the agent), then sends once, shows what ended
 * automatically, and asks the contracts, the consolidated flags and the pay lists again. A refusal shows the
 * upstream's message.
 */
export function useContractActions(me: string) {
  const t = useTranslations('agent.contracts');
  const ui = useUi();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const kindName = (c: Contract) => t(`kind_${c.type}`);

  const refresh = () =>
    Promise.all([mutate(PAY_CONTRACTS_KEY), mutate(agentFlagsKey(me)), mutate((key) => typeof key === 'string' && key.startsWith('records:/wps/agent/'))]);

  const endedLines = (list: readonly ChainedContract[], key: 'confirm_ends' | 'done_ended' | 'offer_would_end', name?: string) =>
    list.map((e) => t(key, { name: name ?? e.downline, victim: e.downline, rate: formatRate(e.rate) }));

  /** What the confirmation says for `action` on `c`. */
  function question(action: CardAction, c: Contract, mine: Contracts): string[] {
    const other = (c.downline === me ? c.upline : c.downline) ?? '';
    const rate = formatRate(c.rate);
    const kind = kindName(c);
    switch (action) {
      case 'ACCEPT': {
        const effect = acceptEffect(c, mine, me);
        const lines =
          c.requestType === 'TERMINATION' ? [t('confirm_accept_end', { name: other, kind, rate })] : [t('confirm_accept_offer', { name: other, kind, rate })];
        if (effect.replaced) lines.push(t('confirm_replaces', { rate: formatRate(effect.replaced.rate) }));
        lines.push(...endedLines(effect.ends, 'confirm_ends'));
        lines.push(...effect.voided.map((v) => t('confirm_voids', { name: v.downline, rate: formatRate(v.rate) })));
        if (effect.downlineChainEnds) lines.push(t('confirm_chain_below', { name: effect.downlineChainEnds }));
        return lines;
      }
      case 'REJECT':
        return [c.requestType === 'TERMINATION' ? t('confirm_reject_end', { name: other }) : t('confirm_reject_offer', { name: other, rate })];
      case 'TERMINATE':
        return [t('confirm_terminate', { name: other, kind, rate })];
      case 'WITHDRAW':
        return [t('confirm_withdraw', { name: other, rate })];
      case 'REQUEST_TERMINATION':
        return [t('confirm_request_end', { name: other, kind, rate })];
    }
  }

  function call(action: CardAction, c: Contract): BffCall<Answered | Requested> {
    switch (action) {
      case 'ACCEPT':
        return agentPay.accept(c.id);
      case 'REJECT':
        return agentPay.reject(c.id);
      case 'TERMINATE':
      case 'WITHDRAW':
        return agentPay.terminate(c.id);
      case 'REQUEST_TERMINATION':
        return agentPay.requestTermination(c.id);
    }
  }

  async function once(work: () => Promise<void>) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      await ui.warn(errorText(isBffError(err) ? err : null));
      await refresh();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function run(action: CardAction, c: Contract, mine: Contracts) {
    const yes = await ui.confirm({
      title: t(`action_${action}`),
      message: sentences(question(action, c, mine), 'agent-contract-confirm'),
      confirmLabel: t(`action_${action}`),
    });
    if (!yes) return;
    await once(async () => {
      const answer = await send(call(action, c));
      await refresh();
      const ended = 'automaticallyEnded' in answer ? answer.automaticallyEnded : [];
      await ui.dialog({
        title: t('done_title'),
        icon: 'success',
        message: sentences([t(`done_${action}`), ...endedLines(ended, 'done_ended')], 'agent-contract-done'),
      });
    });
  }

  /** After an offer was sent: what it would end once accepted, and the lists again. */
  async function offered(answer: Requested) {
    await refresh();
    await ui.dialog({
      title: t('done_title'),
      icon: 'success',
      message: sentences(
        [
          t('offer_sent', { name: answer.contract.downline, rate: formatRate(answer.contract.rate) }),
          ...endedLines(answer.wouldTerminate, 'offer_would_end', answer.contract.downline),
        ],
        'agent-contract-done',
      ),
    });
  }

  return { busy, run, offered };
}
