import { getTranslations } from 'next-intl/server';
import { SystemPage } from './SystemPage';

/** The localized not-found content (inside the shell). */
export async function NotFound() {
  const t = await getTranslations('not_found');
  return (
    <SystemPage title={t('title')} testId="not-found">
      <p>{t('body')}</p>
      <a className="button" href="/">
        {t('back_home')}
      </a>
    </SystemPage>
  );
}
