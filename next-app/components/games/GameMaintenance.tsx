import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import type { CustomerService } from '@/lib/bff/generated';
import { safeLink, serviceLink } from '@/lib/shell/contacts';
import styles from './GameMaintenance.module.css';

/**
 * The game maintenance page (spec 001 §8 "Game under maintenance"; spec 000 §2 "Maintenance page: a game
 * maintenance notice with a customer-service button"): which game, and the live chat (else the brand's e-mail).
 */
export function GameMaintenance({ game, customerService, email }: { game: string; customerService: readonly CustomerService[]; email: string }) {
  const t = useTranslations('play');
  const chat = safeLink(serviceLink(customerService, null)?.url);
  const contact = chat ?? (email ? `mailto:${email}` : null);
  return (
    <section className={styles.notice} role="alert" data-testid="game-maintenance">
      <Icon name="SERVICE" className={styles.icon} />
      <h1>{t('maintenance_title')}</h1>
      <p>{game ? t('maintenance_text', { game }) : t('maintenance_text_any')}</p>
      {contact && (
        <a className="button" href={contact} target={chat ? '_blank' : undefined} rel="noopener noreferrer" data-testid="game-maintenance-service">
          {t('customer_service')}
        </a>
      )}
      <a href="/" data-testid="game-maintenance-home">
        {t('choose_game')}
      </a>
    </section>
  );
}
