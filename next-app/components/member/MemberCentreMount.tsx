'use client';

import { useState } from 'react';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import type { MemberCentreProps } from './MemberCentre';

const MemberCentre = lazyWithMessages(['member', 'game_types', 'rightbar'], () => import('./MemberCentre').then((m) => m.MemberCentre));

/**
 * Mounted by the shell: the personal centre's code and texts are fetched only once the address asks for it
 * (`?member=…`), so pages carry none of it; once loaded it stays mounted (its closing runs as any modal's).
 */
export function MemberCentreMount(props: MemberCentreProps) {
  const { isOpen } = useUrlModal('member');
  const [asked, setAsked] = useState(false);
  if (props.enabled && isOpen && !asked) setAsked(true);
  return asked ? <MemberCentre {...props} /> : null;
}
