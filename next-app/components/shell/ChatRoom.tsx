'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { Modal } from '@/components/ui/Modal';
import { useServicePopup } from './use-service-popup';
import styles from './ChatRoom.module.css';

/**
 * The chat room (spec 000 §2 "Modals"): the brand's live chat (or VIP service) in a window over the page,
 * its header in the brand's chat colour, with a way out to a pop-up window when the chat will not show
 * inside the page.
 */
export function ChatRoom({ url, title, headerColor, onClose }: { url: string; title: string; headerColor: string; onClose: () => void }) {
  const t = useTranslations('rightbar');
  const openService = useServicePopup();
  const [loaded, setLoaded] = useState(false);

  async function popOut() {
    if ((await openService(url)) === 'opened') onClose();
  }

  return (
    <Modal open onClose={onClose} title={title} hideTitle showClose={false} size="md" appearance="bare" testId="chat-room">
      <div className={styles.room}>
        <header className={styles.head} style={{ background: headerColor }}>
          <span className={styles.title}>{title}</span>
          <button type="button" className={styles.action} onClick={() => void popOut()} data-testid="chat-room-popout">
            <Icon name="CHEVRON_END" size={16} />
            {t('open_in_window')}
          </button>
          <button type="button" className={styles.action} onClick={onClose} aria-label={t('close_chat')} data-testid="chat-room-close">
            ×
          </button>
        </header>
        <div className={styles.body} aria-busy={!loaded}>
          <iframe className={styles.frame} src={url} title={title} onLoad={() => setLoaded(true)} referrerPolicy="no-referrer" data-testid="chat-room-frame" />
        </div>
      </div>
    </Modal>
  );
}
