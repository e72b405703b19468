import type { BrandView } from '@/lib/bff/generated';
import styles from './Header.module.css';

/** The brand's logo (served by the BFF from config/brands/<id>/) and name. */
export function BrandLogo({ brand, label }: { brand: BrandView; label: string }) {
  return (
    <a href="/" className={styles.brand} aria-label={label}>
      {/* Fixed box: no layout shift whatever the logo's own size. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.logo} src={brand.logo} alt="" width={132} height={32} />
      <span className={styles.brandName}>{brand.name}</span>
    </a>
  );
}
