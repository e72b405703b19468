/**
 * How the team overview's figures are shown: in three groups (the team, its money, its betting), which of them
 * are amounts (shown as money; the rest are counts), and which the charts compare.
 */
import type { TeamOverview } from '../bff/calls/agent';

export type OverviewField = keyof TeamOverview;

export const OVERVIEW_GROUPS = [
  { key: 'team', fields: ['teamSize', 'directMembers', 'subAgents', 'newMembers', 'activeMembers', 'onlineMembers', 'firstDepositMembers'] },
  { key: 'money', fields: ['depositCount', 'depositAmount', 'withdrawalCount', 'withdrawalAmount', 'teamBalance', 'income'] },
  { key: 'betting', fields: ['betCount', 'betAmount', 'validBet', 'payout', 'profitLoss'] },
] as const satisfies readonly { key: string; fields: readonly OverviewField[] }[];

const AMOUNTS: ReadonlySet<OverviewField> = new Set([
  'depositAmount',
  'withdrawalAmount',
  'teamBalance',
  'income',
  'betAmount',
  'validBet',
  'payout',
  'profitLoss',
]);

export function isAmount(field: OverviewField): boolean {
  return AMOUNTS.has(field);
}

/** The tone of a bar: money in, money out, the team's betting, or its result (by its sign). */
export type BarTone = 'in' | 'out' | 'bet' | 'gain' | 'loss';

export interface ChartBar {
  field: OverviewField;
  value: number;
  tone: BarTone;
}

/** The two charts: deposits against withdrawals; bets, valid bets and payout against the team's result. */
export function overviewCharts(o: TeamOverview): { key: 'chart_money' | 'chart_bets'; bars: ChartBar[] }[] {
  return [
    {
      key: 'chart_money',
      bars: [
        { field: 'depositAmount', value: o.depositAmount, tone: 'in' },
        { field: 'withdrawalAmount', value: o.withdrawalAmount, tone: 'out' },
      ],
    },
    {
      key: 'chart_bets',
      bars: [
        { field: 'betAmount', value: o.betAmount, tone: 'bet' },
        { field: 'validBet', value: o.validBet, tone: 'bet' },
        { field: 'payout', value: o.payout, tone: 'bet' },
        { field: 'profitLoss', value: o.profitLoss, tone: o.profitLoss < 0 ? 'loss' : 'gain' },
      ],
    },
  ];
}
