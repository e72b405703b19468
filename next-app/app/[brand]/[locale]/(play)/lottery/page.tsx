import type { Metadata } from 'next';
import { LotteryPage } from '@/components/lottery/LotteryPage';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'lottery', { path: '/lottery' });
}

/** /lottery (and /seaLottery's twin): see `LotteryPage`. */
export default async function Page({
  params,
  searchParams,
}: {
  params: BrandLocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [ctx, query] = await Promise.all([pageContext(params), searchParams]);
  return <LotteryPage ctx={ctx} page="lottery" query={query} />;
}
