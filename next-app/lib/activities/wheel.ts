/**
 * The prize wheel's geometry (components/activities/PrizeWheel): the raffle's prizes as equal segments, the first
 * starting at the top and the rest following clockwise, under a pointer fixed at the top. Rotations are in degrees,
 * clockwise (CSS `rotate()`), and only ever grow, so each spin turns forward from where the last one stopped.
 */

/** How many whole turns a spin makes before it lands (with motion; none when the visitor asked for less). */
export const SPIN_TURNS = 5;

/** The share of a segment a landing may stray from its centre on either side (it never reaches the edges). */
export const MAX_STRAY = 0.35;

/** Each segment's angle. */
export const segmentAngle = (count: number): number => 360 / Math.max(1, count);

/** Where segment `index`'s centre lies on the wheel, clockwise from the top of the unturned wheel. */
export const segmentCentre = (index: number, count: number): number => (index + 0.5) * segmentAngle(count);

const mod360 = (degrees: number): number => ((degrees % 360) + 360) % 360;

/**
 * The rotation that brings segment `index` under the pointer: at least `turns` whole turns beyond `from` (and less
 * than one more), landing `stray` (−1 to 1, a share of `MAX_STRAY`) away from the segment's centre.
 */
export function landingRotation(index: number, count: number, from: number, { turns = SPIN_TURNS, stray = 0 } = {}): number {
  const offset = Math.max(-1, Math.min(1, stray)) * MAX_STRAY * (segmentAngle(count) / 2);
  const target = mod360(-(segmentCentre(index, count) + offset));
  const start = from + turns * 360;
  return start + mod360(target - start);
}

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAt(rotation: number, count: number): number {
  return Math.floor(mod360(-rotation) / segmentAngle(count)) % Math.max(1, count);
}

/** The wheel's face: a conic gradient of `count` segments in two alternating colours. */
export function wheelFace(count: number, colours: readonly [string, string]): string {
  const step = segmentAngle(count);
  const stops = Array.from({ length: count }, (_, i) => `${colours[i % 2]} ${i * step}deg ${(i + 1) * step}deg`);
  return `conic-gradient(${stops.join(', ')})`;
}

/**
 * Which segment (a position in `prizes`) a draw lands on: the prize at the place the upstream named, when its name
 * agrees; else the one prize of that name and amount; else null (the wheel then stays where it is rather than show
 * another prize).
 */
export function landingIndex(
  prizes: readonly { index: number; name: string; amount: number }[],
  drawn: { prizeIndex: number | null; prize: string | null; amount: number },
): number | null {
  const named = prizes.findIndex((p) => p.index === drawn.prizeIndex);
  if (named >= 0 && (drawn.prize === null || prizes[named]!.name === drawn.prize)) return named;
  const same = prizes.flatMap((p, i) => (p.name === drawn.prize && p.amount === drawn.amount ? [i] : []));
  return same.length === 1 ? same[0]! : null;
}
