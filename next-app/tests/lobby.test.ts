import { describe, expect, it } from 'vitest';
import { games } from '../lib/bff/calls';
import { parseGame, type Vendor } from '../lib/games/game';
import {
  DEFAULT_STATE,
  bannerPath,
  categoryOf,
  categoryPath,
  lobbyCategory,
  listTypesOf,
  lobbySearch,
  pageSizeOf,
  parseLobbyState,
  prizeMode,
  slotClassifications,
  upstreamGameType,
  vendorLobbyHref,
  vendorsOf,
  GAMES_ROUTE_CATEGORIES,
} from '../lib/games/lobby';
import { listCall, swrKeyOf } from '../lib/games/lobby-calls';

const vendor = (vassalage: string, gameType: string): Vendor => ({ vassalage, gameType, name: vassalage, logo: '', isHot: false });
const parse = (query: string) => parseLobbyState(new URLSearchParams(query));

describe('lobby state in the URL', () => {
  it('reads every part the lobby writes, and writes it back the same', () => {
    const state = parse('type=hot&vassalage=jl&name=%20dragon%20&minBet=0.05&classify=jackpot&minLine=25&page=3');
    expect(state).toEqual({ list: 'hot', vendor: 'JL', name: 'dragon', minBet: '0.05', classify: 'JACKPOT', minLine: 25, page: 3 });
    expect(lobbySearch(state)).toBe('?type=hot&vassalage=JL&name=dragon&minBet=0.05&classify=JACKPOT&minLine=25&page=3');
    expect(parse(lobbySearch(state).slice(1))).toEqual(state);
  });

  it('leaves defaults out of the URL and keeps what the route keeps', () => {
    expect(lobbySearch(DEFAULT_STATE)).toBe('');
    expect(lobbySearch({ ...DEFAULT_STATE, vendor: 'JDB' }, { lobbyType: 'fish' })).toBe('?lobbyType=fish&vassalage=JDB');
  });

  it('ignores unknown or malformed filters', () => {
    expect(parse('type=everything&vassalage=<script>&minBet=0.02&classify=1%3D1&minLine=-4&page=0&colour=red')).toEqual(DEFAULT_STATE);
    expect(parse('page=abc&minLine=1e3').page).toBe(1);
    expect(parse('type=vassalage&vassalage=PG')).toMatchObject({ list: 'all', vendor: 'PG' });
    expect(parse(`name=${'x'.repeat(80)}`).name).toHaveLength(50);
  });

  it('picks the category of the lobby route and the games route', () => {
    expect(lobbyCategory('fish')).toBe('FISH');
    expect(lobbyCategory('lott')).toBe('LOTT');
    expect(lobbyCategory('')).toBe('RNG');
    expect(lobbyCategory('nonsense')).toBe('RNG');
    expect(lobbyCategory('fish', GAMES_ROUTE_CATEGORIES)).toBe('RNG');
    expect(categoryPath('LOTT')).toBe('/lobby?lobbyType=lott');
    expect(bannerPath('LOTT')).toBe('/elott');
    expect(categoryPath('ESPORTS')).toBe('/esports');
    expect(vendorLobbyHref('LOTT', 'TCG_LOTTO')).toBe('/lobby?lobbyType=lott&vassalage=TCG_LOTTO');
    expect(vendorLobbyHref('RNG', 'JL')).toBe('/rng?vassalage=JL');
  });
});

