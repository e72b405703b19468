'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import type { Domain } from '@/lib/bff/generated';
import { measureDomain, rankSpeeds, type DomainSpeed } from '@/lib/shell/speed';
import styles from './RightBar.module.css';

/** The domain speed test: every domain of the brand, timed from this browser, fastest first. */
export function SpeedTest({ domains, onClose }: { domains: Domain[]; onClose: () => void }) {
  const t = useTranslations('rightbar');
  const [results, setResults] = useState<DomainSpeed[] | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all(domains.map((d) => measureDomain(d.domain))).then((all) => live && setResults(rankSpeeds(all)));
    return () => {
      live = false;
    };
  }, [domains]);

  return (
    <Modal open onClose={onClose} title={t('speed_title')} size="sm" testId="speed-test">
      <ul className={styles.speeds} aria-busy={results === null}>
        {(results ?? domains.map((d) => ({ domain: d.domain, ms: undefined }))).map((r) => (
          <li key={r.domain} className={styles.speed} data-testid="speed-row">
            <a href={`https://${r.domain}`} target="_blank" rel="noopener noreferrer">
              {r.domain}
            </a>
            <span>{r.ms === undefined ? t('speed_testing') : r.ms === null ? t('speed_timeout') : t('speed_ms', { ms: r.ms })}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
