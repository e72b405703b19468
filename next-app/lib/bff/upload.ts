/**
 * Sends a call whose JSON body is large (images as data URLs) and reports how much of it has gone up, 0 to 1.
 * One implementation, in `browser.ts` beside `send`: the same headers (CSRF proof, and the idempotency key a
 * money submit such as a promotion application needs) and the same answer handling.
 */
export { sendWithProgress } from './browser';
