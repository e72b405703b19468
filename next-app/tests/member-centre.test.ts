import { describe, expect, it } from 'vitest';
import { CENTRE_PAGES, DEFAULT_CENTRE_PAGE, centreMenu, centrePage, listedFor } from '../lib/member/centre';
import { features } from './fixtures/features';

const ALL_ON = features({ manual_rebate: true, reward_centre: true, missions: true });

describe('the personal centre pages', () => {
  it('keeps the spec order of the 14 pages', () => {
    expect(CENTRE_PAGES.map((p) => p.key)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
    ]);
    expect(DEFAULT_CENTRE_PAGE).toBe('securityCenter');
  });

  it('badges missions, messages and rewards only', () => {
    const badged = CENTRE_PAGES.filter((p) => 'badge' in p).map((p) => p.key);
    expect(badged.sort()).toEqual(['messageV2', 'missionLeaderboard', 'rewardCenter']);
  });

  it('lists and opens only built pages, those of a switch only while it is on', () => {
    expect(centreMenu(ALL_ON).every((p) => p.built)).toBe(true);
    expect(centrePage('securityCenter', features())?.key).toBe('securityCenter');
    for (const [key, name] of [
      ['rewardCenter', 'reward_centre'],
      ['missionLeaderboard', 'missions'],
      ['manualRebate', 'manual_rebate'],
    ] as const) {
      expect(centrePage(key, ALL_ON)?.key, key).toBe(key);
      expect(centrePage(key, { ...ALL_ON, [name]: false }), `${key} without ${name}`).toBeNull();
    }
    // A page not built yet opens nothing (none left once every page is built).
    const unbuilt = CENTRE_PAGES.find((p) => !p.built);
    if (unbuilt) expect(centrePage(unbuilt.key, ALL_ON)).toBeNull();
    expect(centrePage('nonsense', ALL_ON)).toBeNull();
    expect(centrePage(null, ALL_ON)).toBeNull();
  });

  it('lists transfer to upline only for a member with an upline; the money pages are built', () => {
    const keys = (toUpline: boolean) => listedFor(centreMenu(features()), toUpline).map((p) => p.key);
    expect(keys(true)).toEqual(expect.arrayContaining(['depositv2', 'withdraw', 'transferUpline']));
    expect(keys(false)).not.toContain('transferUpline');
    expect(keys(false)).toEqual(keys(true).filter((k) => k !== 'transferUpline'));
    expect(centrePage('transferUpline', features())?.key).toBe('transferUpline');
  });
});
