'use client';

import { useState } from 'react';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { lazyWindow } from '@/lib/shell/lazy-window';

const AgentCentre = lazyWindow(() => import('./AgentCentre').then((m) => m.AgentCentre));

/**
 * Mounted by the shell: the agent centre's code (and its texts) is fetched only once the address asks for it
 * (`?agent=…`), so pages carry none of it; once loaded it stays mounted (its closing runs as any modal's).
 */
export function AgentCentreMount({ enabled }: { enabled: boolean }) {
  const { isOpen } = useUrlModal('agent');
  const [asked, setAsked] = useState(false);
  if (enabled && isOpen && !asked) setAsked(true);
  return asked ? <AgentCentre enabled={enabled} /> : null;
}
