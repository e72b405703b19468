'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useErrorText } from '@/components/access/useErrorText';
import { useFrameHosts, useLaunchCdns } from '@/components/ui/settings';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { games, member } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import type { Session } from '@/lib/bff/types';
import type { LaunchTarget } from '@/lib/games/game';
import { withQuery } from '@/lib/bff/call';
import { GAME_STORAGE_KEY, canFrame, isTrialAccount, launchPlan, launchRefusal, resolveGameUrl } from '@/lib/games/launch';
import { KEYS, LOGGED_OUT, useSession } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/locales';
import { GameLauncherContext, type GameLauncher, type VendorMark } from './launcher';
import { lazyWindow } from '@/lib/shell/lazy-window';

// The game pop-up's code (and its list) is fetched when a vendor item is first opened.
const VendorGamesModal = lazyWindow(() => import('./VendorGamesModal').then((m) => m.VendorGamesModal));

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
 * Carries out the launch rules for every game button below it (spec 001 §4): the login window for a
 * visitor, the "register a real account" warning for a trial account, the lottery pages for lottery
 * vendors, the game pop-up for vendor items, else the launch call with the loading overlay. A launched
 * game opens framed in `/game` when its host is one of the brand's launch hosts (kept in session storage,
 * so its ticket never goes into an address), else in a new tab ("Popup blocked…" when the browser stops
 * it). Refusals: `#727` and `#734` get our messages, game maintenance the maintenance page, anything else
 * the server's message. Coming back to the page (the back button, a restored tab) refreshes the balance.
 * Needs the `games`, `play` and `errors` messages.
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

  const launch = useCallback(
    async (game: Pick<LaunchTarget, 'name'>, request: () => Promise<string>) => {
      let raw: string;
      try {
        raw = await ui.loading(request);
      } catch (err) {
        if (isBffError(err) && err.kind === 'unauthenticated') {
          // The session ended since the page loaded: show the visitor logged out and offer to log in.
          await mutate(KEYS.session, LOGGED_OUT, { revalidate: false });
          openLogin('required');
          return;
        }
        const refusal = launchRefusal(isBffError(err) ? err.errorCode : '');
        if (refusal === 'maintenance') return navigate(withQuery('/game', { maintenance: game.name }));
        if (refusal === 'system-busy') return ui.warn(tPlay('system_busy'));
        if (refusal === 'previous-game-open') return ui.warn(tPlay('previous_game_open'));
        if (refusal === 'real-account-needed') return ui.warn(t('in_need_true_account'));
        await ui.warn(errorText(isBffError(err) ? err : null));
        return;
      }
      const url = resolveGameUrl(raw, launchCdns);
      if (!url) return ui.warn(errorText(null));
      if (canFrame(url, frameHosts)) {
        const from = `${window.location.pathname}${window.location.search}`;
        sessionStorage.setItem(GAME_STORAGE_KEY, JSON.stringify({ url, name: game.name, from: from === '/game' ? '/' : from }));
        return navigate('/game');
      }
      if (!open(url)) await ui.warn(tPlay('popup_blocked'));
    },
    [ui, mutate, openLogin, errorText, navigate, open, launchCdns, frameHosts, t, tPlay],
  );

  // Until the session has loaded, ask for it (a click right after first paint).
  const currentSession = useCallback(async () => sessionRef.current ?? (await send(member.session()).catch(() => LOGGED_OUT)), []);

  const play = useCallback<GameLauncher['play']>(
    async (game, vendor) => {
      const plan = launchPlan(game, await currentSession());
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
          await launch(game, () => send(games.launchGame(game, language)));
      }
    },
    [launch, language, navigate, openLogin, t, ui, currentSession],
  );

  const trial = useCallback<GameLauncher['trial']>((game) => launch(game, () => send(games.trialLaunchGame(game, language))), [launch, language]);

  const launchWith = useCallback<GameLauncher['launchWith']>(
    async (name, request) => {
      const current = await currentSession();
      if (!current.loggedIn) return openLogin('required');
      if (isTrialAccount(current)) return ui.warn(t('in_need_true_account'));
      await launch({ name }, request);
    },
    [currentSession, launch, openLogin, t, ui],
  );

  const launcher = useMemo<GameLauncher>(() => ({ play, trial, launchWith }), [play, trial, launchWith]);
  return (
    <GameLauncherContext.Provider value={launcher}>
      {children}
      {vendorItem && <VendorGamesModal item={vendorItem.game} vendor={vendorItem.vendor} onClose={() => setVendorItem(null)} />}
    </GameLauncherContext.Provider>
  );
}
