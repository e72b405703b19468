/** The site's public texts a page draws on the server, each call cached by the BFF. A failing feed is null. */
import { site } from '../bff/calls';
import type { HelpArticle, Template } from '../bff/calls/site';
import { fetchPublic } from '../bff/server';
import type { PageContext } from '../page/context';
import { upstreamLanguageCode } from '../i18n/locales';

/** The upstream's code of the page's language (`TH`, `EN`…), as the brand's language table gives it. */
export function upstreamLanguage(ctx: PageContext): string {
  return ctx.site.languages.find((l) => l.code === ctx.locale)?.upstream ?? upstreamLanguageCode(ctx.locale);
}

async function orNull<T>(what: string, ctx: PageContext, work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    console.warn(`[${what}] ${ctx.brand.id}/${ctx.locale}: ${(err as Error).message}`);
    return null;
  }
}

/** Every help article in the page's language, displayed or not; null when the upstream could not be reached. */
export function loadHelpCentre(ctx: PageContext): Promise<HelpArticle[] | null> {
  return orNull('help', ctx, fetchPublic(site.helpCenter(upstreamLanguage(ctx)), ctx));
}

/** The site's text templates (AGE_AGREEMENT…) in the page's language; null when unavailable. */
export function loadTemplates(ctx: PageContext): Promise<Template[] | null> {
  return orNull('templates', ctx, fetchPublic(site.templates(upstreamLanguage(ctx)), ctx));
}
