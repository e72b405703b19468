/**
 * Money in and out of the member's main wallet (spec 001 §7 "Member and wallet", §4 "Withdrawal
 * confirmation"): deposit channels, deposits and their records. Field names are the mock's
 * (upstream-mocks/docs/money.md): the upstream's own were not seen.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';

/** One page of a record list, as the upstream pages them. */
export interface RecordPage<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

function recordPage<T>(item: (o: Obj) => T | null): (value: unknown) => RecordPage<T> | null {
  return (value) => {
    if (!isObj(value) || !Array.isArray(value.list)) return null;
    return {
      list: listOf(value.list, item),
      pageNo: num(value.pageNo) ?? 1,
      totalPages: num(value.totalPages) ?? 1,
      totalCount: num(value.totalCount) ?? 0,
    };
  };
}

/** The query of one page of a period's records. */
export interface RecordQuery {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
  status?: string;
}

/** A way to pay in: a bank account, a QR or an e-wallet, with its limits. */
export interface DepositChannel {
  channelId: number;
  channelType: string;
  channelName: string;
  minAmount: number;
  maxAmount: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  /** False while the channel is under maintenance. */
  available: boolean;
}

export type DepositStatus = 'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED';
const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED'];

export interface Deposit {
  depositId: number;
  referenceNo: string;
  channelName: string;
  amount: number;
  status: DepositStatus;
  /** Epoch milliseconds. */
  submitTime: number;
  decideTime: number | null;
  payerName: string;
  reviewRemark: string;
}

export interface DepositSettings {
  /** False for accounts that may not deposit (trial). */
  allowed: boolean;
  currency: string;
  channels: DepositChannel[];
  /** The deposit waiting for review: one at a time. */
  pending: Deposit | null;
}

function parseChannel(c: Obj): DepositChannel | null {
  const channelId = num(c.channelId);
  const minAmount = num(c.minAmount);
  const maxAmount = num(c.maxAmount);
  if (channelId === null || minAmount === null || maxAmount === null) return null;
  return {
    channelId,
    channelType: str(c.channelType),
    channelName: str(c.channelName),
    minAmount,
    maxAmount,
    bankName: str(c.bankName),
    accountName: str(c.accountName),
    accountNo: str(c.accountNo),
    available: c.available !== false,
  };
}

export function parseDeposit(d: Obj): Deposit | null {
  const depositId = num(d.depositId);
  const amount = num(d.amount);
  const status = DEPOSIT_STATUSES.find((s) => s === d.status);
  if (depositId === null || amount === null || !status) return null;
  return {
    depositId,
    referenceNo: str(d.referenceNo),
    channelName: str(d.channelName),
    amount,
    status,
    submitTime: num(d.submitTime) ?? 0,
    decideTime: num(d.decideTime),
    payerName: str(d.payerName),
    reviewRemark: str(d.reviewRemark),
  };
}

export function depositSettings(): BffCall<DepositSettings> {
  return getCall('/wps/relay/MCSFE_getDepositSettings', {}, (value) => {
    if (!isObj(value) || !Array.isArray(value.channels)) return null;
    return {
      allowed: value.allowDeposit !== 'N',
      currency: str(value.currency),
      channels: listOf(value.channels, parseChannel),
      pending: isObj(value.pendingDeposit) ? parseDeposit(value.pendingDeposit) : null,
    };
  });
}

export function submitDeposit(input: { channelId: number; amount: number; payerName: string }): BffCall<Deposit> {
  return bodyCall('POST', '/wps/relay/MCSFE_submitDeposit', input, (value) => (isObj(value) ? parseDeposit(value) : null));
}

export function depositRecords(query: RecordQuery): BffCall<RecordPage<Deposit>> {
  return getCall('/wps/relay/MCSFE_getDepositRecords', { ...query }, recordPage(parseDeposit));
}

