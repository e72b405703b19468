'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/ui/UiProvider';
import { isBffError } from '@/lib/bff/errors';
import { countdownSeconds, maySend } from '@/lib/access/sms';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useErrorText } from './use-error-text';

export interface SmsCodeButtonProps {
  /** Checks the mobile number first and shows its error (spec 000 §5); false: nothing is sent. */
  validate: () => boolean;
  /** Asks the upstream for the code; resolves to its `value.expiredMinutes`. */
  send: () => Promise<number>;
  /**
   * The slider human check to pass before sending (spec 000 §4; `useHumanCheck()`); resolves false when
   * the visitor closes it. Left out where the brand runs none.
   */
  humanCheck?: () => Promise<boolean>;
  /** The firebase channel: a one-minute countdown. */
  firebase?: boolean;
  /** Forgot password: the countdown is shortened by half the request's round trip. */
  latencyAdjusted?: boolean;
  /** Told the countdown's length once a code is sent (e.g. to move focus to the code field). */
  onSent?: (seconds: number) => void;
  className?: string;
  testId?: string;
}

/**
 * "Get code" for an SMS verification code (spec 000 §4 "SMS code button"): disabled with a countdown
 * in seconds once a code is sent, enabled again at 0; a click during the countdown is ignored and codes
 * are asked at most once per second. A refusal shows the server's message in a warning (spec 000 §8).
 * The button stays focusable while counting down (`aria-disabled`), so a keyboard user keeps their place.
 */
export function SmsCodeButton({
  validate,
  send,
  humanCheck,
  firebase = false,
  latencyAdjusted = false,
  onSent,
  className,
  testId = 'sms-code-button',
}: SmsCodeButtonProps) {
  const t = useTranslations('register');
  const ui = useUi();
  const errorText = useErrorText();
  const gate = useRef({ endsAt: 0, inFlight: false, lastRequestAt: 0 });
  const countdown = useCountdown();
  const remaining = countdown.seconds;
  const busy = remaining > 0;

  async function click() {
    if (!maySend(gate.current, Date.now())) return;
    if (!validate()) return;
    gate.current.inFlight = true;
    try {
      if (humanCheck && !(await humanCheck())) return;
      const started = Date.now();
      gate.current.lastRequestAt = started;
      const expiredMinutes = await send();
      const answered = Date.now();
      const seconds = countdownSeconds({ expiredMinutes, firebase, latencyMs: latencyAdjusted ? answered - started : undefined });
      gate.current.endsAt = answered + seconds * 1000;
      countdown.start(seconds);
      onSent?.(seconds);
    } catch (err) {
      await ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      gate.current.inFlight = false;
    }
  }

  return (
    <button
      type="button"
      className={className ?? 'button'}
      aria-disabled={busy || undefined}
      onClick={() => void click()}
      data-testid={testId}
      data-countdown={busy ? remaining : undefined}
    >
      {busy ? t('sms_countdown', { seconds: remaining }) : t('sms_send')}
    </button>
  );
}
