'use client';

import { useTranslations } from 'next-intl';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useRegisterWindow } from '@/components/access/RegisterWindow';
import { lazyPart } from '@/lib/i18n/lazy-messages';
import type { Features } from '@/lib/bff/generated';
import { useSession } from '@/lib/hooks/use-member';
import styles from './Header.module.css';

/** Keeps the header's size while the session (or the member's menus) load. */
function Placeholder({ busy }: { busy: boolean }) {
  return <span className={styles.placeholder} aria-busy={busy} data-testid="member-loading" />;
}

const MemberMenus = lazyPart(() => import('./MemberMenus').then((m) => m.MemberMenus), { fallback: <Placeholder busy /> });

/**
 * What belongs to the member, loaded in the browser after first paint: the login button, or (fetched then) the
 * balance, the logged-in menu and the icon menu. The cached page is the same for everyone; this part is per
 * visitor. `registerLabel` comes from the server (the page does not carry the registration window's texts).
 */
export function MemberArea({ features, centre, registerLabel }: { features: Features; centre: boolean; registerLabel: string }) {
  const t = useTranslations('header');
  const session = useSession();
  const openLogin = useLoginWindow();
  const openRegister = useRegisterWindow();

  if (!session.data && !session.error) return <Placeholder busy={session.isLoading} />;

  // A session that could not be read is offered the login (which reads it again), not an empty header.
  if (!session.data?.loggedIn) {
    return (
      <div className={styles.member}>
        <button type="button" className="button" onClick={() => openLogin()} data-testid="header-login">
          {t('login')}
        </button>
        {openRegister && (
          <button type="button" className={`button button-ghost ${styles.register}`} onClick={openRegister} data-testid="header-register">
            {registerLabel}
          </button>
        )}
      </div>
    );
  }
  return <MemberMenus session={session.data} features={features} centre={centre} />;
}
