'use client';

import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { community } from '@/lib/bff/calls';
import { MAIL_CATEGORIES, type Mail, type MailCategory, type MailSelection } from '@/lib/bff/calls/community';
import { isBffError } from '@/lib/bff/errors';
import { KEYS } from '@/lib/hooks/use-member';
import styles from './Community.module.css';

const MAIL_PAGE_SIZE = 10;
/** SWR keys of the mail lists start so: every change asks them again. */
const LIST_KEY = 'member:mail-list';
type ReadFilter = 'all' | 'unread' | 'read';
const READ_FILTERS: readonly ReadFilter[] = ['all', 'unread', 'read'];

/**
 * Keeps the lists and the unread count (the header's and the menu's red counts) in step after an action:
 * the upstream answers every mark-read and delete with the new unread count.
 */
function useMailAction() {
  const ui = useUi();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const busy = useRef(false);
  return async (
    call: (s: MailSelection) => ReturnType<typeof community.markMailRead>,
    selection: MailSelection,
    { done, keepList = false }: { done?: string; keepList?: boolean } = {},
  ): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      const unread = await send(call(selection));
      await mutate(KEYS.unread, unread, { revalidate: false });
      // A message read by opening it stays in the list being read (even under "unread") until the list is asked again.
      if (!keepList) await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      if (done) ui.toast(done);
      return true;
    } catch (err) {
      void ui.warn(errorText(isBffError(err) ? err : null));
      return false;
    } finally {
      busy.current = false;
    }
  };
}

/**
 * The mailbox (`?member=messageV2`, "platform information", spec 001 §2, §7): the member's messages by category,
 * read or unread, newest first; opening one shows it and marks it read; mark read, delete one or all (each delete
 * asks first). Every change sets the unread count the header and the menu show, without a reload.
 */
export function Mailbox() {
  const t = useTranslations('member');
  const [category, setCategory] = useState<MailCategory | 'ALL'>('ALL');
  const [read, setRead] = useState<ReadFilter>('all');
  return (
    <Tabs
      label={t('mail_categories')}
      value={category}
      onValueChange={(v) => setCategory(v as MailCategory | 'ALL')}
      items={(['ALL', ...MAIL_CATEGORIES] as const).map((c) => ({ value: c, label: t(`mail_category_${c}`), testId: `mail-tab-${c}` }))}
      testId="mail-tabs"
    >
      <MailList category={category === 'ALL' ? null : category} read={read} onRead={setRead} />
    </Tabs>
  );
}

function MailList({ category, read, onRead }: { category: MailCategory | null; read: ReadFilter; onRead: (r: ReadFilter) => void }) {
  const t = useTranslations('member');
  const ui = useUi();
  const act = useMailAction();
  const [page, setPage] = useState(1);
  const isRead = read === 'all' ? null : read === 'read';
  // Asked again on every showing: a message read by opening it left the cached list behind.
  const list = useSWR([LIST_KEY, category, read, page], () => send(community.inbox({ category, isRead }, page, MAIL_PAGE_SIZE)), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
  const data = list.data;

  async function deleteAll() {
    const sure = await ui.confirm({ title: t('mail_delete_all'), message: t('mail_delete_all_confirm'), confirmLabel: t('mail_delete') });
    if (sure) await act(community.deleteMail, { all: true }, { done: t('mail_deleted_all') });
  }

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Field label={t('mail_show')} className={styles.toolbarField} testId="mail-read-field">
          {(control) => (
            <select
              {...control}
              value={read}
              onChange={(e) => {
                onRead(e.target.value as ReadFilter);
                setPage(1);
              }}
              data-testid="mail-read-filter"
            >
              {READ_FILTERS.map((r) => (
                <option key={r} value={r}>
                  {t(`mail_filter_${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-ghost"
            disabled={!data || data.unreadCount === 0}
            onClick={() => void act(community.markMailRead, { all: true }, { done: t('mail_marked_all') })}
            data-testid="mail-read-all"
          >
            {t('mail_read_all')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={!data || data.totalCount === 0}
            onClick={() => void deleteAll()}
            data-testid="mail-delete-all"
          >
            {t('mail_delete_all')}
          </button>
        </div>
      </div>
      {list.error && !data ? (
        <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} />
      ) : !data ? (
        <Skeleton lines={5} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('mail_none')} testId="mail-empty" />
      ) : (
        <>
          <ul className={styles.cards} data-testid="mail-list">
            {data.items.map((m) => (
              <MailItem key={m.id} mail={m} />
            ))}
          </ul>
          <Pagination page={data.page} pageCount={data.totalPages} onPageChange={setPage} testId="mail-pagination" />
        </>
      )}
    </div>
  );
}

function MailItem({ mail: m }: { mail: Mail }) {
  const t = useTranslations('member');
  const ui = useUi();
  const act = useMailAction();
  const [open, setOpen] = useState(false);
  // Read by opening it here, before the list is asked again.
  const [readHere, setReadHere] = useState(false);
  const isRead = m.isRead || readHere;
  const bodyId = `mail-body-${m.id}`;

  async function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && !isRead && (await act(community.markMailRead, { ids: [m.id] }, { keepList: true }))) setReadHere(true);
  }

  async function remove() {
    const sure = await ui.confirm({ title: t('mail_delete'), message: t('mail_delete_confirm', { title: m.title }), confirmLabel: t('mail_delete') });
    if (sure) await act(community.deleteMail, { ids: [m.id] }, { done: t('mail_deleted') });
  }

  return (
    <li className={styles.card} data-testid={`mail-${m.id}`} data-read={isRead}>
      <div className={styles.mailRow}>
        <button
          type="button"
          className={styles.mailHead}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => void toggle()}
          data-testid={`mail-${m.id}-open`}
        >
          {!isRead && <span className={styles.unreadDot} aria-hidden="true" />}
          <span className={isRead ? styles.mailTitle : `${styles.mailTitle} ${styles.unread}`}>
            {m.title}
            {!isRead && <span className="visually-hidden"> ({t('mail_unread')})</span>}
          </span>
          {m.category && <span className={styles.chip}>{t(`mail_category_${m.category}`)}</span>}
          <DateText value={m.createTime} withTime noSeconds className={styles.note} />
        </button>
        <div className={styles.actions}>
          {!isRead && (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => void act(community.markMailRead, { ids: [m.id] })}
              data-testid={`mail-${m.id}-read`}
            >
              {t('mail_mark_read')}
            </button>
          )}
          <button
            type="button"
            className="button button-ghost"
            aria-label={t('mail_delete_one', { title: m.title })}
            onClick={() => void remove()}
            data-testid={`mail-${m.id}-delete`}
          >
            {t('mail_delete')}
          </button>
        </div>
      </div>
      <p id={bodyId} hidden={!open} className={styles.mailText} data-testid={`mail-${m.id}-body`}>
        {m.content}
      </p>
    </li>
  );
}
