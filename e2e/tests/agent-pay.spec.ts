import type { Browser, Page } from '@playwright/test';
import { readStack } from '../stack';
import { advanceAgencyClock, agencyBet, en, expect, loginIn, mockAdmin, resetAgency, test, th } from './fixtures';

// The agent centre's pay pages and contracts (issue 12; upstream-mocks/docs/agent.md). Every test starts from the
// agency's seed: agent01 → agent01a → agent01b, agent01a with an hourly 0.40% offer from agent01 waiting.

const agent = (username: string) => ({ username, password: 'abc123' });
type Texts = Record<string, string>;
const contractTexts = (locale: typeof en) => (locale.agent as unknown as { contracts: Texts }).contracts;
const payTexts = (locale: typeof en) => (locale.agent as unknown as { pay: Texts }).pay;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

test.beforeEach(async ({ stack }) => {
  await resetAgency(stack);
});

/** A second browser, as another agent would use (its own cookies), logged in as `username`. */
async function otherAgent(browser: Browser, username: string, locale: 'en' | 'th' = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: readStack().siteUrl, locale: locale === 'en' ? 'en-US' : 'th-TH' });
  await context.addInitScript(() => localStorage.setItem('publicityClose', 'true'));
  const page = await context.newPage();
  await loginIn(page, locale, agent(username));
  return page;
}

