/**
 * The agent centre's pages (spec 001 §2 "Agent centre"), in the spec's order: the one table of their keys (as in
 * `?agent=agentTeamOverview`), icons, the consolidated flag that gates each pay page, and whether this front draws
 * it. lib/agent/centre.ts reads it (and checks its entries' types); components/agent/AgentCentre.tsx has one
 * page per key (typed by it); the e2e suite reads it too, so this file imports nothing. The spec's list itself is
 * written once more, as the oracle, in tests/agent-centre.test.ts.
 */

/** The consolidated settings' flag of each kind of contract. */
export const AGENT_FLAGS = ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype'] as const;
export type AgentFlag = (typeof AGENT_FLAGS)[number];

export const AGENT_PAGES = [
  { key: 'agentAnnouncement', icon: 'MESSAGE', built: true },
  { key: 'agentTeamOverview', icon: 'AGENT', built: true },
  { key: 'registerCenter', icon: 'VIP', built: true },
  { key: 'downlineManagmentView', icon: 'AGENT', built: true },
  { key: 'personalHistoryCopy', icon: 'BETTING_RECORD', built: true },
  { key: 'palStatementsAgentCopy', icon: 'LOSS', built: true },
  { key: 'agentRevenueReport', icon: 'WALLET', built: true },
  { key: 'agentDownlineTransactionDetailsCopy', icon: 'ACCOUNT_RECORD', built: true },
  { key: 'agentDividendRecordCopy2', icon: 'REWARD', flag: 'divtypereq', built: true },
  { key: 'agentDailyWages2', icon: 'REBATE', flag: 'dailysalreqtype', built: true },
  { key: 'agentHourSalary', icon: 'SPEED', flag: 'contracthoursalreq', built: true },
  { key: 'agentRealtimeSalary', icon: 'REFRESH', flag: 'realtimesalreqtype', built: true },
] as const;
