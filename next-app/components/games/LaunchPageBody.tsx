import { useTranslations } from 'next-intl';
import { Messages } from '@/components/shell/Messages';
import { EmptyState } from '@/components/ui/EmptyState';
import type { LaunchTarget } from '@/lib/games/game';
import { AutoLaunch } from './AutoLaunch';

/** The body of a launch page (`/seamless`, `/fbsports`): the launch of `game`, or "no game" with a way to the games. */
export function LaunchPageBody({ game }: { game: LaunchTarget | null | undefined }) {
  const t = useTranslations('play');
  if (!game)
    return (
      <EmptyState
        title={t('no_game')}
        action={
          <a className="button" href="/">
            {t('choose_game')}
          </a>
        }
        testId="game-none"
      />
    );
  return (
    <Messages namespaces={['games', 'play', 'errors']}>
      <AutoLaunch game={game} />
    </Messages>
  );
}
