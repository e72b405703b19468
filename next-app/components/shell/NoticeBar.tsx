'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const [asking, setAsking] = useState(false);
  const speaking = useRef(false);
  const playing = voice !== null;

  const unavailable = useCallback(() => {
    let language: string = locale;
    try {
      language = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    } catch {
      // An engine without display names: the code stands in.
    }
    ui.toast(t('audio_unavailable', { language }));
  }, [locale, t, ui]);

  async function toggle() {
    if (playing) return setVoice(null);
    if (asking) return;
    setAsking(true);
    try {
      const found = await import('@/lib/shell/speech').then((m) => m.voiceFor(locale)).catch(() => null);
      if (found) setVoice(found);
      else unavailable();
    } finally {
      setAsking(false);
    }
  }

  useEffect(() => {
    if (!voice) return;
    const speech = window.speechSynthesis;
    speaking.current = true;
    notices.forEach((notice, index) => {
      const utterance = new SpeechSynthesisUtterance(notice.title);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      if (index === notices.length - 1) utterance.onend = () => speaking.current && setVoice(null);
      // The engine failed (our own cancel reports `interrupted` or `canceled`): off, and said so.
      utterance.onerror = (event) => {
        if (!speaking.current || event.error === 'interrupted' || event.error === 'canceled') return;
        speaking.current = false;
        speech.cancel();
        setVoice(null);
        unavailable();
      };
      speech.speak(utterance);
    });
    return () => {
      speaking.current = false;
      speech.cancel();
    };
  }, [voice, notices, unavailable]);

  return (
    <section className={styles.bar} aria-label={label} data-testid="notice-bar">
      <button
        type="button"
        className={styles.audio}
        aria-pressed={playing}
        aria-busy={asking || undefined}
        aria-label={playing ? t('audio_pause') : t('audio_play')}
        onClick={() => void toggle()}
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
