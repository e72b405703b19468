import type { Page } from '@playwright/test';
import { axeViolations, DEMO, expect, loginAndSettle, mockContent, reloadUntil, resetMockContent, test, th, signedIn } from './fixtures';

test.afterEach(async ({ stack }) => {
  await resetMockContent(stack);
});

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** A popular game in the upstream's shape (the mock answers pinned entries as given). */
const popular = (nodeId: number, gameName: string, gameType: string, vassalage: string, extra: Record<string, unknown> = {}) => ({
  nodeId,
  gameName,
  gameType,
  vassalage,
  gameId: `${vassalage.toLowerCase()}-${nodeId}`,
  iconUrl: `https://cdn.invalid/${nodeId}.png`,
  isGame: 'GAME',
  supportPlay: 1,
  ...extra,
});

const match = (i: number) => ({
  matchId: `m${i}`,
  title: `League ${i}`,
  matchTime: Date.UTC(2026, 10, 20, 12 + i, 30),
  homeTeam: `Home ${i}`,
  awayTeam: `Away ${i}`,
  homeTeamImageUrl: 'https://cdn.invalid/home.png',
  awayTeamImageUrl: 'https://cdn.invalid/away.png',
  vassalage: 'SBO',
  gameType: 'SPORTS',
  gameId: 'sbo-0001',
  nodeId: 10792,
});

/** The number of elements with a test id, after reloading until the BFF serves the mock's new content. */
const count = (page: Page, testId: string) => () => page.getByTestId(testId).count();

test("each home block shows the live feeds, with the spec's arrows, and hides when its feed is empty", async ({ page, stack }) => {
  await page.goto('/');
  // The live feeds: 20 latest wins, 8 upcoming matches (arrows above 4), 20 hot slots and card games (arrows above 5).
  const ticker = page.getByTestId('winners-ticker');
  await expect(ticker.locator('li')).toHaveCount(20);
  for (const id of ['winner-game', 'winner-player', 'winner-amount']) await expect(ticker.getByTestId(id).first()).not.toBeEmpty();
  await expect(ticker.getByTestId('winner-amount').first()).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('hot-matches').getByRole('heading', { level: 2 })).toHaveText(th.home!.hot_matches!);
  await expect(page.getByTestId('hot-match')).toHaveCount(8);
  await expect(page.getByTestId('hot-matches-next')).toBeVisible();
  await expect(page.getByTestId('hot-match-time').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  for (const row of ['hot-slots', 'hot-pvp']) {
    await expect(page.getByTestId(row).getByTestId('game-tile')).toHaveCount(20);
    await expect(page.getByTestId(`${row}-next`)).toBeVisible();
  }
  // A tile: picture, name, the vendor's logo (from the vendor list), play now.
  const tile = page.getByTestId('hot-slots').getByTestId('game-tile').first();
  await expect(tile.getByTestId('game-tile-name')).not.toBeEmpty();
  await expect(tile.getByTestId('game-tile-vendor')).toHaveAttribute('alt', /.+/);
  await expect(tile.getByTestId('game-tile-play')).toHaveText(th.games!.play_now!);

  // Few entries: no arrows (4 matches, 5 games).
  await mockContent(stack, 'PUT', 'hot-matches', { list: [1, 2, 3, 4].map(match) });
  await mockContent(stack, 'PUT', 'popular-games', { list: [1, 2, 3, 4, 5].map((i) => popular(10000 + i, `Slot ${i}`, 'RNG', 'PG')) });
  await reloadUntil(page, count(page, 'hot-match'), 4);
  await expect(page.getByTestId('hot-matches-next')).toHaveCount(0);
  await expect(page.getByTestId('hot-match-title').first()).toHaveText('League 1');
  await expect(page.getByTestId('hot-match-team').first()).toHaveText('Home 1');
  await reloadUntil(page, () => page.getByTestId('hot-slots').getByTestId('game-tile').count(), 5);
  await expect(page.getByTestId('hot-slots-next')).toHaveCount(0);
  // The pinned games are all slots: no card games, so that row is gone.
  await expect(page.getByTestId('hot-pvp')).toHaveCount(0);
  // A picture that fails shows the default art instead.
  const picture = page.getByTestId('hot-slots').getByTestId('game-tile-image').first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('data-state', 'fallback');

  // Empty feeds: the blocks go.
  await mockContent(stack, 'DELETE', 'winners');
  await mockContent(stack, 'DELETE', 'hot-matches');
  await mockContent(stack, 'DELETE', 'popular-games');
  await reloadUntil(
    page,
    () => page.locator('[data-testid="winners"], [data-testid="hot-matches"], [data-testid="hot-slots"], [data-testid="hot-pvp"]').count(),
    0,
  );
  // The rest of home stays.
  await expect(page.getByTestId('game-type-menu')).toBeVisible();
  await expect(page.getByTestId('home-tiles')).toBeVisible();
});

