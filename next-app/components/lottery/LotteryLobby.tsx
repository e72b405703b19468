'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useGameLauncher } from '@/components/games/launcher';
import { Carousel } from '@/components/ui/Carousel';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { ToggleChip } from '@/components/ui/ToggleChip';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { games, lottery } from '@/lib/bff/calls';
import { memberGuard } from '@/lib/access/account';
import {
  WEEKDAYS,
  favouriteLotteries,
  onWeekday,
  refreshDelayMs,
  toggleFavouriteLottery,
  weekdayName,
  type Lottery,
  type LotteryMenu,
  type PrizeMode,
} from '@/lib/games/lottery';
import { useSession, useSessionNow } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import { DrawCard } from './DrawCard';
import styles from './LotteryLobby.module.css';

/** Spec 001 §9: the lottery menu shows arrows above 7 tags. */
export const MENU_ARROWS_ABOVE = 7;

/** The lists a lottery page switches among (spec 001 §2 "Lottery lobby"). */
export const LIST_TYPES = ['tags', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** A list of lotteries and when it was answered (their countdowns count from then). */
interface Timed<T> {
  value: T;
  fetchedAt: number;
}

const timed =
  <T,>(fetch: () => Promise<T>) =>
  async (): Promise<Timed<T>> => ({ value: await fetch(), fetchedAt: Date.now() });

/**
 * Asks for a list of draws again by the spec's timer, counted from each answer (SWR's own `refreshInterval`
 * is scheduled when the hook mounts, before the first answer, so its first wait would be the longest).
 */
function useDrawRefresh<T>(data: Timed<T> | undefined, lotteries: (value: T) => Lottery[], refresh: () => unknown): void {
  useEffect(() => {
    if (!data) return;
    const timer = window.setTimeout(() => void refresh(), refreshDelayMs(lotteries(data.value)));
    return () => window.clearTimeout(timer);
    // A new answer (its `fetchedAt` always differs) starts the next wait; `lotteries` and `refresh` do not change
    // (functions of the module, SWR's bound mutate).
  }, [data, lotteries, refresh]);
}

const menuLotteries = (menus: LotteryMenu[]) => menus.flatMap((m) => m.lotteries);
const asIs = (list: Lottery[]) => list;

/** The clock of the countdowns: now, once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface LotteryLobbyProps {
  /** Which gateway menus: the Vietnam lotteries, or those of the prize mode. */
  vietnam: boolean;
  prizeMode: PrizeMode;
  /** The lottery to show first (`?gameCode=`): its tag is selected. */
  gameCode?: string;
}

/**
 * The lottery lobby (spec 001 §2 "Lobbies", §4 "Lottery refresh timer"): menus by tag (arrows above 7), the list
 * types tags / popular / favourites / recent, the weekday filter (Monday first), and each draw with its live
 * countdowns and last result. Draws are asked for in the browser and again by the spec's timer; the countdowns
 * tick every second in between. Favourites are kept in this browser per user name. Bets open the lottery lobby
 * through the launcher (framed in `/game`). Needs the `lottery`, `games`, `play` and `errors` messages.
 */
