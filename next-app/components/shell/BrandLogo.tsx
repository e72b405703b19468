import type { BrandView } from '@/lib/bff/generated';
import styles from './Header.module.css';

/** The brand's logo (served by the BFF from config/brands/<id>/) and name. */
export function BrandLogo({ brand, label }: { brand: BrandView; label: string }) {
  return (
    <a href="/" className={styles.brand} aria-label={label}>
      {/* Fixed box: no layout shift whatever the logo's own size. */}
      {/* biome-ignore lint/performance/noImgElement: the brand's logo, drawn on the server at once (Img is a client part that waits to be seen) */}
      <img className={styles.logo} src={brand.logo} alt="" width={132} height={32} />
      <span className={styles.brandName}>{brand.name}</span>
    </a>
  );
}