test('the winners ticker and the winners screen: latest winners, and the rank list per category', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'winners', {
    list: [
      {
        vo: {
          gameName: 'Mahjong Ways',
          customerName: '<b>de***01</b>',
          winAmount: 12500.5,
          iconUrl: 'https://cdn.invalid/mw.png',
          gameType: 'RNG',
          winTime: Date.UTC(2026, 10, 20, 9, 5, 7),
        },
      },
    ],
  });
  await mockContent(stack, 'PUT', 'rank-list', {
    list: [
      { vo: { gameName: 'Big Bass', customerName: 'an***10', winAmount: 250000, iconUrl: 'https://cdn.invalid/bb.png', gameType: 'RNG' } },
      { vo: { gameName: 'Lightning Roulette', customerName: 'jo***22', winAmount: 90000, iconUrl: 'https://cdn.invalid/lr.png', gameType: 'LIVE' } },
    ],
  });
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('winners-ticker').locator('li').count(), 1);
  const ticker = page.getByTestId('winners-ticker');
  await expect(ticker.getByTestId('winner-game')).toHaveText('Mahjong Ways');
  // Upstream text is text: markup in a name shows as written, never as markup.
  await expect(ticker.getByTestId('winner-player')).toHaveText('<b>de***01</b>');
  await expect(ticker.getByTestId('winner-amount')).toHaveText('12,500.50');

  await page.getByTestId('winners-open').click();
  const screen = page.getByTestId('winners-modal');
  await expect(screen).toBeVisible();
  const latest = screen.getByTestId('latest-winners');
  for (const label of ['player', 'game_name', 'prize', 'time'] as const)
    await expect(latest.getByRole('columnheader', { name: th.winners![label]! })).toBeVisible();
  await expect(latest.getByRole('row').nth(1)).toContainText('Mahjong Ways');
  await expect(latest.getByRole('row').nth(1)).toContainText('12,500.50');

  await screen.getByTestId('winners-tab-rank').click();
  const rank = screen.getByTestId('rank-list');
  await expect(rank.getByRole('row')).toHaveCount(3);
  await expect(rank.getByRole('row').nth(1)).toContainText('Big Bass');
  await expect(rank.getByRole('row').nth(1)).toContainText('250,000.00');
  // A category asks the upstream for that category only.
  await screen.getByTestId('rank-category-LIVE').click();
  await expect(rank.getByRole('row')).toHaveCount(2);
  await expect(rank.getByRole('row').nth(1)).toContainText('Lightning Roulette');
  await screen.getByTestId('rank-category-FISH').click();
  await expect(screen.getByTestId('rank-list-empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(screen).toHaveCount(0);
});

