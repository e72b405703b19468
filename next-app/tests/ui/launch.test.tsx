import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameTile } from '../../components/games/GameTile';
import type { Session } from '../../lib/bff/types';
import type { Game } from '../../lib/games/game';
import { renderWithLauncher } from './render';

const game = (over: Partial<Game> = {}): Game => ({
  nodeId: '10002',
  gameId: 'pg-0002',
  gameType: 'RNG',
  vassalage: 'PG',
  name: 'Mahjong Ways',
  image: 'https://cdn.example/10002.svg',
  defaultImage: 'https://cdn.example/PG-DEFAULT.svg',
  supportPlay: 1,
  isGame: 'GAME',
  minBet: 0.05,
  defaultPlayType: '',
  accountTypeName: '',
  ...over,
});
const MEMBER: Session = {
  loggedIn: true,
  userName: 'demo01',
  customerType: 1,
  isAgent: false,
  isTrial: false,
  mustChangePassword: false,
  firstTimeLogin: false,
};
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value, message: '', errorCode: '' }), { status: 200 });
const refused = (message: string, errorCode: string) => new Response(JSON.stringify({ success: false, value: null, message, errorCode }), { status: 200 });

/** The BFF as the browser sees it: answers by path; every request is recorded. */
let answers: Record<string, () => Response>;
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const path = url.split('?')[0]!;
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected request ${url}`);
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const LAUNCH_HOSTS = ['http://games.example'];
/** A host the brand frames besides the upstream's launch hosts (its `security.frame_hosts`). */
const BRAND_FRAME_HOST = 'https://tables.partner.example';

function renderTiles(session: Session, tiles: Game[], navigate = vi.fn(), open = vi.fn(() => true)) {
  answers = { '/bff/session': () => ok(session), ...answers };
  renderWithLauncher(
    tiles.map((g) => <GameTile key={g.nodeId} game={g} vendor={{ name: 'PG Soft', logo: 'https://cdn.example/PG.svg' }} />),
    { navigate, open, settings: { launchCdns: LAUNCH_HOSTS, frameHosts: [...LAUNCH_HOSTS, BRAND_FRAME_HOST] } },
  );
  return navigate;
}

describe('a game tile', () => {
  beforeEach(() => {
    answers = {};
  });

  it('shows the picture, name and vendor logo, and a free trial only when supportPlay is 0', () => {
    renderTiles({ loggedIn: false }, [game(), game({ nodeId: '10003', name: 'Lucky Neko', supportPlay: 0 })]);
    const [first, second] = screen.getAllByTestId('game-tile');
    expect(within(first!).getByTestId('game-tile-name').textContent).toBe('Mahjong Ways');
    expect(within(first!).getByRole('img', { name: 'PG Soft' })).toBeTruthy();
    expect(within(first!).queryByTestId('game-tile-trial')).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Free trial: Lucky Neko' })).toBeTruthy();
  });

  it('opens the login window for a visitor, and launches nothing', async () => {
    const navigate = renderTiles({ loggedIn: false }, [game()]);
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    // The login window is loaded on first open (a dynamic import): on a busy machine that takes over a second.
    expect(await screen.findByTestId('login-modal', undefined, { timeout: 5000 })).toBeTruthy();
    expect(requests.some((r) => r.includes('launchGame'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells a trial account to register a real account, and launches nothing', async () => {
    const navigate = renderTiles({ ...MEMBER, customerType: 4, isTrial: true }, [game()]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    expect(await screen.findByText('Please register a real account to play.')).toBeTruthy();
    expect(requests.some((r) => r.includes('launchGame'))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('launches for a member and opens the game framed in /game, its address kept out of the URL', async () => {
    sessionStorage.clear();
    answers['/wps/game/launchGame'] = () => ok({ content: { game_url: 'http://games.example/play/t1' } });
    const navigate = renderTiles(MEMBER, [game()]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game'));
    expect(JSON.parse(sessionStorage.getItem('veneer.game')!)).toEqual({ url: 'http://games.example/play/t1', name: 'Mahjong Ways', from: '/' });
    const launch = new URL(requests.find((r) => r.startsWith('/wps/game/launchGame'))!, 'http://x');
    expect(Object.fromEntries(launch.searchParams)).toMatchObject({ launchMode: 'GLS', nodeId: '10002', gameId: 'pg-0002', vassalage: 'PG', language: 'EN' });
  });

  it('opens a game whose host is not a launch host in a new tab, and says so when the pop-up is blocked', async () => {
    answers['/wps/game/launchGame'] = () => ok({ content: { game_url: 'https://elsewhere.example/play/t2' } });
    const open = vi.fn(() => false);
    const navigate = renderTiles(MEMBER, [game()], vi.fn(), open);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    expect(await screen.findByText('Popup blocked. Please allow popups and try again')).toBeTruthy();
    expect(open).toHaveBeenCalledWith('https://elsewhere.example/play/t2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("frames a game on one of the brand's own frame hosts in /game too", async () => {
    sessionStorage.clear();
    answers['/wps/game/launchGame'] = () => ok({ content: { game_url: `${BRAND_FRAME_HOST}/table/9` } });
    const open = vi.fn(() => true);
    const navigate = renderTiles(MEMBER, [game()], vi.fn(), open);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game'));
    expect(JSON.parse(sessionStorage.getItem('veneer.game')!).url).toBe(`${BRAND_FRAME_HOST}/table/9`);
    expect(open).not.toHaveBeenCalled();
  });

  it('puts a path the upstream answers on a launch host', async () => {
    answers['/wps/game/launchGame'] = () => ok({ content: { game_url: '/play/t3' } });
    const navigate = renderTiles(MEMBER, [game()]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game'));
    expect(JSON.parse(sessionStorage.getItem('veneer.game')!).url).toBe('http://games.example/play/t3');
  });

  it.each([
    ['#734', 'The previous game has not finished #734', 'The previous game has not finished. Please finish it before starting another.'],
    ['#727', 'System busy #727', 'System busy, please try again later.'],
    ['game.not.exist', 'No such game', 'No such game'],
  ])('answers the refusal %s with its message', async (errorCode, serverMessage, shown) => {
    answers['/wps/game/launchGame'] = () => refused(serverMessage, errorCode);
    const navigate = renderTiles(MEMBER, [game()]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a game under maintenance to the game maintenance page', async () => {
    answers['/wps/game/launchGame'] = () => refused('PG Soft is under maintenance', 'game.maintenance');
    const navigate = renderTiles(MEMBER, [game()]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Mahjong Ways' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game?maintenance=Mahjong%20Ways'));
  });

  it('starts a free trial without asking anyone to log in', async () => {
    answers['/wps/game/launchGame/trial'] = () => ok({ content: { game_url: 'http://games.example/play/demo' } });
    const navigate = renderTiles({ loggedIn: false }, [game({ supportPlay: 0 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial: Mahjong Ways' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game'));
    expect(JSON.parse(sessionStorage.getItem('veneer.game')!).url).toBe('http://games.example/play/demo');
    expect(requests).toContain('/wps/game/launchGame/trial?nodeId=10002&language=EN');
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it("sends a lottery vendor's game to its lottery page", async () => {
    const navigate = renderTiles(MEMBER, [game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameId: 'VNHCM', name: 'Ho Chi Minh' })]);
    await waitFor(() => expect(requests).toContain('/bff/session'));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Ho Chi Minh' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/vnLottery?gameCode=VNHCM'));
    expect(requests.some((r) => r.includes('launchGame'))).toBe(false);
  });

  it("opens a vendor item's games in the game pop-up, each playable", async () => {
    answers['/wps/relay/GCSGAME_gameList'] = () =>
      ok({
        games: [
          { nodeId: 10010, gameName: 'Fortune Ox', vassalage: 'PG', gameType: 'RNG', supportPlay: 0 },
          { nodeId: 10011, gameName: 'Wild Bandito', vassalage: 'PG', gameType: 'RNG' },
        ],
        totalPages: 1,
      });
    renderTiles({ loggedIn: false }, [game({ isGame: 'VASSALAGE', name: 'PG Soft lobby' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Play now: PG Soft lobby' }));
    const popup = await screen.findByRole('dialog', { name: 'PG Soft games' });
    await waitFor(() => expect(within(popup).getAllByTestId('game-tile')).toHaveLength(2));
    expect(requests.find((r) => r.startsWith('/wps/relay/GCSGAME_gameList'))).toContain('vassalage=PG');
    expect(within(popup).getAllByTestId('game-tile-trial')).toHaveLength(1);
  });
});
