import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/EmptyState';
import { Messages } from '@/components/shell/Messages';
import { NoticeBrowser } from '@/components/shell/NoticeModal';
import { PageHead } from '@/components/shell/PageHead';
import { site } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import { noticeBarItems } from '@/lib/site/notices';
import styles from './page.module.css';

const PATH = '/noticePage';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'noticePage', { path: PATH });
}

/**
 * The notice page (spec 000 §2): every notice of the notice strip in the two panes of the notice modal,
 * 9 titles a page, drawn on the server with the first notice (or the one `?id=` names) selected.
 */
export default async function NoticePage({
  params,
  searchParams,
}: {
  params: BrandLocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'notices' });
  const tHome = await getTranslations({ locale: ctx.locale, namespace: 'home' });
  const tErrors = await getTranslations({ locale: ctx.locale, namespace: 'errors' });
  const [all, query] = await Promise.all([fetchFeed(site.announcements(), ctx), searchParams]);
  const notices = all ? noticeBarItems(all) : [];
  const wanted = typeof query.id === 'string' ? notices.findIndex((n) => n.id === query.id) : -1;
  const selected = Math.max(wanted, 0);
  return (
    <main>
      <PageHead ctx={ctx} path={PATH} title={t('title')} />
      <div className={styles.body}>
        {!all ? (
          <EmptyState
            title={tHome('notices_failed')}
            action={
              <a className="button" href={PATH}>
                {tErrors('retry')}
              </a>
            }
            testId="notice-page-error"
          />
        ) : notices.length === 0 ? (
          <EmptyState title={tHome('notices_none')} testId="notice-page-empty" />
        ) : (
          <Messages namespaces={['notices']}>
            <NoticeBrowser key={selected} notices={notices} initialIndex={selected} />
          </Messages>
        )}
      </div>
    </main>
  );
}
