import type { Page } from '@playwright/test';
import { DEMO, axeViolations, en, expect, loginAndSettle, mockContent, reloadUntil, resetMockContent, test, th } from './fixtures';
import type { StackState } from '../stack';

/** The lobby of each category page: its vendors (e-sports and cockfight split out of SPORTS), in the mock's order. */
const CATEGORIES = [
  { path: '/rng', category: 'RNG', vendors: ['PG', 'PP', 'JL', 'JDB', 'CQ9', 'EG4', 'FC', 'RSG'] },
  { path: '/live', category: 'LIVE', vendors: ['PP', 'EVO', 'SA', 'AES', 'DG'] },
  { path: '/fish', category: 'FISH', vendors: ['JL', 'JDB', 'CQ9', 'FC'] },
  { path: '/pvp', category: 'PVP', vendors: ['JL', 'KM', 'V8', 'KY'] },
  { path: '/sports', category: 'SPORTS', vendors: ['SBO', 'SABA'] },
  { path: '/esports', category: 'ESPORTS', vendors: ['TF', 'IA', 'AV', 'IMES'] },
  { path: '/cockfight', category: 'COCKFIGHT', vendors: ['SV3', 'WGB', 'DIG', 'WS168'] },
  { path: '/elott', category: 'ELOTT', vendors: ['TCG_LOTTO', 'TCG_LOTTO_VN'] },
  { path: '/other', category: 'OTHER', vendors: ['SPB'] },
] as const;

const tiles = (page: Page) => page.getByTestId('lobby-games').getByTestId('game-tile');
const names = (page: Page) => tiles(page).getByTestId('game-tile-name').allTextContents();
const total = async (page: Page) => Number((await page.getByTestId('lobby-total').textContent())!.replace(/\D/g, ''));

/** What the BFF answers for a game list query (the same the lobby must show). */
async function listTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&pageNo=1&pageSize=24&${query}`);
  return (await res.json()).value.totalCount as number;
}

/** The mock's fault switches (upstream-mocks/README.md "Faults"). */
async function faults(stack: StackState, body?: unknown): Promise<void> {
  const res = await fetch(`${stack.mockUrl}/__admin/faults`, {
    method: body === undefined ? 'DELETE' : 'PUT',
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`faults: ${res.status}`);
}

test('each category page draws real games on the server, with its vendors, title and menu tab', async ({ page }) => {
  const titles = new Set<string>();
  for (const { path, category, vendors } of CATEGORIES) {
    // First paint: the games are in the HTML (no spinner), drawn from the BFF's catalogue.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('data-testid="game-tile"');
    await page.goto(path);
    await expect(page.getByTestId('lobby'), path).toHaveAttribute('data-category', category);
    const shown = await page.getByTestId('lobby-vendor').evaluateAll((els) => els.map((el) => el.getAttribute('data-vendor')));
    expect(shown, path).toEqual(vendors);
    // The first vendor is the current one, and its games are listed.
    await expect(page.getByTestId('lobby-vendor').first()).toHaveAttribute('aria-pressed', 'true');
    expect(await tiles(page).count(), path).toBeGreaterThan(0);
    expect(await tiles(page).count(), path).toBeLessThanOrEqual(category === 'PVP' ? 12 : 24);
    await expect(page.getByTestId(`game-type-${category}`)).toHaveAttribute('aria-current', 'page');
    titles.add(await page.title());
  }
  // Each page has its own title for search.
  expect(titles.size).toBe(CATEGORIES.length);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('another vendor, another page and the hot list: the URL follows and the back button walks back', async ({ page }) => {
  await page.goto('/rng');
  const first = await names(page);
  expect(await total(page)).toBe(await listTotal(page, 'gameType=RNG&vassalage=PG'));
  // The lobby has come alive (its filters are enabled then): a press on the server's drawing before that is lost.
  await expect(page.getByTestId('lobby-min-bet')).toBeEnabled();
  // Page 2 of PG's slots.
  await page.getByTestId('lobby-pagination-next').click();
  await expect(page).toHaveURL(/\/rng\?page=2$/);
  await expect.poll(() => names(page)).not.toEqual(first);
  // JILI, shared as a link: the server draws the same lobby.
  await page.locator('[data-testid="lobby-vendor"][data-vendor="JL"]').click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
  await expect(page.locator('[data-testid="lobby-vendor"][data-vendor="JL"]')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => total(page)).toBe(await listTotal(page, 'gameType=RNG&vassalage=JL'));
  const jili = await names(page);
  await page.reload();
  expect(await names(page)).toEqual(jili);
  // The hot list of the vendor.
  await page.getByTestId('lobby-list-hot').click();
  await expect(page).toHaveURL(/\/rng\?type=hot&vassalage=JL$/);
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByTestId('lobby-search')).toHaveCount(0);
  // Back: JILI's list, then PG's page 2, then page 1.
  await page.goBack();
  await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
  await expect.poll(() => names(page)).toEqual(jili);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => names(page)).toEqual(first);
});

test('search narrows the list after the debounce, in the URL; unknown filters are ignored', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/rng?colour=red&minBet=7&page=abc');
  await expect(page.getByTestId('lobby-min-bet')).toHaveValue('');
  const before = await total(page);
  const word = (await tiles(page).nth(3).getByTestId('game-tile-name').textContent())!.split(' ')[0]!;
  await page.getByTestId('lobby-search').fill(word);
  // Nothing is asked before the 500 ms have passed.
  expect(page.url()).not.toContain('name=');
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(word)}`));
  await expect.poll(() => total(page)).toBe(await listTotal(page, `gameType=RNG&vassalage=PG&gameName=${encodeURIComponent(word)}`));
  expect(await total(page)).toBeLessThan(before);
  for (const name of await names(page)) expect(name.toLowerCase()).toContain(word.toLowerCase());
  // A name no game has: the lobby says so.
  await page.getByTestId('lobby-search').fill('zzzz-no-such-game');
  await expect(page.getByTestId('lobby-empty')).toHaveText(en.lobby!.empty!);
  // Back to the first search, its box and its list.
  await page.goBack();
  await expect(page.getByTestId('lobby-search')).toHaveValue(word);
  await expect(page.getByTestId('lobby-total')).toBeVisible();
});

