import type { Page } from '@playwright/test';
import {
  axeViolations,
  clickWithoutGesture,
  DEMO,
  en,
  expect,
  mockAdmin,
  mockContent,
  loginAndSettle,
  purgeBffCaches,
  reloadUntil,
  resetMockContent,
  test,
  th,
  withPopupBlocker,
  signedIn,
} from './fixtures';
import type { StackState } from '../stack';

/** The mock's games/maintenance switch (upstream-mocks/docs). */
const maintenance = (stack: StackState, method: 'PUT' | 'DELETE', body?: unknown) => mockAdmin(stack, method, 'games/maintenance', body);

/** A money text as shown (`฿12,345.67`) as a number. */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** Ends the open round of the game in the page's frame (the mock refuses a second launch while one is open). */
async function endRound(page: Page): Promise<void> {
  const src = await page.getByTestId('game-frame').getAttribute('src');
  if (src) await page.request.post(`${src}/end`, { maxRedirects: 0 });
}

test.afterEach(async ({ stack }) => {
  await maintenance(stack, 'DELETE');
  await resetMockContent(stack);
});

/** A home popular item in the upstream's shape (the mock answers pinned entries as given). */
const popularItem = (vassalage: string, gameName: string, extra: Record<string, unknown>) => ({
  gameName,
  gameType: 'RNG',
  vassalage,
  iconUrl: 'https://cdn.invalid/item.png',
  supportPlay: 1,
  ...extra,
});

/** Pins home's popular slots to `items` and reloads home until it shows them. */
async function pinPopular(page: Page, stack: StackState, items: unknown[]): Promise<void> {
  await mockContent(stack, 'PUT', 'popular-games', { list: items });
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('hot-slots').getByTestId('game-tile').count(), items.length);
}

/** A member of the mock whose balance no other test reads: the rounds played here move it for good. */
const PLAYER = { username: 'agent42', password: 'abc123' };

test('a member plays a slot framed in /game; a round moves the balance shown after coming back; a second launch meanwhile is #734', async ({ page }) => {
  await signedIn(page, PLAYER);
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText(/฿/);
  const before = await balance.textContent();

  const tile = page.getByTestId('hot-slots').getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-tile-name').textContent())!;
  await tile.getByTestId('game-tile-play').click();
  await page.waitForURL((url) => url.pathname === '/game');
  // The game's ticket never appears in the page's address.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('#game')).toHaveText(name);
  await expect(frame.locator('#member')).toHaveText(PLAYER.username);
  // The game page is a game page: the header, no footer, no right-hand bar.
  await expect(page.getByTestId('member-name')).toHaveText(PLAYER.username);
  await expect(page.getByTestId('footer')).toHaveCount(0);

  // Rounds until the balance moves (a round may pay back its stake exactly).
  const inGame = frame.locator('#balance');
  const startInGame = await inGame.textContent();
  await expect
    .poll(async () => {
      await frame.locator('input[name="bet"]').fill('1.00');
      // The round settles and the game's page comes back (303) in the frame.
      await Promise.all([page.waitForEvent('framenavigated', (f) => f.parentFrame() === page.mainFrame()), frame.locator('#play').click()]);
      return inGame.textContent();
    })
    .not.toBe(startInGame);
  const after = (await inGame.textContent())!.trim();
  const moved = amount(after) - amount(startInGame!);

  await page.getByTestId('game-back').click();
  await page.waitForURL((url) => url.pathname === '/');
  // The header shows the sum of the member's wallets; the game shows its own: both moved by the rounds played.
  await expect.poll(async () => amount((await balance.textContent())!) - amount(before!)).toBeCloseTo(moved, 2);

  // The round is still open: launching again is refused with our #734 message.
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').first().click();
  await expect(page.getByTestId('warning-dialog')).toContainText(th.play!.previous_game_open!);
  await page.getByTestId('warning-dialog-ok').click();
  expect(new URL(page.url()).pathname).toBe('/');

  // End it from the game page, then the game launches again.
  await page.goto('/game');
  await endRound(page);
  await page.goto('/');
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').first().click();
  await page.waitForURL((url) => url.pathname === '/game');
  await expect(frame.locator('#member')).toHaveText(PLAYER.username);
  await endRound(page);
});

test('a trial account is blocked from launching; the launch page waits for a real account', async ({ page }) => {
  await page.goto('/');
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  expect(freePlay.ok()).toBe(true);
  await page.goto('/seamless?nodeId=10002&vassalage=PG&gameId=pg-0002&name=Trial%20blocked');
  await expect(page.getByTestId('warning-dialog')).toContainText(th.games!.in_need_true_account!);
  await page.getByTestId('warning-dialog-ok').click();
  expect(new URL(page.url()).pathname).toBe('/seamless');
  await expect(page.getByTestId('game-launch-again')).toBeVisible();
});

test('a game under maintenance shows the game maintenance page with a customer-service button (English)', async ({ page, stack, context, baseURL }) => {
  await maintenance(stack, 'PUT', { games: [10002] });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await signedIn(page, DEMO);
  await page.goto('/seamless?nodeId=10002&vassalage=PG&gameId=pg-0002&name=Maintained%20slot');
  await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.get('maintenance') === 'Maintained slot');
  const notice = page.getByTestId('game-maintenance');
  await expect(notice.getByRole('heading')).toHaveText(en.play!.maintenance_title!);
  await expect(notice).toContainText(en.play!.maintenance_text!.replace('{game}', 'Maintained slot'));
  const service = notice.getByTestId('game-maintenance-service');
  await expect(service).toHaveText(en.play!.customer_service!);
  await expect(service).toHaveAttribute('href', /^(https?:|mailto:)/);
  expect(await axeViolations(page)).toEqual([]);
});

