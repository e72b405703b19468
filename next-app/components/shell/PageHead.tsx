import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/Icon';
import { site } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import type { PageContext } from '@/lib/page/context';
import { bannerGroupOf } from '@/lib/routing/routes';
import { noticeBarItems } from '@/lib/site/notices';
import { BannerSlider } from './BannerSlider';
import { Messages } from './Messages';
import { NoticeBar } from './NoticeBar';
import { TitleBlock } from './TitleBlock';

/**
 * The top of a page (spec 000 §2 "Banner groups"): the banners of the page's group as a slider (hidden
 * when the group has none), the notice strip under them, and the title block. One upstream call (cached by
 * the BFF) gives banners and notices; when it fails the page shows neither, never an error.
 */
export async function PageHead({
  ctx,
  path,
  title,
  icon,
  children,
}: {
  ctx: PageContext;
  path: string;
  title?: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  const group = bannerGroupOf(path);
  const all = await fetchFeed(site.announcements(), ctx);
  const banners = all && group ? site.bannersOf(all, group) : [];
  const notices = all ? noticeBarItems(all) : [];
  // The first banner is the largest thing on first paint: start fetching it with the HTML.
  if (banners[0]) preload(banners[0].url, { as: 'image', fetchPriority: 'high' });
  const t = await getTranslations({ locale: ctx.locale, namespace: 'notices' });
  return (
    <Messages namespaces={['banner', 'notices']}>
      {banners.length > 0 && <BannerSlider banners={banners} />}
      {notices.length > 0 && <NoticeBar notices={notices} label={t('bar_label')} />}
      {title && <TitleBlock title={title} icon={icon} />}
      {children}
    </Messages>
  );
}
