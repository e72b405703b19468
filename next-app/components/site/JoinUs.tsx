import { useTranslations } from 'next-intl';
import { Messages } from '@/components/shell/Messages';
import { Icon, type IconName } from '@/components/icons/Icon';
import { SafeHtml, sanitisedByBff } from '@/components/ui/SafeHtml';
import type { HelpArticle, Template } from '@/lib/bff/calls/site';
import type { BrandView, CustomerService } from '@/lib/bff/generated';
import { lineService, serviceLink } from '@/lib/shell/contacts';
import { HelpArticleBody } from './HelpArticleBody';
import { ContactButton } from './ContactButton';
import styles from './JoinUs.module.css';

const OFFERS: readonly {
  icon: IconName;
  title: 'offer_games_title' | 'offer_wallet_title' | 'offer_promotions_title' | 'offer_service_title';
  text: 'offer_games' | 'offer_wallet' | 'offer_promotions' | 'offer_service';
}[] = [
  { icon: 'LIVE', title: 'offer_games_title', text: 'offer_games' },
  { icon: 'WALLET', title: 'offer_wallet_title', text: 'offer_wallet' },
  { icon: 'PROMOTIONS', title: 'offer_promotions_title', text: 'offer_promotions' },
  { icon: 'CHAT', title: 'offer_service_title', text: 'offer_service' },
];

const AGENT_STEPS = ['agent_step_1', 'agent_step_2', 'agent_step_3', 'agent_step_4'] as const;

export interface JoinUsProps {
  brand: BrandView;
  customerService: readonly CustomerService[];
  /** The brand's own description (help article `about`), when the upstream has one. */
  about: HelpArticle | null;
  /** The agent terms (help article `agent-term`, not listed in the help centre). */
  agentTerms: HelpArticle | null;
  /** The age agreement (template AGE_AGREEMENT). */
  ageAgreement: Template | null;
}

/**
 * The join page's body (spec 000 §2 "/join"): what the brand offers and how to become an agent, from the
 * upstream's texts where it has them, and the two ways forward: register, or ask customer service (the
 * live chat, else the LINE service, in a pop-up).
 */
export function JoinUs({ brand, customerService, about, agentTerms, ageAgreement }: JoinUsProps) {
  const t = useTranslations('join');
  const vars = { brand: brand.name };
  const contact = serviceLink(customerService, null)?.url ?? lineService(customerService);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-label={t('cta_label')}>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.actions}>
          <a href="/register" className="button" data-testid="join-register">
            {t('register')}
          </a>
          {contact && (
            <Messages namespaces={['rightbar']}>
              <ContactButton url={contact} className="button button-ghost" testId="join-contact">
                <Icon name="CHAT" size={20} />
                {t('contact')}
              </ContactButton>
            </Messages>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="join-offers">
        <h2 id="join-offers" className={styles.heading}>
          {t('offers_title', vars)}
        </h2>
        {about?.content && <SafeHtml html={sanitisedByBff(about.content)} className={styles.lead} testId="join-about" />}
        <ul className={styles.offers}>
          {OFFERS.map((offer) => (
            <li key={offer.icon} className={styles.offer}>
              <Icon name={offer.icon} size={32} className={styles.offerIcon} />
              <h3 className={styles.offerTitle}>{t(offer.title)}</h3>
              <p>{t(offer.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="join-agent" data-testid="join-agent">
        <h2 id="join-agent" className={styles.heading}>
          {t('agent_title')}
        </h2>
        <p>{t('agent_intro')}</p>
        <ol className={styles.steps}>
          {AGENT_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
        {agentTerms && (
          <div className={styles.terms} data-testid="join-agent-terms">
            <h3 className={styles.termsTitle}>{agentTerms.title}</h3>
            <HelpArticleBody article={agentTerms} />
          </div>
        )}
      </section>

      {ageAgreement?.content && (
        <section className={`${styles.section} ${styles.notice}`} aria-labelledby="join-age" data-testid="join-age">
          <h2 id="join-age" className={styles.heading}>
            {t('age_title')}
          </h2>
          <p>{ageAgreement.content}</p>
        </section>
      )}
    </div>
  );
}
