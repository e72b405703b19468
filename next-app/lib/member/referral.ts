/**
 * The invitation link of invite friends (spec 001 §2 "referral"): the registration route with the member's code as
 * `referralCode`, the query the registration window reads into its payload (spec 000 §2; components/access/RegisterModal).
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', code);
  return url.href;
}
