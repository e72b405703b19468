import type { ReactNode } from 'react';
import type { BrandConfig } from '@/lib/config/schema';
import { ENDPOINTS } from '@/lib/bff/endpoints';
import styles from './SystemPage.module.css';

/** The frame of the maintenance, region-blocked and not-found pages. */
export function SystemPage({
  brand,
  title,
  testId,
  children,
}: {
  brand?: BrandConfig;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page} data-testid={testId}>
      {brand?.logo && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={ENDPOINTS.brandFile(brand.logo)} alt={brand.name} width={132} height={32} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
