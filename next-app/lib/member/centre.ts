/**
 * The personal centre's pages (spec 001 §2 "Personal centre"), in the spec's order, as one table: the menu,
 * the address (`?member=<key>`) and the header's entries read it. `built` marks the pages this front draws;
 * the menu lists only those, and an address naming another page does not open the centre.
 */
import type { IconName } from '@/components/icons/Icon';
import type { Features, SwitchName } from '../bff/generated';

/** Which red count a page's menu entry carries. */
export type CentreBadge = 'missions' | 'messages' | 'rewards';

export interface CentrePage {
  /** The spec's page key, as in `?member=securityCenter`. */
  key: string;
  icon: IconName;
  badge?: CentreBadge;
  /** Only while this feature switch is on (`/bff/bootstrap`'s `features`; the switch of the page's calls). */
  switch?: SwitchName;
  /** Only for a member with an upline (member info `toUpline`). */
  upline?: boolean;
  built: boolean;
}

export const CENTRE_PAGES = [
  { key: 'securityCenter', icon: 'SECURITY', built: true },
  { key: 'transferFund', icon: 'WALLET', built: true },
  { key: 'depositv2', icon: 'WALLET', built: true },
  { key: 'withdraw', icon: 'WALLET', built: true },
  { key: 'transferUpline', icon: 'AGENT', upline: true, built: true },
  { key: 'personalHistoryCopy', icon: 'BETTING_RECORD', built: true },
  { key: 'transactionHistory', icon: 'ACCOUNT_RECORD', built: true },
  { key: 'personalProfit', icon: 'LOSS', built: true },
  { key: 'bonusDetails', icon: 'REBATE', built: true },
  { key: 'rewardCenter', icon: 'REWARD', badge: 'rewards', switch: 'reward_centre', built: true },
  { key: 'referral', icon: 'AGENT', built: true },
  { key: 'missionLeaderboard', icon: 'REWARD', badge: 'missions', switch: 'missions', built: true },
  { key: 'messageV2', icon: 'MAILBOX', badge: 'messages', built: true },
  { key: 'manualRebate', icon: 'REBATE', switch: 'manual_rebate', built: true },
] as const satisfies readonly CentrePage[];

export type CentrePageKey = (typeof CENTRE_PAGES)[number]['key'];

/** The page the centre opens on. */
export const DEFAULT_CENTRE_PAGE: CentrePageKey = 'securityCenter';

/** The pages the menu lists: built ones, those of a switch only while it is on (reward centre, missions, manual rebate). */
export function centreMenu(features: Features): CentrePage[] {
  return CENTRE_PAGES.filter((p: CentrePage) => p.built && (p.switch === undefined || features[p.switch]));
}

/** The menu's entries for this member: transfer to upline only when there is an upline (its address still opens, and says why not). */
export function listedFor(pages: CentrePage[], toUpline: boolean): CentrePage[] {
  return pages.filter((p) => !p.upline || toUpline);
}

/** The page an address names, when the menu offers it; else null (the centre stays closed). */
export function centrePage(key: string | null, features: Features): CentrePage | null {
  return centreMenu(features).find((p) => p.key === key) ?? null;
}

/** Whether the header's entry for `key` opens a page the centre has. */
export function isCentrePage(key: string, features: Features): boolean {
  return centrePage(key, features) !== null;
}
