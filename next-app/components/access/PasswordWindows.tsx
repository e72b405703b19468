'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ForgotMethod } from '@/lib/access/password';
import { useSession } from '@/lib/hooks/use-member';
import styles from './AccessForms.module.css';
import { lazyWindow } from '@/lib/shell/lazy-window';

// Each window is fetched when first opened, not with the page.
const ChangePasswordModal = lazyWindow(() => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal));
const ForgotPasswordModal = lazyWindow(() => import('./ForgotPasswordModal').then((m) => m.ForgotPasswordModal));

interface PasswordWindows {
  /** Forgot password, or null when the brand offers no way (neither `CHNGPASSMAIL3` nor `CHNGPASSVERIF3`). */
  openForgot: (() => void) | null;
  /** Change password (the member centre's security entry). */
  openChange: () => void;
}

const PasswordWindowsContext = createContext<PasswordWindows | null>(null);

/**
 * The password windows of the page (spec 000 §2 "Modals"): forgot password (opened from the login window, over
 * it: after an e-mail reset the login window is where the visitor goes on), change password, and the forced
 * change (spec 000 §4 "Login" 3): while `/bff/session` says `mustChangePassword`, the change window is open and
 * cannot be closed, over every page (the BFF refuses the member's other calls meanwhile). Mounted by the shell.
 */
export function PasswordWindowsProvider({ forgotMethods, children }: { forgotMethods: readonly ForgotMethod[]; children: ReactNode }) {
  const [open, setOpen] = useState<'forgot' | 'change' | null>(null);
  const session = useSession();
  const forced = session.data?.loggedIn === true && session.data.mustChangePassword;
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo<PasswordWindows>(
    () => ({ openForgot: forgotMethods.length > 0 ? () => setOpen('forgot') : null, openChange: () => setOpen('change') }),
    [forgotMethods.length],
  );
  return (
    <PasswordWindowsContext.Provider value={value}>
      {children}
      {open === 'forgot' && <ForgotPasswordModal methods={forgotMethods} onClose={close} onMailed={close} />}
      {(forced || open === 'change') && <ChangePasswordModal forced={forced} onClose={close} />}
    </PasswordWindowsContext.Provider>
  );
}

/** The password windows; null outside the shell (e.g. a bare page). */
export function usePasswordWindows(): PasswordWindows | null {
  return useContext(PasswordWindowsContext);
}

/** "Forgot password?" under a login form, when the brand offers a way. */
export function ForgotPasswordLink() {
  const t = useTranslations('password');
  const openForgot = usePasswordWindows()?.openForgot;
  if (!openForgot) return null;
  return (
    <button type="button" className={styles.link} onClick={openForgot} data-testid="login-forgot">
      {t('forgot_link')}
    </button>
  );
}
