import { describe, expect, it } from 'vitest';
import { CENTRE_PAGES, DEFAULT_CENTRE_PAGE, centreMenu, centrePage, listedFor } from '../lib/member/centre';

describe('the personal centre pages', () => {
  it('keeps the spec order of the 14 pages', () => {
    expect(CENTRE_PAGES.map((p) => p.key)).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
      'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate',
    ]);
    expect(DEFAULT_CENTRE_PAGE).toBe('securityCenter');
  });

  it('badges missions, messages and rewards only', () => {
    const badged = CENTRE_PAGES.filter((p) => 'badge' in p).map((p) => p.key);
    expect(badged.sort()).toEqual(['messageV2', 'missionLeaderboard', 'rewardCenter']);
  });

  it('lists and opens only built pages, manual rebate only with its module', () => {
    expect(centreMenu(true).every((p) => p.built)).toBe(true);
    expect(centrePage('securityCenter', false)?.key).toBe('securityCenter');
    // A page not built yet opens nothing (none left once every page is built).
    const unbuilt = CENTRE_PAGES.find((p) => !p.built);
    if (unbuilt) expect(centrePage(unbuilt.key, true)).toBeNull();
    expect(centrePage('nonsense', true)).toBeNull();
    expect(centrePage(null, true)).toBeNull();
  });

  it('lists transfer to upline only for a member with an upline; the money pages are built', () => {
    const keys = (toUpline: boolean) => listedFor(centreMenu(false), toUpline).map((p) => p.key);
    expect(keys(true)).toEqual(expect.arrayContaining(['depositv2', 'withdraw', 'transferUpline']));
    expect(keys(false)).not.toContain('transferUpline');
    expect(keys(false)).toEqual(keys(true).filter((k) => k !== 'transferUpline'));
    expect(centrePage('transferUpline', false)?.key).toBe('transferUpline');
  });
});
