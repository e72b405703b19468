import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LotteryLobby } from '../../components/lottery/LotteryLobby';
import { toggleFavouriteLottery } from '../../lib/games/lottery';
import { renderWithLauncher } from './render';

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
const envelope = (value: unknown) => json({ success: true, value, message: '', errorCode: '' });

/** The gateway's menus: one fast lottery whose draw is `remainTime` seconds away, numbered by the answer. */
let answered = 0;
const menus = (remainTime: number) => ({
  FAST: {
    tag: 'FAST',
    name: 'Fast',
    sort: 1,
    gameMenus: [
      {
        gameId: 1001,
        gameCode: 'TCG1M',
        gameName: '1-minute lotto',
        numero: `N${answered}`,
        remainTime,
        lockTime: 0,
        status: 'LOCKED',
        drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
        lastNumero: 'N0',
        lastWinningNumber: '12345678',
      },
    ],
  },
  SSC: {
    tag: 'SSC',
    name: 'SSC',
    sort: 2,
    gameMenus: [{ gameId: 1005, gameCode: 'CQSSC', gameName: 'Chongqing', numero: 'S1', remainTime: 900, lockTime: 800, status: 'OPEN', drawDayOfWeek: [3] }],
  },
});

const requests: string[] = [];
beforeEach(() => {
  answered = 0;
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.startsWith('/bff/session')) return envelope({ loggedIn: false });
      if (url.startsWith('/lgw/games/game_menus')) {
        answered += 1;
        return json(menus(answered === 1 ? 2 : 60));
      }
      throw new Error(`unexpected request ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLobby() {
  renderWithLauncher(<LotteryLobby vietnam={false} prizeMode="Lott" />);
}

describe('the lottery lobby', () => {
  it('counts down each second, asks again when the nearest draw is due, and shows the next draw', async () => {
    renderLobby();
    const card = await screen.findByTestId('lottery-draw');
    expect(within(card).getByTestId('lottery-draw-numero').textContent).toBe('Draw N1');
    expect(within(card).getByTestId('lottery-draw-countdown').textContent).toMatch(/^00:00:0[0-2]$/);
    // Up to 6 winning digits: the last six of the result.
    expect(within(card).getByTestId('lottery-draw-result').textContent).toBe('345678');
    // The refresh timer is the smallest remaining time (2 s): the next draw arrives by itself.
    await waitFor(() => expect(within(screen.getByTestId('lottery-draw')).getByTestId('lottery-draw-numero').textContent).toBe('Draw N2'), { timeout: 4_000 });
    expect(requests.filter((r) => r.startsWith('/lgw/games/game_menus'))).toEqual([
      '/lgw/games/game_menus?prizeMode=Lott&device=WEB',
      '/lgw/games/game_menus?prizeMode=Lott&device=WEB',
    ]);
  });

  it('switches tags and filters by weekday; favourites ask a visitor to log in', async () => {
    renderLobby();
    await screen.findByTestId('lottery-draw');
    await userEvent.click(screen.getByRole('button', { name: 'SSC' }));
    expect(screen.getByTestId('lottery-draw-name').textContent).toBe('Chongqing');
    await userEvent.click(screen.getByTestId('lottery-weekday-1'));
    expect(await screen.findByTestId('lottery-empty')).toBeTruthy();
    await userEvent.click(screen.getByTestId('lottery-weekday-3'));
    expect(screen.getByTestId('lottery-draw-name').textContent).toBe('Chongqing');
    await userEvent.click(screen.getByTestId('lottery-draw-fav'));
    expect(await screen.findByTestId('login-modal', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("waits for a member's session when favourites are pressed before it has loaded, instead of asking to log in", async () => {
    let answerSession: (member: unknown) => void = () => {};
    const stubbed = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).startsWith('/bff/session') ? new Promise((resolve) => (answerSession = (v) => resolve(envelope(v)))) : stubbed(input, init),
    );
    toggleFavouriteLottery(localStorage, 'demo01', 'TCG1M');
    renderLobby();
    await screen.findByTestId('lottery-draw');
    const favourites = screen.getByTestId('lottery-list-fav');
    fireEvent.click(favourites);
    answerSession({ loggedIn: true, userName: 'demo01', customerType: 1 });
    await waitFor(() => expect(favourites.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(screen.getByTestId('lottery-draw').getAttribute('data-game')).toBe('TCG1M');
    localStorage.clear();
  });
});
