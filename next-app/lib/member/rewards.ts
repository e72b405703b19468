/**
 * What the reward centre offers to claim (upstream-mocks/docs/rewards.md "Reward centre", the promotion claims):
 * the tickets waiting, and the promotions waiting that have no ticket of their own — an issued bonus or a reached
 * turnover target (claimed as an issued promotion), or a raffle with chances left (claimed as a raffle draw). A
 * promotion whose ticket is in the list is claimed through the ticket, so it shows once.
 */
import type { PromotionToClaim, Ticket } from '../bff/calls/records';

/** The raffles a ticket can be a chance of; each has its own name and a "draw" button. */
export const RAFFLE_TYPES: ReadonlySet<string> = new Set(['PRIZE_WHEEL', 'GOLDEN_EGG', 'RED_ENVELOPE', 'SLOT_MACHINE']);

export type ClaimType = 'BONUS' | 'PRIZE_WHEEL' | 'GOLDEN_EGG' | 'RED_ENVELOPE' | 'SLOT_MACHINE';

export interface Claimable {
  kind: 'ticket' | 'promotion';
  /** The ticket's id, or the promotion's. */
  id: number;
  /** The promotion it belongs to (a ticket outside any promotion has none). */
  promotionId: number | null;
  name: string;
  /** A bonus, or the raffle it draws (an unknown kind reads as a bonus). */
  type: ClaimType;
  /** Whether its claim draws a prize (the amount is not known before). */
  raffle: boolean;
  /** The amount it pays when known (a bonus), else null. */
  amount: number | null;
  chancesLeft: number | null;
  createTime: number | null;
  imageUrl: string;
}

/** A ticket's or raffle's type as the centre names it. */
export const claimType = (type: string | null): ClaimType => (type !== null && RAFFLE_TYPES.has(type) ? (type as ClaimType) : 'BONUS');

/** Tickets first (newest first, as the upstream lists them), then the promotions without a waiting ticket. */
export function claimables(tickets: readonly Ticket[], promotions: readonly PromotionToClaim[]): Claimable[] {
  const waiting = tickets.filter((t) => t.status === 'AVAILABLE');
  const covered = new Set(waiting.map((t) => t.promotionId).filter((id): id is number => id !== null));
  const fromTickets = waiting.map((t): Claimable => {
    const type = claimType(t.ticketType);
    return {
      kind: 'ticket',
      id: t.id,
      promotionId: t.promotionId,
      name: t.name,
      type,
      raffle: type !== 'BONUS',
      amount: type === 'BONUS' ? t.amount : null,
      chancesLeft: null,
      createTime: t.createTime,
      imageUrl: '',
    };
  });
  const seen = new Set<number>();
  const fromPromotions = promotions.flatMap((p): Claimable[] => {
    if (covered.has(p.id) || seen.has(p.id)) return [];
    // A raffle is claimable only while chances are left.
    if (p.raffleType !== null && !(p.chancesLeft !== null && p.chancesLeft > 0)) return [];
    seen.add(p.id);
    const raffle = p.raffleType !== null;
    return [
      {
        kind: 'promotion',
        id: p.id,
        promotionId: p.id,
        name: p.title,
        type: claimType(p.raffleType),
        raffle,
        amount: raffle ? null : p.bonusAmount,
        chancesLeft: raffle ? p.chancesLeft : null,
        createTime: null,
        imageUrl: p.imageUrl,
      },
    ];
  });
  return [...fromTickets, ...fromPromotions];
}
