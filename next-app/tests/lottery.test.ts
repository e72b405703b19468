import { describe, expect, it } from 'vitest';
import { interpretAnswer } from '../lib/bff/envelope';
import { lottery } from '../lib/bff/calls';
import {
  REFRESH_DUE_MS,
  REFRESH_MAX_MS,
  drawOffsetMs,
  favouriteLotteries,
  formatCountdown,
  onWeekday,
  parseMenus,
  prizeModeOf,
  refreshDelayMs,
  secondsLeft,
  toggleFavouriteLottery,
  weekdayName,
  winningDigits,
} from '../lib/games/lottery';
import { pagePrizeMode } from '../lib/games/lottery-pages';

const draw = (remainTime: number) => ({ remainTime });

describe('the lottery refresh timer (spec 001 §4)', () => {
  it('waits for the smallest remaining time among open draws', () => {
    expect(refreshDelayMs([draw(12), draw(5), draw(20)])).toBe(5_000);
  });

  it('never waits longer than 30000 ms', () => {
    expect(refreshDelayMs([draw(3600), draw(45)])).toBe(REFRESH_MAX_MS);
    expect(REFRESH_MAX_MS).toBe(30_000);
  });

  it('waits 7000 ms when a draw is due (0 or less)', () => {
    expect(refreshDelayMs([draw(0), draw(20)])).toBe(REFRESH_DUE_MS);
    expect(refreshDelayMs([draw(-3)])).toBe(7_000);
  });

  it('counts every listed draw, betting locked or not; none listed waits the longest', () => {
    const locked = { remainTime: 2, open: false };
    expect(refreshDelayMs([locked, draw(9)])).toBe(2_000);
    expect(refreshDelayMs([])).toBe(REFRESH_MAX_MS);
  });

  it('offsets the draw time by lockTime × 1000 + 1 s', () => {
    expect(drawOffsetMs(0)).toBe(1_000);
    expect(drawOffsetMs(50)).toBe(51_000);
  });
});

describe('countdowns', () => {
  it('format as HH:MM:SS, with days past a day, never negative', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(86_400 * 2 + 3_600 * 3 + 4 * 60 + 5)).toBe('2d 03:04:05');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('count whole seconds left to a deadline', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('results and filters', () => {
  it('show at most 6 winning digits', () => {
    expect(winningDigits('044929')).toEqual(['0', '4', '4', '9', '2', '9']);
    expect(winningDigits('12345678')).toEqual(['3', '4', '5', '6', '7', '8']);
    expect(winningDigits('1-2-3')).toEqual(['1', '2', '3']);
  });

  it('filter by ISO weekday, Monday first', () => {
    const list = [{ drawDays: [1, 4] }, { drawDays: [7] }, { drawDays: [1, 2, 3, 4, 5, 6, 7] }];
    expect(onWeekday(list, 1)).toHaveLength(2);
    expect(onWeekday(list, 7)).toHaveLength(2);
    expect(onWeekday(list, null)).toHaveLength(3);
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en')).toBe('Sun');
  });

  it('order menus by sort and read their lotteries', () => {
    const menus = parseMenus({
      SOUTH: {
        tag: 'SOUTH',
        name: 'Southern',
        sort: 9,
        gameMenus: [{ gameId: 4201, gameCode: 'VNHCM', gameName: 'HCM', remainTime: 10, lockTime: 0, status: 'LOCKED', drawDayOfWeek: [1, 6] }],
      },
      TODAY: { gameGroupCode: 'TODAY', name: 'Today', sort: 0, gameMenus: [{ gameId: 1, remainTime: 5, lockTime: 4 }, { nope: true }] },
    })!;
    expect(menus.map((m) => m.tag)).toEqual(['TODAY', 'SOUTH']);
    expect(menus[0]!.lotteries).toHaveLength(1);
    expect(menus[0]!.lotteries[0]!.open).toBe(true);
    expect(menus[1]!.lotteries[0]).toMatchObject({ gameId: '4201', gameCode: 'VNHCM', open: false, drawDays: [1, 6] });
    expect(parseMenus('x')).toBeNull();
  });
});

describe('lottery favourites, kept per user name', () => {
  it('toggle: added when absent, removed when present, other members untouched', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(toggleFavouriteLottery(store, 'demo01', 'VNHCM')).toEqual(['VNHCM']);
    expect(toggleFavouriteLottery(store, 'demo02', 'TCG1M')).toEqual(['TCG1M']);
    expect(toggleFavouriteLottery(store, 'demo01', 'VNHCM')).toEqual([]);
    expect(favouriteLotteries(store, 'demo02')).toEqual(['TCG1M']);
    data.set('lotteryFavourites', 'not json');
    expect(favouriteLotteries(store, 'demo01')).toEqual([]);
  });
});

describe('prize modes', () => {
  it('take the play type when the page allows it, else the page default', () => {
    expect(prizeModeOf('zy')).toBe('ZY');
    expect(prizeModeOf('nope')).toBeNull();
    expect(pagePrizeMode('lottery', 'ZY')).toBe('ZY');
    expect(pagePrizeMode('lottery', '')).toBe('Lott');
    expect(pagePrizeMode('lottery', 'SEA')).toBe('Lott');
    expect(pagePrizeMode('seaLottery', 'Lott')).toBe('SEA');
    expect(pagePrizeMode('vnLottery', 'lott')).toBe('Lott');
    expect(pagePrizeMode('vnLottery', '')).toBe('Elott');
  });
});

describe('bare lottery answers', () => {
  it('read the JSON itself, and the gateway error object as a refusal', () => {
    const call = lottery.popular('Lott', 'EN');
    expect(call.path).toBe('/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN');
    const list = interpretAnswer({ status: 200, retryAfter: null, body: JSON.stringify([{ gameId: 1001, remainTime: 7 }]) }, call.parse, call.bare);
    expect(list).toHaveLength(1);
    expect(() =>
      interpretAnswer(
        { status: 400, retryAfter: null, body: JSON.stringify({ status: 400, error: 'request_param_err', message: 'prizeMode is required' }) },
        call.parse,
        call.bare,
      ),
    ).toThrow('prizeMode is required');
    // A refusal before the gateway keeps the envelope.
    expect(() =>
      interpretAnswer(
        { status: 401, retryAfter: null, body: JSON.stringify({ success: false, value: null, message: 'login', errorCode: 'login.not.session' }) },
        lottery.vnRecent('Elott').parse,
        true,
      ),
    ).toThrow();
    expect(lottery.vnRecent('Elott').path).toBe('/lgw/vn/games/game_menu/recent?prizeMode=Elott&device=WEB&recentCount=100');
    expect(lottery.vnOpenedNumbers('4201').path).toBe('/lgw/vn/numeros/opened/game?count=100&gameId=4201');
  });
});
