/**
 * The agent centre's pages (spec 001 §2 "Agent centre"), in the spec's order, as one table: the menu and the
 * address (`?agent=<key>`) read it. The four pay pages are offered only while the consolidated contract
 * settings allow them (`/wps/member/info/funds/consolidated`: 0 no contract of that kind, 1 a contract in
 * force, 2 an offer waits for the agent's answer — shown with a badge). `built` marks the pages this front
 * draws; the menu lists only those, and an address naming another page does not open the centre.
 */
import type { IconName } from '@/components/icons/Icon';
import type { Features } from '../bff/generated';
import { AGENT_PAGES, type AgentFlag } from './pages';

export { AGENT_FLAGS, AGENT_PAGES, type AgentFlag } from './pages';

/** 0: no contract of that kind; 1: one in force; 2: an offer waits for this agent's answer. */
export type FlagValue = 0 | 1 | 2;
export type AgentFlags = Readonly<Record<AgentFlag, FlagValue>>;

export interface AgentPage {
  /** The spec's page key, as in `?agent=agentTeamOverview`. */
  key: string;
  icon: IconName;
  /** Only while this consolidated flag is 1 or 2. */
  flag?: AgentFlag;
  built: boolean;
}

// The table's entries are checked here, where the icon names are known (./pages has no imports, for e2e's sake).
AGENT_PAGES satisfies readonly AgentPage[];

export type AgentPageKey = (typeof AGENT_PAGES)[number]['key'];

/** The page the centre opens on (the header's and the right-hand bar's entries). */
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

/** The longest period the agent reports and the team overview take (upstream-mocks/docs/agent.md). */
export const AGENT_RANGE_DAYS = 62;

/** One entry of the menu: the page, and whether an offer waits for the agent's answer there (its badge). */
export interface AgentMenuEntry {
  page: AgentPage;
  waiting: boolean;
}

/** The menu for these flags: built pages, a flag-gated one only while its flag is 1 or 2, in the table's order. */
export function agentMenu(flags: AgentFlags, pages: readonly AgentPage[] = AGENT_PAGES): AgentMenuEntry[] {
  return pages
    .filter((p) => p.built && (p.flag === undefined || flags[p.flag] !== 0))
    .map((page) => ({ page, waiting: page.flag !== undefined && flags[page.flag] === 2 }));
}

/** The page an address names, when the menu offers it; else null (the centre stays closed). */
export function agentPage(key: string | null, flags: AgentFlags, pages: readonly AgentPage[] = AGENT_PAGES): AgentPage | null {
  return agentMenu(flags, pages).find((e) => e.page.key === key)?.page ?? null;
}

/** Whether an address could name a page of the centre before the flags are known (a built page of the table). */
export function isAgentPageKey(key: string | null, pages: readonly AgentPage[] = AGENT_PAGES): boolean {
  return pages.some((p) => p.built && p.key === key);
}

/** The centre has its default page: the header's and the right-hand bar's entries lead somewhere. */
export const AGENT_CENTRE_BUILT = isAgentPageKey(DEFAULT_AGENT_PAGE);

/** The brand offers the agent centre: built, and its switch (`agent_centre`) on. */
export function agentCentreOn(features: Features): boolean {
  return AGENT_CENTRE_BUILT && features.agent_centre;
}
