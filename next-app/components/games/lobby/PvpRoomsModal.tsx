'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import { games } from '@/lib/bff/calls';
import type { Game } from '@/lib/games/game';
import { noPointlessRetry } from '@/lib/hooks/use-member';
import { LaunchButton } from '../LaunchButton';
import styles from './Lobby.module.css';

/**
 * The rooms of a card game (spec 001 §7 "PVP rooms, PVP launch"): each with its bets and free seats, and a
 * button that launches the game in that room through the page's launcher (its minimum bet applies).
 */
export function PvpRoomsModal({ game, onClose }: { game: Game; onClose: () => void }) {
  const t = useTranslations('lobby');
  const call = games.pvpRooms(game);
  const rooms = useSWR(call.path, () => send(call), { onErrorRetry: noPointlessRetry, revalidateOnFocus: false });
  return (
    <Modal open onClose={onClose} title={t('rooms_title', { game: game.name })} size="md" testId="pvp-rooms">
      {rooms.error && !rooms.data ? (
        <ErrorState message={t('error')} onRetry={() => void rooms.mutate()} retrying={rooms.isValidating} testId="pvp-rooms-error" />
      ) : !rooms.data ? (
        <Skeleton height={48} lines={4} />
      ) : rooms.data.length === 0 ? (
        <EmptyState title={t('no_rooms')} />
      ) : (
        <ul className={styles.rooms}>
          {rooms.data.map((room) => (
            <li key={room.roomId} className={styles.room} data-testid="pvp-room">
              <div>
                <strong>{room.name}</strong>
                <span>{t('room_bets', { min: room.minBet ?? 0, max: room.maxBet ?? 0 })}</span>
                <span>{t('room_seats', { players: room.players ?? 0, free: room.freeSeats ?? 0 })}</span>
              </div>
              <LaunchButton game={{ ...game, roomId: room.roomId }} label={t('room_play', { room: room.name })} className="button" testId="pvp-room-play">
                {t('play')}
              </LaunchButton>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