test('/game with no game kept says so and leads to the games', async ({ page }) => {
  const response = await page.goto('/game');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('game-none')).toContainText(th.play!.no_game!);
});

test('a VASSALAGE item opens its sub-game list, and a member plays one of them framed in /game', async ({ page, stack }) => {
  await pinPopular(page, stack, [popularItem('JL', 'JILI lobby', { nodeId: 10001, gameId: 'jl-lobby', isGame: 'VASSALAGE' })]);
  await loginAndSettle(page, PLAYER.username, PLAYER.password);
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').click();
  const list = page.getByTestId('vendor-games-modal');
  await expect(list).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toContainText('JILI');
  const first = list.getByTestId('game-tile').first();
  const name = (await first.getByTestId('game-tile-name').textContent())!;
  await first.getByTestId('game-tile-play').click();
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('#game')).toHaveText(name);
  await expect(frame.locator('#member')).toHaveText(PLAYER.username);
  await endRound(page);
});

test('a vendor card (no game of its own) opens the slot lobby on that vendor, which the lobby reads', async ({ page, stack }) => {
  await pinPopular(page, stack, [popularItem('JDB', 'JDB', { nodeId: 0, gameId: '', isGame: 'GAME' })]);
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await page.getByTestId('hot-slots').getByTestId('game-tile-play').click();
  await page.waitForURL((url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === 'JDB');
  await expect(page.getByTestId('lobby-vendor').and(page.locator('[data-vendor="JDB"]'))).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lobby-games').getByTestId('game-tile').first()).toBeVisible();
  expect(await page.getByTestId('lobby-total').textContent()).not.toMatch(/^\D*0\D*$/);
});

test("in a lobby (English) the free trial opens /game with demo credits, and #734 is the launcher's message, never a key", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/rng');
  const trial = page.getByTestId('lobby-games').getByTestId('game-tile-trial').first();
  await expect(trial).toHaveText(en.games!.free_trial!);
  await trial.click();
  await page.waitForURL((url) => url.pathname === '/game');
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#balance')).toContainText('2,000.00');

  // A member with a round open launches again from the lobby: the launcher's own text (namespace `play`).
  await page.goto('/rng');
  await loginAndSettle(page, PLAYER.username, PLAYER.password);
  const play = page.getByTestId('lobby-games').getByTestId('game-tile-play').first();
  await play.click();
  await page.waitForURL((url) => url.pathname === '/game');
  await page.goto('/rng');
  await page.getByTestId('lobby-games').getByTestId('game-tile-play').first().click();
  await expect(page.getByTestId('warning-dialog')).toContainText(en.play!.previous_game_open!);
  await page.getByTestId('warning-dialog-ok').click();
  await page.goto('/game');
  await endRound(page);
});

/**
 * Moves the brand's launch hosts off the mock (whose pages serve the games), so no game can be framed:
 * each opens in a new tab. Waits until the BFF's bootstrap says so, and drops the pages it kept.
 */
async function launchHostsElsewhere(stack: StackState): Promise<void> {
  await mockContent(stack, 'PUT', 'site', { brandName: 'Veneer Demo', launchGameCDNs: ['http://launch.invalid'] });
  await expect
    .poll(async () => {
      await purgeBffCaches(stack);
      const res = await fetch(`${stack.siteUrl}/bff/bootstrap`);
      return ((await res.json()) as { value: { launchGameCDNs: string[] } }).value.launchGameCDNs;
    })
    .toEqual(['http://launch.invalid']);
  await purgeBffCaches(stack);
}

test('a game that cannot be framed opens in a new tab (the free trial, in a lobby)', async ({ page, context, stack }) => {
  await launchHostsElsewhere(stack);
  await page.goto('/rng');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
  const opened = context.waitForEvent('page');
  await page.getByTestId('lobby-games').getByTestId('game-tile-trial').first().click();
  const tab = await opened;
  await expect(tab.locator('#balance')).toContainText('2,000.00');
  expect(new URL(page.url()).pathname).toBe('/rng');
  await tab.close();
});

test("when the browser blocks that tab, the pop-up-blocked message is shown (Chromium's own blocker)", async ({ stack }) => {
  await launchHostsElsewhere(stack);
  await withPopupBlocker(async (context) => {
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/rng`, { waitUntil: 'networkidle' });
    const tabs: Page[] = [];
    context.on('page', (opened) => tabs.push(opened));
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame/trial'));
    await clickWithoutGesture(page, '[data-testid="lobby"][data-ready="true"] [data-testid="lobby-games"] [data-testid="game-tile-trial"]');
    // The game's address is on no launch host: the launcher tries a new tab, which the browser refuses.
    const answer = (await (await launched).json()) as { value: { content: { game_url: string } } };
    expect(answer.value.content.game_url).not.toMatch(/^http:\/\/launch\.invalid/);
    // The dialogs' code loads on first use, in a browser that has not loaded it yet: allow for a busy machine.
    await expect(page.getByTestId('warning-dialog')).toContainText(th.play!.popup_blocked!, { timeout: 20_000 });
    expect(tabs).toHaveLength(0);
  });
});

test('/fbsports?vassalage=SABA launches that sportsbook for a member, framed in /game', async ({ page }) => {
  await signedIn(page, PLAYER);
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  await page.goto('/fbsports?vassalage=SABA');
  expect(new URL((await launch).url()).searchParams.get('vassalage')).toBe('SABA');
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('#member')).toHaveText(PLAYER.username);
  await endRound(page);
});
