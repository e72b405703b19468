/**
 * The member's records and rewards (spec 001 §2 "Personal centre", §7; upstream-mocks/docs/wallet.md "Records",
 * the manual rebate; rewards.md "Reward centre", the promotion claims): betting record, account record, personal profit
 * and loss, bonus details, reward-centre tickets, promotions waiting to be claimed, the manual rebate.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { claimed, type Claimed } from './raffles';
import { isObj, listOf, num, str, type Obj } from '../parse';
import { recordPage, type RecordPage } from '../page';

/** A period of whole days as the upstream takes it: `YYYY-MM-DD` (Bangkok days). */
export interface Period {
  startDate: string;
  endDate: string;
}

/** `n` as money, or null when it is not a number (a row without its amount is dropped). */
const money = (v: unknown) => num(v);

// ---- Betting record -------------------------------------------------------------------------------

export interface BetTotals {
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export interface BetRow extends Omit<BetTotals, 'betCount'> {
  id: number;
  time: number;
  gameType: string;
  vendor: string;
  gameName: string;
}

function betTotals(o: Obj): BetTotals | null {
  const betAmount = money(o.betAmount);
  const winLoss = money(o.winLoss);
  if (betAmount === null || winLoss === null) return null;
  return { betCount: num(o.betCount) ?? 0, betAmount, validBet: money(o.validBet) ?? 0, payout: money(o.payout) ?? 0, winLoss };
}

function betRow(o: Obj): BetRow | null {
  const id = num(o.betId);
  const time = num(o.betTime);
  const totals = betTotals(o);
  if (id === null || time === null || !totals) return null;
  const { betCount: _count, ...amounts } = totals;
  return { id, time, gameType: str(o.gameType), vendor: str(o.vassalage), gameName: str(o.gameName), ...amounts };
}

export interface BetFilter extends Period {
  /** A game type code (RNG, LIVE…), or '' for every type. */
  gameType: string;
  /** A vendor code (PG, JL…), or '' for every vendor. */
  vendor: string;
  pageNo: number;
  pageSize: number;
}

/** The betting record (`personalHistoryCopy`): bets newest first, with the totals of every matching bet. */
export function betHistory(f: BetFilter): BffCall<RecordPage<BetRow, BetTotals>> {
  return getCall(
    '/wps/relay/MCSFE_getBetHistory',
    { startDate: f.startDate, endDate: f.endDate, gameType: f.gameType, vassalage: f.vendor, pageNo: f.pageNo, pageSize: f.pageSize },
    (value) => recordPage(value, betRow, betTotals),
  );
}

// ---- Account record and bonus details -------------------------------------------------------------

/** The account record's movement types (wallet.md "Records"). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WALLET_TRANSFER',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'BONUS',
  'REBATE',
  'POINT_CONVERSION',
  'SALARY',
  'DIVIDEND',
  'BET_SETTLEMENT',
  'ADJUSTMENT',
] as const;

/** The bonus details' movement types. */
export const BONUS_TYPES = ['BONUS', 'REBATE'] as const;

export interface TransactionRow {
  id: number;
  time: number;
  /** The type's code (DEPOSIT…) and the upstream's name of it in the member's language. */
  type: string;
  typeName: string;
  /** Signed: money in is positive. */
  amount: number;
  /** Null where the list does not carry it. */
  balanceAfter: number | null;
  remark: string;
}

function transactionRow(o: Obj): TransactionRow | null {
  const id = num(o.transactionId);
  const amount = money(o.amount);
  if (id === null || amount === null) return null;
  return {
    id,
    time: num(o.transactionTime) ?? num(o.createTime) ?? 0,
    type: str(o.transactionType),
    typeName: str(o.transactionTypeName),
    amount,
    balanceAfter: money(o.balanceAfter),
    remark: str(o.remark),
  };
}

export interface MoneyTotals {
  totalIn: number;
  totalOut: number;
}

export interface TransactionFilter extends Period {
  /** One type code, or '' for every type. */
  type: string;
  pageNo: number;
  pageSize: number;
}

/** A list of main-wallet movements with its own totals (the account record, the bonus details). */
function movements<Summary>(path: string, f: TransactionFilter, summary: (o: Obj) => Summary | null): BffCall<RecordPage<TransactionRow, Summary>> {
  return getCall(path, { startDate: f.startDate, endDate: f.endDate, type: f.type, pageNo: f.pageNo, pageSize: f.pageSize }, (value) =>
    recordPage(value, transactionRow, summary),
  );
}

/** The account record (`transactionHistory`): every movement of the main wallet, with money in and out. */
export function transactionHistory(f: TransactionFilter): BffCall<RecordPage<TransactionRow, MoneyTotals>> {
  return movements('/wps/relay/MCSFE_getTransactionHistory', f, (o) => {
    const totalIn = money(o.totalIn);
    const totalOut = money(o.totalOut);
    return totalIn === null || totalOut === null ? null : { totalIn, totalOut };
  });
}

export interface BonusTotals {
  totalBonus: number;
  totalRebate: number;
  total: number;
}

/** Bonus details (`bonusDetails`): the bonus and rebate movements, with their totals. */
export function bonusDetails(f: TransactionFilter): BffCall<RecordPage<TransactionRow, BonusTotals>> {
  return movements('/wps/relay/MCSFE_getBonusDetails', f, (o) => {
    const total = money(o.total);
    return total === null ? null : { totalBonus: money(o.totalBonus) ?? 0, totalRebate: money(o.totalRebate) ?? 0, total };
  });
}

// ---- Personal profit and loss ---------------------------------------------------------------------

export interface ProfitLossRow extends BetTotals {
  gameType: string;
}

export interface ProfitLoss {
  rows: ProfitLossRow[];
  total: BetTotals;
  deposit: number;
  withdrawal: number;
  bonus: number;
  rebate: number;
}

export interface ProfitLossFilter extends Period {
  /** A game type code, or '' for every type. */
  gameType: string;
}

/** Personal profit and loss (`personalProfit`): per game type, and the period's money in and out. */
export function profitLoss(f: ProfitLossFilter): BffCall<ProfitLoss> {
  return getCall('/wps/relay/MCSFE_getProfitLoss', { startDate: f.startDate, endDate: f.endDate, gameType: f.gameType }, (value) => {
    if (!isObj(value) || !Array.isArray(value.rows) || !isObj(value.total)) return null;
    const total = betTotals(value.total);
    if (!total) return null;
    const rows = listOf(value.rows, (o) => {
      const totals = betTotals(o);
      return totals && { gameType: str(o.gameType), ...totals };
    });
    return {
      rows,
      total,
      deposit: money(value.deposit) ?? 0,
      withdrawal: money(value.withdrawal) ?? 0,
      bonus: money(value.bonus) ?? 0,
      rebate: money(value.rebate) ?? 0,
    };
  });
}

// ---- Reward centre --------------------------------------------------------------------------------

export type TicketStatus = 'AVAILABLE' | 'CLAIMED';

/** A reward-centre ticket: a bonus to take, or a raffle's chance (PRIZE_WHEEL, GOLDEN_EGG, RED_ENVELOPE, SLOT_MACHINE). */
export interface Ticket {
  id: number;
  name: string;
  /** BONUS or the raffle's type. */
  ticketType: string;
  amount: number;
  status: TicketStatus;
  promotionId: number | null;
  createTime: number;
  claimTime: number | null;
  /** The prize a claimed raffle ticket drew. */
  prize: string | null;
}

function ticket(o: Obj): Ticket | null {
  const id = num(o.transactionId);
  const status = o.status === 'AVAILABLE' || o.status === 'CLAIMED' ? o.status : null;
  if (id === null || status === null) return null;
  return {
    id,
    name: str(o.name),
    ticketType: str(o.ticketType),
    amount: money(o.amount) ?? 0,
    status,
    promotionId: num(o.promotionId),
    createTime: num(o.createTime) ?? 0,
    claimTime: num(o.claimTime),
    prize: typeof o.prize === 'string' && o.prize ? o.prize : null,
  };
}

/** The reward centre's tickets, newest first (`value` is a bare array). */
export function claimTickets(status: TicketStatus): BffCall<Ticket[]> {
  return getCall('/wps/relay/PROMOFE_getClaimTicketList', { isApp: 'N', status }, (value) => (Array.isArray(value) ? listOf(value, ticket) : null));
}

/** Claims one ticket: a bonus pays its amount, a raffle ticket draws a prize. */
export function claimTicket(id: number): BffCall<Claimed> {
  return bodyCall('POST', '/wps/relay/PROMOFE_claimTicket', { transactionId: id, isApp: 'N' }, claimed);
}

/** A promotion waiting for the member: ISSUED (bonus approved) or CLAIM (target reached, or raffle chances left). */
export interface PromotionToClaim {
  id: number;
  title: string;
  status: 'ISSUED' | 'CLAIM';
  bonusAmount: number | null;
  /** The raffle's type for a raffle (its claim draws a prize), else null. */
  raffleType: string | null;
  chancesLeft: number | null;
  imageUrl: string;
}

/** The member's promotions in one claimable status (the list's `status` takes one value). */
export function promotionsToClaim(status: PromotionToClaim['status']): BffCall<PromotionToClaim[]> {
  return getCall('/wps/relay/PROMOFE_getPromotions', { status, pageNo: 1, pageSize: 50 }, (value) => {
    if (!isObj(value) || !Array.isArray(value.list)) return null;
    return listOf(value.list, (o) => {
      const id = num(o.promotionId);
      if (id === null || o.status !== status) return null;
      const raffleType = typeof o.raffleType === 'string' && o.raffleType ? o.raffleType : null;
      return { id, title: str(o.title), status, bonusAmount: money(o.bonusAmount), raffleType, chancesLeft: num(o.chancesLeft), imageUrl: str(o.imageUrl) };
    });
  });
}

/** Pays an issued bonus, or a turnover promotion that reached its target. */
export function claimIssuedPromotion(promotionId: number): BffCall<Claimed> {
  return bodyCall('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId }, claimed);
}

// ---- Manual rebate (module MANPLAYREB3) ---------------------------------------------------------

export interface RebateRow {
  gameType: string;
  validBet: number;
  /** Percent (0.8 = 0.8 %). */
  rate: number;
  rebate: number;
}

export interface ManualRebate {
  /** Null before the first claim. */
  lastClaimTime: number | null;
  rows: RebateRow[];
  totalValidBet: number;
  totalRebate: number;
  minimumClaim: number;
  claimable: boolean;
}

/** The rebate on valid bets since the last claim, per game type. */
export function manualRebate(): BffCall<ManualRebate> {
  return getCall('/wps/relay/MCSFE_getManualRebate', {}, (value) => {
    if (!isObj(value) || !Array.isArray(value.rows)) return null;
    const totalRebate = money(value.totalRebate);
    if (totalRebate === null) return null;
    const rows = listOf(value.rows, (o) => {
      const rebate = money(o.rebate);
      return rebate === null ? null : { gameType: str(o.gameType), validBet: money(o.validBet) ?? 0, rate: num(o.rate) ?? 0, rebate };
    });
    return {
      lastClaimTime: num(value.lastClaimTime),
      rows,
      totalValidBet: money(value.totalValidBet) ?? 0,
      totalRebate,
      minimumClaim: money(value.minimumClaim) ?? 0,
      claimable: value.claimable === true,
    };
  });
}

/** Claims the manual rebate: credited to the main wallet; the count starts again. */
export function claimManualRebate(): BffCall<{ amount: number; balance: number | null }> {
  return bodyCall('POST', '/wps/relay/MCSFE_claimManualRebate', {}, (value) => {
    const c = claimed(value);
    return c && { amount: c.amount, balance: c.balance };
  });
}
