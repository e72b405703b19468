'use client';

import { useRef, useState } from 'react';
import { useErrorText } from '@/components/access/useErrorText';
import { isReplayed, useActionKey } from '@/lib/bff/action';
import { isBffError } from '@/lib/bff/errors';

/**
 * A money form's submit: one action key per user action (a repeat on its way is refused by the BFF and
 * ignored here), busy while sending, the upstream's refusal as the form's error (the form stays as typed).
 */
export function useMoneySubmit() {
  const errorText = useErrorText();
  const action = useActionKey();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);

  async function run<T>(submit: (actionKey: string) => Promise<T>, done: (result: T) => Promise<void> | void): Promise<void> {
    setFormError(null);
    // A second submit while the first is on its way goes with the same key: the BFF refuses it.
    const first = !sending.current;
    sending.current = true;
    setBusy(true);
    try {
      const result = await submit(action.key());
      action.done();
      await done(result);
    } catch (err) {
      if (isReplayed(err)) return;
      action.done();
      setFormError(errorText(isBffError(err) ? err : null));
    } finally {
      if (first) {
        sending.current = false;
        setBusy(false);
      }
    }
  }

  return { busy, formError, setFormError, run };
}