test('the minimum-bet and classification filters change the list to what the upstream answers', async ({ page }) => {
  await page.goto('/rng');
  const all = await total(page);
  await page.getByTestId('lobby-min-bet').selectOption('0.05');
  await expect(page).toHaveURL(/minBet=0\.05/);
  const byBet = await listTotal(page, 'gameType=RNG&vassalage=PG&minBet=0.05');
  await expect.poll(() => total(page)).toBe(byBet);
  expect(byBet).toBeLessThan(all);
  // The slot classifications, bingo among them: the demo brand offers Tagalog (spec 001 §5).
  const options = await page
    .getByTestId('lobby-classify')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(options).toEqual(['', 'JACKPOT', 'TABLE', 'ARCADE', 'BINGO']);
  await page.getByTestId('lobby-classify').selectOption('JACKPOT');
  await expect(page).toHaveURL(/minBet=0\.05&classify=JACKPOT/);
  await expect.poll(() => total(page)).toBe(await listTotal(page, 'gameType=RNG&vassalage=PG&minBet=0.05&gameClassify=JACKPOT'));
  // On a page of its own (shared link), in Thai.
  await page.reload();
  await expect(page.getByTestId('lobby-classify')).toHaveValue('JACKPOT');
  await expect(page.getByTestId('lobby-list-all')).toHaveText(th.lobby!.list_all!);
});

