import { describe, expect, it } from 'vitest';
import { withQuery } from '../lib/bff/call';
import { games, member, site } from '../lib/bff/calls';
import { launchUrl } from '../lib/bff/calls/games';

describe('withQuery', () => {
  it('leaves empty values out, encodes the rest and keeps list commas', () => {
    expect(withQuery('/x', { a: 'B,PL', b: '', c: null, d: undefined, e: 0, f: false, g: 'a b&c' })).toBe('/x?a=B,PL&e=0&f=false&g=a%20b%26c');
    expect(withQuery('/x')).toBe('/x');
  });
});

describe('site calls', () => {
  it('parses every notice list of the announcements, dropping malformed entries', () => {
    const call = site.announcements();
    expect(call.path).toBe('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B');
    const parsed = call.parse({
      banners: [{ bannerId: 1, url: 'u', groupName: 'w_home' }],
      player: [{ id: 7, title: 'Hello', content: '<p>x</p>', startDate: 1795282475081, announcementImages: [{ imageUrl: 'i.png' }] }, { id: 8 }, 'junk'],
      popup: [{ id: '9', title: 'Pop', startDate: null }],
    });
    expect(parsed?.player).toEqual([{ id: '7', type: '', title: 'Hello', content: '<p>x</p>', startDate: 1795282475081, images: ['i.png'] }]);
    expect(parsed?.popup.map((n) => n.id)).toEqual(['9']);
    expect(parsed?.home).toEqual([]);
    expect(site.bannersOf(parsed!, 'w_home')).toHaveLength(1);
    expect(call.parse('nope')).toBeNull();
  });

  it('reads help articles with their children and hides only what the upstream hides', () => {
    const parsed = site.helpCenter('EN').parse([
      { title: 'Terms', content: '<p>t</p>', tag: 'term', display: true, children: [{ title: 'General', content: 'g', tag: 'term-general' }] },
      { title: 'Agent terms', tag: 'agent-term', display: false, children: [] },
    ]);
    expect(parsed?.[0]?.children[0]?.tag).toBe('term-general');
    expect(parsed?.[1]?.display).toBe(false);
    expect(site.helpCenter('EN').path).toBe('/wps/system/helpCenter?lang=EN&device=WEB');
  });

  it('tells the upstream the language with a PUT', () => {
    expect(site.updateLanguage('CN')).toMatchObject({ method: 'PUT', path: '/wps/member/language', body: { language: 'CN' } });
  });
});

