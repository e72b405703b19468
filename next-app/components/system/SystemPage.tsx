import type { ReactNode } from 'react';
import type { BrandView } from '@/lib/bff/generated';
import styles from './SystemPage.module.css';

/** The frame of the maintenance, region-blocked and not-found pages. */
export function SystemPage({ brand, title, testId, children }: { brand?: BrandView; title: string; testId: string; children: ReactNode }) {
  return (
    <main className={styles.page} data-testid={testId}>
      {brand && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={brand.logo} alt={brand.name} width={132} height={32} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
