'use client';

import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { community } from '@/lib/bff/calls';
import { MISSION_FILTERS, type Mission, type MissionFilter } from '@/lib/bff/calls/community';
import { isBffError } from '@/lib/bff/errors';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useBadges, useBalance } from '@/lib/hooks/use-member';
import styles from './Community.module.css';

const MISSIONS_PAGE_SIZE = 5;
/** SWR keys of the mission lists start so: a claim asks every one again. */
const LIST_KEY = 'member:mission-list';

/** How a mission's values read: amounts with the member's currency, counts as whole numbers. */
function useMissionValue() {
  const balance = useBalance();
  return (mission: Pick<Mission, 'isMoney'>, value: number) =>
    mission.isMoney ? formatMoney(value, balance.data?.currencySymbol, balance.data?.currency) : String(Math.floor(value));
}

/**
 * Missions (`?member=missionLeaderboard`, module MISSIONLB3, spec 001 §2, §7): the member's missions by status
 * (open, finished and waiting, claimed; the finished count is the menu's red badge), each with its progress, reward
 * and period, its leaderboard on demand, and the claim of a finished one (the reward goes to the main wallet, so the
 * balance, the badge and the lists are asked again).
 */
export function Missions() {
  const t = useTranslations('member');
  const [status, setStatus] = useState<MissionFilter>('O');
  // The finished tab carries the same red count as the menu.
  const badges = useBadges();
  return (
    <Tabs
      label={t('missions_tabs')}
      value={status}
      onValueChange={(v) => setStatus(v as MissionFilter)}
      items={MISSION_FILTERS.map((f) => ({
        value: f,
        label: t(`missions_filter_${f}`),
        badge: f === 'F' ? badges.missions : undefined,
        testId: `missions-tab-${f}`,
      }))}
      testId="missions-tabs"
    >
      <MissionList status={status} />
    </Tabs>
  );
}

function MissionList({ status }: { status: MissionFilter }) {
  const t = useTranslations('member');
  const [page, setPage] = useState(1);
  const list = useSWR([LIST_KEY, status, page], () => send(community.missions(status, page, MISSIONS_PAGE_SIZE)), { keepPreviousData: true });
  const data = list.data;
  if (list.error && !data) return <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} />;
  if (!data) return <Skeleton lines={4} />;
  if (data.items.length === 0) return <EmptyState title={t(`missions_none_${status}`)} testId="missions-empty" />;
  return (
    <div className={styles.stack}>
      <ul className={styles.cards} data-testid="missions-list">
        {data.items.map((m) => (
          <MissionCard key={m.id} mission={m} />
        ))}
      </ul>
      <Pagination page={data.page} pageCount={data.totalPages} onPageChange={setPage} testId="missions-pagination" />
    </div>
  );
}

function MissionCard({ mission: m }: { mission: Mission }) {
  const t = useTranslations('member');
  const ui = useUi();
  const errorText = useErrorText();
  const value = useMissionValue();
  const balance = useBalance();
  const { mutate } = useSWRConfig();
  const [board, setBoard] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function claim() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const { reward } = await send(community.claimMission(m.id));
      ui.toast(t('missions_claimed', { amount: formatMoney(reward, balance.data?.currencySymbol, balance.data?.currency) }), { tone: 'success' });
      await Promise.all([mutate(KEYS.balance), mutate(KEYS.wallets), mutate(KEYS.missions), mutate((key) => Array.isArray(key) && key[0] === LIST_KEY)]);
    } catch (err) {
      void ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const boardId = `mission-board-${m.id}`;
  return (
    <li className={styles.card} data-testid={`mission-${m.id}`} data-status={m.status}>
      <div className={styles.cardHead}>
        <h4 className={styles.cardTitle}>{m.title}</h4>
        <span className={styles.chip} data-tone={m.status} data-testid={`mission-${m.id}-status`}>
          {t(`missions_status_${m.status}`)}
        </span>
      </div>
      {m.description && <p className={styles.note}>{m.description}</p>}
      <progress className={styles.bar} max={100} value={m.percent} aria-label={t('missions_progress')}>
        {m.percent}%
      </progress>
      <dl className={styles.facts}>
        <div>
          <dt>{t('missions_progress')}</dt>
          <dd data-testid={`mission-${m.id}-progress`}>
            {value(m, m.reached)} / {value(m, m.target)} ({m.percent}%)
          </dd>
        </div>
        <div>
          <dt>{t('missions_reward')}</dt>
          <dd>
            <Money amount={m.reward} currencySymbol={balance.data?.currencySymbol} currency={balance.data?.currency} />
          </dd>
        </div>
        <div>
          <dt>{t(m.period === 'WEEKLY' ? 'missions_weekly_ends' : 'missions_daily_ends')}</dt>
          <dd>
            <DateText value={m.periodEnd} withTime noSeconds />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {m.status === 'FINISHED' && (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void claim()} data-testid={`mission-${m.id}-claim`}>
            {t('missions_claim')}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={board}
          aria-controls={boardId}
          onClick={() => setBoard((open) => !open)}
          data-testid={`mission-${m.id}-board-toggle`}
        >
          {t(board ? 'missions_board_hide' : 'missions_board_show')}
        </button>
      </div>
      <div id={boardId}>{board && <MissionBoard mission={m} />}</div>
    </li>
  );
}

function MissionBoard({ mission }: { mission: Mission }) {
  const t = useTranslations('member');
  const value = useMissionValue();
  const board = useSWR(['member:mission-board', mission.id], () => send(community.missionLeaderboard(mission.id)));
  if (board.error && !board.data) return <ErrorState onRetry={() => void board.mutate()} retrying={board.isValidating} />;
  if (!board.data) return <Skeleton lines={3} />;
  const { rows, mine } = board.data;
  return (
    <div className={styles.stack} data-testid={`mission-${mission.id}-board`}>
      {rows.length === 0 ? (
        <EmptyState title={t('missions_board_empty')} />
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('missions_board_caption', { mission: mission.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('missions_rank')}</th>
              <th scope="col">{t('missions_player')}</th>
              <th scope="col">{t('missions_reached')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.rank} className={r.rank === mine.rank ? styles.mine : undefined}>
                <td>{r.rank}</td>
                <td dir="ltr">{r.playerName}</td>
                <td>{value(mission, r.reached)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.note} data-testid={`mission-${mission.id}-my-rank`}>
        {mine.rank > 0 ? t('missions_my_rank', { rank: mine.rank, value: value(mission, mine.reached) }) : t('missions_not_ranked')}
      </p>
    </div>
  );
}
