'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { useUi } from '@/components/ui/UiProvider';
import type { Notice } from '@/lib/bff/calls/site';
import styles from './NoticeBar.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

const NoticeModal = lazyPart(() => import('./NoticeModal').then((m) => m.NoticeModal));

/**
 * The notice strip (spec 000 §2, spec 001 §2): notice titles scrolling by, each opening the notice modal
 * at that notice; and the audio control, which reads the titles aloud in a voice of the page's language (it
 * starts not playing; its icon follows the state). A browser with no such voice (or no speech at all) is
 * not pretended at: the control stays off and a toast says the notices cannot be read aloud in that
 * language here (lib/shell/speech, fetched at the first press).
 */
export function NoticeBar({ notices, label }: { notices: Notice[]; label: string }) {
  const t = useTranslations('notices');
  const locale = useLocale();
  const ui = useUi();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  function toggle() {
    if (!stop.current) {
      const titles = notices.map((n) => n.title);
      const unavailable = (language: string) => ui.toast(t('audio_unavailable', { language }));
      return void import('@/lib/shell/speech').then((m) => m.startReading(titles, locale, stop, setPlaying, unavailable));
    }
    stop.current();
    stop.current = null;
    setPlaying(false);
  }

  return (
    <section className={styles.bar} aria-label={label} data-testid="notice-bar">
      <button
        type="button"
        className={styles.audio}
        aria-pressed={playing}
        aria-label={playing ? t('audio_pause') : t('audio_play')}
        onClick={toggle}
        data-testid="notice-audio"
      >
        <Icon name={playing ? 'PAUSE' : 'SPEAKER'} size={18} />
      </button>
      <div className={styles.viewport}>
        <ul className={styles.track}>
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className={styles.title} onClick={() => setOpenAt(index)} data-testid="notice-bar-item">
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {openAt !== null && <NoticeModal notices={notices} initialIndex={openAt} onClose={() => setOpenAt(null)} />}
    </section>
  );
}
