'use client';

import { useEffect, useState } from 'react';
import type { HelpArticle } from '@/lib/bff/calls/site';
import { TERMS_TAG, tagOfHash } from '@/lib/site/help';
import { lazyWindow } from '@/lib/shell/lazy-window';

const HelpModal = lazyWindow(() => import('./HelpModal').then((m) => m.HelpModal));

/**
 * The help centre's address: `/help#term` opens the terms in the help modal (spec 000 §2), on arrival
 * and whenever the fragment becomes `#term`; any other `#<tag>` opens that article's section if it is a
 * closed one and brings it into view. Closing the modal takes `#term` off the address, so the same link
 * opens it again.
 */
export function HelpHash({ terms }: { terms?: HelpArticle | null }) {
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const follow = (hash: string, attempt = 0) => {
      clearTimeout(retry);
      const tag = tagOfHash(hash);
      if (!tag) return;
      if (tag === TERMS_TAG) {
        setTermsOpen(true);
        return;
      }
      // The article may still be streaming in (drawn, not yet shown): look again shortly.
      const target = document.getElementById(tag);
      if (!target || target.closest('[hidden]')) {
        if (attempt < 30) retry = setTimeout(() => follow(hash, attempt + 1), 100);
        return;
      }
      if (target instanceof HTMLDetailsElement) target.open = true;
      target.scrollIntoView({ block: 'start' });
    };
    // The fragment the visitor went to, from the event: Next's router may already have put its own URL
    // (without the fragment) back in the address bar.
    const onHashChange = (event: HashChangeEvent) => follow(new URL(event.newURL).hash);
    follow(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  const close = () => {
    setTermsOpen(false);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  };

  return termsOpen ? <HelpModal tag={TERMS_TAG} article={terms} onClose={close} /> : null;
}
