import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, chromium, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { readStack, repo, type StackState } from '../stack';

export { expect };

type Messages = Record<string, Record<string, string>>;
/** `locales/<locale>.json`, as the page shows it. */
export const messages = (locale: string): Messages => JSON.parse(readFileSync(path.join(repo, 'locales', `${locale}.json`), 'utf8')) as Messages;
export const th = messages('th');
export const en = messages('en');
export const BRAND_NAME = 'Veneer Demo';
export const DEMO = { username: 'demo01', password: 'abc123', balance: '฿12,345.67' };

export const test = base.extend<{ stack: StackState; showPublicity: boolean }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern and takes nothing else; this one has none
  stack: async ({}, use) => {
    await use(readStack());
  },
  // biome-ignore lint/correctness/noEmptyPattern: as above, a fixture without dependencies
  baseURL: async ({}, use) => {
    await use(readStack().siteUrl);
  },
  // Home opens the publicity announcements on arrival (spec 000 §4): tests about something else start
  // with them closed for good on this device (`publicityClose`); `test.use({ showPublicity: true })` keeps them.
  showPublicity: [false, { option: true }],
  context: async ({ context, showPublicity }, use) => {
    if (!showPublicity) {
      await context.addInitScript(() => {
        try {
          localStorage.setItem('publicityClose', 'true');
        } catch {
          // A page without storage (about:blank) has no modal either.
        }
      });
    }
    await use(context);
  },
});

/** Everything page scripts can read: document.cookie, localStorage and sessionStorage. */
export async function scriptVisibleStorage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
    return [document.cookie, dump(localStorage), dump(sessionStorage)].join('\n');
  });
}

/** The upstream tokens the mock has handed out (test-only admin call). */
export async function upstreamTokens(stack: StackState, userName: string): Promise<string[]> {
  const res = await fetch(`${stack.mockUrl}/__admin/sessions`, { headers: { 'X-Admin-Token': 'mock-admin' } });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as { userName: string; token: string }[];
  return rows.filter((r) => r.userName === userName).map((r) => r.token);
}

