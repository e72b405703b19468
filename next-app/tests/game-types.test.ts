import { describe, expect, it } from 'vitest';
import { GAME_TYPE_MENU, HOME_TILES, isActive, shouldNavigate } from '../lib/games/types';

describe('game-type menu', () => {
  it('has Recommend plus the ten types of the spec, in order', () => {
    expect(GAME_TYPE_MENU.map((i) => i.gameType)).toEqual([
      'RECOMMEND',
      'RNG',
      'FISH',
      'PVP',
      'LIVE',
      'LOTT',
      'ELOTT',
      'OTHER',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
  });

  it('makes SPORTS active on /sports only, and any other type where the path contains it', () => {
    expect(isActive('SPORTS', '/sports')).toBe(true);
    expect(isActive('SPORTS', '/esports')).toBe(false);
    expect(isActive('ESPORTS', '/esports')).toBe(true);
    expect(isActive('RNG', '/rng')).toBe(true);
    expect(isActive('LOTT', '/lobby?lobbyType=lott')).toBe(true);
    expect(isActive('LOTT', '/elott')).toBe(true);
    expect(isActive('ELOTT', '/elott')).toBe(true);
    expect(isActive('ELOTT', '/lottery')).toBe(false);
    expect(isActive('RECOMMEND', '/')).toBe(true);
    expect(isActive('RECOMMEND', '/rng')).toBe(false);
  });

  it('does nothing when the tab is the current page', () => {
    const rng = GAME_TYPE_MENU.find((i) => i.gameType === 'RNG')!;
    expect(shouldNavigate(rng, '/rng')).toBe(false);
    expect(shouldNavigate(rng, '/')).toBe(true);
  });

  it('puts RNG and SPORTS on the sides of the home tiles and PVP, LIVE, FISH, LOTT in the middle', () => {
    expect(HOME_TILES.start.gameType).toBe('RNG');
    expect(HOME_TILES.end.gameType).toBe('SPORTS');
    expect(HOME_TILES.middle.map((i) => i.gameType)).toEqual(['PVP', 'LIVE', 'FISH', 'LOTT']);
  });
});
