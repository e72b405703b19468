import { getMessages } from 'next-intl/server';
import { isKnownLocale } from '@/lib/i18n/locales';
import { MESSAGES_VERSION, parseNamespaces } from '@/lib/i18n/messages';

/**
 * `/i18n/{lang}/{namespace,…}?v={version}`: the messages of a part of the page that is loaded on demand (a
 * window, the member centre), in the build's precompiled form, so a page carries in its HTML only the texts of
 * what it shows at first. The language is in the path (not the visitor's cookie), so a browser may keep each
 * answer for good: the version names this build's texts.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; namespaces: string }> }) {
  const { lang, namespaces: list } = await params;
  const all = isKnownLocale(lang) ? await getMessages({ locale: lang }) : null;
  const namespaces = all ? parseNamespaces(decodeURIComponent(list), all) : null;
  if (!all || !namespaces) {
    return Response.json({ success: false, value: null, message: 'Unknown language or message namespace', errorCode: 'messages.unknown' }, { status: 404 });
  }
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
  const current = new URL(request.url).searchParams.get('v') === MESSAGES_VERSION;
  return Response.json(picked, {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
