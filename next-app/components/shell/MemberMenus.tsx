'use client';

import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { Menu, type MenuEntry } from '@/components/ui/Menu';
import { CurrencyIcon } from '@/components/ui/CurrencyIcon';
import { Money } from '@/components/ui/Money';
import { useUi } from '@/components/ui/UiProvider';
import { logout } from '@/lib/bff/browser';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { DEFAULT_AGENT_PAGE } from '@/lib/agent/centre';
import type { Features } from '@/lib/bff/generated';
import { ACCOUNT_ENTRIES, ICON_ENTRIES, visibleEntries, type HeaderEntry } from '@/lib/member/header-entries';
import { KEYS, LOGGED_OUT, useBadges, useBalance } from '@/lib/hooks/use-member';
import type { Session } from '@/lib/bff/types';
import styles from './Header.module.css';

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
 * The logged-in member's part of the header: the balance (with its refresh control), the logged-in menu and the
 * icon menu, with red counts; one menu on a phone. Fetched once the session says the visitor is logged in (a
 * visitor's page carries none of it).
 */
export function MemberMenus({
  session,
  features,
  centre: centreEnabled,
}: {
  session: Extract<Session, { loggedIn: true }>;
  features: Features;
  centre: boolean;
}) {
  const centre = useUrlModal('member');
  const agentCentre = useUrlModal('agent');
  const t = useTranslations('header');
  const tUi = useTranslations('ui');
  const ui = useUi();
  const { mutate } = useSWRConfig();
  const balance = useBalance();
  const badges = useBadges();
  // A phone has room for one menu: it holds both lists.
  const narrow = useMediaQuery('(max-width: 639px)');

  async function signOut() {
    const sure = await ui.confirm({ title: tUi('in_popup_prompt'), message: tUi('in_sure_logout'), confirmLabel: t('logout') });
    if (!sure) return;
    await ui.loading(async () => {
      try {
        await logout();
      } catch {
        // The BFF clears the session cookie whatever the upstream answers; the member is logged out.
      }
    });
    clearSessionStorage();
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(KEYS.session, LOGGED_OUT, { revalidate: false });
    window.location.assign('/');
  }

  const { userName, isAgent } = session;
  const b = balance.data;
  const updating = balance.isValidating || !b;
  // Spec 000 §2: each entry opens its centre page over this page; entries whose page is not offered are left out.
  const shown = { centre: centreEnabled, features, agent: isAgent };
  const entry = (e: HeaderEntry): MenuEntry => {
    const base = { key: e.key, label: t(e.label), icon: <Icon name={e.icon} size={18} />, badge: e.badge && badges[e.badge], testId: `menu-${e.key}` };
    const opens = e.opens;
    return { ...base, type: 'item', onSelect: () => (opens === 'agent' ? agentCentre.open(DEFAULT_AGENT_PAGE) : centre.open(opens)) };
  };
  const signOutEntry: MenuEntry = {
    type: 'item',
    key: 'logout',
    label: t('logout'),
    onSelect: () => void signOut(),
    icon: <Icon name="LOGOUT" size={18} />,
    testId: 'menu-logout',
  };
  const accountEntries = visibleEntries(ACCOUNT_ENTRIES, shown);
  const iconEntries = visibleEntries(ICON_ENTRIES, shown);
  const accountMenu: MenuEntry[] = [
    ...accountEntries.map(entry),
    ...(accountEntries.length > 0 ? [{ type: 'separator' as const, key: 'sep' }] : []),
    signOutEntry,
  ];
  const iconMenu: MenuEntry[] = [...iconEntries.map(entry), { ...signOutEntry, key: 'logout-2', testId: 'quick-logout' }];
  // The dot counts only what an entry on show carries.
  const total = [...new Set(iconEntries.flatMap((e) => (e.badge ? [e.badge] : [])))].reduce((sum, b) => sum + badges[b], 0);
  // Both lists in one, each entry once, sign out last.
  const phoneIcons = iconEntries.filter((e) => e.key !== 'betting');
  const phoneMenu: MenuEntry[] = [
    ...accountEntries.map(entry),
    ...(accountEntries.length > 0 && phoneIcons.length > 0 ? [{ type: 'separator' as const, key: 'sep-quick' }] : []),
    ...phoneIcons.map(entry),
    ...(accountEntries.length + phoneIcons.length > 0 ? [{ type: 'separator' as const, key: 'sep-end' }] : []),
    signOutEntry,
  ];

  return (
    <div className={styles.member}>
      <div className={styles.balance} data-testid="member-balance-box">
        <span className="visually-hidden">{t('balance')}</span>
        {b && <CurrencyIcon currency={b.currency} size={18} />}
        <span className={styles.balanceAmount} aria-live="polite" aria-busy={updating} data-testid="member-balance">
          {b && !balance.isValidating ? (
            <Money amount={b.sumBalance} currencySymbol={b.currencySymbol} currency={b.currency} />
          ) : (
            <span className={styles.balancePlaceholder}>{t('balance_updating')}</span>
          )}
        </span>
        <button
          type="button"
          className={styles.refresh}
          aria-label={t('refresh_balance')}
          disabled={balance.isValidating}
          onClick={() => void balance.mutate()}
          data-testid="balance-refresh"
        >
          <Icon name="REFRESH" size={16} />
        </button>
      </div>
      <Menu
        label={t('member_menu')}
        trigger={
          <span className={styles.memberTrigger}>
            <span className={styles.memberName} data-testid="member-name">
              {userName}
            </span>
            <Icon name={narrow ? 'MENU' : 'CHEVRON_DOWN'} size={narrow ? 20 : 16} />
            {narrow && total > 0 && <span className={styles.dot} data-testid="quick-menu-dot" />}
          </span>
        }
        entries={narrow ? phoneMenu : accountMenu}
        testId="member-menu"
      />
      {!narrow && (
        <Menu
          label={t('quick_menu')}
          trigger={
            <span className={styles.quickTrigger}>
              <Icon name="MENU" size={20} />
              {total > 0 && <span className={styles.dot} data-testid="quick-menu-dot" />}
            </span>
          }
          entries={iconMenu}
          testId="quick-menu"
        />
      )}
    </div>
  );
}
