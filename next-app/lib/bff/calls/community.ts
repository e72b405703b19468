/**
 * The member centre's community pages (spec 001 §2 "Personal centre"): invite friends (referral), missions and
 * the mailbox, and the bank cards of my account; shapes in upstream-mocks/docs/access.md ("MCSFE_getReferralDetails")
 * rewards.md ("Referral", "Missions", "Mailbox") and wallet.md ("Bank cards").
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';
import { parseBankCards, type BankCard } from './member';

/** One page of a list the upstream pages itself (`{list, pageNo, totalCount, totalPages}`). */
export interface ListPage<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalCount: number;
}

function listPage<T>(value: unknown, item: (o: Obj) => T | null): ListPage<T> | null {
  if (!isObj(value) || !Array.isArray(value.list)) return null;
  const items = listOf(value.list, item);
  return {
    items,
    page: Math.max(1, num(value.pageNo) ?? 1),
    totalPages: Math.max(1, num(value.totalPages) ?? 1),
    totalCount: num(value.totalCount) ?? items.length,
  };
}

// ---- Referral ----

export interface ReferralDetails {
  /** Null when the member has none and none could be made. */
  code: string | null;
  invitations: number;
}

/** The member's referral code (made on first ask) and how many registered with it. */
export function referralDetails(): BffCall<ReferralDetails> {
  return getCall('/wps/relay/MCSFE_getReferralDetails', { autoGenerate: true }, (value) =>
    isObj(value) ? { code: str(value.referralCode) || null, invitations: num(value.totalInvitations) ?? 0 } : null,
  );
}

/** A member who registered with the code (the name masked by the upstream). */
export interface Invitation {
  account: string;
  registerTime: number;
  /** Null until the invitee's first credited deposit. */
  firstDepositTime: number | null;
}

export function invitations(page: number, pageSize: number): BffCall<ListPage<Invitation>> {
  return getCall('/wps/relay/MCSFE_getReferralInvitations', { pageNo: page, pageSize }, (value) =>
    listPage(value, (o) => {
      const registerTime = num(o.registerTime);
      return registerTime === null ? null : { account: str(o.account), registerTime, firstDepositTime: num(o.firstDepositTime) };
    }),
  );
}

// ---- Missions (module MISSIONLB3) ----

/** The summary's status filter: O open (not claimed yet), F finished and waiting to be claimed, C claimed. */
export type MissionFilter = 'O' | 'F' | 'C';
export const MISSION_FILTERS: readonly MissionFilter[] = ['O', 'F', 'C'];

export type MissionStatus = 'IN_PROGRESS' | 'FINISHED' | 'CLAIMED';

export interface Mission {
  id: number;
  title: string;
  description: string;
  period: 'DAILY' | 'WEEKLY';
  periodEnd: number;
  /** Money metrics (valid bets, deposits) are amounts; the others counts. */
  isMoney: boolean;
  target: number;
  reached: number;
  /** 0 to 100. */
  percent: number;
  status: MissionStatus;
  reward: number;
}

export interface MissionPage extends ListPage<Mission> {
  finishedCount: number;
  claimedCount: number;
}

const MONEY_METRICS = ['VALID_BET', 'DEPOSITS'];

function parseMission(o: Obj): Mission | null {
  const id = num(o.missionId);
  const status = str(o.status);
  if (id === null || !['IN_PROGRESS', 'FINISHED', 'CLAIMED'].includes(status)) return null;
  return {
    id,
    title: str(o.title),
    description: str(o.description),
    period: o.period === 'WEEKLY' ? 'WEEKLY' : 'DAILY',
    periodEnd: num(o.periodEnd) ?? 0,
    isMoney: MONEY_METRICS.includes(str(o.metric)),
    target: num(o.targetValue) ?? 0,
    reached: num(o.reachedValue) ?? 0,
    percent: Math.min(100, Math.max(0, num(o.percent) ?? 0)),
    status: status as MissionStatus,
    reward: num(o.reward) ?? 0,
  };
}

export function missions(status: MissionFilter, page: number, size: number): BffCall<MissionPage> {
  return getCall('/wps/relay/MCSFE_getMissionSummaryDetails', { status, page, size }, (value) => {
    const list = listPage(value, parseMission);
    if (!list || !isObj(value)) return null;
    return { ...list, finishedCount: num(value.finishedCount) ?? 0, claimedCount: num(value.claimedCount) ?? 0 };
  });
}

