'use client';

import { Carousel } from '@/components/ui/Carousel';
import { Img } from '@/components/ui/Img';
import type { Vendor } from '@/lib/games/game';
import styles from './Footer.module.css';

/** The vendors' logos in a slowly turning carousel. */
export function VendorLogos({ vendors, label }: { vendors: Vendor[]; label: string }) {
  return (
    <Carousel label={label} autoplayMs={3000} gap={12} slideSize="96px" loop className={styles.vendors} testIds={{ root: 'footer-vendors', slide: 'footer-vendor' }}>
      {vendors.map((v) => (
        <Img key={v.vassalage} src={v.logo} alt={v.name} width={96} height={40} fit="contain" className={styles.vendorLogo} />
      ))}
    </Carousel>
  );
}
