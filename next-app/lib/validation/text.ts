/**
 * Free text the upstream caps at 140 characters (spec 001 §4 application remark, §5 feedback). Counted as the
 * upstream counts, in characters (code points), so a Thai vowel mark or an emoji counts as one each.
 */
export const TEXT_MAX = 140;

export function textLength(text: string): number {
  return [...text].length;
}

export type TextProblem = 'required' | 'too_long';

/** `required`: empty after trimming is refused too. */
export function checkText(text: string, { required = false, max = TEXT_MAX } = {}): TextProblem | null {
  if (required && text.trim() === '') return 'required';
  return textLength(text.trim()) > max ? 'too_long' : null;
}
