/**
 * The addresses that open the registration window over home (spec 000 §2 "Routes"); the first is the one opening
 * writes. A module of its own: the shell's window provider needs only this, not the registration form's rules.
 */
export const REGISTER_PATHS = ['/register', '/register/', '/register.html'] as const;
