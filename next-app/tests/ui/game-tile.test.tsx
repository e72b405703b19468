import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameTile } from '../../components/games/GameTile';
import { parseGame } from '../../lib/games/game';
import type { Session } from '../../lib/bff/types';
import { renderWithLauncher } from './render';

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: '', errorCode: '' }), { status: 200 });

/** The BFF: the session, and the member's favourites as the upstream keeps them. */
let session: Session;
let favourites: string[];
const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  favourites = ['10002'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/bff/session') return envelope(session);
      if (url.startsWith('/wps/relay/MCSFE_getFavoriteGameIds')) return envelope(favourites.map(Number));
      const body = JSON.parse(String(init?.body ?? '{}')) as { nodeId: string };
      if (url === '/wps/relay/MCSFE_addFavoriteGameV2') favourites = [body.nodeId, ...favourites];
      else if (url === '/wps/relay/MCSFE_removeFavoriteGameV2') favourites = favourites.filter((id) => id !== body.nodeId);
      else throw new Error(`unexpected ${method} ${url}`);
      return envelope(true);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderTile(raw: Record<string, unknown>) {
  const game = parseGame(raw)!;
  renderWithLauncher(<GameTile game={game} />, { navigate: vi.fn() });
  return screen.getByTestId('game-tile');
}

const MEMBER: Session = {
  loggedIn: true,
  userName: 'demo01',
  customerType: 1,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
  firstTimeLogin: false,
};

describe('a game tile from a sparse answer', () => {
  it('without image and name is still a tile that plays: its code names it, the default image draws it', () => {
    session = { loggedIn: false };
    const tile = renderTile({ nodeId: 10007, gameCode: 'pg-0007', vassalage: 'PG', gameType: 'RNG' });
    expect(within(tile).getByTestId('game-tile-name').textContent).toBe('pg-0007');
    expect(within(tile).getByRole('button', { name: 'Play now: pg-0007' })).toBeTruthy();
  });

  it('with nothing but a node id says "Game"', () => {
    session = { loggedIn: false };
    const tile = renderTile({ nodeId: 10008 });
    expect(within(tile).getByTestId('game-tile-name').textContent).toBe('Game');
    expect(within(tile).getByTestId('game-tile-image').getAttribute('width')).toBe('160');
  });
});

describe('the favourite heart', () => {
  it('asks a visitor to log in, and changes nothing', async () => {
    session = { loggedIn: false };
    const tile = renderTile({ nodeId: 10003, gameName: 'Lucky Neko', vassalage: 'PG', gameType: 'RNG' });
    await userEvent.click(within(tile).getByTestId('game-tile-favourite'));
    // The login window is loaded on first open: a cold import takes seconds on a loaded machine.
    expect(await screen.findByTestId('login-prompt', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.includes('Favorite'))).toBe(false);
  });

  it('tells a trial account to register a real account', async () => {
    session = { ...MEMBER, customerType: 4, isTrial: true };
    const tile = renderTile({ nodeId: 10003, gameName: 'Lucky Neko', vassalage: 'PG', gameType: 'RNG' });
    await waitFor(() => expect(calls).toContain('GET /bff/session'));
    await userEvent.click(within(tile).getByTestId('game-tile-favourite'));
    expect(await screen.findByText('Please register a real account to play.')).toBeTruthy();
    expect(calls.some((c) => c.includes('Favorite'))).toBe(false);
  });

  it("adds a member's game, then removes it, with the upstream told each time", async () => {
    session = MEMBER;
    const tile = renderTile({ nodeId: 10003, gameName: 'Lucky Neko', vassalage: 'PG', gameType: 'RNG' });
    const heart = within(tile).getByTestId('game-tile-favourite');
    await waitFor(() => expect(calls).toContain('GET /wps/relay/MCSFE_getFavoriteGameIds'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-label')).toBe('Remove Lucky Neko from favourites');
    expect(favourites).toContain('10003');
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(favourites).not.toContain('10003');
    expect(calls.filter((c) => c.startsWith('POST') || c.startsWith('DELETE'))).toEqual([
      'POST /wps/relay/MCSFE_addFavoriteGameV2',
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2',
    ]);
  });
});
