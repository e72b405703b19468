import { Messages } from '@/components/shell/Messages';
import type { PageContext } from '@/lib/page/context';
import { findArticle, TERMS_TAG, visibleArticles } from '@/lib/site/help';
import { loadHelpCentre } from '@/lib/site/server';
import { HelpCentre } from './HelpCentre';
import { HelpCentreRetry } from './HelpCentreRetry';
import { HelpHash } from './HelpHash';

/**
 * The help centre of `/help` and `/helpmc`, drawn on the server in the page's language, with what the
 * address asks for (`#term` opens the terms in the help modal). Without the upstream's answer, an error
 * with a retry from the browser.
 */
export async function HelpPageBody({ ctx }: { ctx: PageContext }) {
  const articles = await loadHelpCentre(ctx);
  return (
    <Messages namespaces={['help']}>
      {articles ? <HelpCentre articles={visibleArticles(articles)} /> : <HelpCentreRetry />}
      <HelpHash terms={articles ? findArticle(articles, TERMS_TAG) : undefined} />
    </Messages>
  );
}
