/**
 * The member centre's community pages (spec 001 §2 "Personal centre"): invite friends (referral), missions and
 * the mailbox; shapes in upstream-mocks/docs/access.md ("MCSFE_getReferralDetails") and money.md ("Referral",
 * "Missions", "Mailbox").
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';

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
