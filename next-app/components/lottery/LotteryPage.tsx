import { getTranslations } from 'next-intl/server';
import { GameLauncherProvider } from '@/components/games/GameLauncherProvider';
import { Messages } from '@/components/shell/Messages';
import { TitleBlock } from '@/components/shell/TitleBlock';
import { queryValue } from '@/lib/games/launch-page';
import { LOTTERY_PAGES, pagePrizeMode, type LotteryPageName } from '@/lib/games/lottery-pages';
import type { PageContext } from '@/lib/page/context';
import { LotteryLobby } from './LotteryLobby';

/**
 * A lottery play page (spec 001 §2: `/lottery` and `/seaLottery` share one page, header only; `/vnLottery`): the
 * title and the lottery lobby, whose draws load in the browser (their countdowns are live, so never cached).
 * `?gameCode=` picks the lottery shown first, `?playType=` the prize mode.
 */
export async function LotteryPage({ ctx, page, query }: { ctx: PageContext; page: LotteryPageName; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'lottery' });
  const def = LOTTERY_PAGES[page];
  const gameCode = queryValue(query, 'gameCode') || undefined;
  return (
    <main data-testid={`lottery-page-${page}`}>
      <TitleBlock title={t(def.title)} icon="LOTT" />
      <Messages namespaces={['lottery', 'games', 'play', 'errors']}>
        <GameLauncherProvider>
          <LotteryLobby vietnam={def.vietnam} prizeMode={pagePrizeMode(page, queryValue(query, 'playType'))} gameCode={gameCode} />
        </GameLauncherProvider>
      </Messages>
    </main>
  );
}
