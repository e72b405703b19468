/**
 * Images a member attaches (spec 001 §4, §5, §9: png or jpg, at most 5 MB each, at most 3): a promotion's
 * application, a withdrawal's proof. Checked in the browser before anything is sent, by count, size and the
 * file's own first bytes (its signature), so a renamed file is refused as the upstream would refuse it. Sent
 * as `data:` URLs (Base64 in JSON), as the upstream takes images.
 */

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFormat = 'png' | 'jpg';
export type ImageProblem = 'type' | 'size' | 'count';

/** What a form accepts (a promotion may state its own limits). */
export interface ImageRules {
  maxImages: number;
  maxImageSize: number;
  /** Extensions as the upstream names them: `png`, `jpg` (`jpeg` reads as `jpg`). */
  imageTypes: readonly string[];
}

export const IMAGE_RULES: ImageRules = { maxImages: MAX_IMAGES, maxImageSize: MAX_IMAGE_BYTES, imageTypes: ['png', 'jpg'] };

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
export function imageProblem(file: Candidate, alreadyChosen: number, rules: ImageRules = IMAGE_RULES): ImageProblem | null {
  const format = imageFormat(file.head);
  const allowed = rules.imageTypes.map((type) => (type.toLowerCase() === 'jpeg' ? 'jpg' : type.toLowerCase()));
  if (format === null || !allowed.includes(format)) return 'type';
  if (file.size > rules.maxImageSize || file.size === 0) return 'size';
  if (alreadyChosen >= rules.maxImages) return 'count';
  return null;
}

/** The first bytes of a browser file (enough for the signatures). */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
}

/** Which of `added` may join the `kept` images, in order, and the first problem of each refused one. */
export async function checkImages<F extends Blob>(
  kept: number,
  added: readonly F[],
  rules: ImageRules = IMAGE_RULES,
): Promise<{ accepted: F[]; refused: { file: F; problem: ImageProblem }[] }> {
  const accepted: F[] = [];
  const refused: { file: F; problem: ImageProblem }[] = [];
  for (const file of added) {
    const problem = imageProblem({ size: file.size, head: await fileHead(file) }, kept + accepted.length, rules);
    if (problem) refused.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A browser file as a `data:` URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
