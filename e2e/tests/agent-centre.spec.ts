import type { Page } from '@playwright/test';
import { disabledModules, freshUsername, setDisabledModules } from './access-helpers';
import { devices } from '@playwright/test';
import { axeViolations, DEMO, en, expect, loginIn, resetAgency, test, th, upstreamTokens } from './fixtures';
import type { StackState } from '../stack';
import { createRequire } from 'node:module';
import type { AgentFlag } from '../../next-app/lib/agent/pages';

// next-app's table, without a copy here (next-app's files are CommonJS to this ES-module suite: required, not imported).
const { AGENT_PAGES } = createRequire(import.meta.url)('../../next-app/lib/agent/pages') as typeof import('../../next-app/lib/agent/pages');

const AGENT01 = { username: 'agent01', password: 'abc123' };

/** The centre's pages in the spec's order (the front's table, checked against the spec by next-app's unit test). */
const SPEC_ORDER: string[] = AGENT_PAGES.map((p) => p.key);
/** The four pay pages and the consolidated flag of each (0: hidden, 1: shown, 2: shown with a badge). */
const PAY_FLAGS = Object.fromEntries(AGENT_PAGES.flatMap((p) => ('flag' in p ? [[p.flag, p.key] as const] : []))) as Record<AgentFlag, string>;
type AgentFlags = Record<keyof typeof PAY_FLAGS, number>;

/** The `agent` texts of a locale file. */
type Tree = { [key: string]: string | Tree };
const agentText = (messages: unknown, path: string): string =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, (messages as { agent: Tree }).agent) as string;

/** The menu: the spec's twelve in order, but the pay pages whose flag is 0. */
async function expectMenu(page: Page, flags: AgentFlags) {
  const hidden = Object.entries(PAY_FLAGS)
    .filter(([flag]) => flags[flag as keyof AgentFlags] === 0)
    .map(([, key]) => key as string);
  await expect.poll(() => menuKeys(page)).toEqual(SPEC_ORDER.filter((k) => !hidden.includes(k)));
}
const centre = (page: Page) => page.getByTestId('agent-centre');
const menuKeys = (page: Page) =>
  page
    .getByTestId('agent-centre-menu')
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('agent-centre-', '')));

/** The consolidated flags the BFF gives the logged-in agent (the page's own session). */
async function flagsOf(page: Page): Promise<AgentFlags> {
  const res = await page.request.get('/wps/member/info/funds/consolidated');
  expect(res.ok()).toBe(true);
  const { value } = (await res.json()) as { value: AgentFlags };
  return {
    divtypereq: value.divtypereq,
    dailysalreqtype: value.dailysalreqtype,
    contracthoursalreq: value.contracthoursalreq,
    realtimesalreqtype: value.realtimesalreqtype,
  };
}

