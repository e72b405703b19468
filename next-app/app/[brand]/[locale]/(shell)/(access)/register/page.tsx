import type { Metadata } from 'next';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import HomePage from '../../(site)/page';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'register', { path: '/register' });
}

/**
 * `/register`, `/register/` and `/register.html` (spec 000 §2 "Routes"): home, drawn on the server, with the
 * registration window open over it. The shell's `RegisterWindowProvider` opens the window for these
 * addresses; the publicity announcements stay closed here.
 */
export default function RegisterPage({ params }: { params: BrandLocaleParams }) {
  return <HomePage params={params} />;
}
