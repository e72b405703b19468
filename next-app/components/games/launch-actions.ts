/**
 * What the game buttons and favourite hearts do once pressed (spec 001 §4, §8), fetched on the first press: the
 * launch rules of `lib/games/launch.ts`, the launch and favourite calls' handling and the refusal messages are no
 * part of a page's first load.
 * `GameLauncherProvider` owns the hooks and hands their current values in as `LaunchDeps`.
 */
import type { useTranslations } from 'next-intl';
import type { ScopedMutator } from 'swr';
import type { useLoginWindow } from '@/components/access/LoginWindow';
import type { UiApi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { withQuery } from '@/lib/bff/call';
import { games } from '@/lib/bff/calls';
import { isBffError, type BffError } from '@/lib/bff/errors';
import type { Session } from '@/lib/bff/types';
import { memberGuard } from '@/lib/access/account';
import type { Game, LaunchTarget, VendorMark } from '@/lib/games/game';
import { GAME_STORAGE_KEY, canFrame, isTrialAccount, launchPlan, launchRefusal, resolveGameUrl } from '@/lib/games/launch';
import { KEYS, LOGGED_OUT } from '@/lib/hooks/use-member';

/** The provider's hooks and props, as they are at the press. */
export interface LaunchDeps {
  t: ReturnType<typeof useTranslations<'games'>>;
  tPlay: ReturnType<typeof useTranslations<'play'>>;
  launchCdns: readonly string[];
  frameHosts: readonly string[];
  errorText: (err: BffError | null) => string;
  ui: UiApi;
  openLogin: ReturnType<typeof useLoginWindow>;
  mutate: ScopedMutator;
  /** The upstream's code of the page's language. */
  language: string;
  navigate: (url: string) => void;
  open: (url: string) => boolean;
  showVendorGames: (game: LaunchTarget, vendor?: VendorMark) => void;
  /** The session, asked for when it has not loaded yet (a press right after first paint). */
  currentSession: () => Promise<Session>;
}

/**
 * Runs a launch call under the loading overlay and opens what it answers: framed in `/game` when its host is
 * one of the brand's launch hosts (kept in session storage, so its ticket never goes into an address), else in
 * a new tab ("Popup blocked…" when the browser stops it). Refusals: `#727` and `#734` get our messages, game
 * maintenance the maintenance page, an ended session the login window, anything else the server's message.
 */
async function launch(deps: LaunchDeps, game: Pick<LaunchTarget, 'name'>, request: () => Promise<string>): Promise<void> {
  const { ui, mutate, openLogin, navigate, t, tPlay, errorText } = deps;
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
  const url = resolveGameUrl(raw, deps.launchCdns);
  if (!url) return ui.warn(errorText(null));
  if (canFrame(url, deps.frameHosts)) {
    const from = `${window.location.pathname}${window.location.search}`;
    sessionStorage.setItem(GAME_STORAGE_KEY, JSON.stringify({ url, name: game.name, from: from === '/game' ? '/' : from }));
    return navigate('/game');
  }
  if (!deps.open(url)) await ui.warn(tPlay('popup_blocked'));
}

/** "Play" (or "bet") on a game tile: the login window, the trial warning, a page, the game pop-up or a launch. */
export async function play(deps: LaunchDeps, game: LaunchTarget, vendor?: VendorMark): Promise<void> {
  const plan = launchPlan(game, await deps.currentSession());
  switch (plan.kind) {
    case 'vendor-games':
      return deps.showVendorGames(game, vendor);
    case 'login':
      return deps.openLogin('required');
    case 'real-account-needed':
      return deps.ui.warn(deps.t('in_need_true_account'));
    case 'page':
      return deps.navigate(plan.href);
    case 'launch':
      return launch(deps, game, () => send(games.launchGame(game, deps.language)));
  }
}

/** "Try" on a game with demo credits: no account needed. */
export function trial(deps: LaunchDeps, game: Pick<LaunchTarget, 'nodeId' | 'name'>): Promise<void> {
  return launch(deps, game, () => send(games.trialLaunchGame(game, deps.language)));
}

/** Something other than a game tile (the lottery lobby), behind the same guards. */
export async function launchWith(deps: LaunchDeps, name: string, request: () => Promise<string>): Promise<void> {
  const current = await deps.currentSession();
  if (!current.loggedIn) return deps.openLogin('required');
  if (isTrialAccount(current)) return deps.ui.warn(deps.t('in_need_true_account'));
  await launch(deps, { name }, request);
}

/**
 * A favourite heart's press (spec 001 §2 "Game tile", §4, §8): the login window for a visitor ("You are not logged
 * in, please login"), the real-account warning for a trial account; a member's adds or removes the game with
 * `toggle`, the heart `busy` and the loading overlay shown until the upstream answers, a refusal in its words.
 */
export async function favourite(
  deps: LaunchDeps,
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>,
  isFavourite: boolean,
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>, isFavourite: boolean) => Promise<void>,
  busy: (on: boolean) => void,
): Promise<void> {
  const guard = memberGuard(await deps.currentSession());
  if (guard?.kind === 'login') return deps.openLogin('required');
  if (guard?.kind === 'real-account-needed') return deps.ui.warn(deps.t('in_need_true_account'));
  busy(true);
  try {
    await deps.ui.loading(() => toggle(game, isFavourite));
  } catch (err) {
    await deps.ui.warn(deps.errorText(isBffError(err) ? err : null));
  } finally {
    busy(false);
  }
}