describe('categories', () => {
  const lanes = [
    vendor('SBO', 'SPORTS'),
    vendor('TF', 'SPORTS'),
    vendor('SV3', 'SPORTS'),
    vendor('SABA', 'SPORTS'),
    vendor('IMES', 'SPORTS'),
    vendor('WS168', 'SPORTS'),
    vendor('PG', 'RNG'),
    vendor('JL', 'RNG'),
    vendor('TF', 'RNG'),
  ];

  it('splits e-sports and cockfight vendors out of SPORTS, in order, and nothing else', () => {
    expect(vendorsOf(lanes, 'SPORTS').map((v) => v.vassalage)).toEqual(['SBO', 'SABA']);
    expect(vendorsOf(lanes, 'ESPORTS').map((v) => v.vassalage)).toEqual(['TF', 'IMES']);
    expect(vendorsOf(lanes, 'COCKFIGHT').map((v) => v.vassalage)).toEqual(['SV3', 'WS168']);
    // A vendor code of the e-sports list in another lane stays there.
    expect(categoryOf(vendor('TF', 'RNG'))).toBe('RNG');
    expect(vendorsOf(lanes, 'RNG')[0]?.vassalage).toBe('PG');
    expect(upstreamGameType('ESPORTS')).toBe('SPORTS');
    expect(upstreamGameType('COCKFIGHT')).toBe('SPORTS');
  });

  it('sets the prize mode ELOTT only when the electronic lottery holds the Vietnam lottery or lottery cards', () => {
    expect(prizeMode([vendor('TCG_LOTTO_VN', 'ELOTT')])).toBe('ELOTT');
    expect(prizeMode([vendor('TCG_LOTTO', 'ELOTT')])).toBe('ELOTT');
    expect(prizeMode([vendor('TCG_LOTTO_VN', 'LOTT'), vendor('XYZ', 'ELOTT')])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });

  it('offers a hot list only for the hot-game types (e-sports and cockfight as SPORTS); elsewhere hot is the all list', () => {
    expect(listTypesOf('RNG')).toEqual(['all', 'hot', 'fav', 'recent']);
    expect(listTypesOf('ESPORTS')).toContain('hot');
    expect(listTypesOf('OTHER')).toEqual(['all', 'fav', 'recent']);
    const other = { category: 'OTHER' as const, gameType: 'OTHER', vendors: [{ vassalage: 'SPB' }] };
    expect(listCall(other, { ...DEFAULT_STATE, list: 'hot' }, 'EN', false)!.path).toContain('/wps/relay/GCSGAME_gameList?');
  });

  it('pages 24 games, 12 for card games; bingo only with Tagalog', () => {
    expect(pageSizeOf('RNG')).toBe(24);
    expect(pageSizeOf('PVP')).toBe(12);
    expect(slotClassifications(false)).toEqual(['JACKPOT', 'TABLE', 'ARCADE']);
    expect(slotClassifications(true)).toContain('BINGO');
  });
});

describe('the lobby list call', () => {
  const source = { category: 'RNG' as const, gameType: 'RNG', vendors: [{ vassalage: 'PG' }, { vassalage: 'JL' }] };

  it('asks the game list with the constants, the first vendor by default and every filter', () => {
    const call = listCall(source, { ...DEFAULT_STATE, minBet: '0.05', classify: 'JACKPOT', minLine: 25, page: 2 }, 'TH', false)!;
    expect(call.path).toBe(
      '/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=PG&language=TH&gameClassify=JACKPOT&minBet=0.05&minLineNum=25&pageNo=2&pageSize=24',
    );
  });

  it('searches by name without the language (the upstream finds nothing with both)', () => {
    const call = listCall(source, { ...DEFAULT_STATE, vendor: 'JL', name: 'dragon' }, 'TH', false)!;
    expect(call.path).toContain('vassalage=JL');
    expect(call.path).toContain('gameName=dragon');
    expect(call.path).not.toContain('language=');
  });

  it('lists hot games of the vendor, and favourites and recent games of the category only for a member', () => {
    const hot = listCall(source, { ...DEFAULT_STATE, list: 'hot' }, 'EN', false)!;
    // Spec 001 §7 "Hot game list": a GET with its filters in the query (the BFF falls back to the observed POST).
    expect(hot).toMatchObject({
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=PG&gameType=RNG&platform=flash,html5-desktop&language=EN',
    });
    expect(hot.body).toBeUndefined();
    expect(hot.parse({ list: [{ nodeId: 1, gameName: 'A' }] })).toMatchObject({ games: [{ nodeId: '1' }], totalPages: 1, total: 1 });
    expect(listCall(source, { ...DEFAULT_STATE, list: 'fav' }, 'EN', false)).toBeNull();
    expect(listCall(source, { ...DEFAULT_STATE, list: 'recent' }, 'EN', false)).toBeNull();
    const esports = { category: 'ESPORTS' as const, gameType: 'SPORTS', vendors: [] };
    expect(listCall(esports, { ...DEFAULT_STATE, list: 'fav', page: 2 }, 'EN', true)!.path).toBe(
      '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash,html5-desktop&language=EN&gameType=ESPORTS&page=2&size=24',
    );
    expect(listCall(esports, { ...DEFAULT_STATE, list: 'recent' }, 'EN', true)!.path).toBe(
      '/wps/relay/GCSGAME_getRecentGames?clientType=3&language=EN&gameType=ESPORTS&pageNo=1&pageSize=24',
    );
  });

  it('gives each state its own SWR key, so a late answer never shows for a newer state', () => {
    const a = swrKeyOf(listCall(source, { ...DEFAULT_STATE, name: 'a' }, 'EN', false)!);
    const b = swrKeyOf(listCall(source, { ...DEFAULT_STATE, name: 'ab' }, 'EN', false)!);
    const hotPg = swrKeyOf(listCall(source, { ...DEFAULT_STATE, list: 'hot' }, 'EN', false)!);
    const hotJl = swrKeyOf(listCall(source, { ...DEFAULT_STATE, list: 'hot', vendor: 'JL' }, 'EN', false)!);
    expect(new Set([a, b, hotPg, hotJl]).size).toBe(4);
  });
});

describe('a game tile from any answer', () => {
  it('takes the first image of iconUrl, showIcon, lagerIcon, url and the first name of gameName, displayName, nodeName, title', () => {
    expect(parseGame({ nodeId: 1, url: 'u', lagerIcon: 'l', showIcon: '', title: 't', nodeName: 'n' })).toMatchObject({ image: 'l', name: 'n' });
    expect(parseGame({ nodeId: 1, iconUrl: 'i', showIcon: 's', displayName: 'd', gameName: ' ' })).toMatchObject({ image: 'i', name: 'd' });
    expect(parseGame({ nodeId: 1, url: 'u', title: 't' })).toMatchObject({ image: 'u', name: 't' });
  });

  it('keeps a game without image or name (its code names it, the default art draws it); drops one without a node id', () => {
    expect(parseGame({ nodeId: '7', gameCode: 'pg-0007' })).toMatchObject({ nodeId: '7', name: 'pg-0007', image: '' });
    expect(parseGame({ nodeId: 7 })).toMatchObject({ name: '', image: '' });
    expect(parseGame({ gameName: 'x' })).toBeNull();
  });

  it('reads favourite ids as strings, and PVP rooms', () => {
    expect(games.favouriteIds().parse([10830, '10002'])).toEqual(['10830', '10002']);
    expect(
      games
        .pvpRooms({ nodeId: '10738' })
        .parse({ content: [{ roomId: '10738-1', roomName: 'Beginner', minBet: 2, maxBet: 200, players: 3, freeSeats: 45 }, {}] }),
    ).toEqual([{ roomId: '10738-1', name: 'Beginner', minBet: 2, maxBet: 200, players: 3, freeSeats: 45 }]);
  });
});
