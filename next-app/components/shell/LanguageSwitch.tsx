'use client';

import { useEffect } from 'react';
import { restoreLanguage, switchLanguage } from '@/lib/client/language';
import styles from './Header.module.css';

export function LanguageSwitch({
  current,
  languages,
  label,
}: {
  current: string;
  languages: { code: string; name: string }[];
  label: string;
}) {
  useEffect(() => {
    restoreLanguage(
      current,
      languages.map((l) => l.code),
    );
  }, [current, languages]);

  return (
    <select
      className={styles.select}
      aria-label={label}
      data-testid="lang-switch"
      value={current}
      onChange={(event) => switchLanguage(event.target.value)}
    >
      {languages.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