test('favourites need a login, then toggle and are listed after a reload', async ({ page }) => {
  await page.goto('/rng');
  const heart = tiles(page).first().getByTestId('game-tile-favourite');
  // The server draws the heart; a press lands once the tile has come alive (on a loaded machine, after the click).
  await expect(async () => {
    await heart.click();
    await expect(page.getByTestId('login-prompt')).toHaveText(th.errors!.session_expired!, { timeout: 2000 });
  }).toPass();
  await page.keyboard.press('Escape');
  // The favourites list asks for a login too.
  await page.getByTestId('lobby-list-fav').click();
  await expect(page.getByTestId('lobby-member-only')).toContainText(th.errors!.session_expired!);
  await page.keyboard.press('Escape');
  await page.goto('/rng');
  await loginAndSettle(page, DEMO.username, DEMO.password);
  // A game that is not a favourite yet.
  const tile = tiles(page)
    .filter({ has: page.locator('[data-favourite="no"]') })
    .first();
  const nodeId = (await tile.getAttribute('data-node-id'))!;
  const target = page.locator(`[data-node-id="${nodeId}"]`);
  await tile.getByTestId('game-tile-favourite').click();
  await expect(target.getByTestId('game-tile-favourite')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/rng?type=fav');
  await page.reload();
  await expect(page.getByTestId('lobby-games').locator(`[data-node-id="${nodeId}"]`)).toBeVisible();
  await expect(page.getByTestId('lobby-games').locator(`[data-node-id="${nodeId}"]`).getByTestId('game-tile-favourite')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Pressed again: removed, and gone from the list.
  await page.getByTestId('lobby-games').locator(`[data-node-id="${nodeId}"]`).getByTestId('game-tile-favourite').click();
  await expect(page.getByTestId('lobby-games').locator(`[data-node-id="${nodeId}"]`)).toHaveCount(0);
  // Recent games: the member's list of the category.
  await page.getByTestId('lobby-list-recent').click();
  await expect(page).toHaveURL(/type=recent/);
  await expect(page.getByTestId('lobby-games').or(page.getByTestId('lobby-empty'))).toBeVisible();
});

test('a trial account cannot keep favourites or recent games', async ({ page }) => {
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  expect(freePlay.ok()).toBe(true);
  await page.goto('/fish');
  await expect(page.getByTestId('member-name')).toHaveText(/^trial\d+$/);
  await tiles(page).first().getByTestId('game-tile-favourite').click();
  await expect(page.getByTestId('warning-dialog')).toContainText(th.games!.in_need_true_account!);
  await page.getByTestId('warning-dialog-ok').click();
  await expect(tiles(page).first().getByTestId('game-tile-favourite')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('lobby-list-recent').click();
  await expect(page.getByTestId('warning-dialog')).toContainText(th.lobby!.real_account_needed!);
  await page.getByTestId('warning-dialog-ok').click();
  await expect(page.getByTestId('lobby-member-only')).toContainText(th.lobby!.real_account_needed!);
});

test('an upstream failure shows a retry, and the retry lists the games', async ({ page, stack }) => {
  await page.goto('/live');
  await faults(stack, { errors: [{ path: '/wps/relay/GCSGAME_gameList', rate: 1, status: 500 }] });
  try {
    await page.getByTestId('lobby-vendor').nth(2).click();
    await expect(page.getByTestId('lobby-error')).toHaveText(new RegExp(th.lobby!.error!));
  } finally {
    await faults(stack);
  }
  await page.getByTestId('lobby-error-retry').click();
  await expect(tiles(page).first()).toBeVisible();
});

test('the header lists e-sports and cockfight vendors under their own categories, each leading to its lobby', async ({ page }) => {
  await page.goto('/');
  const hrefs = (category: string) =>
    page
      .getByTestId(`header-vendors-${category}`)
      .locator('a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search));
  expect(await hrefs('SPORTS')).toEqual(['/sports?vassalage=SBO', '/sports?vassalage=SABA']);
  expect(await hrefs('ESPORTS')).toEqual(['TF', 'IA', 'AV', 'IMES'].map((v) => `/esports?vassalage=${v}`));
  expect(await hrefs('COCKFIGHT')).toEqual(['SV3', 'WGB', 'DIG', 'WS168'].map((v) => `/cockfight?vassalage=${v}`));
  expect(await hrefs('LOTT')).toEqual(['/lobby?lobbyType=lott&vassalage=TCG_LOTTO', '/lobby?lobbyType=lott&vassalage=TCG_SEA']);
  await page.goto((await hrefs('ESPORTS'))[2]!);
  await expect(page.locator('[data-testid="lobby-vendor"][data-vendor="AV"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first()).toBeVisible();
});

test('rapid changes show the last choice only, however late the earlier answers come', async ({ page, stack }) => {
  await page.goto('/rng');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
  const listOf = async (vendor: string) => {
    const res = await page.request.get(
      `/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=${vendor}&language=TH&pageNo=1&pageSize=24`,
    );
    return ((await res.json()).value.games as { nodeId: number }[]).map((g) => String(g.nodeId));
  };
  // Answers come back in any order (100 ms plus up to 900 ms at random each).
  await faults(stack, { latency: { fixed: '100ms', jitter: '900ms', paths: '/wps/relay/GCSGAME_gameList' } });
  try {
    for (const vendor of ['JL', 'JDB', 'CQ9', 'EG4']) await page.locator(`[data-testid="lobby-vendor"][data-vendor="${vendor}"]`).click();
    await expect(page).toHaveURL(/vassalage=EG4$/);
    const shown = () => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')));
    await expect.poll(shown).toEqual(await listOf('EG4'));
  } finally {
    await faults(stack);
  }
});

test('the lobby route and the games route; a card game lists its rooms, and a member plays in one', async ({ page, request }) => {
  await page.goto('/lobby?lobbyType=fish&type=vassalage&vassalage=JDB');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-category', 'FISH');
  await expect(page.locator('[data-testid="lobby-vendor"][data-vendor="JDB"]')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/lobby?lobbyType=lott');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-category', 'LOTT');
  await expect(page.getByTestId('game-type-LOTT')).toHaveAttribute('aria-current', 'page');
  await page.goto('/games?lobbyType=rng');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-category', 'RNG');
  await page.goto('/pvp?vassalage=KM');
  await tiles(page).first().getByTestId('game-tile-rooms').click();
  await expect(page.getByTestId('pvp-room')).toHaveCount(4);
  await expect(page.getByTestId('pvp-room-play').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // A member is seated in the room chosen: the launch names it.
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await tiles(page).first().getByTestId('game-tile-rooms').click();
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame?'));
  await page.getByTestId('pvp-room-play').nth(1).click();
  expect(new URL((await launch).url()).searchParams.get('roomId')).toMatch(/^\d+-2$/);
  // The game opens framed in /game; end its round, so the member may launch again (the mock refuses a second open game).
  await page.waitForURL(/\/game$/);
  const src = await page.getByTestId('game-frame').getAttribute('src');
  expect(src).toMatch(/\/play\/veneerdemo\/[0-9a-f]+$/);
  expect((await request.post(`${src}/end`, { maxRedirects: 0 })).status()).toBe(303);
});

test('a lobby passes axe (WCAG 2.1 AA), in light and dark', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/pvp');
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('more than 8 vendors get arrows, which bring the last vendor into view', async ({ page, stack }) => {
    await page.goto('/rng');
    await expect(page.getByTestId('lobby-vendor')).toHaveCount(8);
    await expect(page.getByTestId('lobby-vendors-next')).toHaveCount(0);
    // Ten slot vendors: the mock's eight and two more (whose slot lists are empty).
    const codes = ['PG', 'PP', 'JL', 'JDB', 'CQ9', 'EG4', 'FC', 'RSG', 'EVO', 'SA'];
    await mockContent(stack, 'PUT', 'vendor-cards', { list: codes.map((vassalage) => ({ vassalage, displayName: `${vassalage} Games`, gameType: 'RNG' })) });
    try {
      await page.goto('/rng');
      const vendors = page.getByTestId('lobby-vendor');
      await reloadUntil(page, () => vendors.count(), codes.length);
      await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
      const last = vendors.last();
      await expect(last).toHaveAttribute('data-vendor', 'SA');
      await expect(last).not.toBeInViewport();
      const next = page.getByTestId('lobby-vendors-next');
      await expect(page.getByTestId('lobby-vendors-prev')).toBeDisabled();
      for (let i = 0; i < codes.length && (await next.isEnabled()); i++) await next.click();
      await expect(last).toBeInViewport();
      await expect(page.getByTestId('lobby-vendors-prev')).toBeEnabled();
      // The tenth vendor is a lobby like any other: chosen, it is in the URL.
      await last.click();
      await expect(page).toHaveURL(/\/rng\?vassalage=SA$/);
      // It has no slots: the lobby says so.
      await expect(page.getByTestId('lobby-empty')).toBeVisible();
    } finally {
      await resetMockContent(stack);
    }
  });

  test('the lobby fits the screen and its tiles keep their box', async ({ page }) => {
    await page.goto('/fish');
    await expect(tiles(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const box = (await tiles(page).first().getByTestId('game-tile-image').boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    await expect(page.getByTestId('lobby-search')).toBeVisible();
  });
});
