/**
 * The lottery pages' model and rules (spec 001 §3 "Lottery menu item", "Lottery game"; §4 "Lottery refresh
 * timer"; §5 "Weekday filter", "Up to 6 winning digits"): lotteries and their open draw as the lottery gateway
 * answers them (upstream-mocks/docs/lottery.md), the refresh timer, the countdowns, the weekday filter and the
 * member's local favourites.
 */
import { isObj, num, str, type Obj } from '../bff/parse';

/** Prize modes (spec 001 §3 "Client config"). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The prize mode a play type names (`?playType=zy`), any case; null when it names none. */
export function prizeModeOf(playType: string | undefined): PrizeMode | null {
  const wanted = playType?.trim().toLowerCase();
  return PRIZE_MODES.find((mode) => mode.toLowerCase() === wanted) ?? null;
}

/** One lottery with its open draw. Times are seconds from the moment of the answer (`fetchedAt`). */
export interface Lottery {
  gameId: string;
  gameCode: string;
  name: string;
  tag: string;
  icon: string;
  numero: string;
  /** Seconds to the draw. */
  remainTime: number;
  /** Seconds to the betting lock; 0 once betting has closed. */
  lockTime: number;
  open: boolean;
  /** ISO weekdays 1–7 (Monday first) it draws on. */
  drawDays: number[];
  remark: string;
  lastNumero: string;
  lastWinningNumber: string;
}

export function parseLottery(o: Obj): Lottery | null {
  const gameId = str(o.gameId);
  const remainTime = num(o.remainTime);
  if (!gameId || remainTime === null) return null;
  const lockTime = Math.max(0, num(o.lockTime) ?? 0);
  const status = str(o.status).toUpperCase();
  return {
    gameId,
    gameCode: str(o.gameCode) || gameId,
    name: str(o.gameName) || str(o.gameCode) || gameId,
    tag: str(o.gameMenuTag),
    icon: str(o.iconUrl),
    numero: str(o.numero),
    remainTime,
    lockTime,
    open: status ? status === 'OPEN' : lockTime > 0,
    drawDays: Array.isArray(o.drawDayOfWeek) ? o.drawDayOfWeek.map(num).filter((d): d is number => d !== null && d >= 1 && d <= 7) : [],
    remark: str(o.remark),
    lastNumero: str(o.lastNumero),
    lastWinningNumber: str(o.lastWinningNumber),
  };
}

/** A menu of lotteries (one tag). */
export interface LotteryMenu {
  tag: string;
  name: string;
  sort: number;
  lotteries: Lottery[];
}

/** The menus of an answer keyed by tag (JSON object keys are unordered: by `sort`, then tag). */
export function parseMenus(value: unknown): LotteryMenu[] | null {
  if (!isObj(value)) return null;
  const menus: LotteryMenu[] = [];
  for (const [key, menu] of Object.entries(value)) {
    if (!isObj(menu)) continue;
    const tag = str(menu.tag) || str(menu.gameGroupCode) || key;
    const lotteries = Array.isArray(menu.gameMenus)
      ? menu.gameMenus
          .filter(isObj)
          .map(parseLottery)
          .filter((l): l is Lottery => l !== null)
      : [];
    menus.push({ tag, name: str(menu.name) || tag, sort: num(menu.sort) ?? Number.MAX_SAFE_INTEGER, lotteries });
  }
  return menus.sort((a, b) => a.sort - b.sort || a.tag.localeCompare(b.tag));
}

/** A list of lotteries: an array (popular, recent), or an object keyed by id (`/lgw/games`). */
export function parseLotteryList(value: unknown): Lottery[] | null {
  const items = Array.isArray(value) ? value : isObj(value) ? Object.values(value) : null;
  if (!items) return null;
  return items
    .filter(isObj)
    .map(parseLottery)
    .filter((l): l is Lottery => l !== null);
}

