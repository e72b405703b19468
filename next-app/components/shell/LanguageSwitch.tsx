'use client';

import { useEffect } from 'react';
import { Icon } from '@/components/icons/Icon';
import { send } from '@/lib/bff/browser';
import { site } from '@/lib/bff/calls';
import { restoreLanguage, switchLanguage } from '@/lib/client/language';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import { useSession } from '@/lib/hooks/use-member';
import styles from './Header.module.css';

export function LanguageSwitch({ current, languages, label }: { current: string; languages: { code: string; name: string }[]; label: string }) {
  // Read while rendering: SWR re-renders a component only for the fields its render read, so a `data` read
  // first in the change handler would stay the first render's (no session yet) and no member would be told.
  const loggedIn = useSession().data?.loggedIn === true;

  /** A logged-in member's choice is told to the upstream too (spec 000 §7 "Language update"). */
  async function choose(locale: string) {
    if (loggedIn) {
      try {
        await send(site.updateLanguage(upstreamLanguageCode(locale)));
      } catch {
        // The page still changes language; the upstream learns it at the next switch.
      }
    }
    switchLanguage(locale);
  }

  useEffect(() => {
    restoreLanguage(
      current,
      languages.map((l) => l.code),
    );
  }, [current, languages]);

  // The closed control shows a globe and the language's short code; the native list (full names) opens on
  // a tap: the real <select> lies over the short label, invisible, so it keeps the platform's picker.
  const code = upstreamLanguageCode(current);
  return (
    <span className={styles.langSwitch}>
      <span className={styles.langFace} aria-hidden="true">
        <Icon name="GLOBE" size={18} />
        {code}
      </span>
      <select className={styles.langSelect} aria-label={label} data-testid="lang-switch" value={current} onChange={(event) => void choose(event.target.value)}>
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
