'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { getBalance, getSession, logout, SWR_KEYS } from '@/lib/bff/browser';
import { isBffError } from '@/lib/bff/errors';
import type { Session } from '@/lib/bff/types';
import { formatMoney } from '@/lib/format/money';
import styles from './Header.module.css';

// Modals are fetched when first opened, not with the page.
const LoginModal = dynamic(() => import('../access/LoginModal').then((m) => m.LoginModal), { ssr: false });
const ConfirmDialog = dynamic(() => import('../ConfirmDialog').then((m) => m.ConfirmDialog), { ssr: false });

const LOGGED_OUT: Session = { loggedIn: false };

/** Spec 000 §4 "Login" 5: session storage is cleared on logout, except the merchant code. */
function clearSessionStorage() {
  try {
    const merchant = sessionStorage.getItem('merchant');
    sessionStorage.clear();
    if (merchant !== null) sessionStorage.setItem('merchant', merchant);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * What belongs to the member, loaded in the browser after first paint: login button, or name,
 * balance and logout. The cached page is the same for everyone; this part is per visitor.
 */
export function MemberArea() {
  const t = useTranslations('header');
  const tDialog = useTranslations('dialog');
  const { mutate } = useSWRConfig();
  const session = useSWR(SWR_KEYS.session, getSession);
  const loggedIn = session.data?.loggedIn === true;
  const balance = useSWR(loggedIn ? SWR_KEYS.balance : null, getBalance, {
    onError: (err) => {
      // The session ended upstream: show the logged-out header.
      if (isBffError(err) && err.kind === 'unauthenticated') void mutate(SWR_KEYS.session, LOGGED_OUT, { revalidate: false });
    },
  });
  const [dialog, setDialog] = useState<'login' | 'logout' | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmLogout() {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The BFF clears the session cookie whatever the upstream answers; show logged out regardless.
    }
    clearSessionStorage();
    await mutate(SWR_KEYS.balance, undefined, { revalidate: false });
    await mutate(SWR_KEYS.session, LOGGED_OUT, { revalidate: true });
    setBusy(false);
    setDialog(null);
  }

  if (!session.data) {
    // Keeps the header's size while the session loads (or when it could not be read).
    return <span className={styles.placeholder} aria-busy={session.isLoading} data-testid="member-loading" />;
  }

  if (session.data.loggedIn) {
    const b = balance.data;
    return (
      <div className={styles.member}>
        <div className={styles.memberInfo}>
          <span className={styles.memberName} data-testid="member-name">
            {session.data.userName}
          </span>
          <span className={styles.balance} aria-label={t('balance')} data-testid="member-balance">
            {b ? formatMoney(b.sumBalance, b.currencySymbol, b.currency) : '…'}
          </span>
        </div>
        <button type="button" className="button button-ghost" onClick={() => setDialog('logout')} data-testid="logout">
          {t('logout')}
        </button>
        {dialog === 'logout' && (
          <ConfirmDialog
            title={tDialog('in_popup_prompt')}
            question={tDialog('in_sure_logout')}
            onConfirm={confirmLogout}
            onCancel={() => setDialog(null)}
            busy={busy}
          />
        )}
      </div>
    );
  }

  return (
    <div className={styles.member}>
      <button type="button" className="button" onClick={() => setDialog('login')} data-testid="header-login">
        {t('login')}
      </button>
      {dialog === 'login' && (
        <LoginModal
          onClose={() => setDialog(null)}
          onLoggedIn={async () => {
            await mutate(SWR_KEYS.session);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
