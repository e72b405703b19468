import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Messages } from '@/components/shell/Messages';
import { BareFrame } from '@/components/site/BareFrame';
import { HelpPageBody } from '@/components/site/HelpPageBody';
import { UiProvider } from '@/components/ui/UiProvider';
import { localeDirection } from '@/lib/i18n/locales';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'helpmc', { path: '/helpmc' });
}

/**
 * The help centre without the site's header (spec 000 §2 "/helpmc"): for the apps and pages that embed
 * it, in a frame of its own (the brand's logo, a way home).
 */
export default async function HelpMcPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' });
  return (
    <Messages namespaces={[]}>
      <UiProvider dir={localeDirection(ctx.locale)} imageCdns={ctx.site.imageCDNs} timeZone={ctx.brand.timeZone}>
        <BareFrame brand={ctx.brand} title={t('title')} homeLabel={t('home')}>
          <HelpPageBody ctx={ctx} />
        </BareFrame>
      </UiProvider>
    </Messages>
  );
}
