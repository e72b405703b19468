'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { Carousel } from '@/components/ui/Carousel';
import { Img } from '@/components/ui/Img';
import { send } from '@/lib/bff/browser';
import { vendors } from '@/lib/bff/calls/games';
import { uniqueLogos } from '@/lib/games/game';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import styles from './Footer.module.css';

/**
 * The vendors' logos in a slowly turning carousel, at the foot of every page: fetched once the footer nears the
 * screen (the BFF keeps the vendor lanes), so no page carries them in its HTML. Until then (and without
 * JavaScript) the row keeps its height, empty.
 */
export function VendorLogos({ label }: { label: string }) {
  const language = upstreamLanguageCode(useLocale());
  const call = vendors(language);
  const { data } = useSWR(call.path, () => send(call), { revalidateOnFocus: false });
  const logos = uniqueLogos(data ?? []);
  if (logos.length === 0) return <div className={`${styles.vendors} ${styles.vendorsWaiting}`} aria-hidden="true" />;
  return (
    <Carousel
      label={label}
      autoplayMs={3000}
      gap={12}
      slideSize="96px"
      loop
      className={styles.vendors}
      testIds={{ root: 'footer-vendors', slide: 'footer-vendor' }}
    >
      {logos.map((v) => (
        <Img key={v.vassalage} src={v.logo} alt={v.name} width={96} height={40} fit="contain" className={styles.vendorLogo} />
      ))}
    </Carousel>
  );
}
