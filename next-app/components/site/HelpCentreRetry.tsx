'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';
import { useHelpCentre } from '@/lib/hooks/use-help';
import { visibleArticles } from '@/lib/site/help';
import { HelpCentre } from './HelpCentre';

/**
 * In place of the help centre when the server could not get it: the error with a retry, which fetches
 * it from the browser and draws it here.
 */
export function HelpCentreRetry() {
  const t = useTranslations('help');
  const [asked, setAsked] = useState(false);
  const help = useHelpCentre(asked);
  if (help.data) return <HelpCentre articles={visibleArticles(help.data)} />;
  return (
    <ErrorState
      message={t('load_failed')}
      onRetry={() => (asked ? void help.mutate() : setAsked(true))}
      retrying={help.isLoading || help.isValidating}
      testId="help-error"
    />
  );
}
