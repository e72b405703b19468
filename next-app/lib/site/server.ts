/** The site's public texts a page draws on the server, each call cached by the BFF. A failing feed is null. */
import { site } from '../bff/calls';
import type { HelpArticle, Template } from '../bff/calls/site';
import { fetchFeed } from '../bff/server';
import { upstreamLanguage, type PageContext } from '../page/context';

/** Every help article in the page's language, displayed or not; null when the upstream could not be reached. */
export function loadHelpCentre(ctx: PageContext): Promise<HelpArticle[] | null> {
  return fetchFeed(site.helpCenter(upstreamLanguage(ctx)), ctx);
}

/** The site's text templates (AGE_AGREEMENT…) in the page's language; null when unavailable. */
export function loadTemplates(ctx: PageContext): Promise<Template[] | null> {
  return fetchFeed(site.templates(upstreamLanguage(ctx)), ctx);
}
