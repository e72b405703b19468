'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useErrorText } from '@/components/access/use-error-text';
import { lazyModule } from '@/components/ui/lazy';
import { useFrameHosts, useLaunchCdns } from '@/components/ui/settings';
import { useUi } from '@/components/ui/UiProvider';
import { afterSettled } from '@/lib/client/after-load';
import { send } from '@/lib/bff/browser';
import { member } from '@/lib/bff/calls';
import type { Session } from '@/lib/bff/types';
import type { LaunchTarget } from '@/lib/games/game';
import { KEYS, LOGGED_OUT, useSession } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import { lazyPart } from '@/lib/i18n/lazy-messages';
import type { LaunchDeps } from './launch-actions';
import { FavouriteHeartsProvider } from './favourite-hearts';
import { GameLauncherContext, type GameLauncher, type VendorMark } from './launcher';

// The game pop-up's code (and its list) is fetched when a vendor item is first opened.
const VendorGamesModal = lazyPart(() => import('./VendorGamesModal').then((m) => m.VendorGamesModal));
// The launch rules and calls: fetched once the page has settled, or at the first press if that comes sooner.
const launchActions = lazyModule(() => import('./launch-actions'));

/** Goes to a page of the site (`/game`, a lottery page, a lobby). */
function goTo(url: string): void {
  window.location.assign(url);
}

/** Opens a game that cannot be framed in a new tab; false when the browser blocked the pop-up. */
function openTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  // The game's page must not be able to navigate ours.
  tab.opener = null;
  return true;
}

/**
 * Carries out the launch rules for every game button below it (spec 001 §4, `./launch-actions.ts`): the login
 * window for a visitor, the "register a real account" warning for a trial account, the lottery pages for
 * lottery vendors, the game pop-up for vendor items, else the launch call with the loading overlay. Coming
 * back to the page (the back button, a restored tab) refreshes the balance. A press whose code cannot be
 * fetched says so ("The page took longer time to load…"). Also the one owner of the page's favourite hearts
 * (`./favourite-hearts`). Needs the `games`, `play`, `errors` and `ui` messages.
 */
export function GameLauncherProvider({
  children,
  navigate = goTo,
  open = openTab,
}: {
  children: ReactNode;
  navigate?: (url: string) => void;
  open?: (url: string) => boolean;
}) {
  const t = useTranslations('games');
  const tPlay = useTranslations('play');
  const tUi = useTranslations('ui');
  const launchCdns = useLaunchCdns();
  const frameHosts = useFrameHosts();
  const errorText = useErrorText();
  const ui = useUi();
  const openLogin = useLoginWindow();
  const { mutate } = useSWRConfig();
  const language = upstreamLanguageCode(useLocale());
  const [vendorItem, setVendorItem] = useState<{ game: LaunchTarget; vendor?: VendorMark } | null>(null);

  const session = useSession();
  const sessionRef = useRef<Session | undefined>(session.data);
  sessionRef.current = session.data;

  // Back from a game (a page restored from the back-forward cache keeps its old balance): ask again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void mutate(KEYS.balance);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [mutate]);

  useEffect(() => afterSettled(() => void launchActions.load().catch(() => undefined)), []);

  // Until the session has loaded, ask for it (a press right after first paint).
  const currentSession = useCallback(async () => sessionRef.current ?? (await send(member.session()).catch(() => LOGGED_OUT)), []);

  const deps: LaunchDeps = {
    t,
    tPlay,
    launchCdns,
    frameHosts,
    errorText,
    ui,
    openLogin,
    mutate,
    language,
    navigate,
    open,
    showVendorGames: (game, vendor) => setVendorItem({ game, vendor }),
    currentSession,
  };
  const depsRef = useRef(deps);
  useLayoutEffect(() => {
    depsRef.current = deps;
  });

  const launcher = useMemo<GameLauncher>(() => {
    /** Runs `action` with the launch code, or says the page could not load it. */
    async function withActions(action: (actions: typeof import('./launch-actions')) => Promise<void>): Promise<void> {
      let actions: typeof import('./launch-actions');
      try {
        actions = await launchActions.load();
      } catch {
        return depsRef.current.ui.warn(tUi('slow_load'));
      }
      await action(actions);
    }
    return {
      play: (game, vendor) => withActions((actions) => actions.play(depsRef.current, game, vendor)),
      trial: (game) => withActions((actions) => actions.trial(depsRef.current, game)),
      launchWith: (name, request) => withActions((actions) => actions.launchWith(depsRef.current, name, request)),
      favourite: (game, isFavourite, toggle, busy) => withActions((actions) => actions.favourite(depsRef.current, game, isFavourite, toggle, busy)),
    };
  }, [tUi]);

  return (
    <GameLauncherContext.Provider value={launcher}>
      <FavouriteHeartsProvider>
        {children}
        {vendorItem && <VendorGamesModal item={vendorItem.game} vendor={vendorItem.vendor} onClose={() => setVendorItem(null)} />}
      </FavouriteHeartsProvider>
    </GameLauncherContext.Provider>
  );
}
