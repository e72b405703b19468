/**
 * Money in and out of the member's main wallet (spec 001 §7 "Member and wallet", §4 "Withdrawal
 * confirmation"): deposit channels, deposits and their records. Field names are the mock's
 * (upstream-mocks/docs/wallet.md): the upstream's own were not seen.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';
import { bankCards, type BankCard } from './member';
import { pageOf, type RecordPage } from '../page';
import type { Period } from './records';

/** The query of one page of a period's deposits or withdrawals (`status` '' or absent for all). */
export interface RecordQuery extends Period {
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
  return getCall('/wps/relay/MCSFE_getDepositRecords', { ...query }, (value) => pageOf(value, parseDeposit));
}

/** The withdrawal's rules for this member, and where it can be paid. */
export interface WithdrawSettings {
  minAmount: number;
  maxAmount: number;
  dailyTimes: number;
  remainingToday: number;
  available: number;
  /** Which password the request takes: the payment password, else the login password. */
  passwordType: 'PAYMENT' | 'LOGIN';
  /** An approved payout left unconfirmed this long counts as received. */
  autoConfirmMinutes: number;
  bankCards: BankCard[];
}

export function withdrawSettings(): BffCall<WithdrawSettings> {
  const cards = bankCards();
  return getCall('/wps/relay/MCSFE_getWithdrawSettings', { groupId: 0 }, (value) => {
    if (!isObj(value)) return null;
    const minAmount = num(value.minimumAmount);
    const maxAmount = num(value.maximumAmount);
    const available = num(value.availableBalance);
    if (minAmount === null || maxAmount === null || available === null) return null;
    return {
      minAmount,
      maxAmount,
      dailyTimes: num(value.dailyTimes) ?? 0,
      remainingToday: num(value.remainingTimesToday) ?? 0,
      available,
      passwordType: value.passwordType === 'LOGIN' ? 'LOGIN' : 'PAYMENT',
      autoConfirmMinutes: num(value.autoConfirmMinutes) ?? 0,
      bankCards: cards.parse(value) ?? [],
    };
  });
}

export type WithdrawStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';
const WITHDRAW_STATUSES: readonly WithdrawStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'];
export type ConfirmStatus = 'UNCONFIRMED' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED' | 'FORCIBLY_RECEIVED';
const CONFIRM_STATUSES: readonly ConfirmStatus[] = ['UNCONFIRMED', 'RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED', 'FORCIBLY_RECEIVED'];

export interface Withdrawal {
  withdrawId: number;
  referenceNo: string;
  amount: number;
  bankName: string;
  accountNo: string;
  status: WithdrawStatus;
  /** Null until the payout is approved. */
  confirmStatus: ConfirmStatus | null;
  /** Epoch ms: unconfirmed by then, it counts as received. */
  confirmDeadline: number | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  proofCount: number;
  submitTime: number;
  remark: string;
  reviewRemark: string;
}

export function parseWithdrawal(w: Obj): Withdrawal | null {
  const withdrawId = num(w.withdrawId);
  const amount = num(w.amount);
  const status = WITHDRAW_STATUSES.find((s) => s === w.status);
  if (withdrawId === null || amount === null || !status) return null;
  return {
    withdrawId,
    referenceNo: str(w.referenceNo),
    amount,
    bankName: str(w.bankName),
    accountNo: str(w.accountNo),
    status,
    confirmStatus: CONFIRM_STATUSES.find((s) => s === w.confirmStatus) ?? null,
    confirmDeadline: num(w.confirmDeadline),
    receivedAmount: num(w.receivedAmount),
    remainingAmount: num(w.remainingAmount),
    proofCount: Array.isArray(w.proofImages) ? w.proofImages.length : 0,
    submitTime: num(w.submitTime) ?? 0,
    remark: str(w.remark),
    reviewRemark: str(w.reviewRemark),
  };
}

const withdrawal = (value: unknown) => (isObj(value) ? parseWithdrawal(value) : null);

/** Requests a withdrawal; the password is checked upstream, and the BFF encrypts the body. */
export function submitWithdraw(input: { amount: number; bankCardId: number; password: string }): BffCall<Withdrawal> {
  return bodyCall('POST', '/wps/relay/passwordCheck/MCSFE_submitWithdraw', input, withdrawal);
}

export function withdrawRecords(query: RecordQuery): BffCall<RecordPage<Withdrawal>> {
  return getCall('/wps/relay/MCSFE_getWithdrawRecords', { ...query }, (value) => pageOf(value, parseWithdrawal));
}

/** The member's word on an approved payout: received; not received (with proof images); partly received. */
export type Confirmation =
  | { confirmStatus: 'RECEIVED' }
  | { confirmStatus: 'NOT_RECEIVED'; images: string[]; remark?: string }
  | { confirmStatus: 'PARTLY_RECEIVED'; receivedAmount: number; images?: string[]; remark?: string };

export function confirmWithdraw(withdrawId: number, confirmation: Confirmation): BffCall<Withdrawal> {
  return bodyCall('POST', '/wps/relay/MCSFE_confirmWithdraw', { withdrawId, ...confirmation }, withdrawal);
}

/** Sends money from the main wallet to the member's upline (agent). */
export interface UplineTransfer {
  transactionId: number;
  amount: number;
  uplineName: string;
  balance: number;
}

export function transferToUpline(input: { amount: number; remark: string }): BffCall<UplineTransfer> {
  return bodyCall('POST', '/wps/relay/MCSFE_transferToUpline', input, (value) => {
    if (!isObj(value)) return null;
    const transactionId = num(value.transactionId);
    const amount = num(value.amount);
    const balance = num(value.balance);
    if (transactionId === null || amount === null || balance === null) return null;
    return { transactionId, amount, uplineName: str(value.uplineName), balance };
  });
}