test.describe('the publicity announcements', () => {
  test.use({ showPublicity: true });

  // Eleven pop-up notices, newest first: "Offer 1" is the newest.
  const offers = Array.from({ length: 11 }, (_, i) => ({
    type: 'PU',
    title: `Offer ${i + 1}`,
    content: `<p>Details of offer ${i + 1}</p>`,
    startDate: Date.UTC(2026, 10, 20, 12) - i * DAY,
  }));

  test('open on arrival, 9 a page; a visitor sees them again next visit, a member who closes them does not', async ({ page, stack }) => {
    // Three arrivals and a login: the pop-up comes once each page has settled (four calm seconds when nobody
    // touches it), so the walk takes about 20 s on a quiet machine and more on a loaded one.
    test.setTimeout(60_000);
    await mockContent(stack, 'PUT', 'notices?type=PU', offers);
    await page.goto('/');
    const modal = page.getByTestId('publicity-modal');
    await reloadUntil(page, () => modal.getByTestId('notice-title').first().textContent(), 'Offer 1');
    await expect(modal.getByRole('heading', { name: th.home!.publicity_title! })).toBeVisible();
    await expect(modal.getByTestId('notice-title')).toHaveCount(9);
    await expect(modal.getByTestId('notice-title').first()).toHaveAttribute('aria-current', 'true');
    await expect(modal.getByTestId('notice-detail-title')).toHaveText('Offer 1');
    await expect(modal.getByTestId('notice-detail-date')).toHaveText('20-11-2026');
    await expect(modal.getByTestId('notice-detail-content')).toHaveText('Details of offer 1');
    // Page 2 selects its first item.
    await modal.getByTestId('notice-pagination-page').filter({ hasText: /^2$/ }).click();
    await expect(modal.getByTestId('notice-title')).toHaveCount(2);
    await expect(modal.getByTestId('notice-detail-title')).toHaveText('Offer 10');
    await expect(modal.getByTestId('notice-detail-date')).toHaveText('11-11-2026');

    // Closed by a visitor: no flag, so it is back on the next visit.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('publicityClose'))).toBeNull();
    await page.reload();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    // Closed by a member: the flag is set and it stays closed.
    await loginAndSettle(page, DEMO.username, DEMO.password);
    await page.reload();
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
    await modal.getByRole('button', { name: th.ui!.close! }).click();
    await expect(modal).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('publicityClose'))).toBe('true');
    await page.reload();
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
    await expect(page.getByTestId('winners')).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('do not open when there are none', async ({ page, stack }) => {
    await mockContent(stack, 'PUT', 'notices?type=PU', [{ type: 'PU', title: 'Only offer', content: '<p>Once</p>' }]);
    await page.goto('/');
    const modal = page.getByTestId('publicity-modal');
    await reloadUntil(page, () => modal.getByTestId('notice-detail-title').textContent(), 'Only offer');
    await mockContent(stack, 'DELETE', 'notices?type=PU');
    // The page HTML carries the pop-ups it will show: wait until the BFF serves the page without it.
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes('Only offer')).toBe(false);
    await page.reload();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(modal).toHaveCount(0);
  });

  test('pass axe with no serious violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('publicity-modal')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the game-type menu marks home, does nothing when home is clicked, and leads to each type', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByTestId('game-type-menu');
  const recommend = menu.getByTestId('game-type-RECOMMEND');
  await expect(recommend).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByTestId('game-type-RNG')).not.toHaveAttribute('aria-current', /.+/);
  await expect(menu.locator('a')).toHaveCount(11);
  await expect(recommend).toHaveText(th.game_types!.RECOMMEND!);
  // The current page: a click changes nothing (no reload: the marker survives).
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await recommend.click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  // Any other type goes to its page.
  await expect(menu.getByTestId('game-type-LIVE')).toHaveAttribute('href', '/live');
  await expect(page.getByTestId('home-tiles').getByTestId('home-tile-SPORTS')).toHaveAttribute('href', '/sports');
  await page.getByTestId('home-tiles').getByTestId('home-tile-RNG').click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('home tiles: slots and sports on the sides, card games, live casino, fishing and lottery between them', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByTestId('home-tiles').locator('a');
  await expect(tiles).toHaveCount(6);
  await expect(page.getByTestId('home-tile-SPORTS')).toBeVisible();
  const ids = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')));
  expect(ids).toEqual(['home-tile-RNG', 'home-tile-PVP', 'home-tile-LIVE', 'home-tile-FISH', 'home-tile-LOTT', 'home-tile-SPORTS']);
  const box = async (id: string) => (await page.getByTestId(id).boundingBox())!;
  const [rng, pvp, sports] = [await box('home-tile-RNG'), await box('home-tile-PVP'), await box('home-tile-SPORTS')];
  expect(rng.x).toBeLessThan(pvp.x);
  expect(sports.x).toBeGreaterThan(pvp.x);
  // The side tiles are as tall as the two rows between them.
  expect(rng.height).toBeGreaterThan(pvp.height * 1.8);
});

test('play as a visitor opens the login window; a bet on a match too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').first().click();
  const loginWindow = page.getByTestId('login-modal');
  await expect(loginWindow).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginWindow).toHaveCount(0);
  await page.getByTestId('hot-match-bet').first().click();
  await expect(loginWindow).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');
});

test("play as demo01 opens the mock's game page for that member", async ({ page, request }) => {
  await signedIn(page, DEMO);
  const tile = page.getByTestId('hot-slots').getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-tile-name').textContent())!;
  await tile.getByTestId('game-tile-play').click();
  // The game opens framed in /game (games-play.spec.ts has the rest of that page).
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('#game')).toHaveText(name);
  await expect(frame.locator('#member')).toHaveText(DEMO.username);
  // End the round, so the member may launch again (the mock refuses a second open game).
  const gameUrl = (await page.getByTestId('game-frame').getAttribute('src'))!;
  expect((await request.post(`${gameUrl}/end`, { maxRedirects: 0 })).status()).toBe(303);
});