/** The mock's own answer to `path` for `userName` (its latest upstream token), not through the BFF. */
async function askMock<T>(stack: StackState, userName: string, path: string): Promise<T> {
  const token = (await upstreamTokens(stack, userName)).at(-1);
  expect(token).toBeTruthy();
  const res = await fetch(`${stack.mockUrl}${path}`, { headers: { Merchant: 'veneerdemo', Authorization: token!, Language: 'EN' } });
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

/** An amount or count as the page shows it (`฿8,600.00`, `-฿10,163.83`, `1,234`), as a number. */
const shownNumber = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

// The agency back to its seed after each test (a registered downline joins agent01's team).
test.afterEach(async ({ stack }) => {
  await resetAgency(stack);
});

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('agent01 opens the centre from the header and by address, and sees all twelve entries in order', async ({ page, stack }) => {
    await loginIn(page, 'en', AGENT01);
    // The centre's texts are not in any page's HTML: they come with its code.
    const html = await (await page.request.get('/?agent=agentTeamOverview')).text();
    expect(html).toContain('</html>');
    expect(html).not.toContain(agentText(en, 'menu'));
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-agent').click();
    await expect(centre(page)).toBeVisible();
    await expect(page).toHaveURL(/\?agent=agentTeamOverview/);
    // All four pay flags are 1 for agent01: every built page of the spec's twelve, in the spec's order.
    const flags = await flagsOf(page);
    expect(flags).toEqual({ divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
    await expectMenu(page, flags);
    await expect(page.getByTestId('agent-centre-heading')).toHaveText(agentText(en, 'title'));
    await expect(page.getByTestId('agent-centre-agentTeamOverview')).toHaveAttribute('aria-current', 'page');

    // Choosing an entry marks it and loads its page: announcements, pinned first, each with its date.
    await page.getByTestId('agent-centre-agentAnnouncement').click();
    await expect(page).toHaveURL(/\?agent=agentAnnouncement/);
    await expect(page.getByTestId('agent-centre-agentAnnouncement')).toHaveAttribute('aria-current', 'page');
    const notices = page.getByTestId('agent-announcement');
    await expect(notices.first()).toBeVisible();
    await expect(notices.first().getByTestId('agent-announcement-pinned')).toHaveText(agentText(en, 'announcements.pinned'));
    await expect(notices.first().getByTestId('agent-announcement-date')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    // The mock's answer for agent01, in its order: the page shows the same titles.
    const mine = await askMock<{ list: { title: string; top: boolean }[] }>(stack, 'agent01', '/wps/agent/announcements?pageNo=1&pageSize=10');
    await expect(page.getByTestId('agent-announcement').locator('h3')).toHaveText(mine.list.map((n) => n.title));

    // By address, on a fresh load: the centre opens on that page; the close button closes it.
    await page.goto('/?agent=agentAnnouncement');
    await expect(page.getByTestId('agent-page-agentAnnouncement')).toBeVisible();
    await page.getByTestId('agent-centre-close').click();
    await expect(centre(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/agent=/);
  });

  test("team overview: the figures are the mock's for the same days; over 62 days is refused before any call", async ({ page, stack }) => {
    await loginIn(page, 'en', AGENT01);
    const asked = page.waitForRequest((r) => r.url().includes('/wps/agent/team/overview?'));
    await page.goto('/?agent=agentTeamOverview');
    const query = new URL((await asked).url()).search;
    await expect(page.getByTestId('agent-overview')).toBeVisible();
    const truth = await askMock<Record<string, number>>(stack, 'agent01', `/wps/agent/team/overview${query}`);
    for (const field of [
      'teamSize',
      'directMembers',
      'activeMembers',
      'depositAmount',
      'withdrawalAmount',
      'validBet',
      'profitLoss',
      'income',
      'teamBalance',
    ]) {
      expect.soft(shownNumber(await page.getByTestId(`agent-overview-${field}`).innerText()), field).toBe(truth[field]);
    }
    // The chart says the same numbers to a screen reader.
    await expect(page.getByTestId('agent-overview-chart_money').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('agent-overview-chart_money-image')).toHaveAttribute(
      'aria-label',
      new RegExp(`${agentText(en, 'overview.depositAmount')} ฿${truth.depositAmount!.toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
    );

    expect(await axeViolations(page)).toEqual([]);

    // Last month: asked again, the figures follow.
    const again = page.waitForRequest((r) => r.url().includes('/wps/agent/team/overview?'));
    await page.getByTestId('agent-overview-range-lastMonth').click();
    const lastMonth = new URL((await again).url()).search;
    expect(lastMonth).not.toBe(query);
    const truth2 = await askMock<Record<string, number>>(stack, 'agent01', `/wps/agent/team/overview${lastMonth}`);
    await expect.poll(async () => shownNumber(await page.getByTestId('agent-overview-validBet').innerText())).toBe(truth2.validBet);

    // A custom period over 62 days: the message, and no call.
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/agent/team/overview?')) calls += 1;
    });
    await page.getByTestId('agent-overview-range-custom').click();
    // From the start of the year to the end of last month: far over 62 days.
    await page.getByTestId('agent-overview-range-from').fill('2026-01-01');
    await expect(page.getByTestId('agent-overview-range-to-field-error')).toHaveText(en.member!.range_too_long!.replace('{days}', '62'));
    await page.getByTestId('agent-overview-range-to').fill('2025-12-01');
    await expect(page.getByTestId('agent-overview-range-to-field-error')).toHaveText(en.member!.range_reversed!);
    expect(calls).toBe(0);
  });

  test('register a downline: success names the new account, the same name again is refused with the upstream message', async ({ page }) => {
    await loginIn(page, 'en', AGENT01);
    await page.goto('/?agent=registerCenter');
    await expect(page.getByTestId('agent-register-form')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const name = `d${freshUsername().slice(1, 12)}`;
    // The registration rules' messages first: a name starting with a digit, passwords that differ.
    await page.getByTestId('agent-register-username').fill('9abcdef');
    await page.getByTestId('agent-register-password').fill('pass99');
    await page.getByTestId('agent-register-confirmPassword').fill('pass98');
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-username-field-error')).toBeVisible();
    await expect(page.getByTestId('agent-register-confirmPassword-field-error')).toHaveText(en.register!.inconsistent_twice!);

    await page.getByTestId('agent-register-username').fill(name);
    await page.getByTestId('agent-register-confirmPassword').fill('pass99');
    await page.getByTestId('agent-register-nickname').fill('Lek');
    await page.getByTestId('agent-register-kind-agent').check();
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-done-text')).toHaveText(agentText(en, 'register.done_agent').replace('{name}', name));
    // It is in agent01's team now.
    const team = await page.request.get(`/wps/agent/team/members?level=direct&username=${name}`);
    expect(((await team.json()) as { value: { list: { userName: string; isAgent: boolean }[] } }).value.list).toEqual([
      expect.objectContaining({ userName: name, isAgent: true }),
    ]);

    await page.getByTestId('agent-register-another').click();
    await page.getByTestId('agent-register-username').fill(name.toUpperCase());
    await page.getByTestId('agent-register-password').fill('pass99');
    await page.getByTestId('agent-register-confirmPassword').fill('pass99');
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-error')).toHaveText('Username already exists');
  });

  test('with AGENTCENTER3 off there is no agent entry and the address opens nothing', async ({ page, stack }) => {
    const before = await disabledModules(stack);
    try {
      await setDisabledModules(stack, [...before, 'AGENTCENTER3']);
      await loginIn(page, 'en', AGENT01);
      await page.getByTestId('member-menu').click();
      await expect(page.getByTestId('menu-account')).toBeVisible();
      await expect(page.getByTestId('menu-agent')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('rightbar')).toBeVisible();
      await expect(page.getByTestId('rightbar-agent')).toHaveCount(0);
      await page.goto('/?agent=agentTeamOverview');
      await expect(page.getByTestId('member-name')).toHaveText(AGENT01.username);
      await expect(centre(page)).toHaveCount(0);
    } finally {
      await setDisabledModules(stack, before);
    }
  });
});

test('agent02 sees only what its flags allow, agent01a the badge of its waiting hourly offer (Thai, phone)', async ({ page, browser, stack }) => {
  await loginIn(page, 'th', { username: 'agent02', password: 'abc123' });
  await page.getByTestId('rightbar-toggle').click();
  await page.getByTestId('rightbar-agent').click();
  await expect(centre(page)).toBeVisible();
  const flags = await flagsOf(page);
  expect(flags).toEqual({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
  await expectMenu(page, flags);
  await expect(page.getByTestId('agent-centre-heading')).toHaveText(agentText(th, 'title'));
  await expect(page.getByTestId('agent-centre-agentTeamOverview')).toHaveText(agentText(th, 'page_agentTeamOverview'));
  // On a phone the menu is one row that scrolls: the current entry is in view.
  await expect(page.getByTestId('agent-centre-agentTeamOverview')).toBeInViewport();
  // Hourly salary is not agent02's: its address opens nothing.
  await page.goto('/?agent=agentHourSalary');
  await expect(page.getByTestId('member-name')).toHaveText('agent02');
  await expect(centre(page)).toHaveCount(0);

  // agent01a in a browser of its own.
  const other = await browser.newContext({ ...devices['Pixel 7'], locale: 'th-TH', baseURL: stack.siteUrl });
  try {
    await other.addInitScript(() => localStorage.setItem('publicityClose', 'true'));
    const page01a = await other.newPage();
    await loginIn(page01a, 'th', { username: 'agent01a', password: 'abc123' });
    await page01a.goto('/?agent=agentTeamOverview');
    await expect(page01a.getByTestId('agent-centre')).toBeVisible();
    const flags01a = await flagsOf(page01a);
    expect(flags01a.contracthoursalreq).toBe(2);
    // All twelve entries; the badge on hourly salary (an offer waits for agent01a's answer), and on no other.
    await expectMenu(page01a, flags01a);
    await expect(page01a.getByTestId('agent-centre-badge-agentHourSalary')).toBeVisible();
    await expect(page01a.locator('[data-testid^="agent-centre-badge-"]')).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('a member who is not an agent, and a trial account, are refused the agent centre', async ({ page }) => {
  await loginIn(page, 'th', DEMO);
  await page.getByTestId('member-menu').click();
  await expect(page.getByTestId('menu-agent')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/?agent=agentTeamOverview');
  await expect(page.getByRole('alertdialog')).toContainText(th.access!.not_agent!);
  await expect(centre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/agent=/);

  await page.context().clearCookies();
  await page.goto('/');
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  expect(freePlay.ok()).toBe(true);
  await page.goto('/?agent=agentTeamOverview');
  await expect(page.getByTestId('member-name')).toHaveText(/^trial\d+$/);
  await expect(page.getByRole('alertdialog')).toContainText(th.access!.in_need_true_account!);
  await expect(centre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/agent=/);
});
