'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pagination } from '@/components/ui/Pagination';
import { QrCode } from '@/components/ui/QrCode';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { community } from '@/lib/bff/calls';
import { referralLink } from '@/lib/member/referral';
import styles from './Community.module.css';

const INVITATIONS_PAGE_SIZE = 10;

/**
 * Invite friends (`?member=referral`, spec 001 §2): the member's referral code, the invitation link that carries
 * it as `referralCode` (what the registration window reads, spec 000 §2), copy and share, the link as a QR code,
 * and the members who signed up with it.
 */
export function Referral() {
  const t = useTranslations('member');
  const details = useSWR('member:referral', () => send(community.referralDetails()));
  if (details.error && !details.data) return <ErrorState onRetry={() => void details.mutate()} retrying={details.isValidating} />;
  if (!details.data) return <Skeleton lines={6} />;
  const { code } = details.data;
  return (
    <div className={styles.stack}>
      {code ? <InviteCard code={code} /> : <EmptyState title={t('referral_no_code')} testId="referral-no-code" />}
      <Invitations total={details.data.invitations} />
    </div>
  );
}

function InviteCard({ code }: { code: string }) {
  const t = useTranslations('member');
  const ui = useUi();
  const link = referralLink(window.location.origin, code);

  async function copy(text: string, field: string) {
    try {
      await navigator.clipboard.writeText(text);
      ui.toast(t('referral_copied'));
    } catch {
      // No clipboard (an insecure page, a refusal): the text is selected for the member to copy.
      const input = document.getElementById(field);
      if (input instanceof HTMLInputElement) input.select();
      ui.toast(t('referral_copy_failed'));
    }
  }

  async function share() {
    if (typeof navigator.share !== 'function') return copy(link, 'referral-link-input');
    try {
      await navigator.share({ title: t('page_referral'), text: t('referral_share_text', { code }), url: link });
    } catch {
      // Cancelled by the member: nothing to say.
    }
  }

  return (
    <section className={styles.invite} aria-labelledby="referral-title" data-testid="referral-card">
      <div className={styles.inviteText}>
        <h3 id="referral-title" className={styles.blockTitle}>
          {t('referral_code')}
        </h3>
        <div className={styles.copyRow}>
          <input id="referral-code-input" className={styles.code} readOnly value={code} aria-labelledby="referral-title" data-testid="referral-code" />
          <button type="button" className="button" onClick={() => void copy(code, 'referral-code-input')} data-testid="referral-copy-code">
            {t('referral_copy_code')}
          </button>
        </div>
        <label className={styles.label} htmlFor="referral-link-input">
          {t('referral_link')}
        </label>
        <div className={styles.copyRow}>
          <input id="referral-link-input" className={styles.link} readOnly value={link} dir="ltr" data-testid="referral-link" />
          <button type="button" className="button button-ghost" onClick={() => void copy(link, 'referral-link-input')} data-testid="referral-copy-link">
            {t('referral_copy_link')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => void share()} data-testid="referral-share">
            {t('referral_share')}
          </button>
        </div>
        <p className={styles.note}>{t('referral_how')}</p>
      </div>
      <QrCode value={link} label={t('referral_qr')} size={176} margin={12} className={styles.qr} testId="referral-qr" />
    </section>
  );
}

function Invitations({ total }: { total: number }) {
  const t = useTranslations('member');
  const [page, setPage] = useState(1);
  const list = useSWR(['member:invitations', page], () => send(community.invitations(page, INVITATIONS_PAGE_SIZE)), { keepPreviousData: true });
  const data = list.data;
  return (
    <section aria-labelledby="referral-invitations-title" data-testid="referral-invitations">
      <h3 id="referral-invitations-title" className={styles.blockTitle}>
        {t('referral_invitations', { count: data?.totalCount ?? total })}
      </h3>
      {list.error && !data ? (
        <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} />
      ) : !data ? (
        <Skeleton lines={3} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('referral_none')} testId="referral-invitations-empty" />
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('referral_invitee')}</th>
                <th scope="col">{t('referral_registered')}</th>
                <th scope="col">{t('referral_first_deposit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((i) => (
                <tr key={`${i.account}-${i.registerTime}`} data-testid="referral-invitation">
                  <td dir="ltr">{i.account}</td>
                  <td>
                    <DateText value={i.registerTime} />
                  </td>
                  <td>{i.firstDepositTime === null ? t('referral_no_deposit') : <DateText value={i.firstDepositTime} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={data.page} pageCount={data.totalPages} onPageChange={setPage} testId="referral-pagination" />
        </>
      )}
    </section>
  );
}