export function LotteryLobby({ vietnam, prizeMode, gameCode }: LotteryLobbyProps) {
  const t = useTranslations('lottery');
  const tGames = useTranslations('games');
  const locale = useLocale();
  const language = upstreamLanguageCode(locale);
  const ui = useUi();
  const openLogin = useLoginWindow();
  const launcher = useGameLauncher();
  const session = useSession().data;
  const sessionNow = useSessionNow();
  const userName = session?.loggedIn ? session.userName : null;
  const now = useNow();

  const [listType, setListType] = useState<ListType>('tags');
  const [chosenTag, setChosenTag] = useState<string | null>(null);
  const [weekday, setWeekday] = useState<number | null>(null);
  const [favourites, setFavourites] = useState<string[]>([]);
  useEffect(() => {
    setFavourites(userName ? favouriteLotteries(localStorage, userName) : []);
  }, [userName]);

  const menus = useSWR(
    ['lottery:menus', vietnam, prizeMode],
    timed(() => send(vietnam ? lottery.vnGameMenus(prizeMode) : lottery.gameMenus(prizeMode))),
  );
  const popular = useSWR(
    listType === 'hot' ? ['lottery:popular', prizeMode, language] : null,
    timed(() => send(lottery.popular(prizeMode, language))),
  );
  const recent = useSWR(
    listType === 'recent' && userName ? ['lottery:recent', prizeMode, userName] : null,
    timed(() => send(lottery.vnRecent(prizeMode))),
  );
  useDrawRefresh(menus.data, menuLotteries, menus.mutate);
  useDrawRefresh(listType === 'hot' ? popular.data : undefined, asIs, popular.mutate);
  useDrawRefresh(listType === 'recent' ? recent.data : undefined, asIs, recent.mutate);

  const menuList = menus.data?.value ?? [];
  const tag = chosenTag ?? (gameCode ? menuList.find((m) => m.lotteries.some((l) => l.gameCode === gameCode))?.tag : undefined) ?? menuList[0]?.tag ?? null;
  const everyLottery = useMemo(() => {
    const seen = new Map<string, Lottery>();
    for (const menu of menus.data?.value ?? []) for (const l of menu.lotteries) if (!seen.has(l.gameId)) seen.set(l.gameId, l);
    return [...seen.values()];
  }, [menus.data]);

  const shown: { list: Lottery[]; fetchedAt: number } | null = (() => {
    switch (listType) {
      case 'tags':
        return menus.data ? { list: menuList.find((m) => m.tag === tag)?.lotteries ?? [], fetchedAt: menus.data.fetchedAt } : null;
      case 'fav':
        return menus.data ? { list: everyLottery.filter((l) => favourites.includes(l.gameCode)), fetchedAt: menus.data.fetchedAt } : null;
      case 'hot':
        return popular.data ? { list: popular.data.value, fetchedAt: popular.data.fetchedAt } : null;
      case 'recent':
        return recent.data ? { list: recent.data.value, fetchedAt: recent.data.fetchedAt } : null;
    }
  })();
  const failing = listType === 'hot' ? popular : listType === 'recent' ? recent : menus;

  /** Favourites and recent lotteries need a real account (spec 001 §4): its user name, or null once refused. */
  const needsMember = async (): Promise<string | null> => {
    const current = await sessionNow();
    const guard = memberGuard(current);
    if (guard?.kind === 'login') openLogin('required');
    if (guard?.kind === 'real-account-needed') await ui.warn(tGames('in_need_true_account'));
    return guard === null && current.loggedIn ? current.userName : null;
  };

  const chooseList = async (type: ListType) => {
    if ((type === 'fav' || type === 'recent') && !(await needsMember())) return;
    setListType(type);
  };

  const toggleFavourite = async (l: Lottery) => {
    const member = await needsMember();
    if (member) setFavourites(toggleFavouriteLottery(localStorage, member, l.gameCode));
  };

  const openLobby = (l: Lottery | null, view: 'betting' | 'lobby') =>
    launcher.launchWith(l?.name ?? t('lobby'), () =>
      send(
        games.launchLotteryLobby({
          prizeMode,
          gameCode: l?.gameCode ?? '',
          view,
          backUrl: `${window.location.origin}${window.location.pathname}`,
          upstreamLanguage: language,
        }),
      ),
    );

  const listLabels: Record<ListType, string> = { tags: t('list_tags'), hot: t('list_hot'), fav: t('list_fav'), recent: t('list_recent') };

  return (
    <section className={styles.lobby} data-testid="lottery-lobby">
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named as one (the WAI-ARIA group), not a form's fieldset */}
        <div className={styles.listTypes} role="group" aria-label={t('title')}>
          {LIST_TYPES.map((type) => (
            <ToggleChip key={type} pressed={listType === type} onClick={() => void chooseList(type)} testId={`lottery-list-${type}`}>
              {listLabels[type]}
            </ToggleChip>
          ))}
        </div>
        <button type="button" className={`button ${styles.lobbyButton}`} onClick={() => void openLobby(null, 'lobby')} data-testid="lottery-open-lobby">
          {t('lobby')}
        </button>
      </div>

      {listType === 'tags' && menuList.length > 0 && (
        <Carousel
          label={t('tags_label')}
          slideSize="auto"
          gap={8}
          arrowsAbove={MENU_ARROWS_ABOVE}
          testIds={{ root: 'lottery-tags', prev: 'lottery-tags-prev', next: 'lottery-tags-next' }}
        >
          {menuList.map((menu) => (
            <ToggleChip key={menu.tag} pressed={menu.tag === tag} onClick={() => setChosenTag(menu.tag)} testId="lottery-tag" data-tag={menu.tag}>
              {menu.name}
            </ToggleChip>
          ))}
        </Carousel>
      )}

      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named as one (the WAI-ARIA group), not a form's fieldset */}
      <div className={styles.weekdays} role="group" aria-label={t('weekday_label')} data-testid="lottery-weekdays">
        <ToggleChip pressed={weekday === null} onClick={() => setWeekday(null)}>
          {t('weekday_all')}
        </ToggleChip>
        {WEEKDAYS.map((day) => (
          <ToggleChip key={day} pressed={weekday === day} onClick={() => setWeekday(day)} testId={`lottery-weekday-${day}`}>
            {weekdayName(day, locale)}
          </ToggleChip>
        ))}
      </div>

      {failing.error && !shown ? (
        <ErrorState onRetry={() => void failing.mutate()} retrying={failing.isValidating} testId="lottery-error" />
      ) : !shown ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while the draws load: no data, nothing to tell apart
            <Skeleton key={i} height={190} />
          ))}
        </div>
      ) : (
        (() => {
          const list = onWeekday(shown.list, weekday);
          return list.length === 0 ? (
            <EmptyState title={t('empty')} testId="lottery-empty" />
          ) : (
            <ul className={styles.grid} data-testid="lottery-draws">
              {list.map((l) => (
                <li key={l.gameId}>
                  <DrawCard
                    lottery={l}
                    fetchedAt={shown.fetchedAt}
                    now={now}
                    vietnam={vietnam}
                    highlighted={l.gameCode === gameCode}
                    favourite={favourites.includes(l.gameCode)}
                    onFavourite={() => void toggleFavourite(l)}
                    onBet={() => void openLobby(l, 'betting')}
                  />
                </li>
              ))}
            </ul>
          );
        })()
      )}
    </section>
  );
}
