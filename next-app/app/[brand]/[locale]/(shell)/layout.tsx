import type { ReactNode } from 'react';
import { Shell } from '@/components/shell/Shell';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';

/** The site shell, drawn once here for every page that has one; `(bare)` pages have none. */
export default async function ShellLayout({ children, params }: { children: ReactNode; params: BrandLocaleParams }) {
  return <Shell ctx={await pageContext(params)}>{children}</Shell>;
}
