/**
 * Proof images a member uploads (spec 001 §5: png or jpg only, at most 5 MB each, at most 3): checked in
 * the browser before anything is sent, by size, count and the file's own first bytes (its signature), so
 * a renamed file is refused as the upstream would refuse it. Sent as `data:` URLs (Base64), as the
 * upstream takes images.
 */

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFormat = 'png' | 'jpg';
export type ImageProblem = 'type' | 'size' | 'count';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];

/** The format a file's first bytes say, or null for anything but PNG and JPEG. */
export function imageFormat(head: Uint8Array): ImageFormat | null {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPG)) return 'jpg';
  return null;
}

/** A file as the check needs it: its size and its first bytes. */
export interface Candidate {
  size: number;
  head: Uint8Array;
}

/** Why a file is refused, given how many are chosen already; null when it may be added. */
export function imageProblem(file: Candidate, alreadyChosen: number): ImageProblem | null {
  if (alreadyChosen >= MAX_IMAGES) return 'count';
  if (imageFormat(file.head) === null) return 'type';
  if (file.size > MAX_IMAGE_BYTES || file.size === 0) return 'size';
  return null;
}

/** The first bytes of a browser file (enough for the signatures). */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
}

/** A browser file as a `data:` URL. */
export function dataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
