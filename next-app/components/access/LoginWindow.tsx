'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { LoginOptions } from '@/lib/access/options';
import { LoginOptionsProvider } from './login-options';
import { lazyWindow } from '@/lib/shell/lazy-window';

// The login window is fetched when first opened, not with the page.
const LoginModal = lazyWindow(() => import('./LoginModal').then((m) => m.LoginModal));

/** Why the window opens: the visitor asked, or an action needs an account (spec 000 §8 "Logged out action"). */
export type LoginReason = 'asked' | 'required';

const OpenLoginContext = createContext<(reason?: LoginReason) => void>(() => {
  throw new Error('useLoginWindow() needs a <LoginWindowProvider> above it (the shell mounts one).');
});

/**
 * The one login window of the page, openable from anywhere below it (the header's login button, a game's
 * play button for a visitor, spec 001 §4 "Login guard"). Mounted once by the shell, with what the brand
 * enables in it.
 */
export function LoginWindowProvider({ options, children }: { options: LoginOptions; children: ReactNode }) {
  const [open, setOpen] = useState<LoginReason | null>(null);
  const show = useCallback((reason: LoginReason = 'asked') => setOpen(reason), []);
  return (
    <LoginOptionsProvider value={options}>
      <OpenLoginContext.Provider value={show}>
        {children}
        {open && <LoginModal prompt={open === 'required'} onClose={() => setOpen(null)} />}
      </OpenLoginContext.Provider>
    </LoginOptionsProvider>
  );
}

/** Opens the login window; `'required'` adds "You are not logged in, please login" (an action needs an account). */
export function useLoginWindow(): (reason?: LoginReason) => void {
  return useContext(OpenLoginContext);
}
