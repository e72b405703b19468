'use client';

import type { ReactNode } from 'react';
import { useServicePopup } from '@/components/shell/use-service-popup';

/** A button opening a customer-service link in a pop-up window (needs the `rightbar` messages). */
export function ContactButton({ url, children, className, testId }: { url: string; children: ReactNode; className?: string; testId?: string }) {
  const openService = useServicePopup();
  return (
    <button type="button" className={className} onClick={() => void openService(url)} data-testid={testId}>
      {children}
    </button>
  );
}
