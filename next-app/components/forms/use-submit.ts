'use client';

import { useRef, useState } from 'react';
import { useErrorText } from '@/components/access/use-error-text';
import { isReplayed, useActionKey } from '@/lib/bff/action';
import { isBffError } from '@/lib/bff/errors';

/**
 * A form's submit, one at a time: a second click before React re-renders the disabled button sends nothing;
 * the call gets the user action's key (the BFF's replay guard refuses a repeat of it, from another tab say,
 * and that refusal is ignored: the first request answers); a refusal becomes the form's message (the
 * upstream's own words) and the fields stay as typed. `done` runs after a success, with the call's answer.
 */
export function useSubmit() {
  const errorText = useErrorText();
  const action = useActionKey();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(submit: (actionKey: string) => Promise<T>, done?: (result: T) => Promise<void> | void): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await submit(action.key());
      action.done();
      await done?.(result);
    } catch (err) {
      if (isReplayed(err)) return;
      action.done();
      setError(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
