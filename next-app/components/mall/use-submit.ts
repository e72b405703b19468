'use client';

import { useRef, useState } from 'react';
import { useErrorText } from '@/components/access/useErrorText';
import { isBffError } from '@/lib/bff/errors';

/**
 * One send at a time for a form: a second click before React re-renders the disabled button still sends nothing;
 * a refusal becomes the form's message (the upstream's own words) and the fields stay as typed.
 */
export function useSubmit() {
  const errorText = useErrorText();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(isBffError(err) ? err : null));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
