import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, en, expect, loginIn, resetAgency, test, th } from './fixtures';

// The agent centre's team management and reports (upstream-mocks/docs/agent.md "Seeded data"): agent01 has 9
// direct downlines (sub-agent agent01a among them, with 5 of its own; agent01b under it with 3). Every test ends
// with the agency back at its seed (balances, records; registered accounts leave the team).
const AGENT01 = { username: 'agent01', password: 'abc123' };
const AGENT_TEXTS = en.agent as unknown as { team: Record<string, string>; reports: Record<string, string> };
const T = AGENT_TEXTS.team;
const R = AGENT_TEXTS.reports;
const TH_TEAM = (th.agent as unknown as { team: Record<string, string> }).team;

test.use({ timezoneId: 'UTC' });

test.afterEach(async ({ stack }) => {
  await resetAgency(stack);
});

const rows = (page: Page, list: string) => page.getByTestId(`${list}-row`);
const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}฿${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A day `daysAgo` days before today in Bangkok (the brand's zone), as the date inputs take it. */
function bangkokDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/** The BFF's answer to an agent call, with the page's session (what the front reads, for comparison). */
async function agentCall<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

async function openTeam(page: Page, locale: 'en' | 'th' = 'en') {
  await loginIn(page, locale, AGENT01);
  await page.goto('/?agent=downlineManagmentView');
  await expect(page.getByTestId('agent-team-page')).toBeVisible();
}

/** A team member's row in team management. */
const memberRow = (page: Page, name: string) =>
  rows(page, 'agent-team').filter({ has: page.getByTestId('agent-team-member').getByText(name, { exact: true }) });

/** How many members the mock lists for this query (registrations of other tests add to agent01's own). */
async function teamCount(page: Page, query: string): Promise<number> {
  return (await agentCall<{ totalCount: number }>(page, `/wps/agent/team/members?${query}&pageSize=1`)).totalCount;
}

test('team management: agent01 drills into agent01a and agent01b, and back up by the trail', async ({ page }) => {
  await openTeam(page);
  const direct = await teamCount(page, 'level=direct');
  expect(direct).toBeGreaterThanOrEqual(9);
  await expect(rows(page, 'agent-team')).toHaveCount(direct);
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText(T.my_team!);

  await page.getByTestId('agent-team-open-agent01a').click();
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText('agent01a');
  await expect(rows(page, 'agent-team')).toHaveCount(5);
  await page.getByTestId('agent-team-open-agent01b').click();
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText('agent01b');
  await expect(rows(page, 'agent-team')).toHaveCount(3);

  // One level up, then the top.
  await page.getByTestId('agent-team-trail-1').click();
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText('agent01a');
  await expect(rows(page, 'agent-team')).toHaveCount(5);
  await page.getByTestId('agent-team-trail-0').click();
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText(T.my_team!);
  await expect(rows(page, 'agent-team')).toHaveCount(direct);

  // The whole team: every level (17 seeded members, one page of 20).
  const all = await teamCount(page, 'level=all');
  expect(all).toBeGreaterThanOrEqual(17);
  await page.getByTestId('agent-team-level-all').click();
  await expect(rows(page, 'agent-team')).toHaveCount(Math.min(all, 20));
});

test('transfer to a downline: both balances and the header change; a wrong password moves nothing', async ({ page }) => {
  await openTeam(page);
  const mine = page.getByTestId('agent-team-my-balance');
  await expect(mine).toHaveText(/฿/);
  const before = amountOf(await mine.textContent());
  const row = memberRow(page, 'agent01a');
  const downlineBefore = amountOf(await row.getByTestId('agent-team-balance').textContent());

  // Above the balance: refused before any call.
  await row.getByTestId('agent-team-transfer-agent01a').click();
  await page.getByTestId('agent-transfer-amount').fill(String(before + 1));
  await page.getByTestId('agent-transfer-next').click();
  await expect(page.getByTestId('agent-transfer-amount-field-error')).toBeVisible();

  // A wrong password: the upstream's refusal in the dialog, nothing moved.
  await page.getByTestId('agent-transfer-amount').fill('250.50');
  await page.getByTestId('agent-transfer-next').click();
  await expect(page.getByTestId('agent-transfer-summary')).toHaveText(`agent01a will receive ฿250.50 from your balance of ${money(before)}.`);
  await page.getByTestId('agent-transfer-password').fill('wrong99');
  await page.getByTestId('agent-transfer-submit').click();
  await expect(page.getByTestId('agent-transfer-error')).toHaveText('Incorrect password');
  const untouched = await agentCall<{ list: { balance: number }[] }>(page, '/wps/agent/team/members?level=all&username=agent01a');
  expect(untouched.list[0]?.balance).toBe(downlineBefore);

  // The right password: sent; both balances (and the header's) show it without a reload.
  await page.getByTestId('agent-transfer-password').fill(AGENT01.password);
  await page.getByTestId('agent-transfer-submit').click();
  await expect(page.getByTestId('agent-transfer')).toHaveCount(0);
  const after = Math.round((before - 250.5) * 100) / 100;
  const downlineAfter = Math.round((downlineBefore + 250.5) * 100) / 100;
  await expect(mine).toHaveText(money(after));
  await expect(page.getByTestId('member-balance')).toHaveText(money(after));
  await expect(row.getByTestId('agent-team-balance')).toHaveText(money(downlineAfter));
  // The mock's own record of the downline agrees.
  const moved = await agentCall<{ list: { balance: number }[] }>(page, '/wps/agent/team/members?level=all&username=agent01a');
  expect(moved.list[0]?.balance).toBe(downlineAfter);
});

test('a downline registered through the upstream call is found in team management by its name', async ({ page }) => {
  await loginIn(page, 'en', AGENT01);
  const username = `e2e${Date.now().toString(36).slice(-8)}`;
  const res = await page.request.put('/wps/agent/downline/register', {
    headers: { 'X-CSRF': '1' },
    data: { username, password: 'pass99', confirmPassword: 'pass99', nickname: 'E2E' },
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
  await page.goto('/?agent=downlineManagmentView');
  await page.getByTestId('agent-team-search').fill(username.slice(0, 9));
  await expect(rows(page, 'agent-team')).toHaveCount(1);
  await expect(page.getByTestId('agent-team-member')).toContainText(username);
  await expect(page.getByTestId('agent-team-balance')).toHaveText('฿0.00');
});

test("team betting records: the totals are the mock's summary for the range, and an over-62-day range is refused", async ({ page }) => {
  await loginIn(page, 'en', AGENT01);
  await page.goto('/?agent=personalHistoryCopy');
  await expect(page.getByTestId('agent-bets-range-last7Days')).toHaveAttribute('aria-pressed', 'true');
  const summary = (
    await agentCall<{ summary: { betCount: number; betAmount: number; winLoss: number } }>(
      page,
      `/wps/agent/team/bets?startTime=${bangkokDay(6)}&endTime=${bangkokDay(0)}&pageSize=1`,
    )
  ).summary;
  await expect(page.getByTestId('agent-bets-total-betCount')).toHaveText(summary.betCount.toLocaleString('en-US'));
  await expect(page.getByTestId('agent-bets-total-betAmount')).toHaveText(money(summary.betAmount));
  await expect(page.getByTestId('agent-bets-total-winLoss')).toHaveText(money(summary.winLoss));
  await expect(rows(page, 'agent-bets')).toHaveCount(Math.min(20, summary.betCount));

  // 70 days: refused with its message before any call.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/agent/team/bets')) asked.push(r.url());
  });
  await page.getByTestId('agent-bets-range-custom').click();
  await page.getByTestId('agent-bets-range-from').fill(bangkokDay(69));
  await page.getByTestId('agent-bets-range-to').fill(bangkokDay(0));
  await expect(page.getByTestId('agent-bets-range-to-field-error')).toHaveText(en.member!.range_too_long!.replace('{days}', '62'));
  expect(asked.filter((url) => url.includes(bangkokDay(69)))).toEqual([]);
});

test('downline transactions: CSV export downloads the rows shown, with a BOM and their amounts', async ({ page }) => {
  await loginIn(page, 'en', AGENT01);
  await page.goto('/?agent=agentDownlineTransactionDetailsCopy');
  await page.getByTestId('agent-transactions-filter-type').selectOption('DEPOSIT');
  await expect(page.getByTestId('agent-transactions-type').first()).toHaveText(en.member!.records_tx_DEPOSIT!);
  const shown = await page.getByTestId('agent-transactions-member').allTextContents();
  const download = page.waitForEvent('download');
  await page.getByTestId('agent-transactions-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^downline-transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    [en.member!.records_time, R.member, en.member!.records_type, en.member!.records_amount, en.member!.records_balance_after, en.member!.records_remark].join(
      ',',
    ),
  );
  const dataLines = lines.slice(1, 1 + shown.length);
  expect(dataLines.map((l) => l.split(',')[1])).toEqual(shown.map((s) => s.replace(/Level \d+$/, '')));
  expect(dataLines.every((l) => /,Deposit,\d+\.\d{2},/.test(l))).toBe(true);
});

test('team management in Thai: the trail and the drill-down read Thai', async ({ page }) => {
  await openTeam(page, 'th');
  await expect(page.getByTestId('agent-team-trail-current')).toHaveText(TH_TEAM.my_team!);
  await page.getByTestId('agent-team-open-agent01a').click();
  await expect(page.getByTestId('agent-team-trail-0')).toHaveText(TH_TEAM.my_team!);
  await expect(rows(page, 'agent-team')).toHaveCount(5);
  await expect(page.getByTestId('agent-team-lastLogin').first()).not.toHaveText('');
});

test('team management and the transfer confirmation pass the accessibility check', async ({ page }) => {
  // Two axe runs over a table of twenty rows take most of the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  await openTeam(page);
  await expect(rows(page, 'agent-team').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('agent-team-transfer-agent01a').click();
  await page.getByTestId('agent-transfer-amount').fill('10');
  await page.getByTestId('agent-transfer-next').click();
  await expect(page.getByTestId('agent-transfer-password')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('user profit and loss: the rows are cards, no sideways scroll, and the total is the summary', async ({ page }) => {
    await loginIn(page, 'en', AGENT01);
    await page.goto('/?agent=palStatementsAgentCopy');
    const summary = (
      await agentCall<{ summary: { profitLoss: number } }>(page, `/wps/agent/report/profitLoss?startTime=${bangkokDay(6)}&endTime=${bangkokDay(0)}&pageSize=1`)
    ).summary;
    await expect(page.getByTestId('agent-profit-total-profitLoss')).toHaveText(money(summary.profitLoss));
    await expect(rows(page, 'agent-profit').first()).toBeVisible();
    const overflow = await page.getByTestId('agent-profit').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
