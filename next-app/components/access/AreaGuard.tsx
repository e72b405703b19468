'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/ui/UiProvider';
import { areaDecision, type Area } from '@/lib/access/guards';
import { useSession } from '@/lib/hooks/use-member';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import { useLoginWindow } from './LoginWindow';

/**
 * Keeps the member and agent areas (opened by the address: `?member=…`, `?agent=…`) to those allowed in
 * (spec 000 §6): a visitor gets the login window, a trial account the "register a real account" warning,
 * a member who is not an agent "Non-agents cannot log in"; the address is put back. Mounted once by the shell.
 */
export function AreaGuard() {
  const member = useUrlModal('member');
  const agent = useUrlModal('agent');
  const session = useSession();
  const ui = useUi();
  const openLogin = useLoginWindow();
  const t = useTranslations('access');

  const asked: { area: Area; close: () => void } | null = member.isOpen
    ? { area: 'member', close: member.close }
    : agent.isOpen
      ? { area: 'agent', close: agent.close }
      : null;
  const decision = asked ? areaDecision(asked.area, session.data) : 'open';

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal (decision and area): the address no longer asks after close()
  useEffect(() => {
    if (!asked || decision === 'open' || decision === 'wait') return;
    asked.close();
    if (decision === 'login') openLogin('required');
    else void ui.warn(t(decision === 'not-agent' ? 'not_agent' : 'in_need_true_account'));
  }, [decision, asked?.area]);

  return null;
}

const LazyAreaGuard = lazyWithMessages(['access'], async () => AreaGuard);

/** Mounted by the shell: the guard (and its texts) only while the address asks for an area. */
export function AreaGuardMount() {
  const member = useUrlModal('member');
  const agent = useUrlModal('agent');
  return member.isOpen || agent.isOpen ? <LazyAreaGuard /> : null;
}
