/**
 * Feedback (spec 001 §5, §7; spec 000 §7 "PUT /wps/feedback (also PUT common feedback)"): a member's feedback by
 * category, and the common feedback a visitor leaves with a way to answer them. Both at most 140 characters.
 */
import { bodyCall, type BffCall } from '../call';
import { isObj, num } from '../parse';

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'BUG', 'PAYMENT', 'GAME', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

const received = (v: unknown) => (isObj(v) ? num(v.feedbackId) : null);

/** `PUT /wps/feedback` `{content, category}`: a member's feedback. */
export function sendFeedback(content: string, category: FeedbackCategory): BffCall<number> {
  return bodyCall('PUT', '/wps/feedback', { content, category }, received);
}

/** `PUT /wps/common/feedback` `{content, contact?}`: anyone's feedback, with how to reach them. */
export function sendCommonFeedback(content: string, contact: string): BffCall<number> {
  return bodyCall('PUT', '/wps/common/feedback', { content, ...(contact ? { contact } : {}) }, received);
}
