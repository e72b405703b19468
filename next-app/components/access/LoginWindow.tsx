'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useSWRConfig } from 'swr';
import { KEYS } from '@/lib/hooks/use-member';

// The login window is fetched when first opened, not with the page.
const LoginModal = dynamic(() => import('./LoginModal').then((m) => m.LoginModal), { ssr: false });

const OpenLoginContext = createContext<() => void>(() => {
  throw new Error('useLoginWindow() needs a <LoginWindowProvider> above it (the shell mounts one).');
});

/**
 * The one login window of the page, openable from anywhere below it (the header's login button, a game's
 * play button for a visitor, spec 001 §4 "Login guard"). Mounted once by the shell.
 */
export function LoginWindowProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const show = useCallback(() => setOpen(true), []);
  return (
    <OpenLoginContext.Provider value={show}>
      {children}
      {open && (
        <LoginModal
          onClose={() => setOpen(false)}
          onLoggedIn={async () => {
            await mutate(KEYS.session);
            setOpen(false);
          }}
        />
      )}
    </OpenLoginContext.Provider>
  );
}

/** Opens the login window. */
export function useLoginWindow(): () => void {
  return useContext(OpenLoginContext);
}
