import { Carousel } from '@/components/ui/Carousel';
import type { Game } from '@/lib/games/game';
import { GameTile } from './GameTile';
import type { VendorMark } from './launcher';
import styles from './GameRow.module.css';

/** Spec 000 §2, spec 001 §9: game rows show arrows above 5 games. */
export const ROW_ARROWS_ABOVE = 5;

/**
 * A titled row of game tiles that slides sideways (home's hot slots and card games), with arrows above
 * five games. The caller leaves it out when there are none.
 */
export function GameRow({ id, title, games, vendors }: { id: string; title: string; games: Game[]; vendors: ReadonlyMap<string, VendorMark> }) {
  return (
    <section className={styles.row} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <Carousel label={title} slideSize="var(--tile-size)" gap={10} arrowsAbove={ROW_ARROWS_ABOVE} testIds={{ prev: `${id}-prev`, next: `${id}-next` }}>
        {games.map((game) => (
          <GameTile key={game.nodeId} game={game} vendor={vendors.get(game.vassalage)} />
        ))}
      </Carousel>
    </section>
  );
}
