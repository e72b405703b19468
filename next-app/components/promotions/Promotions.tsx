'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { OptionSelect } from '@/components/ui/OptionSelect';
import { Img } from '@/components/ui/Img';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { PROMO_STATUSES, type Promotion, type PromoStatus } from '@/lib/bff/calls/promotions';
import { useSession } from '@/lib/hooks/use-member';
import { usePaged } from '@/lib/hooks/use-paged';
import { detailHref } from '@/lib/promotions/paths';
import { StatusTag } from './StatusTag';
import { useParticipation, usePromotionList } from './use-promotions';
import styles from './Promotions.module.css';

const PAGE_SIZE = 9;

/**
 * The promotions (`/promotions`, spec 001 §4): by category and by status (every status of the spec), each leading
 * to its detail; for a member, the promotions they took part in (participation).
 */
export function Promotions({ initial }: { initial: Promotion[] | null }) {
  const t = useTranslations('promotions');
  const list = usePromotionList(initial);
  const session = useSession();
  const [category, setCategory] = useState('ALL');
  const [status, setStatus] = useState<PromoStatus | ''>('');
  const all = list.data ?? [];
  const categories = ['ALL', ...new Set(all.map((p) => p.category).filter(Boolean))];
  const shown = all.filter((p) => (category === 'ALL' || p.category === category) && (!status || p.status === status));
  const member = session.data?.loggedIn === true;
  // Categories are the upstream's codes: the known ones have a name, any other shows as it comes.
  const categoryName = (c: string) => {
    const key = `category_${c}` as 'category_ALL';
    return t.has(key) ? t(key) : c;
  };

  let body: React.ReactNode;
  if (list.error && !list.data) body = <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId="promo-list-error" />;
  else if (!list.data) body = <Skeleton lines={6} />;
  else body = <PromoGrid key={`${category}/${status}`} items={shown} />;

  return (
    <div className={styles.page} data-testid="promo-list">
      <div className={styles.filters}>
        <OptionSelect
          label={t('status')}
          value={status}
          onChange={setStatus}
          allLabel={t('status_all')}
          options={PROMO_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
          testId="promo-status"
        />
      </div>
      <Tabs
        label={t('categories')}
        value={category}
        onValueChange={setCategory}
        items={categories.map((c) => ({ value: c, label: categoryName(c), testId: `promo-category-${c}` }))}
        testId="promo-categories"
      >
        {body}
      </Tabs>
      {member && <MyPromotions />}
    </div>
  );
}

function PromoGrid({ items }: { items: Promotion[] }) {
  const t = useTranslations('promotions');
  const paged = usePaged(items, PAGE_SIZE);
  if (items.length === 0) return <EmptyState title={t('empty')} testId="promo-empty" />;
  return (
    <>
      <ul className={styles.grid} aria-label={t('title')} data-testid="promo-grid">
        {paged.items.map((p, index) => (
          <li key={p.promotionId} className={styles.card} data-testid={`promo-card-${p.promotionId}`}>
            <a href={detailHref(p.promotionId)} className={styles.cardLink} data-testid="promo-card-link">
              {/* The first card's picture is the page's largest paint on a phone (one card a row): loaded at once. */}
              <Img src={p.imageUrl} alt="" width={400} height={200} className={styles.art} priority={index === 0} />
              <span className={styles.cardBody}>
                <span className={styles.cardHead}>
                  <strong className={styles.cardTitle}>{p.title}</strong>
                  <StatusTag status={p.status} />
                </span>
                <span className={styles.note}>{p.summary}</span>
                <span className={styles.note}>
                  <DateText value={p.startTime} /> – <DateText value={p.endTime} />
                </span>
                {p.progress && (
                  <progress className={styles.progress} max={100} value={p.progress.percent} aria-label={t('progress', { percent: p.progress.percent })} />
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Pagination page={paged.page} pageCount={paged.pageCount} onPageChange={paged.setPage} testId="promo-pages" />
    </>
  );
}

/** The promotions the member took part in, newest first (spec 001 §7 "participation"). */
function MyPromotions() {
  const t = useTranslations('promotions');
  const mine = useParticipation();
  let body: React.ReactNode;
  if (mine.error && !mine.data) body = <ErrorState onRetry={() => void mine.mutate()} retrying={mine.isValidating} testId="promo-mine-error" />;
  else if (!mine.data) body = <Skeleton lines={3} />;
  else if (mine.data.length === 0) body = <EmptyState title={t('mine_empty')} testId="promo-mine-empty" />;
  else
    body = (
      <ul className={styles.mine}>
        {mine.data.map((p) => (
          <li key={p.promotionId} className={styles.mineRow} data-testid="promo-mine-row">
            <a href={detailHref(p.promotionId)} className={styles.mineTitle}>
              {p.title}
            </a>
            <span className={styles.note}>
              {t('applied_on')} <DateText value={p.appliedTime} withTime noSeconds />
              {p.reviewRemark && ` · ${p.reviewRemark}`}
            </span>
            <StatusTag status={p.status} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="promo-mine-title" className={styles.section} data-testid="promo-mine">
      <h2 id="promo-mine-title" className={styles.sectionTitle}>
        {t('mine_title')}
      </h2>
      {body}
    </section>
  );
}
