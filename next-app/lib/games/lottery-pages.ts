/** The lottery play pages (spec 001 §2): `/lottery`, `/seaLottery`, `/vnLottery`. */
import { prizeModeOf, type PrizeMode } from './lottery';

/** The three lottery pages: which menus, and the prize modes each allows (the first is its default). */
export const LOTTERY_PAGES = {
  lottery: { vietnam: false, modes: ['Lott', 'ZY', 'Elott'], title: 'title' },
  seaLottery: { vietnam: false, modes: ['SEA'], title: 'sea_title' },
  vnLottery: { vietnam: true, modes: ['Elott', 'Lott'], title: 'vn_title' },
} as const satisfies Record<string, { vietnam: boolean; modes: readonly PrizeMode[]; title: string }>;

export type LotteryPageName = keyof typeof LOTTERY_PAGES;

/** The prize mode of a lottery page: `?playType=` when the page allows it (ZY, …), else the page's default. */
export function pagePrizeMode(page: LotteryPageName, playType: string): PrizeMode {
  const modes: readonly PrizeMode[] = LOTTERY_PAGES[page].modes;
  const wanted = prizeModeOf(playType);
  return wanted && modes.includes(wanted) ? wanted : modes[0]!;
}
