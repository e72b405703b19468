import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/bff/types';
import type { LaunchTarget } from '../lib/games/game';
import { canFrame, launchPlan, launchRefusal, lotteryPage, parseLaunchedGame, resolveGameUrl, vendorLobbyPage } from '../lib/games/launch';

const slot: LaunchTarget = { nodeId: '10002', gameId: 'pg-0002', gameType: 'RNG', vassalage: 'PG', name: 'Mahjong', isGame: 'GAME' };
const visitor: Session = { loggedIn: false };
const member = (over: Partial<Extract<Session, { loggedIn: true }>> = {}): Session => ({
  loggedIn: true,
  userName: 'demo01',
  customerType: 1,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
  firstTimeLogin: false,
  ...over,
});

describe('the launch rules (spec 001 §4)', () => {
  it('asks a visitor to log in, and launches for a member', () => {
    expect(launchPlan(slot, visitor)).toEqual({ kind: 'login' });
    expect(launchPlan(slot, member())).toEqual({ kind: 'launch' });
  });

  it('stops a trial account (customer type 4, or flagged) with the real-account warning', () => {
    expect(launchPlan(slot, member({ customerType: 4 }))).toEqual({ kind: 'real-account-needed' });
    expect(launchPlan(slot, member({ isTrial: true }))).toEqual({ kind: 'real-account-needed' });
  });

  it('opens the game pop-up for a vendor item, for anyone', () => {
    const vendorItem = { ...slot, isGame: 'VASSALAGE' };
    expect(launchPlan(vendorItem, visitor)).toEqual({ kind: 'vendor-games' });
    expect(launchPlan({ ...vendorItem, isGame: 'vassalage' }, member())).toEqual({ kind: 'vendor-games' });
  });

  it('sends lottery vendors to their lottery pages, after the login guard', () => {
    const vn = { ...slot, vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameId: 'VNHCM' };
    expect(launchPlan(vn, visitor)).toEqual({ kind: 'login' });
    expect(launchPlan(vn, member())).toEqual({ kind: 'page', href: '/vnLottery?gameCode=VNHCM' });
  });
});

describe('lottery pages by vendor kind', () => {
  it('routes the Vietnam and South-East Asian lotteries to their own pages', () => {
    expect(lotteryPage({ ...slot, vassalage: 'TCG_LOTTO_VN', gameId: 'VNHCM' })).toBe('/vnLottery?gameCode=VNHCM');
    expect(lotteryPage({ ...slot, vassalage: 'TCG_SEA', gameType: 'LOTT', gameId: 'SEA 1' })).toBe('/seaLottery?gameCode=SEA%201');
  });

  it('routes other lotteries and electronic lotteries to /lottery with vendor and play type', () => {
    expect(lotteryPage({ ...slot, vassalage: 'TCG_LOTTO', gameType: 'LOTT', gameId: 'TH1', defaultPlayType: 'ZY' })).toBe(
      '/lottery?gameCode=TH1&vendor=TCG_LOTTO&playType=ZY',
    );
    expect(lotteryPage({ ...slot, vassalage: 'TCG_LOTTO', gameType: 'ELOTT', gameId: 'Q5' })).toBe('/lottery?gameCode=Q5&vendor=TCG_LOTTO');
  });

  it('leaves every other game to the launch call', () => {
    expect(lotteryPage(slot)).toBeNull();
    expect(lotteryPage({ ...slot, vassalage: 'SBO', gameType: 'SPORTS' })).toBeNull();
  });
});

describe('a vendor card without a game of its own', () => {
  it('opens the slot lobby with its vendor, after the login guard', () => {
    const card: LaunchTarget = { nodeId: '', gameId: '', gameType: 'RNG', vassalage: 'JDB', name: 'JDB' };
    expect(vendorLobbyPage(card)).toBe('/rng?vassalage=JDB');
    expect(launchPlan(card, visitor)).toEqual({ kind: 'login' });
    expect(launchPlan(card, member())).toEqual({ kind: 'page', href: '/rng?vassalage=JDB' });
    expect(vendorLobbyPage(slot)).toBeNull();
  });

  it('counts node id 0 as no game (a home item naming a vendor only)', () => {
    const card: LaunchTarget = { nodeId: '0', gameId: '', gameType: 'RNG', vassalage: 'JDB', name: 'JDB' };
    expect(launchPlan(card, member())).toEqual({ kind: 'page', href: '/rng?vassalage=JDB' });
    expect(vendorLobbyPage({ ...card, gameId: 'jdb-0001' })).toBeNull();
  });
});

describe('where a launched game opens', () => {
  const hosts = ['https://play.example', 'https://*.games.example', 'http://127.0.0.1:9090'];

  it('keeps an absolute http(s) address and puts a path on a launch host chosen at random', () => {
    expect(resolveGameUrl('https://play.example/g/1', hosts)).toBe('https://play.example/g/1');
    expect(resolveGameUrl('/g/2', ['https://a.example', 'https://b.example'], () => 0)).toBe('https://a.example/g/2');
    expect(resolveGameUrl('/g/2', ['https://a.example', 'https://b.example'], () => 0.99)).toBe('https://b.example/g/2');
    expect(resolveGameUrl('/g/2', [])).toBeNull();
    expect(resolveGameUrl('//evil.example/g', hosts)).toBeNull();
    expect(resolveGameUrl('javascript:alert(1)', hosts)).toBeNull();
  });

  it("frames only games on the brand's launch hosts (the CSP allows no other)", () => {
    expect(canFrame('https://play.example/g/1', hosts)).toBe(true);
    expect(canFrame('http://127.0.0.1:9090/play/veneerdemo/abc', hosts)).toBe(true);
    expect(canFrame('https://eu.games.example/x', hosts)).toBe(true);
    expect(canFrame('https://games.example.evil.example/x', hosts)).toBe(false);
    expect(canFrame('http://play.example/g/1', hosts)).toBe(false);
    expect(canFrame('http://127.0.0.1:9091/play', hosts)).toBe(false);
    expect(canFrame('not a url', hosts)).toBe(false);
    expect(canFrame('https://play.example/g', [])).toBe(false);
  });

  it('reads back only a well-formed kept game', () => {
    expect(parseLaunchedGame('{"url":"https://play.example/g","name":"Mahjong","from":"/rng?vassalage=PG"}')).toEqual({
      url: 'https://play.example/g',
      name: 'Mahjong',
      from: '/rng?vassalage=PG',
    });
    // The way back is a path of this site, never another site.
    expect(parseLaunchedGame('{"url":"https://play.example/g","name":"Mahjong","from":"//evil.example"}')?.from).toBe('/');
    expect(parseLaunchedGame('{"url":"https://play.example/g","name":"Mahjong"}')?.from).toBe('/');
    expect(parseLaunchedGame('{"url":1}')).toBeNull();
    expect(parseLaunchedGame('nope')).toBeNull();
    expect(parseLaunchedGame(null)).toBeNull();
  });

  it('names the refusals the launcher answers in its own words', () => {
    expect(launchRefusal('#727')).toBe('system-busy');
    expect(launchRefusal('#734')).toBe('previous-game-open');
    expect(launchRefusal('game.maintenance')).toBe('maintenance');
    expect(launchRefusal('in_need_true_account')).toBe('real-account-needed');
    expect(launchRefusal('game.not.exist')).toBe('other');
  });
});
