'use client';

import useSWR from 'swr';
import { registerRules } from '../access/validation';
import { send } from '../bff/browser';
import { access, register } from '../bff/calls';

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/**
 * The registration settings' rules, which every access form checks against (registration, passwords): fetched
 * when a form first opens (the BFF keeps them), one cache entry for all.
 */
export function useRegisterRules() {
  return useSWR('access:register-rules', async () => registerRules(await send(register.registerSettings())), ONCE);
}

/** The country dialing codes, for a mobile number's picker. */
export function useCountryCodes() {
  return useSWR('access:country-codes', () => send(access.countryCodes()), ONCE);
}
