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
