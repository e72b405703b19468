import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_BUILT, AGENT_PAGES, agentCentreOn, agentMenu, agentPage, isAgentPageKey, type AgentFlags, type AgentPage } from '../lib/agent/centre';
import { parseConsolidated } from '../lib/bff/calls/agent';
import { features } from './fixtures/features';

/** The table as it is once every page is built (the menu's rules, independent of what is built today). */
const ALL_BUILT: AgentPage[] = AGENT_PAGES.map((p) => ({ ...p, built: true }));
const ALL_ON: AgentFlags = { divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 };
const keys = (flags: AgentFlags) => agentMenu(flags, ALL_BUILT).map((e) => e.page.key);

describe('the agent centre pages', () => {
  it('are the spec twelve, in its order, the four pay pages gated by their consolidated flag', () => {
    expect(AGENT_PAGES.map((p) => p.key)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(AGENT_PAGES.filter((p) => 'flag' in p).map((p) => `${p.key}:${'flag' in p ? p.flag : ''}`)).toEqual([
      'agentDividendRecordCopy2:divtypereq',
      'agentDailyWages2:dailysalreqtype',
      'agentHourSalary:contracthoursalreq',
      'agentRealtimeSalary:realtimesalreqtype',
    ]);
  });

  it('list every page with every flag on, and none of the pay pages with all flags 0', () => {
    expect(keys(ALL_ON)).toHaveLength(12);
    expect(keys({ divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 })).toEqual(keys(ALL_ON).slice(0, 8));
  });

  it("show agent02's daily wages only (flags 1, 0, 0, 0), and a waiting offer with its badge (flag 2)", () => {
    const agent02: AgentFlags = { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
    expect(keys(agent02).slice(8)).toEqual(['agentDailyWages2']);
    const agent01a: AgentFlags = { ...ALL_ON, contracthoursalreq: 2 };
    const menu = agentMenu(agent01a, ALL_BUILT);
    expect(menu.filter((e) => e.waiting).map((e) => e.page.key)).toEqual(['agentHourSalary']);
    expect(menu).toHaveLength(12);
  });

  it('open an address only for a page the menu offers', () => {
    const agent02: AgentFlags = { dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
    expect(agentPage('agentDailyWages2', agent02, ALL_BUILT)?.key).toBe('agentDailyWages2');
    expect(agentPage('agentHourSalary', agent02, ALL_BUILT)).toBeNull();
    expect(agentPage('securityCenter', ALL_ON, ALL_BUILT)).toBeNull();
    expect(agentPage(null, ALL_ON, ALL_BUILT)).toBeNull();
    // A page not built yet is neither listed nor opened.
    const notBuilt = ALL_BUILT.map((p) => (p.key === 'registerCenter' ? { ...p, built: false } : p));
    expect(agentPage('registerCenter', ALL_ON, notBuilt)).toBeNull();
    expect(isAgentPageKey('registerCenter', notBuilt)).toBe(false);
    expect(isAgentPageKey('registerCenter', ALL_BUILT)).toBe(true);
  });

  it('are offered only with the agent_centre switch on', () => {
    expect(agentCentreOn(features({ agent_centre: false }))).toBe(false);
    expect(agentCentreOn(features({ agent_centre: true }))).toBe(AGENT_CENTRE_BUILT);
  });
});

describe('the consolidated contract settings', () => {
  it("read the mock's answer: flags and info", () => {
    const parsed = parseConsolidated({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 2,
      realtimesalreqtype: 0,
      info: {
        isAgent: true,
        customerType: 1,
        uplineName: 'agent01',
        directDownlines: 5,
        teamSize: 8,
        pendingContractRequests: 1,
        canRegisterDownline: true,
        canTransferToDownline: true,
        sumBalance: 1234.5,
        currency: 'THB',
        dividend: { contractId: 5, rate: 25.0, period: 'WEEKLY', state: 'ACTIVE' },
        hourlySalary: null,
      },
    });
    expect(parsed?.flags).toEqual({ divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 2, realtimesalreqtype: 0 });
    expect(parsed?.info).toMatchObject({ uplineName: 'agent01', teamSize: 8, pendingContractRequests: 1, sumBalance: 1234.5, hourlySalary: null });
    expect(parsed?.info.dividend).toEqual({ contractId: 5, rate: 25, period: 'WEEKLY', state: 'ACTIVE' });
  });

  it('read an unknown or missing flag as 0 (no page), and refuse an answer that is not an object', () => {
    expect(parseConsolidated({ divtypereq: 3, dailysalreqtype: '2', contracthoursalreq: null })?.flags).toEqual({
      divtypereq: 0,
      dailysalreqtype: 2,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    expect(parseConsolidated(null)).toBeNull();
    expect(parseConsolidated([1, 1])).toBeNull();
  });
});
