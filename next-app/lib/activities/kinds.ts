/**
 * The raffles the member plays as an activity window (spec 001: a red envelope, a golden egg ticket and a wheel
 * ticket): each has its own game; other raffles (the slot machine, whose last chance is a reward-centre claim) keep
 * the plain draw button.
 */

export const ACTIVITY_TYPES = ['RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What opens an activity's window: the raffle promotion, its kind, and its name to show while it loads. */
export interface ActivityTarget {
  promotionId: number;
  type: ActivityType;
  title: string;
}

export const isActivityType = (type: string | null | undefined): type is ActivityType => ACTIVITY_TYPES.some((t) => t === type);

/** The activity a raffle is played as, or null (not a raffle, or one without a game of its own). */
export function activityOf(promotionId: number | null, raffleType: string | null | undefined, title: string): ActivityTarget | null {
  return promotionId !== null && isActivityType(raffleType) ? { promotionId, type: raffleType, title } : null;
}

/** How many eggs the golden egg offers to choose from. */
export const EGG_COUNT = 5;