/** One past draw's result. */
export interface DrawResult {
  numero: string;
  openTime: number | null;
  winningNumber: string;
}

/** Results keyed by gameId (`/lgw/vn/numeros/opened/game`, `/lotto/lgw/games/opened/numero`): those of `gameId`. */
export function parseResults(value: unknown, gameId: string): DrawResult[] | null {
  if (!isObj(value)) return null;
  const list = value[gameId] ?? Object.values(value)[0];
  if (list === undefined) return [];
  if (!Array.isArray(list)) return null;
  return list.filter(isObj).map((r) => ({ numero: str(r.numero), openTime: num(r.openTime), winningNumber: str(r.winningNumber) }));
}

/** Spec 001 §4: the refresh timer never waits longer than this… */
export const REFRESH_MAX_MS = 30_000;
/** …and waits this long when a draw is already due (its remaining time is 0 or less). */
export const REFRESH_DUE_MS = 7_000;

/**
 * When to ask for the draws again (spec 001 §4 "Lottery refresh timer"): the smallest remaining time among the
 * open draws, at most 30000 ms, and 7000 ms when that is 0 or less. Every lottery listed carries its open draw
 * (the one not drawn yet), betting locked or not: a locked draw still rolls over at its time. None: the longest wait.
 */
export function refreshDelayMs(lotteries: readonly Pick<Lottery, 'remainTime'>[]): number {
  if (lotteries.length === 0) return REFRESH_MAX_MS;
  const smallest = Math.min(...lotteries.map((l) => l.remainTime * 1000));
  if (smallest <= 0) return REFRESH_DUE_MS;
  return Math.min(smallest, REFRESH_MAX_MS);
}

/** Spec 001 §4: a draw's time offset (betting lock) is `lockTime × 1000 + 1 s` from the answer. */
export function drawOffsetMs(lockTime: number): number {
  return lockTime * 1000 + 1000;
}

/** Seconds left until `deadlineMs` at `nowMs`, never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown as the lottery pages show it: `HH:MM:SS`, with days in front past 24 hours (`2d 03:04:05`). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Spec 001 §5: at most 6 winning digits are shown. */
export const MAX_WINNING_DIGITS = 6;

/** The digits of a winning number to show, one per ball (digits only, the last six at most). */
export function winningDigits(winningNumber: string): string[] {
  return [...winningNumber.replace(/\D/g, '')].slice(-MAX_WINNING_DIGITS);
}

/** Spec 001 §5: the weekday filter, ISO 1–7 with Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The lotteries drawing on an ISO weekday (all of them without one). */
export function onWeekday<T extends Pick<Lottery, 'drawDays'>>(lotteries: readonly T[], weekday: number | null): T[] {
  return weekday === null ? [...lotteries] : lotteries.filter((l) => l.drawDays.includes(weekday));
}

/** The short name of an ISO weekday in `locale` (1 = Monday). */
export function weekdayName(weekday: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
}

/** Where the lottery favourites are kept (spec 001 §3: "per username under a lottery-favourites key"). */
export const FAVOURITES_KEY = 'lotteryFavourites';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(store: Store): Record<string, string[]> {
  try {
    const value: unknown = JSON.parse(store.getItem(FAVOURITES_KEY) ?? '{}');
    return isObj(value)
      ? Object.fromEntries(
          Object.entries(value).map(([user, codes]) => [user, Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : []]),
        )
      : {};
  } catch {
    return {};
  }
}

/** The member's favourite lottery codes. */
export function favouriteLotteries(store: Store, userName: string): string[] {
  return readAll(store)[userName] ?? [];
}

/** Toggles a lottery in the member's favourites (already one → removed, else added); the new list. */
export function toggleFavouriteLottery(store: Store, userName: string, gameCode: string): string[] {
  const all = readAll(store);
  const mine = all[userName] ?? [];
  const next = mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode];
  store.setItem(FAVOURITES_KEY, JSON.stringify({ ...all, [userName]: next }));
  return next;
}
