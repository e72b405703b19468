import type { Locator, Page } from '@playwright/test';
import { axeViolations, DEMO, expect, mockAdmin, loginAndSettle, test, th } from './fixtures';
import type { StackState } from '../stack';

/** The mock's lottery/clock switch (upstream-mocks/docs). */
const lotteryClock = (stack: StackState, method: 'PUT' | 'POST' | 'DELETE', body?: unknown) => mockAdmin(stack, method, 'lottery/clock', body);

/** Today at 10:00 Bangkok time (GMT+7): hours before the afternoon draws (16:15 and later) stop taking bets. */
function bangkokMorning(): number {
  const bangkok = new Date(Date.now() + 7 * 3_600_000);
  return Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth(), bangkok.getUTCDate(), 3, 0);
}

/** Seconds of a countdown as shown (`HH:MM:SS`, or `Nd HH:MM:SS`). */
function seconds(text: string): number {
  const match = /^(?:(\d+)d )?(\d\d):(\d\d):(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, d = '0', h, m, s] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/**
 * A draw's countdown ticks; then the mock's clock is moved to 8 s before that draw, and once the page is opened
 * again on that lottery (`?gameCode=`), its own refresh timer brings the next draw (a new numero) by itself.
 */
async function ticksAndRollsOver(page: Page, stack: StackState, card: Locator): Promise<void> {
  const countdown = card.getByTestId('lottery-draw-countdown');
  await expect(countdown).toHaveText(/\d\d:\d\d:\d\d$/);
  const first = (await countdown.textContent())!;
  // It ticks: the text changes within a couple of seconds, counting down (or starting again when this draw was
  // due right then: a fast lottery may roll over by itself meanwhile).
  await expect(countdown).not.toHaveText(first, { timeout: 3_000 });
  const next = seconds((await countdown.textContent())!);
  expect(next < seconds(first) || seconds(first) <= 3).toBe(true);

  const code = (await card.getAttribute('data-game'))!;
  const numero = (await card.getByTestId('lottery-draw-numero').textContent())!;
  const left = seconds((await countdown.textContent())!);
  await lotteryClock(stack, 'POST', { byMs: Math.max(0, left - 8) * 1000 });
  const url = new URL(page.url());
  url.searchParams.set('gameCode', code);
  await page.goto(url.pathname + url.search);
  const same = page.locator(`[data-testid="lottery-draw"][data-game="${code}"]`);
  await expect(same.getByTestId('lottery-draw-numero')).toHaveText(numero);
  expect(seconds((await same.getByTestId('lottery-draw-countdown').textContent())!)).toBeLessThanOrEqual(9);
  // The refresh timer (the smallest remaining time) fetches the next draw once this one is drawn.
  await expect(same.getByTestId('lottery-draw-numero')).not.toHaveText(numero, { timeout: 20_000 });
  await expect(same.getByTestId('lottery-draw-result')).toBeVisible();
}

test.afterEach(async ({ stack }) => {
  await lotteryClock(stack, 'DELETE');
});

test('/lottery shows draws by tag with live countdowns that roll over (Thai); header only', async ({ page, stack }) => {
  const response = await page.goto('/lottery');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('page-title')).toHaveText(th.lottery!.title!);
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByTestId('lottery-tag').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(th.lottery!.draws_in!).first()).toBeVisible();
  await ticksAndRollsOver(page, stack, page.getByTestId('lottery-draw').first());
});

test('/seaLottery lists the Thai, Lao and 4D lotteries, each counting down to its draw, and rolls over', async ({ page, stack }) => {
  await page.goto('/seaLottery');
  await expect(page.getByTestId('lottery-tag')).toHaveCount(3);
  const tags = await page.getByTestId('lottery-tag').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-tag')));
  expect(tags).toEqual(['THAI', 'LAO', '4D']);
  await ticksAndRollsOver(page, stack, page.getByTestId('lottery-draw').first());
});

test('/vnLottery (and /vnlottery): menus by region, the weekday filter, a fast draw rolls over', async ({ page, stack }) => {
  const response = await page.goto('/vnlottery');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('lottery-page-vnLottery')).toBeVisible();
  // The southern provinces draw on their own weekdays: Monday keeps fewer of them than every day.
  await page.locator('[data-testid="lottery-tag"][data-tag="SOUTH"]').click();
  const draws = page.getByTestId('lottery-draw');
  await expect(draws).toHaveCount(9);
  await page.getByTestId('lottery-weekday-1').click();
  await expect(draws).not.toHaveCount(9);
  expect(await draws.count()).toBeGreaterThan(0);
  await page.locator('[data-testid="lottery-weekdays"] button').first().click();
  await expect(draws).toHaveCount(9);

  await page.locator('[data-testid="lottery-tag"][data-tag="VNFAST"]').click();
  await ticksAndRollsOver(page, stack, page.locator('[data-testid="lottery-draw"][data-game="VN1M"]'));
});

test('lottery favourites need a login, then toggle and stay per member; a bet opens the lottery lobby in /game', async ({ page, stack }) => {
  // Ho Chi Minh City draws on Mondays and Saturdays at 16:15 and stops taking bets 15 minutes before: on the
  // platform's morning clock its bet button is open whatever the hour the suite runs at.
  await lotteryClock(stack, 'PUT', { atMs: bangkokMorning() });
  await page.goto('/vnLottery?gameCode=VNHCM');
  const card = page.locator('[data-testid="lottery-draw"][data-game="VNHCM"]');
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await card.getByTestId('lottery-draw-fav').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  await loginAndSettle(page, DEMO.username, DEMO.password);
  await card.getByTestId('lottery-draw-fav').click();
  await expect(card.getByTestId('lottery-draw-fav')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByTestId('lottery-list-fav').click();
  await expect(page.getByTestId('lottery-draw')).toHaveCount(1);
  await expect(page.getByTestId('lottery-draw').first()).toHaveAttribute('data-game', 'VNHCM');

  // The member's recent lotteries (seeded by the mock) and the popular ones.
  await page.getByTestId('lottery-list-recent').click();
  await expect(page.getByTestId('lottery-draw').first()).toBeVisible();
  await page.getByTestId('lottery-list-hot').click();
  await expect(page.getByTestId('lottery-draw').first()).toBeVisible();

  await page.getByTestId('lottery-list-fav').click();
  await page.getByTestId('lottery-draw').first().getByTestId('lottery-draw-bet').click();
  await page.waitForURL((url) => url.pathname === '/game');
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#lottery')).toContainText('VN · Elott · betting · WEB');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the lottery page and its results pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/vnLottery');
    await page.getByTestId('lottery-draw').first().getByTestId('lottery-draw-results').click();
    await expect(page.getByTestId('lottery-results')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
