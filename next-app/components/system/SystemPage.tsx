import type { ReactNode } from 'react';
import type { BrandView } from '@/lib/bff/generated';
import styles from './SystemPage.module.css';

/** The frame of the maintenance, region-blocked and not-found pages. */
export function SystemPage({ brand, title, testId, children }: { brand?: BrandView; title: string; testId: string; children: ReactNode }) {
  return (
    <main className={styles.page} data-testid={testId}>
      {brand && (
        // biome-ignore lint/performance/noImgElement: the brand's logo, drawn on the server at once (Img is a client part that waits to be seen)
        <img className={styles.logo} src={brand.logo} alt={brand.name} width={132} height={32} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
