import { ENDPOINTS } from '@/lib/bff/endpoints';
import type { BrandConfig } from '@/lib/config/schema';
import styles from './Header.module.css';

/** The brand's logo (served by the BFF from config/brands/<id>/) and name. */
export function BrandLogo({ brand, label }: { brand: BrandConfig; label: string }) {
  return (
    <a href="/" className={styles.brand} aria-label={label}>
      {brand.logo && (
        // Fixed box: no layout shift whatever the logo's own size.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={ENDPOINTS.brandFile(brand.logo)} alt="" width={132} height={32} />
      )}
      <span className={styles.brandName}>{brand.name}</span>
    </a>
  );
}
