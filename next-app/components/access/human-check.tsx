'use client';

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { isBffError } from '@/lib/bff/errors';
import { ERROR_HUMAN_CHECK_REQUIRED } from '@/lib/bff/generated';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';

// The slider's code is fetched the first time a check is asked for, not with the page.
const SliderCheck = lazyWithMessages(['access'], () => import('./SliderCheck').then((m) => m.SliderCheck));

type RunCheck = () => Promise<boolean>;

const HumanCheckContext = createContext<RunCheck | null>(null);

/**
 * The page's one slider human check (spec 000 §4 "SMS code button": before an SMS is sent and before a
 * user-name login), drawn over whatever is open. Mounted once by the shell; `enabled` is the brand's
 * `humanCheck` (off: every check passes at once, and the BFF asks for none).
 */
export function HumanCheckProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The caller waiting for the answer; a second ask while one is open ends the first as not passed.
  const waiting = useRef<((passed: boolean) => void) | null>(null);

  const run = useCallback<RunCheck>(
    () =>
      // A brand without the check (`brand.humanCheck` false): nothing to pass.
      new Promise<boolean>((resolve) => {
        if (!enabled) {
          resolve(true);
          return;
        }
        waiting.current?.(false);
        waiting.current = resolve;
        setOpen(true);
      }),
    [enabled],
  );

  const finish = useCallback((passed: boolean) => {
    const resolve = waiting.current;
    waiting.current = null;
    setOpen(false);
    resolve?.(passed);
  }, []);

  return (
    <HumanCheckContext.Provider value={run}>
      {children}
      {open && <SliderCheck onDone={finish} />}
    </HumanCheckContext.Provider>
  );
}

/**
 * Opens the slider check. Resolves true once the BFF has accepted an answer (its single-use pass cookie is
 * set: send the guarded call next), false when the visitor closes it.
 */
export function useHumanCheck(): RunCheck {
  const run = useContext(HumanCheckContext);
  if (!run) throw new Error('useHumanCheck() needs a <HumanCheckProvider> above it (the shell mounts one).');
  return run;
}

/**
 * Runs `action` after a passed check. Should the BFF still ask for one (the pass expired while the form was
 * filled in), the check runs again and the action is sent once more. Resolves null when the visitor gives up.
 */
export function useHumanChecked(): <T>(action: () => Promise<T>) => Promise<T | null> {
  const check = useHumanCheck();
  return useCallback(
    async <T,>(action: () => Promise<T>): Promise<T | null> => {
      if (!(await check())) return null;
      try {
        return await action();
      } catch (err) {
        if (!isBffError(err) || err.errorCode !== ERROR_HUMAN_CHECK_REQUIRED) throw err;
        if (!(await check())) return null;
        return action();
      }
    },
    [check],
  );
}