export interface LeaderboardRow {
  /** 0 for the member's own row when not on the board. */
  rank: number;
  playerName: string;
  reached: number;
}

export interface Leaderboard {
  rows: LeaderboardRow[];
  mine: LeaderboardRow;
}

function parseRow(o: Obj): LeaderboardRow | null {
  const rank = num(o.rank);
  return rank === null ? null : { rank, playerName: str(o.playerName), reached: num(o.reachedValue) ?? 0 };
}

/** The current period's top players of a mission, and the member's own row. */
export function missionLeaderboard(missionId: number): BffCall<Leaderboard> {
  return getCall('/wps/relay/MCSFE_getMissionLeaderboard', { missionId }, (value) => {
    if (!isObj(value) || !isObj(value.footer)) return null;
    const mine = parseRow(value.footer);
    return mine ? { rows: listOf(value.list, parseRow), mine } : null;
  });
}

/** Claims a finished mission's reward into the main wallet; answers the reward paid. */
export function claimMission(missionId: number): BffCall<{ reward: number }> {
  return bodyCall('POST', '/wps/relay/MCSFE_claimMission', { missionId }, (value) =>
    isObj(value) && num(value.reward) !== null ? { reward: num(value.reward) ?? 0 } : null,
  );
}

// ---- Mailbox ----

export type MailCategory = 'SYSTEM' | 'PROMOTION' | 'TRANSACTION';
export const MAIL_CATEGORIES: readonly MailCategory[] = ['SYSTEM', 'PROMOTION', 'TRANSACTION'];

/** One message, in the language the BFF asked for. */
export interface Mail {
  id: number;
  category: MailCategory | null;
  title: string;
  /** Plain text. */
  content: string;
  createTime: number;
  isRead: boolean;
}

export interface MailPage extends ListPage<Mail> {
  unreadCount: number;
}

function parseMail(o: Obj): Mail | null {
  const id = num(o.id);
  if (id === null) return null;
  const category = MAIL_CATEGORIES.find((c) => c === o.category) ?? null;
  return { id, category, title: str(o.title), content: str(o.content), createTime: num(o.createTime) ?? 0, isRead: o.isRead === true };
}

/** The member's messages, newest first; `category` and `isRead` narrow them (null: all). */
export function inbox(filter: { category: MailCategory | null; isRead: boolean | null }, page: number, pageSize: number): BffCall<MailPage> {
  return getCall('/wps/relay/EMFE_getInboxList', { category: filter.category, isRead: filter.isRead, pageNo: page, pageSize }, (value) => {
    const list = listPage(value, parseMail);
    return list && isObj(value) ? { ...list, unreadCount: num(value.unreadCount) ?? 0 } : null;
  });
}

/** Which messages an action takes: some by id, or every one of the member's. */
export type MailSelection = { ids: number[] } | { all: true };

const unreadAfter = (value: unknown) => num(value);

/** Marks messages read; answers the new unread count. */
export function markMailRead(selection: MailSelection): BffCall<number> {
  return bodyCall('POST', '/wps/relay/EMFE_markInboxRead', selection, unreadAfter);
}

/** Deletes messages; answers the new unread count. */
export function deleteMail(selection: MailSelection): BffCall<number> {
  return bodyCall('DELETE', '/wps/relay/EMFE_deleteInbox', selection, unreadAfter);
}

// ---- Bank cards (my account) ----

/** A bank a card may be at, and the digits of its account numbers. */
export interface Bank {
  code: string;
  name: string;
  accountLength: number;
}

export function banks(): BffCall<Bank[]> {
  return getCall('/wps/relay/MCSFE_getBankList', {}, (value) =>
    Array.isArray(value)
      ? listOf(value, (o) => {
          const accountLength = num(o.accountLength);
          return str(o.bankCode) && accountLength ? { code: str(o.bankCode), name: str(o.bankName), accountLength } : null;
        })
      : null,
  );
}

/** Adds a bank card; answers it (the number masked). */
export function addBankCard(card: { bankCode: string; accountNo: string; accountName: string }): BffCall<BankCard> {
  return bodyCall('POST', '/wps/relay/MCSFE_addBankCard', card, (value) => parseBankCards([value])?.[0] ?? null);
}

/** Removes a bank card; answers the cards left (the shape the withdrawal settings list them in). */
export function removeBankCard(bankCardId: number): BffCall<BankCard[]> {
  return bodyCall('POST', '/wps/relay/MCSFE_deleteBankCard', { bankCardId }, parseBankCards);
}
