/**
 * The site over upstreams that speak otherwise than the mock as shipped (upstream-mocks/scenarios/dialect-*.toml):
 * for each, a stack of its own (mock speaking the dialect, BFF, Next.js), the demo brand's `[features]` as a merchant
 * writes them after `bff doctor` (README "Before going live"), and a short run through the site: home, login,
 * member centre, a game launch, the hot game list, the agent centre, logout. All of it works, by whatever method the
 * upstream takes its calls.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { startStack, stackDir, stopStack, type StackState } from '../stack';
import { DEMO, expect, login, logOut, signedIn, test } from './fixtures';

interface Dialect {
  scenario: string;
  /** What the brand file says after the doctor's table. */
  features: Record<string, string>;
  /** How this upstream takes logout: the methods the mock saw, in order. */
  logout: string[];
  /** The upstream has an agent system. */
  agents: boolean;
}

const DIALECTS: Dialect[] = [
  { scenario: 'dialect-spec.toml', features: { login_only: 'off' }, logout: ['DELETE 200'], agents: true },
  // Refuses DELETE: the BFF falls back to POST, and sends POST first from then on.
  { scenario: 'dialect-observed.toml', features: { login_only: 'off' }, logout: ['DELETE 405', 'POST 200'], agents: true },
  { scenario: 'dialect-no-agents.toml', features: { login_only: 'off', agent_centre: 'off' }, logout: ['DELETE 200'], agents: false },
];

const AGENT01 = { username: 'agent01', password: 'abc123' };
/** What a stack of its own, started beside the suite's on two shared cores, may take to draw a part of a page. */
const SLOW = 30_000;

/** What the mock received for `path`, as `METHOD status`. */
async function journal(stack: StackState, path: string): Promise<string[]> {
  const res = await fetch(`${stack.mockUrl}/__admin/requests?path=${encodeURIComponent(path)}`, { headers: { 'X-Admin-Token': 'mock-admin' } });
  const entries = (await res.json()) as { method: string; path: string; status: number | null }[];
  return entries.filter((e) => e.path.split('?')[0] === path).map((e) => `${e.method} ${e.status}`);
}

/** Logs demo01 in through the login window, and closes the announcements that follow (it has some). */
async function logIn(page: Page, stack: StackState) {
  await login(page, DEMO.username, DEMO.password, stack);
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
  const popups = page.getByTestId('login-popups');
  await expect(popups).toBeVisible({ timeout: SLOW });
  await page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
}

for (const dialect of DIALECTS) {
  test.describe(`over an upstream speaking ${dialect.scenario}`, () => {
    let stack: StackState;
    test.describe.configure({ timeout: 120_000 });

    test.beforeAll(async () => {
      stack = await startStack({ dir: path.join(stackDir, 'dialects', dialect.scenario), scenario: dialect.scenario, features: dialect.features });
      // A fresh Next.js server renders each page slowly the first time: once each here, not under the test's clock.
      for (const page of ['/', '/rng?type=hot', '/game', '/login']) await fetch(`${stack.siteUrl}${page}`);
    });

    test.afterAll(async () => {
      await stopStack(stack);
    });

    test('home, login, the member centre, a game launch, the hot list, the agent centre and logout all work', async ({ page }) => {
      // Home, open to visitors (the brand said so: this upstream has no login-only setting), with its games.
      await page.goto(stack.siteUrl);
      await expect(page).toHaveURL(`${stack.siteUrl}/`);
      await expect(page.getByTestId('header-login')).toBeVisible();
      const tiles = page.getByTestId('hot-slots').getByTestId('game-tile');
      await expect(tiles.first()).toBeVisible();
      const bootstrap = (await (await page.request.get(`${stack.siteUrl}/bff/bootstrap`)).json()) as {
        value: { features: Record<string, boolean>; customerService: { csType: string }[] };
      };
      expect(bootstrap.value.features.member_centre, 'an invented id the upstream lacks: shown by default').toBe(true);
      expect(bootstrap.value.features.agent_centre).toBe(dialect.agents);
      expect(
        bootstrap.value.customerService.map((c) => c.csType),
        'the live chat, wherever the upstream gives it',
      ).toContain('LIVECHAT');

      // Login through the window, then the member centre on my account.
      await logIn(page, stack);
      await page.getByTestId('member-menu').click();
      await page.getByTestId('menu-account').click();
      await expect(page.getByTestId('member-centre')).toBeVisible();
      await expect(page.getByTestId('member-profile-account')).toHaveText(DEMO.username);
      await page.getByTestId('member-centre-close').click();
      await expect(page.getByTestId('member-centre')).toHaveCount(0);

      // A game launch: framed in /game for this member; the round is ended on the way out.
      await tiles.first().getByTestId('game-tile-play').click();
      await page.waitForURL((url) => url.pathname === '/game');
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.locator('#member')).toHaveText(DEMO.username, { timeout: SLOW });
      const src = await page.getByTestId('game-frame').getAttribute('src');
      if (src) await page.request.post(`${src}/end`, { maxRedirects: 0 });

      // The hot game list of a lobby, by whichever method the upstream takes it.
      await page.goto(`${stack.siteUrl}/rng?type=hot`);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      expect((await journal(stack, '/wps/relay/GCSGAME_hotGamesV2')).at(-1)).toMatch(/ 200$/);

      // Logout by the specification's DELETE, or by the POST this upstream wants.
      await logOut(page);
      expect(await journal(stack, '/wps/session/logout')).toEqual(dialect.logout);

      // The agent centre for an agent, or, without an agent system, no entry and nothing behind the address.
      await signedIn(page, AGENT01, stack);
      await page.getByTestId('member-menu').click();
      if (dialect.agents) {
        await page.getByTestId('menu-agent').click();
        await expect(page.getByTestId('agent-centre')).toBeVisible();
        await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
        await page.getByTestId('agent-centre-close').click();
      } else {
        await expect(page.getByTestId('menu-account')).toBeVisible();
        await expect(page.getByTestId('menu-agent')).toHaveCount(0);
        await page.keyboard.press('Escape');
        await page.goto(`${stack.siteUrl}/?agent=agentTeamOverview`);
        await expect(page.getByTestId('member-name')).toHaveText(AGENT01.username);
        await expect(page.getByTestId('agent-centre')).toHaveCount(0);
        const refused = await page.request.get(`${stack.siteUrl}/wps/agent/team/overview`);
        expect(refused.status(), 'the BFF answers for a switch the brand turned off').toBe(404);
        expect(await journal(stack, '/wps/agent/team/overview')).toEqual([]);
      }
      await logOut(page);
    });
  });
}
