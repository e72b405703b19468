'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '@/components/icons/Icon';
import { identityErrorKey, PROVIDERS, type Provider } from '@/lib/access/identity';
import { send } from '@/lib/bff/browser';
import { access } from '@/lib/bff/calls';
import { useLoginOptions } from './login-options';
import { FormError, useLoginAttempt } from './login-parts';
import { useAfterLogin } from './after-login';
import { openIdentityPopup, type PopupOutcome } from './identity-popup';
import styles from './IdentityRow.module.css';

const ICON: Record<Provider, IconName> = { google: 'GOOGLE', facebook: 'FACEBOOK', line: 'LINE' };
/** The providers' own names, the same in every language. */
const NAME: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };

/** The text for a pop-up that ended without a token, or null when it gave one. */
export function useOutcomeText(): (outcome: PopupOutcome) => string | null {
  const t = useTranslations('identity');
  return (outcome) => {
    if (outcome.kind === 'token') return null;
    if (outcome.kind === 'blocked') return t('popup_blocked');
    if (outcome.kind === 'closed') return t('popup_closed');
    return t(identityErrorKey(outcome.code));
  };
}

/**
 * The third-party sign-in row (spec 000 §2 "Registration modal", issue 9): one button per channel the brand
 * offers (`THIRDPARTYLOGIN3` and the channel's own switch, and an identity page in the brand file). A
 * button opens the channel's identity pop-up at once (in the click: a browser blocks a later one), then
 * logs in with the token it gives, like any login; nothing when no channel is offered.
 */
export function IdentityRow({ onLoggedIn, testId = 'identity' }: { onLoggedIn: () => void; testId?: string }) {
  const t = useTranslations('identity');
  const options = useLoginOptions();
  const afterLogin = useAfterLogin();
  const outcomeText = useOutcomeText();
  const { busy, formError, setFormError, attempt } = useLoginAttempt();
  const [waiting, setWaiting] = useState<Provider | null>(null);
  const providers = PROVIDERS.filter((channel) => options.identity.includes(channel));
  if (providers.length === 0) return null;

  function signIn(channel: Provider) {
    if (busy || waiting) return;
    setFormError(null);
    const popup = openIdentityPopup(channel); // synchronously, in the click
    setWaiting(channel);
    void popup.then(async (outcome) => {
      setWaiting(null);
      const problem = outcomeText(outcome);
      if (outcome.kind !== 'token' || problem) return setFormError(problem);
      await attempt(
        () => send(access.loginByFirebase({ firebaseChannel: channel, firebaseIdToken: outcome.idToken })),
        () => undefined,
        async () => {
          await afterLogin();
          onLoggedIn();
        },
      );
    });
  }

  return (
    <section className={styles.row} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className={styles.title}>
        {t('or_sign_in_with')}
      </h3>
      <div className={styles.buttons}>
        {providers.map((channel) => (
          <button
            key={channel}
            type="button"
            className={`${styles.button} ${styles[channel]}`}
            onClick={() => signIn(channel)}
            disabled={busy}
            aria-busy={waiting === channel || undefined}
            aria-label={t('sign_in_with', { provider: NAME[channel] })}
            data-testid={`${testId}-${channel}`}
          >
            <Icon name={ICON[channel]} size={20} />
            <span>{NAME[channel]}</span>
          </button>
        ))}
      </div>
      <FormError message={formError} testId={`${testId}-error`} />
    </section>
  );
}