/** Records <html data-theme> at the moment <body> appears, i.e. before anything is painted or hydrated. */
export async function watchThemeBeforePaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string | null };
    const observer = new MutationObserver(() => {
      if (document.body && w.__themeAtBody === undefined) {
        w.__themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Answers the open slider human check: reads the challenge's answer from the BFF's admin listener (the e2e
 * stack sets `human_check.reveal_answers`) and drags the handle there at a person's pace.
 */
export async function solveHumanCheck(page: Page, stack: StackState = readStack()): Promise<void> {
  const check = page.getByTestId('human-check');
  await expect(check).toHaveAttribute('data-status', 'ready');
  const id = await check.getAttribute('data-challenge-id');
  expect(id).toBeTruthy();
  const res = await fetch(`${stack.adminUrl}/human-check/${encodeURIComponent(id ?? '')}`);
  expect(res.status, `GET ${stack.adminUrl}/human-check/${id}`).toBe(200);
  const { x } = (await res.json()) as { x: number };
  const image = await check
    .getByRole('img')
    .first()
    .evaluate((img: HTMLImageElement) => ({ shown: img.getBoundingClientRect().width, natural: img.naturalWidth }));
  const handle = page.getByTestId('human-check-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the human check handle is not visible');
  const fromX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const toX = fromX + (x * image.shown) / image.natural;
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  // A person takes a moment: the BFF refuses answers given faster than its minimum.
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(fromX + ((toX - fromX) * step) / 20, y);
    await page.waitForTimeout(25);
  }
  await page.mouse.up();
  await expect(page.getByTestId('human-check-modal')).toHaveCount(0);
}

/** Submits the open login form by user name, answering the human check when the brand runs one (of `stack`'s BFF). */
export async function submitLogin(page: Page, username: string, password: string, stack: StackState = readStack()) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  // The check, or (a brand without it) the login's own outcome.
  const check = page.getByTestId('human-check');
  await expect(check.or(page.getByTestId('member-name')).or(page.getByTestId('login-error')).first()).toBeVisible();
  if (await check.isVisible()) await solveHumanCheck(page, stack);
}

/** Opens the login window and logs in by user name, answering the human check on the way. */
export async function login(page: Page, username: string, password: string, stack: StackState = readStack()) {
  await page.getByTestId('header-login').click();
  await submitLogin(page, username, password, stack);
}

/** Logs in and closes the member's after-login announcements (demo01 has some), leaving the page usable. */
export async function loginAndSettle(page: Page, username: string, password: string) {
  await login(page, username, password);
  await expect(page.getByTestId('member-name')).toHaveText(username);
  const popups = page.getByTestId('login-popups');
  await expect(popups).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
}

/** The mock's content admin (upstream-mocks/docs/system.md): replace, clear or reset a kind of site content. */
export async function mockContent(stack: StackState, method: 'GET' | 'PUT' | 'DELETE' | 'POST', kind: string, body?: unknown): Promise<unknown> {
  const path = method === 'POST' ? (kind ? `${kind}/reset` : 'reset') : kind;
  const res = await fetch(`${stack.mockUrl}/__admin/content/${path}`, {
    method,
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /__admin/content/${path}: ${res.status} ${await res.text()}`);
  if (method !== 'GET') await purgeBffCaches(stack);
  return res.json();
}

/** Any other `/__admin` call of the mock (e.g. `games/maintenance`, `lottery/clock`); throws when it is refused. */
export async function mockAdmin(stack: StackState, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${stack.mockUrl}/__admin/${path}`, {
    method,
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /__admin/${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A request that reached the mock, as its journal keeps it (upstream-mocks/README.md "The journal"). */
export interface MockRequest {
  id: number;
  method: string;
  /** With its query. */
  path: string;
  /** What the mock read, as text (the plaintext of an encrypted call; passwords masked); absent when empty. */
  body?: string;
  status: number | null;
  success: boolean;
}

/** What the mock has received on `path` (its query aside), oldest first: what the BFF really sent upstream. */
export async function mockRequests(stack: StackState, path: string): Promise<MockRequest[]> {
  const res = await fetch(`${stack.mockUrl}/__admin/requests?path=${encodeURIComponent(path)}`, { headers: { 'X-Admin-Token': 'mock-admin' } });
  if (!res.ok) throw new Error(`GET /__admin/requests?path=${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as MockRequest[]).filter((entry) => entry.path.split('?')[0] === path);
}

/** Empties the BFF's public-answer and page caches (its admin listener), so a content change shows at once. */
export async function purgeBffCaches(stack: StackState): Promise<void> {
  const res = await fetch(`${stack.adminUrl}/cache/purge`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST ${stack.adminUrl}/cache/purge: ${res.status}`);
}

/** Puts every kind of the mock's site content back to its seed (tests that change content call it when done). */
export async function resetMockContent(stack: StackState): Promise<void> {
  await mockContent(stack, 'POST', '');
}

/** Reloads the page until `probe` gives `expected`: the BFF keeps public answers for half a second in tests. */
export async function reloadUntil<T>(page: Page, probe: () => Promise<T>, expected: T): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        // What a page draws once it has loaded or been touched (home's feed blocks, the publicity pop-up) comes a
        // moment later: once it is live, touch it (a wheel turn that scrolls nothing) and give it a few seconds.
        await page.waitForLoadState('networkidle');
        await page.mouse.wheel(0, 0);
        const until = Date.now() + 3000;
        let seen = await probe();
        while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < until) {
          await page.waitForTimeout(200);
          seen = await probe();
        }
        return seen;
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
}

/** Serious and critical findings of axe-core (WCAG 2.1 A and AA rules, colour contrast included). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a dialog fading in has, for a moment, less contrast than it will have.
  // (Endless ones, such as the notice strip's scrolling, are left alone.)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/**
 * Puts a seeded member's balances and records back to the seed (upstream-mocks/docs/wallet.md "Admin"): demo01
 * starts every test from ฿12,345.67, whatever an earlier test moved. Its sessions stay.
 */
export async function resetMember(stack: StackState, userName: string): Promise<void> {
  await mockAdmin(stack, 'POST', `members/${encodeURIComponent(userName)}/reset`);
}

/**
 * Runs `use` in a Chromium that keeps its own pop-up blocker (Playwright's launch switches it off with
 * --disable-popup-blocking), which refuses a window.open no user gesture caused. Closed afterwards.
 */
export async function withPopupBlocker(use: (context: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  });
  try {
    await use(await browser.newContext(options));
  } finally {
    await browser.close();
  }
}

/**
 * Clicks the first element matching `selector` from a script run without a user gesture (CDP
 * Runtime.evaluate, userGesture false), waiting for it inside the page. Playwright's own checks run in the
 * page as user gestures, so none is made before the click: a gesture in the last 5 s would make the click
 * count as the visitor's.
 */
export async function clickWithoutGesture(page: Page, selector: string, timeoutMs = 20_000): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const answer = (await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve) => {
      const until = Date.now() + ${timeoutMs};
      (function poll() {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (element) { element.click(); resolve(true); }
        else if (Date.now() > until) resolve(false);
        else setTimeout(poll, 50);
      })();
    })`,
    awaitPromise: true,
    returnByValue: true,
    userGesture: false,
  })) as { result: { value?: unknown } };
  expect(answer.result.value, `${selector} never appeared`).toBe(true);
}

/** Logs out through the header's menu (confirmed), and waits for home's full load to be done. */
export async function logOut(page: Page) {
  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-logout').click();
  const home = page.waitForEvent('load');
  await page.getByTestId('confirm-ok').click();
  await home;
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/** `who` (demo01 unless given) logged in, the site in `locale` (chosen with the language switch first). */
/**
 * Logs `who` in through the BFF's own API (the human check answered, then `POST /wps/session/login`) from the
 * page's request context, so the browser holds the real sealed cookie without drawing the login window (the
 * login specs drive that window), then opens home in the language the browser already has. For tests about what
 * comes after login. No after-login announcements open: those follow a login made in the window.
 */
export async function signedIn(page: Page, who: { username: string; password: string } = DEMO, stack: StackState = readStack()): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`${stack.siteUrl}${path}`, { headers: { 'X-CSRF': '1' }, data });
    const body = (await res.json()) as { success: boolean; value: { id?: string } | null; errorCode: string };
    expect(body.success, `POST ${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
  const challenge = await post('/bff/human-check', {});
  const answer = await fetch(`${stack.adminUrl}/human-check/${encodeURIComponent(challenge?.id ?? '')}`);
  expect(answer.status).toBe(200);
  const { x } = (await answer.json()) as { x: number };
  await post(`/bff/human-check/${challenge?.id}`, { x, durationMs: 600 });
  await post('/wps/session/login', {
    username: who.username,
    password: who.password,
    captcha: null,
    type: 'username',
    loginDeviceId: crypto.randomUUID(),
    isSms: false,
    isOfficialAppLogin: false,
  });
  await page.goto(`${stack.siteUrl}/`);
  await expect(page.getByTestId('member-name')).toHaveText(who.username);
}

/** `signedIn`, with the language chosen first. */
export async function loginIn(page: Page, locale: 'en' | 'th' = 'en', who: { username: string; password: string } = DEMO): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: locale, url: readStack().siteUrl }]);
  await signedIn(page, who);
}

