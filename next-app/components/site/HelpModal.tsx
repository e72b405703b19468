'use client';

import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import type { HelpArticle } from '@/lib/bff/calls/site';
import { useHelpCentre } from '@/lib/hooks/use-help';
import { accentOf, findArticle } from '@/lib/site/help';
import { HelpArticleBody } from './HelpArticleBody';
import styles from './HelpModal.module.css';

export interface HelpModalProps {
  /** The article to show, by tag (`term`, `agent-term`…): displayed in the help centre or not. */
  tag: string;
  onClose: () => void;
  /**
   * The article when the page already has it (the help page drew it on the server); null when the page
   * knows there is none. Left out, the modal fetches the help centre itself.
   */
  article?: HelpArticle | null;
}

/**
 * The help modal (spec 000 §2 "Registration modal": the terms link opens it at `#term`): one article of
 * the help centre with its children, over any page. Open it with `HelpLink`, or on the help page with
 * the address `/help#term`. Needs the `help` messages.
 */
export function HelpModal({ tag, onClose, article }: HelpModalProps) {
  const t = useTranslations('help');
  const given = article !== undefined;
  const help = useHelpCentre(!given);
  const found = given ? article : help.data ? findArticle(help.data, tag) : undefined;
  const accent = found ? accentOf(found.bgColor) : null;

  let body: ReactNode;
  if (found) {
    body = (
      <div className={styles.body} style={accent ? ({ '--accent': accent } as CSSProperties) : undefined} data-testid="help-modal-article" data-tag={found.tag}>
        <HelpArticleBody article={found} idPrefix="help-modal-" />
      </div>
    );
  } else if (found === null) {
    body = <EmptyState title={t('not_found')} testId="help-modal-missing" />;
  } else if (help.error) {
    body = <ErrorState message={t('load_failed')} onRetry={() => void help.mutate()} retrying={help.isValidating} testId="help-modal-error" />;
  } else {
    body = (
      <div aria-busy="true">
        <Skeleton lines={5} />
      </div>
    );
  }

  return (
    <Modal open onClose={onClose} title={found?.title ?? t('title')} size="lg" testId="help-modal">
      {body}
    </Modal>
  );
}
