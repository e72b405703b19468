/**
 * Images a member attaches (spec 001 §4, §5, §9: png or jpg, at most 5 MB each, at most 3), checked before
 * anything is sent: a wrong type or size never leaves the browser.
 */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageRules {
  maxImages: number;
  maxImageSize: number;
  /** Extensions: `png`, `jpg`. */
  imageTypes: readonly string[];
}

export const IMAGE_RULES: ImageRules = { maxImages: MAX_IMAGES, maxImageSize: MAX_IMAGE_BYTES, imageTypes: ['png', 'jpg'] };

export type ImageProblem = 'type' | 'size' | 'too_many';

const MIME: Readonly<Record<string, readonly string[]>> = { png: ['image/png'], jpg: ['image/jpeg', 'image/jpg'] };
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { png: ['png'], jpg: ['jpg', 'jpeg'] };

/** Whether a file is of an allowed type, by its MIME type or, when the browser gives none, its name. */
export function allowedType(file: { name: string; type: string }, types: readonly string[]): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return types.some((t) => (file.type ? (MIME[t] ?? []).includes(file.type.toLowerCase()) : (EXTENSIONS[t] ?? []).includes(ext)));
}

/**
 * Which of `added` may join the `kept` images: the first problem of each refused file, in order. Files beyond the
 * limit are refused as `too_many`.
 */
export function checkImages<F extends { name: string; type: string; size: number }>(
  kept: number,
  added: readonly F[],
  rules: ImageRules = IMAGE_RULES,
): { accepted: F[]; refused: { file: F; problem: ImageProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: ImageProblem }[] = [];
  for (const file of added) {
    if (!allowedType(file, rules.imageTypes)) refused.push({ file, problem: 'type' });
    else if (file.size > rules.maxImageSize) refused.push({ file, problem: 'size' });
    else if (kept + accepted.length >= rules.maxImages) refused.push({ file, problem: 'too_many' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A file as a `data:` URL (the upstream takes images as Base64 in JSON). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
