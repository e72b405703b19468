import { useTranslations } from 'next-intl';
import { LaunchButton } from '@/components/games/LaunchButton';
import { Carousel } from '@/components/ui/Carousel';
import { DateText } from '@/components/ui/DateText';
import { Img } from '@/components/ui/Img';
import type { HotMatch } from '@/lib/games/game';
import styles from './HotMatches.module.css';

/** Spec 001 §9: the hot match carousel shows arrows above 4 matches. */
export const MATCH_ARROWS_ABOVE = 4;

function Team({ name, logo }: { name: string; logo: string }) {
  return (
    <span className={styles.team}>
      <Img src={logo} alt="" width={48} height={48} fit="contain" className={styles.crest} />
      <span className={styles.teamName} data-testid="hot-match-team">
        {name}
      </span>
    </span>
  );
}

/**
 * The hot football matches carousel (spec 001 §2): "popular football matches", each with its title, kick-off
 * time, the two teams with their crests, and a bet button that starts the match's sportsbook through the
 * launch rules. Arrows only above four matches. The caller leaves it out when there are none.
 */
export function HotMatches({ matches }: { matches: HotMatch[] }) {
  const t = useTranslations('home');
  return (
    <section className={styles.block} aria-labelledby="hot-matches-title" data-testid="hot-matches">
      <h2 id="hot-matches-title" className={styles.title}>
        {t('hot_matches')}
      </h2>
      <Carousel
        label={t('hot_matches')}
        slideSize="var(--match-slide)"
        gap={12}
        arrowsAbove={MATCH_ARROWS_ABOVE}
        testIds={{ slide: 'hot-match', prev: 'hot-matches-prev', next: 'hot-matches-next' }}
      >
        {matches.map((match) => (
          <article key={match.matchId} className={styles.match}>
            <h3 className={styles.league} data-testid="hot-match-title">
              {match.title}
            </h3>
            <p className={styles.time}>
              <DateText value={match.matchTime} withTime noSeconds testId="hot-match-time" />
            </p>
            <p className={styles.teams}>
              <Team name={match.homeTeam} logo={match.homeTeamImageUrl} />
              <span className={styles.versus}>{t('versus')}</span>
              <Team name={match.awayTeam} logo={match.awayTeamImageUrl} />
            </p>
            <LaunchButton
              game={match.game}
              label={t('bet_label', { home: match.homeTeam, away: match.awayTeam })}
              className={`button ${styles.bet}`}
              testId="hot-match-bet"
            >
              {t('bet')}
            </LaunchButton>
          </article>
        ))}
      </Carousel>
    </section>
  );
}
