import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameFrame } from '../../components/games/GameFrame';
import { renderUi } from './render';

const HOSTS = ['http://games.example', 'https://tables.partner.example'];

function renderFrame() {
  renderUi(<GameFrame />, { settings: { frameHosts: HOSTS } });
}

afterEach(() => sessionStorage.clear());

describe('the game page', () => {
  it('frames the kept game from a launch host, with its name and a way back', async () => {
    sessionStorage.setItem('veneer.game', JSON.stringify({ url: 'http://games.example/play/t1', name: 'Mahjong Ways', from: '/rng' }));
    renderFrame();
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('http://games.example/play/t1');
    expect(frame.getAttribute('title')).toBe('Mahjong Ways');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mahjong Ways');
    expect(screen.getByTestId('game-back').textContent).toContain('Back');
  });

  it("frames a game on the brand's own frame host", async () => {
    sessionStorage.setItem('veneer.game', JSON.stringify({ url: 'https://tables.partner.example/t/9', name: 'Table', from: '/live' }));
    renderFrame();
    expect((await screen.findByTestId('game-frame')).getAttribute('src')).toBe('https://tables.partner.example/t/9');
  });

  it('never frames a game from another host, nor a broken record', async () => {
    sessionStorage.setItem('veneer.game', JSON.stringify({ url: 'https://evil.example/play', name: 'Evil', from: '/' }));
    renderFrame();
    expect(await screen.findByTestId('game-none')).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('says no game is open when none was launched', async () => {
    renderFrame();
    expect((await screen.findByTestId('game-none')).textContent).toContain('No game is open');
  });
});
