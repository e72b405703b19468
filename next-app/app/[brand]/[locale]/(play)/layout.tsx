import type { ReactNode } from 'react';
import { Shell } from '@/components/shell/Shell';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';

/**
 * The frame of the game pages (`/game`, `/seamless`, `/lottery`, `/seaLottery`, `/vnLottery`; spec 001 §2 "Game-play
 * paths count as game pages"): the site's header only, so the game has the rest of the screen (no footer, no
 * right-hand bar). Pages here draw no banners or notice strip either.
 */
export default async function PlayLayout({ children, params }: { children: ReactNode; params: BrandLocaleParams }) {
  return (
    <Shell ctx={await pageContext(params)} headerOnly>
      {children}
    </Shell>
  );
}
