import { describe, expect, it } from 'vitest';
import type { Session } from '../lib/bff/types';
import type { LaunchTarget } from '../lib/games/game';
import { launchPlan, lotteryPage } from '../lib/games/launch';

const slot: LaunchTarget = { nodeId: '10002', gameId: 'pg-0002', gameType: 'RNG', vassalage: 'PG', name: 'Mahjong', isGame: 'GAME' };
const visitor: Session = { loggedIn: false };
const member = (over: Partial<Extract<Session, { loggedIn: true }>> = {}): Session => ({
  loggedIn: true,
  userName: 'demo01',
  customerType: 1,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
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
    expect(lotteryPage({ ...slot, vassalage: 'TCG_LOTTO', gameType: 'LOTT', gameId: 'TH1', defaultPlayType: 'ZY' })).toBe('/lottery?gameCode=TH1&vendor=TCG_LOTTO&playType=ZY');
    expect(lotteryPage({ ...slot, vassalage: 'TCG_LOTTO', gameType: 'ELOTT', gameId: 'Q5' })).toBe('/lottery?gameCode=Q5&vendor=TCG_LOTTO');
  });

  it('leaves every other game to the launch call', () => {
    expect(lotteryPage(slot)).toBeNull();
    expect(lotteryPage({ ...slot, vassalage: 'SBO', gameType: 'SPORTS' })).toBeNull();
  });
});
