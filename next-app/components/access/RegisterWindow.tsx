'use client';

import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/ui/UiProvider';
import { arrivalCodes, REGISTER_PATHS, registrationOffered } from '@/lib/access/register-entry';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import type { RegisterSwitches } from '@/lib/access/register';
import { usePathModal } from '@/lib/hooks/use-url-modal';
import { useHumanCheck } from './human-check';
import { useLoginWindow } from './LoginWindow';

// The registration window and its texts are fetched when first opened, not with the page.
const RegisterModal = lazyWithMessages(['register', 'identity', 'help'], () => import('./RegisterModal').then((m) => m.RegisterModal));

const OpenRegisterContext = createContext<(() => void) | null>(null);

/**
 * The one registration window of the page (spec 000 §2): open while the address is `/register`,
 * `/register/` or `/register.html` (those routes draw home underneath), so a link, a shared address and
 * `useRegisterWindow()` all open it, and Back closes it. The codes of the address the visitor arrived at go with
 * the registration (`arrivalCodes`). Offered by user name or by mobile number (`username_registration`,
 * `mobile_registration`): otherwise the
 * address says so in a warning and leads home. Mounted once by the shell.
 */
export function RegisterWindowProvider({ switches, children }: { switches: RegisterSwitches; children: ReactNode }) {
  const modal = usePathModal(REGISTER_PATHS);
  const router = useRouter();
  const openLogin = useLoginWindow();
  const humanCheck = useHumanCheck();
  const offered = registrationOffered(switches);
  // A referral or affiliate code on the address the visitor arrived at is kept for the visit, so it reaches the
  // window however the visitor gets there (the header, the login window's link) and from whichever page.
  useEffect(() => {
    arrivalCodes(window.location.search, sessionStorage);
  }, []);

  const done = useCallback(() => {
    // Spec 000 §4 "Registration flow": the window closes and the new member is home.
    router.push('/');
  }, [router]);

  return (
    <OpenRegisterContext.Provider value={offered ? modal.open : null}>
      {children}
      {modal.isOpen && !offered && <RegistrationClosed onClosed={modal.close} />}
      {modal.isOpen && offered && (
        <RegisterModal
          switches={switches}
          onClose={modal.close}
          onRegistered={done}
          humanCheck={humanCheck}
          onSignIn={() => {
            modal.close();
            openLogin();
          }}
        />
      )}
    </OpenRegisterContext.Provider>
  );
}

/** Opens the registration window, or null when the brand offers no registration (neither switch on). */
export function useRegisterWindow(): (() => void) | null {
  return useContext(OpenRegisterContext);
}

/** The warning that the brand offers no registration (its text is fetched with it: pages do not carry it). */
const RegistrationClosed = lazyWithMessages(['register'], async () => ClosedWarning);

function ClosedWarning({ onClosed }: { onClosed: () => void }) {
  const ui = useUi();
  const t = useTranslations('register');
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    void ui.warn(t('closed')).then(() => {
      warned.current = false;
      onClosed();
    });
  }, [ui, t, onClosed]);
  return null;
}
