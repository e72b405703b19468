import type { Metadata } from 'next';
import { GameFrame } from '@/components/games/GameFrame';
import { GameMaintenance } from '@/components/games/GameMaintenance';
import { Messages } from '@/components/shell/Messages';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return { ...(await pageMetadata(await pageContext(params), 'game', { path: '/game' })), robots: { index: false } };
}

/**
 * `/game` (spec 000 §2, spec 001 §2): the launched game in an embedded frame, with a way back; or, with
 * `?maintenance=<game>`, the game maintenance page the launcher sends a `game.maintenance` refusal to. No
 * banners or title block: the game takes the screen.
 */
export default async function GamePage({
  params,
  searchParams,
}: {
  params: BrandLocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [ctx, query] = await Promise.all([pageContext(params), searchParams]);
  const maintenance = query.maintenance;
  if (maintenance !== undefined) {
    const game = (Array.isArray(maintenance) ? maintenance[0] : maintenance) ?? '';
    return (
      <main>
        <GameMaintenance game={game.slice(0, 100)} customerService={ctx.site.customerService} email={ctx.brand.email ?? ''} />
      </main>
    );
  }
  return (
    <main>
      <Messages namespaces={['play']}>
        <GameFrame />
      </Messages>
    </main>
  );
}
