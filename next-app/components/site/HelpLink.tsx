'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { TERMS_TAG } from '@/lib/site/help';
import { lazyWindow } from '@/lib/shell/lazy-window';

const HelpModal = lazyWindow(() => import('./HelpModal').then((m) => m.HelpModal));

/**
 * A link to a help article that opens it in the help modal where the visitor is (e.g. the registration
 * window's terms link, spec 000 §2), over whatever is open. It stays a real link to `/help#<tag>`: opened
 * in a new tab, or before the page's script has run, it leads to the help centre at that article.
 * The page must provide the `help` messages (`<Messages namespaces={['help', …]}>`).
 */
export function HelpLink({ tag = TERMS_TAG, children, className, testId }: { tag?: string; children: ReactNode; className?: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={`/help#${encodeURIComponent(tag)}`} className={className} aria-haspopup="dialog" onClick={onClick} data-testid={testId}>
        {children}
      </a>
      {open && <HelpModal tag={tag} onClose={() => setOpen(false)} />}
    </>
  );
}
