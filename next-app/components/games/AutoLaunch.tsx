'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { LaunchTarget } from '@/lib/games/game';
import { GameLauncherProvider } from './GameLauncherProvider';
import { useGameLauncher } from './launcher';

/** The launch page is replaced by what it opens, so "back" from the game does not launch it again. */
function replace(url: string): void {
  window.location.replace(url);
}

function Launch({ game }: { game: LaunchTarget }) {
  const t = useTranslations('play');
  const launcher = useGameLauncher();
  const started = useRef(false);
  useEffect(() => {
    // Once per page (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void launcher.play(game);
  }, [launcher, game]);
  return (
    <div data-testid="game-launch">
      <p>{t('launching', { game: game.name })}</p>
      {/* After a login, or a refusal the visitor has read: start again by hand. */}
      <button type="button" className="button" onClick={() => void launcher.play(game)} data-testid="game-launch-again">
        {t('play_again', { game: game.name })}
      </button>
    </div>
  );
}

/**
 * The island of the launch pages (`/seamless`, `/fbsports`): launches `game` through the launch rules as
 * soon as the page is shown (login window, trial warning, maintenance page and refusals as anywhere), and
 * offers to start it again by hand. Needs the `games`, `play` and `errors` messages.
 */
export function AutoLaunch({ game }: { game: LaunchTarget }) {
  return (
    <GameLauncherProvider navigate={replace}>
      <Launch game={game} />
    </GameLauncherProvider>
  );
}
