/** Sign-in calls: the BFF's human check, and the upstream's login, captcha and SMS calls (spec 000 §7). */
import { bodyCall, type BffCall } from '../call';
import { isObj, num, str } from '../parse';

/** A slider challenge issued by the BFF (docs/interfaces.md "Human check"). */
export interface HumanChallenge {
  id: string;
  /** The background's natural size, in image pixels (the answer is in these pixels). */
  width: number;
  height: number;
  pieceSize: number;
  /** Where the piece is drawn, top edge, in image pixels; it slides horizontally from x = 0. */
  pieceY: number;
  background: string;
  piece: string;
  expiresInSeconds: number;
}

/** Only inline PNGs are drawn: nothing the challenge carries can point the page elsewhere. */
const pngDataUrl = (v: unknown): string | null => (typeof v === 'string' && v.startsWith('data:image/png;base64,') ? v : null);

export function parseHumanChallenge(value: unknown): HumanChallenge | null {
  if (!isObj(value)) return null;
  const id = str(value.id);
  const width = num(value.width);
  const height = num(value.height);
  const pieceSize = num(value.pieceSize);
  const pieceY = num(value.pieceY);
  const background = pngDataUrl(value.background);
  const piece = pngDataUrl(value.piece);
  if (!id || !width || !height || !pieceSize || pieceY === null || !background || !piece) return null;
  if (pieceSize >= width || pieceY < 0 || pieceY + pieceSize > height) return null;
  return { id, width, height, pieceSize, pieceY, background, piece, expiresInSeconds: num(value.expiresInSeconds) ?? 60 };
}

export function humanCheck(): BffCall<HumanChallenge> {
  return bodyCall('POST', '/bff/human-check', {}, parseHumanChallenge);
}

/** Answers a challenge; success sets the single-use pass cookie. A wrong answer is a `human_check.failed` error. */
export function answerHumanCheck(id: string, answer: { x: number; durationMs: number }): BffCall<true> {
  return bodyCall('POST', `/bff/human-check/${encodeURIComponent(id)}`, { x: answer.x, durationMs: answer.durationMs }, (value) =>
    isObj(value) && value.passed === true ? true : null,
  );
}
