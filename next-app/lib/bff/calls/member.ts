/** The member's own state shown by the shell: session, balance, record, badges (spec 000 §7, spec 001 §7 "Member"). */
import { bodyCall, getCall, type BffCall } from '../call';
import { anything, isObj, num, str } from '../parse';
import { parseBalance, parseSession, type Balance, type Session } from '../types';

export function session(): BffCall<Session> {
  return getCall('/bff/session', {}, parseSession);
}

export function balance(): BffCall<Balance> {
  return getCall('/wps/v2/wallets/balance', { typeId: 0 }, parseBalance);
}

/** Logout by the specification's `DELETE` (spec 000 §7); the BFF falls back to `POST {}` for an upstream that wants it. */
export function logout(): BffCall<true> {
  return bodyCall('DELETE', '/wps/session/logout', undefined, anything);
}

/** The parts of the member's record the shell uses (spec 000 §3 "Member info"). */
export interface MemberInfo {
  account: string;
  nickname: string;
  /** VIP rank: above 4 gets the VIP customer service (spec 000 §6). */
  rankLevel: number;
  rankName: string;
  /** Masked by the upstream (`0812345****`, `de***@…`); empty when not given. */
  mobile: string;
  email: string;
  /** The member's labels (`memberLabel`). */
  labels: string[];
  /** The profile picture's address; empty for none. */
  avatar: string;
  hasPaymentPassword: boolean;
  /** The member has an upline (an agent) to transfer money to. */
  toUpline: boolean;
}

export function memberInfo(): BffCall<MemberInfo> {
  return getCall('/wps/member/info', {}, (value) => {
    if (!isObj(value)) return null;
    const club = isObj(value.clubLabel) ? value.clubLabel : {};
    return {
      account: str(value.account),
      nickname: str(value.nickname),
      rankLevel: num(club.rankLevel) ?? 0,
      rankName: str(club.labelName),
      mobile: str(value.mobile),
      email: str(value.email),
      labels: Array.isArray(value.memberLabel) ? value.memberLabel.map(str).filter(Boolean) : [],
      avatar: str(value.avatar),
      hasPaymentPassword: value.hasPaymentPassword === true,
      toUpline: value.toUpline === true,
    };
  });
}

/** The VIP rank and this month's turnover against what the next rank needs (spec 001 §7 "Member"). */
export interface RankProgress {
  rankName: string;
  /** Null at the top rank. */
  nextRankName: string | null;
  actual: number;
  expected: number;
  /** 0 to 1. */
  progress: number;
}

export function rankProgress(): BffCall<RankProgress> {
  return getCall('/wps/relay/MCSFE_getPlayerRankProgress', {}, (value) => {
    if (!isObj(value)) return null;
    const turnover = isObj(value.monthlyTurnover) ? value.monthlyTurnover : {};
    const progress = num(value.progress);
    if (progress === null) return null;
    return {
      rankName: str(value.playerRankName),
      nextRankName: typeof value.nextRankName === 'string' && value.nextRankName ? value.nextRankName : null,
      actual: num(turnover.actual) ?? 0,
      expected: num(turnover.expected) ?? 0,
      progress: Math.min(1, Math.max(0, progress)),
    };
  });
}

const count = (value: unknown) => num(value) ?? null;

/** Unread mailbox messages (a bare number). */
export function unreadMessages(): BffCall<number> {
  return getCall('/wps/relay/EMFE_getInboxUnreadCount', {}, count);
}

/** Missions finished and waiting to be claimed (the mission badge). */
export function finishedMissions(): BffCall<number> {
  return getCall('/wps/relay/MCSFE_getMissionSummaryDetails', { status: 'F', page: 1, size: 1 }, (value) => (isObj(value) ? count(value.finishedCount) : null));
}

/** Rewards waiting to be claimed (the reward-centre badge). */
export function availableRewards(): BffCall<number> {
  return getCall('/wps/relay/PROMOFE_getClaimTicketList', { isApp: 'N', status: 'AVAILABLE' }, (value) => (Array.isArray(value) ? value.length : null));
}

/** One wallet of the member: the main wallet (account type 2) or a vendor's game wallet. */
export interface Wallet {
  accountTypeId: number;
  name: string;
  balance: number;
}

/** The member's wallets and their total (spec 001 §7 "Member and wallet"). */
export interface Wallets extends Balance {
  wallets: Wallet[];
}

/** The main wallet's account type. */
export const MAIN_WALLET = 2;

function parseWallets(value: unknown): Wallets | null {
  const total = parseBalance(value);
  if (!total || !isObj(value) || !Array.isArray(value.balance)) return null;
  const wallets = value.balance.flatMap((w): Wallet[] => {
    if (!isObj(w)) return [];
    const id = num(w.accountTypeId);
    const balance = num(w.availBalance);
    return id === null || balance === null ? [] : [{ accountTypeId: id, name: str(w.accountTypeName), balance }];
  });
  return { ...total, wallets };
}

/** Every wallet with its balance (the header's total comes from the same call). */
export function wallets(): BffCall<Wallets> {
  return getCall('/wps/v2/wallets/balance', { typeId: 0 }, parseWallets);
}

/** Whether the merchant runs a single wallet (no game wallets, no transfers). */
export function singleWallet(): BffCall<boolean> {
  return getCall('/wps/relay/GCS_merchantWallet', {}, (value) => (isObj(value) && typeof value.isSingle === 'boolean' ? value.isSingle : null));
}

/** Moves money between the main wallet and one game wallet; answers the wallets after. */
export function walletTransfer(fromAccountTypeId: number, toAccountTypeId: number, amount: number): BffCall<Wallets> {
  return bodyCall('POST', '/wps/relay/GCS_walletTransfer', { fromAccountTypeId, toAccountTypeId, amount }, (value) =>
    isObj(value) ? parseWallets(value.balance) : null,
  );
}

/** Sets the payment password, or changes it (`oldPassword` once one is set); the BFF encrypts the body. */
export function setPaymentPassword(input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }): BffCall<true> {
  return bodyCall('POST', '/wps/member/paymentPassword', input, (value) => (value === true ? true : null));
}

/** A bank card the member withdraws to (the account number masked by the upstream). */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

/** A list of bank cards as the upstream writes them (`bankCardId`, `bankName`, …); null when it is not a list. */
export function parseBankCards(list: unknown): BankCard[] | null {
  if (!Array.isArray(list)) return null;
  return list.flatMap((c): BankCard[] => {
    const id = isObj(c) ? num(c.bankCardId) : null;
    if (!isObj(c) || id === null) return [];
    return [{ id, bankName: str(c.bankName), accountName: str(c.accountName), accountNo: str(c.accountNo), isDefault: c.isDefault === true }];
  });
}

/** The member's bank cards, from the withdrawal settings. */
export function bankCards(): BffCall<BankCard[]> {
  return getCall('/wps/relay/MCSFE_getWithdrawSettings', { groupId: 0 }, (value) => (isObj(value) ? parseBankCards(value.bankCards) : null));
}
