import type { ReactNode } from 'react';
import type { BrandView } from '@/lib/bff/generated';
import styles from './BareFrame.module.css';

/**
 * The frame of a page without the site shell (`/helpmc`): a slim bar with the brand's logo and a link
 * home, then the page's title and content.
 */
export function BareFrame({ brand, title, homeLabel, children }: { brand: BrandView; title: string; homeLabel: string; children: ReactNode }) {
  return (
    <>
      <div className={styles.bar} data-testid="bare-frame">
        <a href="/" className={styles.brand} data-testid="bare-home-logo">
          {/* biome-ignore lint/performance/noImgElement: the brand's logo, drawn on the server at once (Img is a client part that waits to be seen) */}
          <img className={styles.logo} src={brand.logo} alt={brand.name} width={132} height={32} />
        </a>
        <a href="/" className={styles.home} data-testid="bare-home">
          {homeLabel}
        </a>
      </div>
      <main className={styles.main}>
        <h1 className={styles.title} data-testid="page-title">
          {title}
        </h1>
        {children}
      </main>
    </>
  );
}