/** An agent as the mock's agency reset reports it (upstream-mocks/docs/agent.md "Admin"). */
export interface SeededAgent {
  userName: string;
  balance: number;
}

/**
 * Puts the mock's agency back to its seed (upstream-mocks/docs/agent.md "Admin"): agents, their teams'
 * balances and records, contracts, settled periods, personal notices, the agency clock. Accounts registered
 * into a team since leave it. Sessions stay. Answers the seeded agents' balances.
 */
export async function resetAgency(stack: StackState): Promise<SeededAgent[]> {
  const answer = (await mockAdmin(stack, 'POST', 'agent/reset?merchant=veneerdemo')) as { value: { agents: SeededAgent[] }[] };
  return answer.value[0].agents;
}

/** Moves the mock's agency clock on: the periods that close on the way are settled at once. Answers its time (epoch ms). */
export async function advanceAgencyClock(stack: StackState, minutes: number): Promise<number> {
  const answer = (await mockAdmin(stack, 'PUT', 'agent/clock?merchant=veneerdemo', { advanceMinutes: minutes })) as { value: { nowMs: number }[] };
  return answer.value[0].nowMs;
}

/** A settled round by a team member at the agency clock's now (a loss when `payout` is 0), so a salary period has bets. */
export async function agencyBet(stack: StackState, username: string, stake: number, payout = 0): Promise<void> {
  await mockAdmin(stack, 'POST', 'agent/bets?merchant=veneerdemo', { username, stake, payout });
}
