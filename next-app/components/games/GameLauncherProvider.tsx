'use client';

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useErrorText } from '@/components/access/useErrorText';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { games, member } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import type { Session } from '@/lib/bff/types';
import type { LaunchTarget } from '@/lib/games/game';
import { launchPlan } from '@/lib/games/launch';
import { KEYS, LOGGED_OUT, useSession } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/locales';
import { GameLauncherContext, type GameLauncher, type VendorMark } from './launcher';

// The game pop-up's code (and its list) is fetched when a vendor item is first opened.
const VendorGamesModal = dynamic(() => import('./VendorGamesModal').then((m) => m.VendorGamesModal), { ssr: false });

/** Goes to a game's page (the same tab for now: the embedded `/game` page is later work) or a lottery page. */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Carries out the launch rules for every game button below it (spec 001 §4): the login window for a
 * visitor, the "register a real account" warning for a trial account, the lottery pages for lottery
 * vendors, the game pop-up for vendor items, else the launch call with the loading overlay, and the
 * server's message in a warning when it refuses. Needs the `games` and `errors` messages.
 */
export function GameLauncherProvider({ children, navigate = goTo }: { children: ReactNode; navigate?: (url: string) => void }) {
  const t = useTranslations('games');
  const errorText = useErrorText();
  const ui = useUi();
  const openLogin = useLoginWindow();
  const { mutate } = useSWRConfig();
  const language = upstreamLanguageCode(useLocale());
  const [vendorItem, setVendorItem] = useState<{ game: LaunchTarget; vendor?: VendorMark } | null>(null);

  const session = useSession();
  const sessionRef = useRef<Session | undefined>(session.data);
  sessionRef.current = session.data;

  const launch = useCallback(
    async (request: () => Promise<string>) => {
      let url: string;
      try {
        url = await ui.loading(request);
      } catch (err) {
        if (isBffError(err) && err.kind === 'unauthenticated') {
          // The session ended since the page loaded: show the visitor logged out and offer to log in.
          await mutate(KEYS.session, LOGGED_OUT, { revalidate: false });
          openLogin('required');
          return;
        }
        await ui.warn(errorText(isBffError(err) ? err : null));
        return;
      }
      navigate(url);
    },
    [ui, mutate, openLogin, errorText, navigate],
  );

  const play = useCallback<GameLauncher['play']>(
    async (game, vendor) => {
      // Until the session has loaded, ask for it (a click right after first paint).
      const current = sessionRef.current ?? (await send(member.session()).catch(() => LOGGED_OUT));
      const plan = launchPlan(game, current);
      switch (plan.kind) {
        case 'vendor-games':
          setVendorItem({ game, vendor });
          return;
        case 'login':
          openLogin('required');
          return;
        case 'real-account-needed':
          await ui.warn(t('in_need_true_account'));
          return;
        case 'page':
          navigate(plan.href);
          return;
        case 'launch':
          await launch(() => send(games.launchGame(game, language)));
      }
    },
    [launch, language, navigate, openLogin, t, ui],
  );

  const trial = useCallback<GameLauncher['trial']>((game) => launch(() => send(games.trialLaunchGame(game, language))), [launch, language]);

  const launcher = useMemo<GameLauncher>(() => ({ play, trial }), [play, trial]);
  return (
    <GameLauncherContext.Provider value={launcher}>
      {children}
      {vendorItem && <VendorGamesModal item={vendorItem.game} vendor={vendorItem.vendor} onClose={() => setVendorItem(null)} />}
    </GameLauncherContext.Provider>
  );
}