test('a trial account is asked to register a real account; the free trial is offered only for supportPlay 0', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'popular-games', {
    list: [popular(10002, 'Trial slot', 'RNG', 'PG', { supportPlay: 0 }), popular(10266, 'Jackpot slot', 'RNG', 'JL', { supportPlay: 1 })],
  });
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('hot-slots').getByTestId('game-tile').count(), 2);
  const tiles = page.getByTestId('hot-slots').getByTestId('game-tile');
  await expect(tiles.nth(0).getByTestId('game-tile-trial')).toHaveText(th.games!.free_trial!);
  await expect(tiles.nth(1).getByTestId('game-tile-trial')).toHaveCount(0);

  // A trial account (free play): play is refused with the spec's warning, and nothing is launched.
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  expect(freePlay.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('member-name')).toHaveText(/^trial\d+$/);
  await tiles.nth(1).getByTestId('game-tile-play').click();
  await expect(page.getByTestId('warning-dialog')).toContainText(th.games!.in_need_true_account!);
  await page.getByTestId('warning-dialog-ok').click();
  await expect(page.getByTestId('warning-dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');

  // The free trial needs no account: it opens the game with demo credits.
  await tiles.nth(0).getByTestId('game-tile-trial').click();
  await page.waitForURL((url) => url.pathname === '/game');
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#balance')).toContainText('2,000.00');
});

test("a vendor item opens the game pop-up with the vendor's games", async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'popular-games', { list: [popular(10001, 'JILI lobby', 'RNG', 'JL', { isGame: 'VASSALAGE' })] });
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('hot-slots').getByTestId('game-tile').count(), 1);
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').click();
  const popup = page.getByTestId('vendor-games-modal');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 2 })).toContainText('JILI');
  // The mock's JILI slots, 24 a page, with the pages to go through.
  await expect(popup.getByTestId('game-tile')).toHaveCount(24);
  await expect(popup.getByTestId('vendor-games-pagination')).toBeVisible();
  // Its games play through the same rules: a visitor is asked to log in.
  await popup.getByTestId('game-tile-play').first().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('the notice page lists every notice 9 a page, first selected; ?id= selects one', async ({ page, stack }) => {
  await mockContent(stack, 'DELETE', 'notices?type=H');
  const saved = (await mockContent(
    stack,
    'PUT',
    'notices?type=PL',
    Array.from({ length: 12 }, (_, i) => ({
      type: 'PL',
      title: `Notice ${i + 1}`,
      content: `<p>Body of notice ${i + 1}</p>`,
      startDate: Date.UTC(2026, 10, 20) - i * DAY + HOUR,
    })),
  )) as { value: { id: number; title: { en: string } }[] };
  const eleventh = saved.value.find((n) => n.title.en === 'Notice 11')!.id;

  const response = await page.goto('/noticePage');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(th.meta!.noticePage_title!.replace('{brand}', 'Veneer Demo'));
  await expect(page.getByTestId('page-title')).toHaveText(th.notices!.title!);
  const titles = page.locator('main').getByTestId('notice-title');
  await reloadUntil(page, () => titles.first().textContent(), 'Notice 1');
  await expect(titles).toHaveCount(9);
  await expect(titles.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('notice-detail-title')).toHaveText('Notice 1');
  await page.getByTestId('notice-pagination-page').filter({ hasText: /^2$/ }).click();
  await expect(titles).toHaveCount(3);
  await expect(page.getByTestId('notice-detail-title')).toHaveText('Notice 10');
  await titles.nth(2).click();
  await expect(page.getByTestId('notice-detail-content')).toHaveText('Body of notice 12');

  // Drawn on the server: the HTML itself carries the selected notice, also the one ?id= names.
  const html = await (await page.request.get(`/noticePage?id=${eleventh}`)).text();
  expect(html).toContain('Body of notice 11');
  await page.goto(`/noticePage?id=${eleventh}`);
  await expect(page.getByTestId('notice-detail-title')).toHaveText('Notice 11');
  await expect(titles).toHaveCount(3);
  await expect(titles.nth(1)).toHaveAttribute('aria-current', 'true');

  // With no notices, the page says so.
  await mockContent(stack, 'DELETE', 'notices?type=PL');
  await reloadUntil(page, () => page.getByTestId('notice-page-empty').count(), 1);
});

test("home's HTML is the same for everyone: public blocks, no member data", async ({ page }) => {
  // A member's session (a free-play account: the demo member's logins are throttled per minute).
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  const { userName } = ((await freePlay.json()) as { value: { userName: string } }).value;
  await page.goto('/');
  await expect(page.getByTestId('member-name')).toHaveText(userName);
  // The page itself, fetched with the member's session cookie.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-testid="hot-slots"');
  expect(html).toContain('data-testid="winners"');
  expect(html).not.toContain(userName);
});