describe('games calls', () => {
  it('reads the winner board from value.list[].vo', () => {
    const call = games.winnerBoard('TH');
    expect(call.path).toBe('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=TH&limitNum=20');
    expect(call.parse({ list: [{ vo: { gameName: 'Hi-Lo', customerName: 'ki***82', winAmount: '1000.5', iconUrl: 'i' } }, { vo: {} }] })).toEqual([
      { gameName: 'Hi-Lo', customerName: 'ki***82', winAmount: 1000.5, iconUrl: 'i', winTime: null },
    ]);
  });

  it('names a game by the first of gameName, displayName, nodeName, title and pictures it by the first image field', () => {
    const [game] =
      games.homePopular('EN', 'RNG').parse({ list: [{ nodeId: 5, displayName: 'D', nodeName: 'N', showIcon: 's', lagerIcon: 'l', supportPlay: 0 }] }) ?? [];
    expect(game).toMatchObject({ nodeId: '5', name: 'D', image: 's', supportPlay: 0 });
  });

  it('flattens vendor lanes, each card knowing its category', () => {
    const parsed = games.vendors('EN').parse({
      data: {
        lanes: [
          { title: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG Soft', smallIcon: 'pg.svg', isHot: 1 }] },
          { title: 'LIVE', cards: [{ vassalage: 'EVO' }] },
        ],
      },
    });
    expect(parsed).toEqual([
      { vassalage: 'PG', name: 'PG Soft', gameType: 'RNG', logo: 'pg.svg', isHot: true },
      { vassalage: 'EVO', name: 'EVO', gameType: 'LIVE', logo: '', isHot: false },
    ]);
  });

  it('launches with launchMode and language (without them the upstream fails or opens Chinese) and accepts only http(s) URLs back', () => {
    const call = games.launchGame({ nodeId: '10002', gameId: 'pg-0002', vassalage: 'PG' }, 'TH');
    expect(call.path).toContain('launchMode=GLS');
    expect(call.path).toContain('language=TH');
    expect(launchUrl({ content: { game_url: 'https://g.example/play' } })).toBe('https://g.example/play');
    expect(launchUrl({ url: 'http://old.example/' })).toBe('http://old.example/');
    expect(launchUrl({ content: { game_url: 'javascript:alert(1)' } })).toBeNull();
    expect(launchUrl(null)).toBeNull();
    expect(launchUrl({ content: { game_url: '/play/t1' } })).toBe('/play/t1');
    expect(launchUrl({ content: { game_url: '//evil.example/play' } })).toBeNull();
  });
});

describe('member calls', () => {
  it('reads the VIP rank from the member record', () => {
    expect(member.memberInfo().parse({ account: 'demo01', nickname: 'Demo', clubLabel: { labelName: 'VIP 5', rankLevel: 5 } })).toEqual({
      account: 'demo01',
      nickname: 'Demo',
      rankLevel: 5,
      rankName: 'VIP 5',
      mobile: '',
      email: '',
      labels: [],
      avatar: '',
      hasPaymentPassword: false,
      toUpline: false,
    });
  });

  it('reads the profile my account shows, and the rank progress', () => {
    const info = member.memberInfo().parse({
      account: 'demo01',
      nickname: 'Demo',
      mobile: '081234****',
      email: 'de***@x.example',
      memberLabel: ['VIP', 7, null],
      avatar: 'https://cdn.example/a.png',
      hasPaymentPassword: true,
      clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
    });
    expect(info).toMatchObject({
      mobile: '081234****',
      email: 'de***@x.example',
      labels: ['VIP', '7'],
      avatar: 'https://cdn.example/a.png',
      hasPaymentPassword: true,
    });
    // Whether the member has an upline to transfer to.
    expect(member.memberInfo().parse({ account: 'demo01', toUpline: true })?.toUpline).toBe(true);
    expect(
      member.rankProgress().parse({ playerRankName: 'VIP 2', nextRankName: 'VIP 3', monthlyTurnover: { actual: 2500, expected: 10000 }, progress: 0.25 }),
    ).toEqual({
      rankName: 'VIP 2',
      nextRankName: 'VIP 3',
      actual: 2500,
      expected: 10000,
      progress: 0.25,
    });
    expect(member.rankProgress().parse({ playerRankName: 'VIP 9', nextRankName: null, monthlyTurnover: {}, progress: 7 })).toMatchObject({
      nextRankName: null,
      progress: 1,
    });
    expect(member.rankProgress().parse({ progress: 'x' })).toBeNull();
  });

  it('reads the wallets, a transfer answer and the bank cards', () => {
    const balance = {
      sumBalance: 12345.67,
      currency: 'THB',
      currencySymbol: '฿',
      balance: [
        { accountTypeId: 2, accountTypeName: 'MAIN', availBalance: 11095.67 },
        { accountTypeId: 12, accountTypeName: 'PG', availBalance: '250.00' },
        { accountTypeName: 'broken' },
      ],
    };
    expect(member.wallets().parse(balance)).toEqual({
      sumBalance: 12345.67,
      currency: 'THB',
      currencySymbol: '฿',
      wallets: [
        { accountTypeId: 2, name: 'MAIN', balance: 11095.67 },
        { accountTypeId: 12, name: 'PG', balance: 250 },
      ],
    });
    expect(member.walletTransfer(2, 12, 100).parse({ transactionId: 1, amount: 100, balance })?.wallets).toHaveLength(2);
    expect(member.walletTransfer(2, 12, 100).parse({ balance: null })).toBeNull();
    expect(member.singleWallet().parse({ isSingle: true })).toBe(true);
    expect(member.singleWallet().parse({})).toBeNull();
    expect(
      member
        .bankCards()
        .parse({ bankCards: [{ bankCardId: 1, bankName: 'KBank', accountName: 'Demo', accountNo: '******6789', isDefault: true }, { bankName: 'no id' }] }),
    ).toEqual([{ id: 1, bankName: 'KBank', accountName: 'Demo', accountNo: '******6789', isDefault: true }]);
    expect(member.bankCards().parse({})).toBeNull();
  });

  it('counts the badges', () => {
    expect(member.unreadMessages().parse(3)).toBe(3);
    expect(member.finishedMissions().parse({ finishedCount: 2, list: [] })).toBe(2);
    expect(member.availableRewards().parse([{}, {}])).toBe(2);
    expect(member.unreadMessages().parse('x')).toBeNull();
  });
});

describe('game list and trial launch calls', () => {
  it("asks for a page of a vendor's games and reads games with the page count", () => {
    const call = games.gameList({ vassalage: 'JL', gameType: 'RNG', upstreamLanguage: 'TH', pageNo: 2 });
    expect(call.path).toBe('/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=JL&language=TH&pageNo=2&pageSize=24');
    expect(
      call.parse({ games: [{ nodeId: 1, gameName: 'A', supportPlay: 0 }, { nodeId: 2 }, { gameName: 'no id' }], totalPages: 3, totalCount: 50 }),
    ).toMatchObject({
      games: [
        { nodeId: '1', name: 'A', supportPlay: 0 },
        { nodeId: '2', name: '', image: '' },
      ],
      totalPages: 3,
      total: 50,
    });
    expect(call.parse({ games: [], totalPages: 0 })).toEqual({ games: [], totalPages: 1, total: 0 });
    expect(call.parse({ list: [] })).toBeNull();
  });

  it('launches a free trial by node id, without a token, and takes only an http(s) game URL', () => {
    const call = games.trialLaunchGame({ nodeId: '10002' }, 'EN');
    expect(call).toMatchObject({ method: 'GET', path: '/wps/game/launchGame/trial?nodeId=10002&language=EN' });
    expect(call.parse({ content: { game_url: 'http://127.0.0.1:9090/play/m/t' } })).toBe('http://127.0.0.1:9090/play/m/t');
    expect(call.parse({ content: { game_url: 'javascript:alert(1)' } })).toBeNull();
  });
});
