import type { Locator, Page } from '@playwright/test';
import { disabledModules, setDisabledModules } from './access-helpers';
import { axeViolations, DEMO, en, expect, loginAndSettle, loginIn, mockAdmin, resetMember, test, th } from './fixtures';

// The records, the reward centre and the manual rebate (upstream-mocks/docs/wallet.md "Seed"): every test starts
// demo01 from the seed (฿12,345.67 and its history), whatever another test moved.
// The member's phone keeps UTC while the brand (and the mock's days) are in Bangkok: the front counts days in the
// brand's zone (`brand.timeZone` of /bff/bootstrap), so "today" is the seed's today at any hour.
test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const M = en.member!;

/** A day `daysAgo` days before today in Bangkok (the brand's zone), as the date inputs take it. */
function bangkokDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/** Chooses a custom period in a record list's filter. */
async function customPeriod(page: Page, list: string, fromDaysAgo: number, toDaysAgo: number) {
  await page.getByTestId(`${list}-range-custom`).click();
  await page.getByTestId(`${list}-range-from`).fill(bangkokDay(fromDaysAgo));
  await page.getByTestId(`${list}-range-to`).fill(bangkokDay(toDaysAgo));
}

const total = (page: Page, list: string, key: string) => page.getByTestId(`${list}-total-${key}`);
const rows = (page: Page, list: string) => page.getByTestId(`${list}-row`);
/** The red count without the words read to screen readers. */
const badgeDigits = (badge: Locator) => badge.locator('[aria-hidden="true"]');

// demo01's nine bets of today (the seed's fixed set): ฿2,000.00 bet, ฿1,370.00 paid out.
const TODAY = { bets: 9, betAmount: '฿2,000.00', payout: '฿1,370.00', winLoss: '-฿630.00' };

test('betting record: the seeded bets page by page, today with its totals, filters by game type and vendor, an empty period', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=personalHistoryCopy');
  await expect(page.getByTestId('member-page-personalHistoryCopy').getByRole('heading', { level: 2 })).toHaveText(M.page_personalHistoryCopy!);

  // The last 7 days (the default): more bets than a page, newest first.
  await expect(page.getByTestId('records-bets-range-last7Days')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page, 'records-bets')).toHaveCount(10);
  const firstOfPageOne = await rows(page, 'records-bets').first().textContent();
  await page.getByTestId('records-bets-pages-next').click();
  await expect(page.getByTestId('records-bets-pages').locator('[aria-current="page"]')).toHaveText('2');
  await expect(rows(page, 'records-bets').first()).not.toHaveText(firstOfPageOne ?? '');
  await expect(page.getByTestId('records-bets-time').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);

  // Today: back to page 1, the nine bets and their totals.
  await page.getByTestId('records-bets-range-today').click();
  await expect(rows(page, 'records-bets')).toHaveCount(TODAY.bets);
  await expect(page.getByTestId('records-bets-pages')).toHaveCount(0);
  await expect(total(page, 'records-bets', 'betCount')).toHaveText(String(TODAY.bets));
  await expect(total(page, 'records-bets', 'betAmount')).toHaveText(TODAY.betAmount);
  await expect(total(page, 'records-bets', 'payout')).toHaveText(TODAY.payout);
  await expect(total(page, 'records-bets', 'winLoss')).toHaveText(TODAY.winLoss);
  await expect(page.getByTestId('records-bets-range-period')).toHaveText(/\d{2}-\d{2}-\d{4}.*\d{2}-\d{2}-\d{4}/);

  // Live casino: the two baccarat bets; slots at PG: the three Mahjong Ways 2 bets.
  await page.getByTestId('records-bets-filter-gameType').selectOption('LIVE');
  await expect(rows(page, 'records-bets')).toHaveCount(2);
  await expect(page.getByTestId('records-bets-game').first()).toContainText('Baccarat A');
  await expect(total(page, 'records-bets', 'betAmount')).toHaveText('฿1,000.00');
  await page.getByTestId('records-bets-filter-gameType').selectOption('RNG');
  await expect(rows(page, 'records-bets')).toHaveCount(6);
  await page.getByTestId('records-bets-filter-vendor').selectOption('PG');
  await expect(rows(page, 'records-bets')).toHaveCount(3);
  await expect(page.getByTestId('records-bets-game')).toContainText(['Mahjong Ways 2', 'Mahjong Ways 2', 'Mahjong Ways 2']);

  // A period before the seeded history: the empty state, totals of nothing.
  await customPeriod(page, 'records-bets', 85, 80);
  await expect(page.getByTestId('records-bets-empty')).toContainText(M.records_empty!);
  await expect(rows(page, 'records-bets')).toHaveCount(0);
  await expect(total(page, 'records-bets', 'betCount')).toHaveText('0');

  // A custom period longer than the upstream answers is refused at the field, and the list keeps its period.
  await customPeriod(page, 'records-bets', 120, 0);
  await expect(page.getByTestId('records-bets-range-to-field')).toContainText(M.range_too_long!.replace('{days}', '90'));
  await expect(page.getByTestId('records-bets-empty')).toBeVisible();
});

