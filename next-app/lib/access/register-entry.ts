/**
 * What the shell needs to offer registration, apart from the form's rules (so the first download of every page
 * does not carry the registration form's engine): the addresses that open the window, and whether it is offered.
 */
import type { Features } from '@/lib/bff/generated';

/** The addresses that open the registration window over home (spec 000 §2 "Routes"); the first is the one opening writes. */
export const REGISTER_PATHS = ['/register', '/register/', '/register.html'] as const;

/** Whether the brand offers registration at all: by user name or by mobile number. */
export function registrationOffered(switches: Pick<Features, 'username_registration' | 'mobile_registration'>): boolean {
  return switches.username_registration || switches.mobile_registration;
}

/** The codes a visitor may arrive with for registration (spec 000 §2 `referralCode`; §5 the affiliate code). */
export const ARRIVAL_CODES = ['referralCode', 'affiliateCode'] as const;
export type ArrivalCodes = Record<(typeof ARRIVAL_CODES)[number], string | null>;

/**
 * The codes of the address `search`, else those kept from the visit's earlier addresses: the registration window
 * opens at `/register`, so a code that came on a link to any other page (home, a promotion) is kept in session
 * storage until the visitor registers, and a code in the address replaces a kept one.
 */
export function arrivalCodes(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): ArrivalCodes {
  const query = new URLSearchParams(search);
  const codes: ArrivalCodes = { referralCode: null, affiliateCode: null };
  for (const name of ARRIVAL_CODES) {
    const inAddress = query.get(name)?.trim() || null;
    try {
      if (inAddress) storage?.setItem(name, inAddress);
      codes[name] = inAddress ?? (storage?.getItem(name)?.trim() || null);
    } catch {
      // Storage may be unavailable: the address alone.
      codes[name] = inAddress;
    }
  }
  return codes;
}
