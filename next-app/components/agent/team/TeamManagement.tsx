'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { SearchInput } from '@/components/member/records/RecordList';
import { RecordTable, type RecordColumn } from '@/components/member/records/RecordTable';
import { useMoney } from '@/components/member/records/hooks';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { ToggleChip } from '@/components/ui/ToggleChip';
import { send } from '@/lib/bff/browser';
import { agentTeam } from '@/lib/bff/calls';
import { TEAM_LEVELS, type DownlineTransfer, type TeamLevel, type TeamMember } from '@/lib/bff/calls/agent-team';
import type { RecordPage } from '@/lib/bff/page';
import { isBffError } from '@/lib/bff/errors';
import { MAIN_WALLET } from '@/lib/bff/calls/member';
import { KEYS, useMemberResource, useWallets } from '@/lib/hooks/use-member';
import styles from './TeamManagement.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// The transfer form's code is fetched the first time an agent opens it.
const TransferDialog = lazyPart(() => import('./TransferDialog').then((m) => m.TransferDialog));

const PAGE_SIZE = 20;

/** What the list shows: its query and, once it answered, the page (kept on show while the next query loads). */
type Listed = { key: string; page: RecordPage<TeamMember> };

/**
 * Team management (`?agent=downlineManagmentView`, spec 001 §2 "Agent centre"): the agent's direct downlines or
 * whole team, newest first, searchable by user name; a sub-agent's own team opens from its row, with a trail of
 * the levels above to go back up; each member's balance, last login, whether online, and team size; a transfer
 * to any of them, after which both balances (and the header's) show the money moved.
 */
export function TeamManagement() {
  const t = useTranslations('agent.team');
  const errorText = useErrorText();
  const money = useMoney();
  const { mutate } = useSWRConfig();
  const wallets = useWallets();
  const [trail, setTrail] = useState<string[]>([]);
  const [level, setLevel] = useState<TeamLevel>('direct');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [recipient, setRecipient] = useState<TeamMember | null>(null);
  const parent = trail.at(-1) ?? '';
  const call = agentTeam.teamMembers({ level, parent, username: search, pageNo, pageSize: PAGE_SIZE });
  const key = `agent:team:${call.path}`;
  const list = useMemberResource<Listed>(key, async () => ({ key, page: await send(call) }), { keepPreviousData: true });
  const main = wallets.data?.wallets.find((w) => w.accountTypeId === MAIN_WALLET);

  const goTo = (next: string[]) => {
    setTrail(next);
    setPageNo(1);
  };

  async function transferred(done: DownlineTransfer) {
    // The answer carries both balances: shown at once, then every list and the header ask again.
    await list.mutate(
      (before) =>
        before && {
          ...before,
          page: { ...before.page, rows: before.page.rows.map((m) => (m.userName === done.userName ? { ...m, balance: done.downlineBalance } : m)) },
        },
      { revalidate: false },
    );
    await Promise.all([mutate(KEYS.balance), mutate(KEYS.wallets), mutate((k) => typeof k === 'string' && k.startsWith('agent:team:'))]);
  }

  const columns: RecordColumn<TeamMember>[] = [
    {
      key: 'member',
      label: t('member'),
      cell: (m) => (
        <span className={styles.who}>
          <span className={styles.name}>
            <span>{m.userName}</span>
            {m.isAgent && <span className={styles.tag}>{t('is_agent')}</span>}
          </span>
          {m.nickname && m.nickname !== m.userName && <span className={styles.sub}>{m.nickname}</span>}
        </span>
      ),
    },
    { key: 'level', label: t('level_col'), numeric: true, cell: (m) => m.level },
    { key: 'balance', label: t('balance'), numeric: true, cell: (m) => money(m.balance) },
    { key: 'team', label: t('team'), cell: (m) => (m.isAgent ? t('team_size', { direct: m.directDownlines, all: m.teamSize }) : '—') },
    {
      key: 'lastLogin',
      label: t('last_login'),
      cell: (m) => (m.lastLoginTime === null ? t('never') : <DateText value={m.lastLoginTime} withTime noSeconds />),
    },
    {
      key: 'online',
      label: t('status'),
      cell: (m) => (
        <span className={styles.status} data-online={m.online || undefined}>
          {m.online ? t('online') : t('offline')}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('actions'),
      cell: (m) => (
        <span className={styles.actions}>
          {m.isAgent && (
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('open_team_label', { name: m.userName })}
              onClick={() => goTo([...trail, m.userName])}
              data-testid={`agent-team-open-${m.userName}`}
            >
              {t('open_team')}
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-label={t('transfer_label', { name: m.userName })}
            // The form needs the agent's own balance: until the wallet answers, a click would open nothing.
            disabled={!main}
            onClick={() => setRecipient(m)}
            data-testid={`agent-team-transfer-${m.userName}`}
          >
            {t('transfer')}
          </button>
        </span>
      ),
    },
  ];

  let body: React.ReactNode;
  if (list.error && list.data?.key !== key) {
    const message = isBffError(list.error) && list.error.kind !== 'network' ? errorText(list.error) : undefined;
    body = <ErrorState message={message} onRetry={() => void list.mutate()} retrying={list.isValidating} testId="agent-team-error" />;
  } else if (!list.data) {
    body = <Skeleton lines={6} />;
  } else {
    const page = list.data.page;
    body = (
      <>
        {page.rows.length === 0 ? (
          <EmptyState title={t('empty')} description={t('empty_hint')} testId="agent-team-empty" />
        ) : (
          <RecordTable caption={t('title')} columns={columns} rows={page.rows} rowKey={(m) => m.id} testId="agent-team" />
        )}
        <Pagination page={Math.min(pageNo, page.totalPages)} pageCount={page.totalPages} onPageChange={setPageNo} testId="agent-team-pages" />
      </>
    );
  }

  return (
    <section className={styles.page} aria-label={t('title')} aria-busy={list.isLoading || undefined} data-testid="agent-team-page">
      <p className={styles.balance}>
        <span>{t('your_balance')}</span>
        <strong data-testid="agent-team-my-balance">{main ? money(main.balance) : '…'}</strong>
      </p>
      <nav aria-label={t('trail_label')} data-testid="agent-team-trail">
        <ol className={styles.trail}>
          {['', ...trail].map((name, index) => {
            const current = index === trail.length;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a trail's place is its identity: the level it stands for
              <li key={`${index}:${name}`}>
                {current ? (
                  <span aria-current="page" data-testid="agent-team-trail-current">
                    {name || t('my_team')}
                  </span>
                ) : (
                  <button type="button" className={styles.crumb} onClick={() => goTo(trail.slice(0, index))} data-testid={`agent-team-trail-${index}`}>
                    {name || t('my_team')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.filters}>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named as one (the WAI-ARIA group), not a form's fieldset */}
        <div className={styles.levels} role="group" aria-label={t('level')}>
          {TEAM_LEVELS.map((value) => (
            <ToggleChip
              key={value}
              pressed={level === value}
              onClick={() => {
                setLevel(value);
                setPageNo(1);
              }}
              testId={`agent-team-level-${value}`}
            >
              {t(`level_${value}`)}
            </ToggleChip>
          ))}
        </div>
        <SearchInput
          label={t('search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPageNo(1);
          }}
          testId="agent-team-search"
        />
      </div>
      {body}
      {recipient && main && (
        <TransferDialog
          recipient={recipient}
          available={main.balance}
          currencySymbol={wallets.data?.currencySymbol ?? ''}
          currency={wallets.data?.currency ?? ''}
          onClose={() => setRecipient(null)}
          onDone={transferred}
        />
      )}
    </section>
  );
}
