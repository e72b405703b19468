'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import type { Notice } from '@/lib/bff/calls/site';
import styles from './NoticeBar.module.css';
import { lazyWindow } from '@/lib/shell/lazy-window';

const NoticeModal = lazyWindow(() => import('./NoticeModal').then((m) => m.NoticeModal));

/**
 * The notice strip (spec 000 §2, spec 001 §2): notice titles scrolling by, each opening the notice modal
 * at that notice; and the audio control, which reads the titles aloud in the page's language (it starts
 * not playing; its icon follows the state).
 */
export function NoticeBar({ notices, label }: { notices: Notice[]; label: string }) {
  const t = useTranslations('notices');
  const locale = useLocale();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const speaking = useRef(false);

  useEffect(() => {
    if (!playing) return;
    const speech = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!speech) return;
    speaking.current = true;
    notices.forEach((notice, index) => {
      const utterance = new SpeechSynthesisUtterance(notice.title);
      utterance.lang = locale;
      if (index === notices.length - 1) utterance.onend = () => speaking.current && setPlaying(false);
      speech.speak(utterance);
    });
    return () => {
      speaking.current = false;
      speech.cancel();
    };
  }, [playing, notices, locale]);

  return (
    <section className={styles.bar} aria-label={label} data-testid="notice-bar">
      <button
        type="button"
        className={styles.audio}
        aria-pressed={playing}
        aria-label={playing ? t('audio_pause') : t('audio_play')}
        onClick={() => setPlaying((p) => !p)}
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
