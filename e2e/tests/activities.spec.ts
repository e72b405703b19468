import { createRequire } from 'node:module';
import type { Locator, Page, Response } from '@playwright/test';
import { DEMO, en, expect, loginIn, resetMember, test } from './fixtures';

// The wheel's own geometry, to read where it stopped (next-app's files are CommonJS to this suite: required).
const { segmentAt } = createRequire(import.meta.url)('../../next-app/lib/activities/wheel') as typeof import('../../next-app/lib/activities/wheel');

// The activities of spec 001 (a red envelope, a golden egg, a prize wheel; next-app/components/activities): each opens
// from the reward centre's row or the promotion's detail, plays a chance through the BFF and the mock's raffle
// (upstream-mocks/docs/rewards.md "MCSFE_claimRafflePromotion"), shows the prize the mock paid, and lists it in its
// record. demo01 starts every test from the seed: 2 wheel spins (one used: ฿88), 2 golden eggs (one cracked: ฿50),
// 3 red envelopes, ฿12,345.67.

test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const A = en.activities!;
const P = en.promotions!;

/** What the mock's draw answered. */
interface Drawn {
  transactionId: number;
  amount: number;
  prize: string;
  prizeIndex: number;
  chancesLeft: number;
}

/** An amount as the site shows it (`฿1,234.50`). */
const baht = (amount: number) => `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** demo01's seeded balance plus `amount`. */
const seedPlus = (amount: number) => baht((1_234_567 + Math.round(amount * 100)) / 100);
const chances = (count: number) => (count === 0 ? 'No chances left' : count === 1 ? '1 chance left' : `${count} chances left`);
/** The live region's words once the prize is shown. */
const announced = (d: Drawn) => `${A.won!.replace('{prize}', d.prize)} ${A.paid!.replace('{amount}', baht(d.amount))}`;

/** The next draw the page sends, and the mock's answer to it (checked to be a success that carried an action key). */
async function nextDraw(page: Page, press: () => Promise<void>): Promise<Drawn> {
  const response = page.waitForResponse((r: Response) => r.url().includes('/wps/relay/MCSFE_claimRafflePromotion'));
  await press();
  const answer = await response;
  expect(answer.request().headers()['idempotency-key'], 'a draw names its user action').toMatch(/^[0-9a-f]{32}$/);
  const body = (await answer.json()) as { success: boolean; value: Drawn };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** Opens the reward centre and the activity window of the first row titled `title`. */
async function openFromRewardCentre(page: Page, title: string): Promise<Locator> {
  await page.goto('/?member=rewardCenter');
  await page.getByTestId('rewards-item').filter({ hasText: title }).first().getByTestId('rewards-claim').click();
  const window = page.getByRole('dialog', { name: title });
  await expect(window).toBeVisible();
  await expect(window.getByTestId('activity-chances')).toBeVisible();
  return window;
}

/** The raffle promotion's id, from the promotions list as the page would read it. */
async function promotionId(page: Page, title: string): Promise<number> {
  const res = await page.request.get('/wps/relay/PROMOFE_getPromotions?category=FESTIVAL');
  const list = ((await res.json()) as { value: { list: { promotionId: number; title: string }[] } }).value.list;
  const found = list.find((p) => p.title === title);
  expect(found, title).toBeDefined();
  return found!.promotionId;
}

/** The record's newest row shows the draw: its prize and amount, and a time. */
async function recordShows(window: Locator, d: Drawn, rows: number) {
  const record = window.getByTestId('activity-record-row');
  await expect(record).toHaveCount(rows);
  await expect(record.first().getByTestId('activity-record-prize')).toContainText(baht(d.amount));
  await expect(record.first().getByTestId('activity-record-prize')).toContainText(d.prize);
  await expect(record.first().getByTestId('activity-record-time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
}

test('red envelope: opened from the reward centre with the keyboard, it shows the amount paid, announces it and records it', async ({ page }) => {
  await loginIn(page, 'en');
  const window = await openFromRewardCentre(page, 'Red envelope');
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(3));
  await expect(window.getByTestId('activity-record-empty')).toContainText(A.record_empty!);
  const rows = page.getByTestId('rewards-item').filter({ hasText: 'Red envelope' });
  await expect(rows).toHaveCount(3);

  // Keyboard only: the envelope is a named button.
  const envelope = window.getByRole('button', { name: A.open_envelope });
  await envelope.focus();
  const drawn = await nextDraw(page, () => page.keyboard.press('Enter'));
  expect([6, 16, 168]).toContain(drawn.amount);

  const status = window.getByRole('status');
  await expect(status).toHaveText(announced(drawn));
  await expect(window.getByTestId('activity-prize')).toContainText(baht(drawn.amount));
  await expect(page.getByTestId('member-balance')).toHaveText(seedPlus(drawn.amount));
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(2));
  await recordShows(window, drawn, 1);
  // The list behind follows: one envelope fewer.
  await expect(rows).toHaveCount(2);

  // Another envelope, still by keyboard: the same button, now for the next one.
  await expect(window.getByRole('button', { name: A.open_another })).toBeFocused();
  const again = await nextDraw(page, () => page.keyboard.press('Enter'));
  await expect(status).toHaveText(announced(again));
  await expect(page.getByTestId('member-balance')).toHaveText(seedPlus(drawn.amount + again.amount));
  await recordShows(window, again, 2);

  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  await expect(rows).toHaveCount(1);
});

test('golden egg: opened from the promotion, the member picks an egg and it shows the prize; chances run out', async ({ page }) => {
  await loginIn(page, 'en');
  await page.goto(`/promoDetail?id=${await promotionId(page, 'Golden egg')}`);
  await expect(page.getByTestId('promo-detail-title')).toHaveText('Golden egg');
  await expect(page.getByTestId('promo-draw')).toHaveText(P.draw!.replace('{left, plural, one {# chance} other {# chances}}', '2 chances'));
  await page.getByTestId('promo-draw').click();
  const window = page.getByRole('dialog', { name: 'Golden egg' });
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(2));
  // The seed's egg: ฿50.
  await expect(window.getByTestId('activity-record-row')).toHaveCount(1);

  const eggs = window.getByRole('group', { name: A.pick_egg });
  await expect(eggs.getByRole('button')).toHaveCount(5);
  const third = eggs.getByRole('button', { name: A.egg!.replace('{number}', '3') });
  const drawn = await nextDraw(page, () => third.click());
  expect([10, 50, 500]).toContain(drawn.amount);
  await expect(window.getByRole('status')).toHaveText(announced(drawn));
  await expect(third).toHaveAttribute('data-cracked', 'true');
  await expect(third.getByTestId('activity-prize')).toContainText(baht(drawn.amount));
  await expect(window.locator('[data-cracked]')).toHaveCount(1);
  await expect(page.getByTestId('member-balance')).toHaveText(seedPlus(drawn.amount));
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(1));
  await recordShows(window, drawn, 2);

  // The last egg: nothing more to pick, and the promotion says so once the window closes.
  const last = await nextDraw(page, () => eggs.getByRole('button', { name: A.egg!.replace('{number}', '1') }).click());
  await expect(window.getByRole('status')).toHaveText(announced(last));
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(0));
  await expect(eggs.getByRole('button').first()).toHaveAttribute('aria-disabled', 'true');
  await recordShows(window, last, 3);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status-tag')).toHaveText(P.status_CLAIMED!);
  await expect(page.getByTestId('promo-draw')).toHaveCount(0);
});

test('prize wheel: it spins and lands on the segment of the prize the mock drew, then records it', async ({ page }) => {
  await loginIn(page, 'en');
  const window = await openFromRewardCentre(page, 'Lucky wheel');
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(2));
  const wheel = window.getByRole('img', { name: A.wheel_label!.replace('{prizes}', '฿8, ฿18, ฿88, ฿288, ฿888') });
  await expect(wheel.getByTestId('activity-wheel-segment')).toHaveText(['฿8', '฿18', '฿88', '฿288', '฿888']);

  const drawn = await nextDraw(page, () => window.getByRole('button', { name: A.spin }).click());
  // It turns first: nothing is said until it stops.
  await expect(wheel).toHaveAttribute('data-spinning', 'true');
  await expect(window.getByRole('status')).toHaveText('');
  await expect(window.getByRole('status')).toHaveText(announced(drawn), { timeout: 10_000 });

  // Where it stopped, as drawn on screen: the computed transform's angle puts the drawn segment under the pointer.
  const angle = await wheel.evaluate((el) => {
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
    return (Math.atan2(m.b, m.a) * 180) / Math.PI;
  });
  expect(segmentAt(angle, 5)).toBe(drawn.prizeIndex);
  await expect(wheel.getByTestId('activity-wheel-segment').nth(drawn.prizeIndex)).toHaveText(drawn.prize);
  await expect(wheel).toHaveAttribute('data-landed', String(drawn.prizeIndex));
  await expect(page.getByTestId('member-balance')).toHaveText(seedPlus(drawn.amount));
  await expect(window.getByTestId('activity-chances')).toHaveText(chances(1));
  // The seed's spin (฿88) and this one, newest first.
  await recordShows(window, drawn, 2);
});

test('with reduced motion each activity shows its prize at once, without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginIn(page, 'en');
  const plays: [string, (window: Locator) => Locator][] = [
    ['Red envelope', (w) => w.getByRole('button', { name: A.open_envelope })],
    ['Golden egg', (w) => w.getByRole('button', { name: A.egg!.replace('{number}', '2') })],
    ['Lucky wheel', (w) => w.getByRole('button', { name: A.spin })],
  ];
  let paid = 0;
  for (const [title, control] of plays) {
    const window = await openFromRewardCentre(page, title);
    await expect(window.locator('[data-motion]').first()).toHaveAttribute('data-motion', 'off');
    const drawn = await nextDraw(page, () => control(window).click());
    paid += drawn.amount;
    // At once: well inside the 4.5 s a spin takes with motion.
    await expect(window.getByRole('status')).toHaveText(announced(drawn), { timeout: 1_500 });
    const moving = await window.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
    expect(moving, `${title}: nothing moves`).toBe(0);
    if (title === 'Lucky wheel') {
      const wheel = window.getByTestId('activity-wheel');
      expect(await wheel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
      const angle = await wheel.evaluate((el) => {
        const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
        return (Math.atan2(m.b, m.a) * 180) / Math.PI;
      });
      expect(segmentAt(angle, 5)).toBe(drawn.prizeIndex);
    }
    await expect(page.getByTestId('member-balance')).toHaveText(seedPlus(paid));
    await recordShows(window, drawn, title === 'Red envelope' ? 1 : 2);
    await page.keyboard.press('Escape');
    await expect(window).toHaveCount(0);
  }
});
