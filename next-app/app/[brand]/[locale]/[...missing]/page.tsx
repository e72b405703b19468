import { notFound } from 'next/navigation';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';

// proxy.ts sends every unknown clean path here (always the same internal path, so one cache
// entry per brand × language), to show the localized not-found page with status 404.
export const revalidate = 60;
export function generateStaticParams(): { missing: string[] }[] {
  return [];
}

export default async function Missing({ params }: { params: BrandLocaleParams }) {
  await pageContext(params);
  notFound();
}