/** A contract call through the BFF as the page's agent (the setup the seed lacks). */
async function contractCall(page: Page, path: string, data: unknown): Promise<{ contract: { id: number } }> {
  const res = await page.request.post(path, { headers: { 'X-CSRF': '1' }, data });
  const body = (await res.json()) as { success: boolean; value: { contract: { id: number } } };
  expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

async function hourlyOffers(page: Page): Promise<{ id: number; awaitingMe: boolean; state: string }[]> {
  const res = await page.request.get('/wps/agent/contracts?type=HOURLY_SALARY');
  const body = (await res.json()) as { value: { withUpline: { id: number; awaitingMe: boolean; state: string }[] } };
  return body.value.withUpline;
}

/** Opens a pay page of the agent centre by its address, on the tab wanted. */
async function openPay(page: Page, key: string, tab: 'records' | 'contracts') {
  await page.goto(`/?agent=${key}`);
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await page.getByTestId(`agent-pay-tab-${tab}`).click();
}

test('agent01 lowers agent01a to 0.30% hourly; agent01a accepts in its own browser; agent01b sees its 0.40% contract ended by the rate chain', async ({
  page,
  browser,
}) => {
  // Three agents in three browsers: three logins.
  test.setTimeout(60_000);
  const c = contractTexts(en);
  // What the seed lacks: agent01a holds hourly 0.40% (it accepts the waiting offer) and pays agent01b 0.40%.
  const sub = await otherAgent(browser, 'agent01a');
  const offer = (await hourlyOffers(sub)).find((o) => o.awaitingMe && o.state === 'PENDING');
  expect(offer).toBeDefined();
  await contractCall(sub, '/wps/agent/contracts/accept', { contractId: offer?.id });
  const chained = await contractCall(sub, '/wps/agent/contracts/request', { type: 'HOURLY_SALARY', downline: 'agent01b', rate: 0.4 });
  const bottom = await otherAgent(browser, 'agent01b');
  await contractCall(bottom, '/wps/agent/contracts/accept', { contractId: chained.contract.id });

  // agent01 offers 0.30%: the confirmation names it, the answer says what ends if it is accepted.
  await loginIn(page, 'en', agent('agent01'));
  await openPay(page, 'agentHourSalary', 'contracts');
  await page.getByTestId('agent-contracts-offer').click();
  await page.getByTestId('agent-offer-downline').fill('agent01a');
  await page.getByTestId('agent-offer-rate').fill('0.30');
  await page.getByTestId('agent-offer-send').click();
  await expect(page.getByTestId('agent-contract-confirm')).toContainText('0.30%');
  await page.getByRole('alertdialog').getByRole('button', { name: c.offer_send }).click();
  await expect(page.getByTestId('agent-contract-done')).toContainText(fill(c.offer_would_end!, { name: 'agent01a', victim: 'agent01b', rate: '0.40%' }));

  // agent01a, in its own browser: the offer waits first on the contracts tab (opened at once); accepting spells out the chain.
  await sub.goto('/?agent=agentHourSalary');
  const waiting = sub.getByTestId('agent-contracts-waiting');
  await expect(waiting).toBeVisible();
  await expect(waiting.getByTestId('agent-contract-rate')).toHaveText('0.30%');
  await waiting.getByTestId('agent-contract-accept').click();
  const confirm = sub.getByTestId('agent-contract-confirm');
  await expect(confirm).toContainText(fill(c.confirm_ends!, { name: 'agent01b', rate: '0.40%' }));
  await expect(confirm).toContainText(fill(c.confirm_replaces!, { rate: '0.40%' }));
  await sub.getByRole('alertdialog').getByRole('button', { name: c.action_ACCEPT }).click();
  await expect(sub.getByTestId('agent-contract-done')).toContainText(fill(c.done_ended!, { name: 'agent01b', rate: '0.40%' }));

  // agent01b, in its own view: hourly salary is gone from its menu, and the ended contract says why.
  await bottom.goto('/?agent=agentDailyWages2');
  await expect(bottom.getByTestId('agent-centre')).toBeVisible();
  await expect(bottom.getByTestId('agent-centre-agentDailyWages2')).toBeVisible();
  await expect(bottom.getByTestId('agent-centre-agentHourSalary')).toHaveCount(0);
  await bottom.getByTestId('agent-pay-tab-contracts').click();
  const ended = bottom.getByTestId('agent-contracts-chain').getByTestId('agent-contract-ended');
  await expect(ended).toHaveAttribute('data-reason', 'UPLINE_RATE_LOWERED');
  await expect(ended).toContainText(c.reason_UPLINE_RATE_LOWERED!);
  await sub.context().close();
  await bottom.context().close();
});

test('real-time salary: a period with team bets appears once the agency clock passes its end, without a reload', async ({ page, stack }) => {
  // The seed's team bets of the last minutes settle first, so the only period still to close is the test's own.
  await advanceAgencyClock(stack, 5);
  await loginIn(page, 'en', agent('agent01a'));
  await openPay(page, 'agentRealtimeSalary', 'records');
  const rows = page.getByTestId('agent-pay-records-row');
  await expect(page.getByTestId('agent-pay-records-table').or(page.getByTestId('agent-pay-records-empty'))).toBeVisible();
  // Counted from the totals: a page holds ten rows, and by evening the seed's week fills it.
  const periods = async () => Number((await page.getByTestId('agent-pay-records-total-periods').innerText()).replace(/\D/g, ''));
  const before = await periods();
  // A member of agent01a's team bets now; five minutes on, the period closes and settles.
  await agencyBet(stack, 'malee1990', 250);
  await advanceAgencyClock(stack, 5);
  await expect.poll(periods).toBe(before + 1);
  const row = rows.first();
  await expect(row).toContainText('0.20%');
  await expect(row).toContainText('฿250.00');
  await expect(row).toContainText('฿0.50');
  await expect(row.getByTestId('agent-pay-status')).toHaveAttribute('data-status', 'PAID');
});

test('an hourly period agent01 cannot cover is UNPAID on both sides, marked and explained', async ({ page, browser, stack }) => {
  const p = payTexts(en);
  // agent01a takes its hourly offer (0.40%, at least 200 of team bets an hour); agent01 loses its whole balance.
  const sub = await otherAgent(browser, 'agent01a');
  const offer = (await hourlyOffers(sub)).find((o) => o.awaitingMe);
  await contractCall(sub, '/wps/agent/contracts/accept', { contractId: offer?.id });
  // The next whole hour (not midnight in Bangkok, where the daily wages would pay agent01 first). Reaching it settles
  // what the seed's team bets earned agent01 so far (in the evening, this hour's salary already).
  let now = await advanceAgencyClock(stack, 1);
  const toNextHour = (at: number) => 60 - Math.floor((at % 3_600_000) / 60_000);
  now = await advanceAgencyClock(stack, toNextHour(now));
  if (new Date(now + 7 * 3_600_000).getUTCHours() === 23) now = await advanceAgencyClock(stack, 60);
  // Then agent01 loses all it has (its own rounds earn it nothing; a round takes at most 50,000.00, the games' limit).
  const bet = async (stake: number) =>
    ((await mockAdmin(stack, 'POST', 'agent/bets?merchant=veneerdemo', { username: 'agent01', stake, payout: 0 })) as { value: { balance: number }[] }).value[0]
      ?.balance ?? 0;
  let left = await bet(0.01);
  while (left > 0) left = await bet(Math.min(left, 50_000));
  // 250 of team bets in this hour.
  await agencyBet(stack, 'malee1990', 250);
  // agent01 earns 0.60% only from 300 an hour (not qualified), and owes agent01a 1.00: it cannot pay.
  const end = await advanceAgencyClock(stack, toNextHour(now));
  // The browsers see the platform's time: from late evening in Bangkok that hour is tomorrow's, after a range ending today.
  for (const context of [sub.context(), page.context()]) await context.clock.install({ time: end });

  await sub.goto('/?agent=agentHourSalary');
  await sub.getByTestId('agent-pay-tab-records').click();
  const status = sub.getByTestId('agent-pay-records-row').first().getByTestId('agent-pay-status');
  await expect(status).toHaveAttribute('data-status', 'UNPAID');
  await expect(status).toContainText(p.status_UNPAID!);
  await expect(status).toContainText(p.note_UPLINE_BALANCE!);

  await loginIn(page, 'en', agent('agent01'));
  await openPay(page, 'agentHourSalary', 'records');
  await page.getByTestId('agent-pay-scope-downlines').click();
  const paid = page.getByTestId('agent-pay-records-row').first();
  await expect(paid).toContainText('agent01a');
  await expect(paid.getByTestId('agent-pay-status')).toContainText(p.note_MY_BALANCE!);
  // What agent01 paid, narrowed to one downline agent: another downline's name finds nothing, agent01a's finds its row.
  const byName = page.getByTestId('agent-pay-records-filter-username');
  await byName.fill('agent01b');
  await expect(page.getByTestId('agent-pay-records-empty')).toBeVisible();
  // A name outside the team is refused in the upstream's own words, not shown as a failed read.
  await byName.fill('stranger99');
  await expect(page.getByTestId('agent-pay-records-error')).toContainText('stranger99 is not your downline');
  await byName.fill('agent01a');
  await expect(page.getByTestId('agent-pay-records-row').first()).toContainText('agent01a');
  await sub.context().close();
});

test.describe('in Thai', () => {
  test('an offer above the own rate is refused with the upstream agent.contract.rate message', async ({ page }) => {
    const c = contractTexts(th);
    await loginIn(page, 'th', agent('agent01'));
    await openPay(page, 'agentDailyWages2', 'contracts');
    await page.getByTestId('agent-contracts-offer').click();
    await expect(page.getByTestId('agent-offer-rate-field')).toContainText(fill(c.offer_own_rate!, { rate: '1.20%' }));
    await page.getByTestId('agent-offer-downline').fill('agent01a');
    // The form first: more than 2 decimals never reaches the upstream.
    await page.getByTestId('agent-offer-rate').fill('1.234');
    await page.getByTestId('agent-offer-send').click();
    await expect(page.getByTestId('agent-offer-rate-field')).toContainText(c.rate_format!);
    await page.getByTestId('agent-offer-rate').fill('1.50');
    await page.getByTestId('agent-offer-send').click();
    await page.getByRole('alertdialog').getByRole('button', { name: c.offer_send }).click();
    const error = page.getByTestId('agent-offer-error');
    await expect(error).toBeVisible();
    const answer = await page.request.post('/wps/agent/contracts/request', {
      headers: { 'X-CSRF': '1' },
      data: { type: 'DAILY_SALARY', downline: 'agent01a', rate: 1.5 },
    });
    const refusal = (await answer.json()) as { errorCode: string; message: string };
    expect(refusal.errorCode).toBe('agent.contract.rate');
    await expect(error).toHaveText(refusal.message);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('daily wages: records as cards with their status, a 63-day range refused before any call', async ({ page }) => {
    const p = payTexts(en);
    await loginIn(page, 'en', agent('agent01'));
    await openPay(page, 'agentDailyWages2', 'records');
    const row = page.getByTestId('agent-pay-records-row').first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('agent-pay-status')).toContainText(new RegExp(`${p.status_PAID}|${p.status_NOT_QUALIFIED}`));
    // Nothing overflows sideways on the phone.
    const width = await page.getByTestId('agent-centre').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(width).toBeLessThanOrEqual(1);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/agent/salary/daily')) calls.push(r.url());
    });
    await page.getByTestId('agent-pay-records-range-custom').click();
    await page.getByTestId('agent-pay-records-range-from').fill('2026-01-01');
    await page.getByTestId('agent-pay-records-range-to').fill('2026-03-04');
    await expect(page.getByTestId('agent-pay-records-range-to-field')).toContainText('62');
    expect(calls.filter((u) => u.includes('2026-03-04'))).toEqual([]);
  });
});
