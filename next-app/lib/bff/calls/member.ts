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

export function logout(): BffCall<true> {
  return bodyCall('POST', '/wps/session/logout', {}, anything);
}

/** The parts of the member's record the shell uses (spec 000 §3 "Member info"). */
export interface MemberInfo {
  account: string;
  nickname: string;
  /** VIP rank: above 4 gets the VIP customer service (spec 000 §6). */
  rankLevel: number;
  rankName: string;
}

export function memberInfo(): BffCall<MemberInfo> {
  return getCall('/wps/member/info', {}, (value) => {
    if (!isObj(value)) return null;
    const club = isObj(value.clubLabel) ? value.clubLabel : {};
    return { account: str(value.account), nickname: str(value.nickname), rankLevel: num(club.rankLevel) ?? 0, rankName: str(club.labelName) };
  });
}

const count = (value: unknown) => num(value) ?? null;

/** Unread mailbox messages (a bare number). */
export function unreadMessages(): BffCall<number> {
  return getCall('/wps/relay/EMFE_getInboxUnreadCount', {}, count);
}

/** Missions finished and waiting to be claimed (the mission badge). */
export function finishedMissions(): BffCall<number> {
  return getCall('/wps/relay/MCSFE_getMissionSummaryDetails', { status: 'F', page: 1, size: 1 }, (value) =>
    isObj(value) ? count(value.finishedCount) : null,
  );
}

/** Rewards waiting to be claimed (the reward-centre badge). */
export function availableRewards(): BffCall<number> {
  return getCall('/wps/relay/PROMOFE_getClaimTicketList', { isApp: 'N', status: 'AVAILABLE' }, (value) =>
    Array.isArray(value) ? value.length : null,
  );
}
