import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPageForm } from '@/components/access/LoginPageForm';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import styles from './page.module.css';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'login', { path: '/login' });
}

/**
 * The login page (spec 000 §2 "/login"): where the login-only setting sends visitors (the BFF redirects every
 * other route here). The login form of the login window, on the page; home once logged in.
 */
export default async function LoginPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'login' });
  return (
    <main data-testid="login-page">
      <PageHead ctx={ctx} path="/login" title={t('title')} icon="SECURITY" />
      <section className={styles.panel} aria-label={t('title')}>
        <Messages namespaces={['login', 'access', 'register', 'password', 'errors', 'identity']}>
          <LoginPageForm />
        </Messages>
      </section>
    </main>
  );
}