test('on a phone a record list is cards that fit the screen', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=personalHistoryCopy');
  await expect(rows(page, 'records-bets')).toHaveCount(10);
  const width = page.viewportSize()?.width ?? 0;
  const box = await page.getByTestId('records-bets-table').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  // Each cell carries its column's name beside the value.
  const label = await page
    .getByTestId('records-bets-betAmount')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe(`"${M.records_bet_amount}"`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('account record and bonus details: the seeded movements, filtered by type and period, with their totals', async ({ page }) => {
  await loginIn(page);
  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-account-record').click();
  await expect(page).toHaveURL(/[?&]member=transactionHistory/);

  // Deposits of the last 7 days: 6, 3 and 1 days ago (฿3,500 + ฿2,000 + ฿3,000).
  await expect(rows(page, 'records-account').first()).toBeVisible();
  await page.getByTestId('records-account-filter-type').selectOption('DEPOSIT');
  await expect(rows(page, 'records-account')).toHaveCount(3);
  await expect(page.getByTestId('records-account-type')).toHaveText([M.records_tx_DEPOSIT!, M.records_tx_DEPOSIT!, M.records_tx_DEPOSIT!]);
  await expect(total(page, 'records-account', 'totalIn')).toHaveText('฿8,500.00');
  await expect(total(page, 'records-account', 'totalOut')).toHaveText('฿0.00');
  await page.getByTestId('records-account-range-today').click();
  await expect(page.getByTestId('records-account-empty')).toBeVisible();

  // Bonus details: the rebate claimed 3 days ago and this week's mission bonus.
  await page.getByTestId('member-centre-bonusDetails').click();
  await expect(rows(page, 'records-bonus').first()).toBeVisible();
  await expect(page.getByTestId('records-bonus-remark')).toContainText(['Mission: Vendor tour']);
  await page.getByTestId('records-bonus-filter-type').selectOption('REBATE');
  await expect(page.getByTestId('records-bonus-type').first()).toHaveText(/Rebate/);
  const rebates = await page.getByTestId('records-bonus-type').allTextContents();
  expect(rebates.length).toBeGreaterThan(0);
  expect(rebates.every((t) => t === 'Rebate')).toBe(true);
  await expect(total(page, 'records-bonus', 'totalBonus')).toHaveText('฿0.00');
  await expect(total(page, 'records-bonus', 'total')).toHaveText((await total(page, 'records-bonus', 'totalRebate').textContent()) ?? '');
  await customPeriod(page, 'records-bonus', 85, 80);
  await expect(page.getByTestId('records-bonus-empty')).toBeVisible();
});

test.describe('on a desktop, in Thai', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('profit and loss per game type for today, as a table with Thai headings', async ({ page }) => {
    const T = th.member!;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await loginAndSettle(page, DEMO.username, DEMO.password);
    await page.getByTestId('quick-menu').click();
    await page.getByTestId('menu-loss').click();
    await expect(page.getByTestId('member-page-personalProfit').getByRole('heading', { level: 2 })).toHaveText(T.page_personalProfit!);
    await page.getByTestId('records-profit-range-today').click();
    // Today's bets: live casino (EG4), slots (PG, JL, PP) and sports (SPB), by game type code.
    await expect(page.getByTestId('records-profit-gameType')).toHaveText([th.game_types!.LIVE!, th.game_types!.RNG!, th.game_types!.SPORTS!]);
    await expect(page.getByRole('columnheader', { name: T.records_win_loss })).toBeVisible();
    await expect(total(page, 'records-profit', 'betAmount')).toHaveText(TODAY.betAmount);
    await expect(total(page, 'records-profit', 'winLoss')).toHaveText(TODAY.winLoss);
    await expect(total(page, 'records-profit', 'deposit')).toHaveText('฿0.00');
    await page.getByTestId('records-profit-filter-gameType').selectOption('SPORTS');
    await expect(rows(page, 'records-profit')).toHaveCount(1);
    await expect(total(page, 'records-profit', 'betAmount')).toHaveText('฿300.00');
    await customPeriod(page, 'records-profit', 85, 80);
    await expect(page.getByTestId('records-profit-empty')).toContainText(T.records_empty!);
  });
});

test('reward centre: claiming a ticket and a reached promotion pays them, and the balance and red count follow', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=rewardCenter');
  // Eleven rewards wait in the seed: the birthday gift, the VIP bonus, two wheel spins, two golden eggs, three red
  // envelopes and two slot pulls (the three activities are played in their windows: activities.spec.ts).
  const badge = badgeDigits(page.getByTestId('member-centre-badge-rewardCenter'));
  await expect(badge).toHaveText('11');
  const items = page.getByTestId('rewards-item');
  await expect(items.filter({ hasText: 'Birthday gift' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Lucky wheel' })).toHaveCount(2);
  // Sports starter reached its target: a promotion to claim without a ticket.
  const sports = items.filter({ hasText: 'Sports starter' });
  await expect(sports).toHaveAttribute('data-kind', 'promotion');

  const birthday = items.filter({ hasText: 'Birthday gift' });
  await birthday.getByTestId('rewards-claim').dblclick();
  const done = page.getByRole('dialog', { name: M.rewards_done_title });
  await expect(done).toContainText('฿300.00');
  await done.getByRole('button').first().click();
  await expect(page.getByTestId('member-balance')).toHaveText('฿12,645.67');
  await expect(badge).toHaveText('10');
  await expect(birthday).toHaveCount(0);

  // A slot pull draws a prize: one ticket fewer.
  await expect(items.filter({ hasText: 'Jackpot slot machine' })).toHaveCount(2);
  await items.filter({ hasText: 'Jackpot slot machine' }).first().getByTestId('rewards-claim').click();
  await expect(done).toContainText(/You won/);
  await done.getByRole('button').first().click();
  await expect(badge).toHaveText('9');
  await expect(items.filter({ hasText: 'Jackpot slot machine' })).toHaveCount(1);

  // The reached promotion pays its bonus.
  const before = await page.getByTestId('member-balance').textContent();
  await sports.getByTestId('rewards-claim').click();
  await expect(done).toBeVisible();
  await done.getByRole('button').first().click();
  await expect(sports).toHaveCount(0);
  await expect(page.getByTestId('member-balance')).not.toHaveText(before ?? '');

  // Claimed meanwhile in another tab: the claim here is refused with the upstream's message, and the list moves on.
  const waiting = await page.request.get('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE');
  const vip = ((await waiting.json()) as { value: { transactionId: number; name: string }[] }).value.find((t) => t.name === 'VIP 2 weekly bonus');
  expect(vip).toBeDefined();
  const taken = await page.request.post('/wps/relay/PROMOFE_claimTicket', {
    data: { transactionId: vip?.transactionId, isApp: 'N' },
    headers: { 'X-CSRF': '1', 'Idempotency-Key': 'another-tab-claim' },
  });
  expect(taken.ok()).toBe(true);
  await items.filter({ hasText: 'VIP 2 weekly bonus' }).getByTestId('rewards-claim').click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toBeVisible();
  await expect(done).toHaveCount(0);
  await refused.getByRole('button').first().click();
  await expect(items.filter({ hasText: 'VIP 2 weekly bonus' })).toHaveCount(0);
  await expect(badge).toHaveText('8');

  await page.getByTestId('rewards-tab-claimed').click();
  await expect(page.getByTestId('rewards-claimed-item').filter({ hasText: 'Birthday gift' })).toContainText('฿300.00');
});

/** ฿12,345.67 plus an amount shown as `฿1,234.56`. */
function plusSeed(shown: string): string {
  const cents = 1_234_567 + Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
  return `฿${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test('manual rebate: the rebate since the last claim per game type, claimed into the balance', async ({ page }) => {
  await loginIn(page);
  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-manual-rebate').click();
  await expect(page).toHaveURL(/[?&]member=manualRebate/);
  await expect(page.getByTestId('rebate-since')).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(rows(page, 'rebate').first()).toBeVisible();
  await expect(page.getByTestId('rebate-rate').first()).toHaveText(/^\d\.\d{2}%$/);
  const amount = (await total(page, 'rebate', 'rebate').textContent()) ?? '';
  expect(amount).toMatch(/^฿\d+\.\d{2}$/);

  await page.getByTestId('rebate-claim').dblclick();
  const done = page.getByRole('dialog', { name: M.rebate_done_title });
  await expect(done).toContainText(amount);
  await done.getByRole('button').first().click();
  await expect(page.getByTestId('member-balance')).toHaveText(plusSeed(amount));
  // The count starts again: nothing left to claim.
  await expect(total(page, 'rebate', 'rebate')).toHaveText('฿0.00');
  await expect(page.getByTestId('rebate-claim')).toBeDisabled();
});

test('a page of a module switched off is not offered: manual rebate (MANPLAYREB3), reward centre (REWCEN3), missions (MISSIONLB3)', async ({ page, stack }) => {
  const before = await disabledModules(stack);
  try {
    await setDisabledModules(stack, [...before, 'MANPLAYREB3', 'REWCEN3', 'MISSIONLB3']);
    await loginIn(page);
    await page.goto('/?member=bonusDetails');
    await expect(page.getByTestId('member-centre-bonusDetails')).toBeVisible();
    for (const key of ['manualRebate', 'rewardCenter', 'missionLeaderboard']) await expect(page.getByTestId(`member-centre-${key}`)).toHaveCount(0);
    for (const key of ['manualRebate', 'rewardCenter', 'missionLeaderboard']) {
      await page.goto(`/?member=${key}`);
      await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
    }
    await page.getByTestId('member-menu').click();
    await expect(page.getByTestId('menu-account-record')).toBeVisible();
    await expect(page.getByTestId('menu-manual-rebate')).toHaveCount(0);
  } finally {
    await setDisabledModules(stack, before);
  }
});

test('a record list that cannot be read says so and reads again on retry', async ({ page, stack }) => {
  await loginIn(page);
  try {
    await mockAdmin(stack, 'PUT', 'faults', { errors: [{ path: '/wps/relay/MCSFE_getTransactionHistory', rate: 1, status: 503 }] });
    await page.goto('/?member=transactionHistory');
    await expect(page.getByTestId('records-account-error')).toBeVisible();
    await expect(rows(page, 'records-account')).toHaveCount(0);
  } finally {
    await mockAdmin(stack, 'DELETE', 'faults');
  }
  await page.getByTestId('records-account-error-retry').click();
  await expect(rows(page, 'records-account').first()).toBeVisible();
  await expect(page.getByTestId('records-account-error')).toHaveCount(0);

  // A new filter whose read fails does not leave the previous rows standing in for its answer.
  try {
    await mockAdmin(stack, 'PUT', 'faults', { errors: [{ path: '/wps/relay/MCSFE_getTransactionHistory', rate: 1, status: 503 }] });
    await page.getByTestId('records-account-filter-type').selectOption('WITHDRAWAL');
    await expect(page.getByTestId('records-account-error')).toBeVisible();
    await expect(rows(page, 'records-account')).toHaveCount(0);
  } finally {
    await mockAdmin(stack, 'DELETE', 'faults');
  }
});

test('the betting record, the reward centre and the manual rebate pass the accessibility check', async ({ page }) => {
  await loginIn(page);
  for (const [key, ready] of [
    ['personalHistoryCopy', 'records-bets-row'],
    ['rewardCenter', 'rewards-item'],
    ['manualRebate', 'rebate-row'],
  ] as const) {
    await page.goto(`/?member=${key}`);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    expect(await axeViolations(page), key).toEqual([]);
  }
});

test('a browser in UTC counts the brand\'s days: at 20:00 UTC, "today" is already tomorrow in Bangkok', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=personalHistoryCopy');
  await expect(page.getByTestId('records-bets-range-last7Days')).toHaveAttribute('aria-pressed', 'true');
  // 20:00 UTC today is 03:00 tomorrow in Bangkok.
  const evening = new Date(Date.now());
  evening.setUTCHours(20, 0, 0, 0);
  const ddmmyyyy = (zone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(evening);
    return parts.replaceAll('/', '-');
  };
  const bangkok = ddmmyyyy('Asia/Bangkok');
  expect(bangkok).not.toBe(ddmmyyyy('UTC'));
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  await page.clock.setFixedTime(evening);
  await page.getByTestId('records-bets-range-today').click();
  await expect(page.getByTestId('records-bets-range-period')).toHaveText(new RegExp(`${bangkok}.*${bangkok}`));
});
