import styles from './state.module.css';

/** Shown while a page's server part renders (navigations inside the site). */
export default function PageLoading() {
  return (
    <main className={`${styles.state} ${styles.loading}`} aria-busy="true" data-testid="page-loading">
      <div className={styles.skeletonBanner} />
      <div className={styles.skeletonRow} />
      <div className={styles.skeletonRow} />
    </main>
  );
}
