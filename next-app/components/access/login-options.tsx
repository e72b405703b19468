'use client';

import { createContext, useContext } from 'react';
import type { LoginOptions } from '@/lib/access/options';

const LoginOptionsContext = createContext<LoginOptions | null>(null);

export const LoginOptionsProvider = LoginOptionsContext.Provider;

/** What the brand enables in the login form (from the bootstrap, given by the shell). */
export function useLoginOptions(): LoginOptions {
  const options = useContext(LoginOptionsContext);
  if (!options) throw new Error('useLoginOptions() needs the <LoginWindowProvider> the shell mounts.');
  return options;
}
