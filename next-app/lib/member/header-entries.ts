/**
 * The header's member entries (spec 000 §2 "Header", spec 001 §2 "Personal centre") as one table: the logged-in
 * menu (my account, agent, manual rebate, account record, betting record, mailbox) and the icon menu
 * (information, betting record, loss, rebate, reward, security), each with the centre page it opens. An entry is
 * shown only when its page is one the centre offers (built, switched on, manual rebate with `manual_rebate`), so
 * none leads nowhere; sign out is the menus' own.
 */
import type { IconName } from '@/components/icons/Icon';
import { agentCentreOn } from '../agent/centre';
import type { Features } from '../bff/generated';
import { isCentrePage, type CentreBadge, type CentrePageKey } from './centre';

export type HeaderLabel =
  | 'my_account'
  | 'agent'
  | 'manual_rebate'
  | 'account_record'
  | 'betting_record'
  | 'mailbox'
  | 'information'
  | 'loss'
  | 'rebate'
  | 'reward'
  | 'security';

export interface HeaderEntry {
  /** Also the test id: `menu-<key>`. */
  key: string;
  /** The text's key in the `header` namespace. */
  label: HeaderLabel;
  icon: IconName;
  /** The centre page it opens; 'agent' for the agent centre. */
  opens: CentrePageKey | 'agent';
  badge?: CentreBadge;
}

/** The logged-in menu, in the spec's order (sign out follows). */
export const ACCOUNT_ENTRIES: readonly HeaderEntry[] = [
  { key: 'account', label: 'my_account', icon: 'INFORMATION', opens: 'securityCenter' },
  { key: 'agent', label: 'agent', icon: 'AGENT', opens: 'agent' },
  { key: 'manual-rebate', label: 'manual_rebate', icon: 'REBATE', opens: 'manualRebate' },
  { key: 'account-record', label: 'account_record', icon: 'ACCOUNT_RECORD', opens: 'transactionHistory' },
  { key: 'betting-record', label: 'betting_record', icon: 'BETTING_RECORD', opens: 'personalHistoryCopy' },
  { key: 'mailbox', label: 'mailbox', icon: 'MAILBOX', opens: 'messageV2', badge: 'messages' },
];

/** The icon menu, in the spec's order (sign out follows). */
export const ICON_ENTRIES: readonly HeaderEntry[] = [
  { key: 'information', label: 'information', icon: 'INFORMATION', opens: 'messageV2', badge: 'messages' },
  { key: 'betting', label: 'betting_record', icon: 'BETTING_RECORD', opens: 'personalHistoryCopy' },
  { key: 'loss', label: 'loss', icon: 'LOSS', opens: 'personalProfit' },
  { key: 'rebate', label: 'rebate', icon: 'REBATE', opens: 'bonusDetails' },
  { key: 'reward', label: 'reward', icon: 'REWARD', opens: 'rewardCenter', badge: 'rewards' },
  { key: 'security', label: 'security', icon: 'SECURITY', opens: 'securityCenter' },
];

export interface EntryContext {
  /** The brand switches the personal centre on (`member_centre`). The agent centre's switch is among `features`. */
  centre: boolean;
  /** The brand's feature switches (pages of a switch that is off are not offered). */
  features: Features;
  /** The member is an agent (agent display allowed). */
  agent: boolean;
}

/** The entries of `entries` that open something for this member. */
export function visibleEntries(entries: readonly HeaderEntry[], ctx: EntryContext): HeaderEntry[] {
  return entries.filter((e) => (e.opens === 'agent' ? ctx.agent && agentCentreOn(ctx.features) : ctx.centre && isCentrePage(e.opens, ctx.features)));
}
