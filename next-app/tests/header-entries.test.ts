import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_BUILT } from '../lib/agent/centre';
import { CENTRE_PAGES } from '../lib/member/centre';
import { ACCOUNT_ENTRIES, ICON_ENTRIES, visibleEntries } from '../lib/member/header-entries';
import { features } from './fixtures/features';

const built = new Set<string>(CENTRE_PAGES.filter((p) => p.built).map((p) => p.key));
const ALL_ON = features({ manual_rebate: true, reward_centre: true, missions: true, agent_centre: true });
const on = { centre: true, features: ALL_ON, agent: true };

describe("the header's member entries", () => {
  it('keep the spec order and each opens the page its name says', () => {
    expect(ACCOUNT_ENTRIES.map((e) => [e.key, e.opens])).toEqual([
      ['account', 'securityCenter'],
      ['agent', 'agent'],
      ['manual-rebate', 'manualRebate'],
      ['account-record', 'transactionHistory'],
      ['betting-record', 'personalHistoryCopy'],
      ['mailbox', 'messageV2'],
    ]);
    expect(ICON_ENTRIES.map((e) => [e.key, e.opens])).toEqual([
      ['information', 'messageV2'],
      ['betting', 'personalHistoryCopy'],
      ['loss', 'personalProfit'],
      ['rebate', 'bonusDetails'],
      ['reward', 'rewardCenter'],
      ['security', 'securityCenter'],
    ]);
    // The counts sit on the entries of the badged pages.
    expect([...ACCOUNT_ENTRIES, ...ICON_ENTRIES].filter((e) => e.badge).map((e) => `${e.key}:${e.badge}`)).toEqual([
      'mailbox:messages',
      'information:messages',
      'reward:rewards',
    ]);
  });

  it('show only entries whose page is built, none with the centre off', () => {
    const shown = visibleEntries([...ACCOUNT_ENTRIES, ...ICON_ENTRIES], on);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((e) => (e.opens === 'agent' ? AGENT_CENTRE_BUILT : built.has(e.opens)))).toBe(true);
    const hidden = [...ACCOUNT_ENTRIES, ...ICON_ENTRIES].filter((e) => e.opens !== 'agent' && !built.has(e.opens));
    expect(shown.filter((e) => hidden.includes(e))).toEqual([]);
    // my account, security and the mailbox are built.
    expect(shown.map((e) => e.key)).toEqual(expect.arrayContaining(['account', 'mailbox', 'information', 'security']));
    expect(visibleEntries(ACCOUNT_ENTRIES, { ...on, centre: false }).filter((e) => e.opens !== 'agent')).toEqual([]);
  });

  it('manual rebate and the reward centre need their switches; the agent entry needs an agent, the agent_centre switch and a built agent centre', () => {
    const withoutModule = visibleEntries(ACCOUNT_ENTRIES, { ...on, features: { ...ALL_ON, manual_rebate: false } }).map((e) => e.key);
    expect(withoutModule).not.toContain('manual-rebate');
    expect(visibleEntries(ICON_ENTRIES, { ...on, features: { ...ALL_ON, reward_centre: false } }).map((e) => e.key)).not.toContain('reward');
    expect(visibleEntries(ICON_ENTRIES, on).map((e) => e.key)).toContain('reward');
    expect(visibleEntries(ACCOUNT_ENTRIES, { ...on, agent: false }).map((e) => e.key)).not.toContain('agent');
    expect(visibleEntries(ACCOUNT_ENTRIES, on).some((e) => e.key === 'agent')).toBe(AGENT_CENTRE_BUILT);
    // The brand's switch for the agent centre (agent_centre) off: no agent entry, even for an agent.
    expect(visibleEntries(ACCOUNT_ENTRIES, { ...on, features: { ...ALL_ON, agent_centre: false } }).map((e) => e.key)).not.toContain('agent');
  });
});
