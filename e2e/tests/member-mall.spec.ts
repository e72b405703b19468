import type { Page } from '@playwright/test';
import { axeViolations, DEMO, en, expect, messages, mockRequests, resetMember, signedIn, test, th, loginIn } from './fixtures';

// Every test starts demo01 from the seed (฿12,345.67, about 4,000 points), whatever another test moved.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const PAYMENT_PASSWORD = '112233';
const mall = en.mall!;

/** demo01 logged in on the points mall, the site in English. */
async function openMall(page: Page) {
  await loginIn(page, 'en');
  await page.goto('/pointMall');
  await expect(page.getByTestId('mall-points')).toHaveText(/^\d{1,3}(,\d{3})*$/);
}

const points = async (page: Page) => Number((await page.getByTestId('mall-points').innerText()).replace(/,/g, ''));
const reward = (page: Page, name: string) => page.locator('[data-testid^="mall-reward-"]').filter({ hasText: name });

test('a visitor sees the rewards and that points never expire; a redeem asks to log in', async ({ page }) => {
  await page.goto('/pointMall');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(page.getByTestId('mall-page').getByRole('heading', { level: 1 })).toHaveText(mall.title!);
  await expect(page.getByTestId('mall-never-expire')).toHaveText(mall.never_expire!);
  await expect(page.getByTestId('mall-bonus')).toContainText('up to 131K');
  await expect(reward(page, 'Cash ฿20')).toContainText('1,500 points');
  await page.getByTestId('mall-type-ITEM').click();
  await expect(reward(page, 'Cash ฿20')).toHaveCount(0);
  // A visitor has no wallet, so no currency: the amount is written plain.
  await expect(reward(page, 'iPhone 16 Pro 256 GB').getByTestId('mall-reward-amount')).toHaveText(mall.plus_amount!.replace('{amount}', '990.00'));
  await reward(page, 'iPhone 16 Pro 256 GB')
    .getByRole('button', { name: /Redeem/ })
    .click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page.getByTestId('mall-records')).toHaveCount(0);
});

test('redeem a reward with the payment password: the points and the history change', async ({ page }) => {
  await openMall(page);
  const before = await points(page);
  await reward(page, 'Cash ฿20')
    .getByRole('button', { name: /Redeem/ })
    .click();
  const form = page.getByTestId('mall-redeem-modal');
  await page.getByTestId('mall-quantity').fill('11');
  await page.getByTestId('mall-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('mall-redeem-submit').click();
  await expect(page.getByTestId('mall-quantity-field-error')).toHaveText(mall.quantity_out_of_range!.replace('{max}', '10'));
  await page.getByTestId('mall-quantity').fill('2');
  await expect(page.getByTestId('mall-redeem-cost')).toContainText('3,000 points');
  await page.getByTestId('mall-redeem-submit').dblclick();
  await expect(form).toHaveCount(0);
  await expect.poll(() => points(page)).toBe(before - 3000);

  await page.getByTestId('mall-tab-history').click();
  const rows = page.getByTestId('mall-history-row').filter({ hasText: 'Cash ฿20' }).filter({ hasText: mall.status_IN_PROCESS! });
  // One redemption of two, not two (the double click sent once).
  await expect(rows.filter({ hasText: '× 2' })).toHaveCount(1);
  await page.getByTestId('mall-history-status').selectOption('REJECTED');
  await expect(page.getByTestId('mall-history-row').filter({ hasText: mall.status_IN_PROCESS! })).toHaveCount(0);

  await page.getByTestId('mall-tab-details').click();
  await expect(page.getByTestId('mall-details-row').first()).toContainText('-3,000');
});

test("a wrong payment password is refused with the upstream's message and nothing changes", async ({ page }) => {
  await openMall(page);
  const before = await points(page);
  await reward(page, 'Cash ฿20')
    .getByRole('button', { name: /Redeem/ })
    .click();
  await page.getByTestId('mall-password').fill('000000');
  await page.getByTestId('mall-redeem-submit').click();
  await expect(page.getByTestId('mall-redeem-error')).not.toBeEmpty();
  // The form stays as typed.
  await expect(page.getByTestId('mall-password')).toHaveValue('000000');
  await expect(page.getByTestId('mall-quantity')).toHaveValue('1');
  await page.keyboard.press('Escape');
  expect(await points(page)).toBe(before);
});

test('convert points at the ratio shown: the points go down and the header balance up', async ({ page }) => {
  await openMall(page);
  const before = await points(page);
  await page.getByTestId('mall-convert').click();
  await expect(page.getByTestId('mall-ratio-CASH')).toContainText('100 points = ฿1.00');
  await expect(page.getByTestId('mall-ratio-BONUS')).toContainText('80 points = ฿1.00');
  await page.getByTestId('mall-convert-points').fill('1050');
  await page.getByTestId('mall-convert-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('mall-convert-submit').click();
  await expect(page.getByTestId('mall-convert-points-field-error')).toHaveText(mall.convert_not_step!.replace('{limit}', '100'));
  await page.getByTestId('mall-convert-points').fill('1000');
  await expect(page.getByTestId('mall-convert-gets')).toContainText('฿10.00');
  await page.getByTestId('mall-convert-submit').click();
  await expect(page.getByTestId('mall-convert-modal')).toHaveCount(0);
  await expect.poll(() => points(page)).toBe(before - 1000);
  await expect(page.getByTestId('member-balance')).toHaveText('฿12,355.67');
});

test('the Zalo bonus: a number ID redeems it once', async ({ page }) => {
  await openMall(page);
  await page.getByTestId('mall-bonus-open').click();
  await page.getByTestId('mall-contact').fill('12ab');
  await page.getByTestId('mall-bonus-submit').click();
  await expect(page.getByTestId('mall-contact-field-error')).toHaveText(mall.contact_invalid!);
  await page.getByTestId('mall-contact').fill('+84 912 345 678');
  await page.getByTestId('mall-bonus-submit').click();
  await expect(page.getByTestId('mall-bonus-modal')).toHaveCount(0);
  await expect(page.getByTestId('member-balance')).toHaveText('฿12,476.67');
  await page.getByTestId('mall-bonus-open').click();
  await page.getByTestId('mall-contact').fill('0812345678');
  await page.getByTestId('mall-bonus-submit').click();
  await expect(page.getByTestId('mall-bonus-error')).not.toBeEmpty();
});

test('on the Indonesian site the contact bonus asks for a WhatsApp number ID, and the upstream is told WHATSAPP', async ({ page, context, stack, baseURL }) => {
  const id = messages('id').mall!;
  await context.addCookies([{ name: 'lang', value: 'id', url: baseURL! }]);
  await signedIn(page);
  await page.goto('/pointMall');
  const card = page.getByTestId('mall-bonus');
  await expect(card.getByRole('heading')).toHaveText(id.bonus_title_WHATSAPP!);
  await expect(card).toContainText(id.bonus_prompt_WHATSAPP!);
  await expect(card).not.toContainText('Zalo');
  await page.getByTestId('mall-bonus-open').click();
  const modal = page.getByTestId('mall-bonus-modal');
  await expect(modal.getByRole('heading')).toHaveText(id.bonus_title_WHATSAPP!);
  await expect(modal.getByLabel(id.contact_label_WHATSAPP!)).toBeVisible();
  const contactId = '+62 811 2233 4455';
  await page.getByTestId('mall-contact').fill(contactId);
  await page.getByTestId('mall-bonus-submit').click();
  await expect(modal).toHaveCount(0);
  const sent = (await mockRequests(stack, '/wps/relay/PROMOFE_redeemContactBonus'))
    .map((r) => ({ ...(JSON.parse(r.body ?? '{}') as { channel?: string; contactId?: string }), success: r.success }))
    .filter((r) => r.contactId?.replace(/\D/g, '') === '6281122334455');
  expect(sent.map((r) => [r.channel, r.success])).toEqual([['WHATSAPP', true]]);
});

test.describe('on a phone, in Thai', () => {
  test.use({ viewport: { width: 412, height: 915 }, locale: 'th-TH' });

  test('the mall reads in Thai and the records filter by period', async ({ page }) => {
    await loginIn(page, 'th');
    await page.goto('/pointMall');
    await expect(page.getByTestId('mall-never-expire')).toHaveText(th.mall!.never_expire!);
    await page.getByTestId('mall-tab-history').click();
    await page.getByTestId('mall-history-range-lastMonth').click();
    await expect(page.getByTestId('mall-history-row').or(page.getByTestId('mall-history-empty')).first()).toBeVisible();
    await page.getByTestId('mall-tab-details').click();
    await expect(page.getByTestId('mall-details-row').first()).toBeVisible();
  });
});

// Promotions (spec 001 §4): list, detail, apply with images, claim.

const promo = en.promotions!;
/** A PNG as the mock checks it (signature, size): `bytes` long. */
const png = (name: string, bytes: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 7)]),
});

/** Opens a promotion from the list, narrowed to its status (the list shows 9 a page). */
async function openPromotion(page: Page, title: string, status: string) {
  await page.goto('/promotions');
  await expect(page.getByTestId('promo-mine-row').first()).toBeVisible();
  await page.getByTestId('promo-status').selectOption(status);
  const link = page.getByTestId('promo-card-link').filter({ hasText: title });
  await expect(link).toHaveAttribute('href', /^\/promoDetail\?id=\d+$/);
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.getByTestId('promo-detail-title')).toHaveText(title);
}

test('promotions filter by status; a detail renders its HTML', async ({ page }) => {
  await loginIn(page, 'en');
  await page.goto('/promotions');
  // The member's own statuses have arrived (the server drew a visitor's).
  await expect(page.getByTestId('promo-mine-row').first()).toBeVisible();
  await page.getByTestId('promo-status').selectOption('CLAIMED');
  const tags = page.getByTestId('promo-grid').getByTestId('promo-status-tag');
  await expect.poll(async () => [...new Set(await tags.allInnerTexts())]).toEqual([promo.status_CLAIMED!]);
  await page.getByTestId('promo-status').selectOption('');
  // Every status of spec 001 §4 can be chosen.
  await expect(page.getByTestId('promo-status').locator('option')).toHaveCount(12);
  await expect(page.getByTestId('promo-mine-row').filter({ hasText: 'Live casino weekend' })).toContainText(promo.status_REJECTED!);

  await openPromotion(page, 'Refer a friend', 'JOIN');
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await expect(page.getByTestId('promo-content').locator('h3')).toHaveText('Refer a friend');
  await expect(page.getByTestId('promo-content').locator('li').first()).toBeVisible();
});

test('apply to a promotion with two images; an image too big is refused before upload', async ({ page }) => {
  await loginIn(page, 'en');
  await openPromotion(page, 'Refer a friend', 'JOIN');
  const applies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('PROMOFE_applyPromotion')) applies.push(r.postData() ?? '');
  });

  await page.getByTestId('promo-images').setInputFiles([png('huge.png', 5 * 1024 * 1024 + 1)]);
  await expect(page.getByTestId('promo-images-error')).toHaveText(promo.image_size!.replace('{name}', 'huge.png').replace('{mb}', '5'));
  await page.getByTestId('promo-images').setInputFiles([{ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(page.getByTestId('promo-images-error')).toContainText('notes.gif');
  await expect(page.getByTestId('promo-image-list')).toHaveCount(0);

  await page.getByTestId('promo-remark').fill('x'.repeat(141));
  await expect(page.getByTestId('promo-remark-count')).toHaveText('141 / 140');
  await page.getByTestId('promo-apply-submit').click();
  await expect(page.getByTestId('promo-remark-field-error')).toHaveText(promo.remark_too_long!.replace('{max}', '140'));
  expect(applies).toEqual([]);

  await page.getByTestId('promo-remark').fill('My friend demo02 made a first deposit');
  await page.getByTestId('promo-images').setInputFiles([png('one.png', 400_000), png('two.png', 400_000)]);
  await expect(page.getByTestId('promo-image-list').getByRole('listitem')).toHaveCount(2);
  // A slow uplink, so the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.getByTestId('promo-apply-submit').click();
  await expect(page.getByTestId('promo-upload-progress')).toBeVisible();
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status-tag')).toHaveText(promo.status_APPLYING!, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(applies).toHaveLength(1);
  await expect(page.getByTestId('promo-applied')).toContainText('2 images');
  await expect(page.getByTestId('promo-applied')).toContainText('My friend demo02 made a first deposit');
});

test('joining a promotion that takes no proof asks for the remark first and sends it with the join', async ({ page, stack }) => {
  // agent02 has joined nothing (the seed's participation is demo01's): every running promotion is open to them.
  const member = { username: 'agent02', password: 'abc123' };
  await resetMember(stack, member.username);
  await loginIn(page, 'en', member);
  await page.goto('/promotions');
  await page.getByTestId('promo-status').selectOption('JOIN');
  const link = page.getByTestId('promo-card-link').filter({ hasText: 'Welcome bonus 100%' });
  await expect(link).toHaveAttribute('href', /^\/promoDetail\?id=\d+$/);
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.getByTestId('promo-detail-title')).toHaveText('Welcome bonus 100%');
  const applies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('PROMOFE_applyPromotion')) applies.push(r.postData() ?? '');
  });

  // Spec 001 §4: the application's remark (up to 140 characters) comes before anything is sent; a turnover
  // promotion takes no proof, so no images are asked for.
  const form = page.getByTestId('promo-apply');
  await expect(form.getByRole('heading')).toHaveText(promo.join!);
  await expect(page.getByTestId('promo-images')).toHaveCount(0);
  await page.getByTestId('promo-remark').fill('x'.repeat(141));
  await page.getByTestId('promo-apply-submit').click();
  await expect(page.getByTestId('promo-remark-field-error')).toHaveText(promo.remark_too_long!.replace('{max}', '140'));
  expect(applies).toEqual([]);

  await page.getByTestId('promo-remark').fill('Joining with my first deposit');
  await expect(page.getByTestId('promo-apply-submit')).toHaveText(promo.join!);
  await page.getByTestId('promo-apply-submit').click();
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status-tag')).toHaveText(promo.status_JOINED!);
  expect(applies).toHaveLength(1);
  expect(JSON.parse(applies[0]!)).toEqual({ promotionId: expect.any(Number), remark: 'Joining with my first deposit' });
  await expect(page.getByTestId('promo-applied')).toContainText('Joining with my first deposit');
});

test('a raffle with chances left draws a prize into the wallet', async ({ page }) => {
  // The slot machine draws from its button; the red envelope, golden egg and prize wheel open their game
  // (activities.spec.ts).
  await loginIn(page, 'en');
  await openPromotion(page, 'Jackpot slot machine', 'CLAIM');
  await expect(page.getByTestId('promo-prizes').getByRole('listitem').first()).toBeVisible();
  const drawn = page.waitForResponse((r) => r.url().includes('MCSFE_claimRafflePromotion'));
  await page.getByTestId('promo-draw').click();
  expect((await (await drawn).json()).success).toBe(true);
  await expect(page.getByTestId('member-balance')).not.toHaveText(DEMO.balance);
});

test('an issued bonus is claimed into the wallet', async ({ page }) => {
  await loginIn(page, 'en');
  await openPromotion(page, 'Birthday gift', 'ISSUED');
  await page.getByTestId('promo-claim').click();
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status-tag')).toHaveText(promo.status_CLAIMED!);
  await expect(page.getByTestId('member-balance')).not.toHaveText(DEMO.balance);
});

// Feedback (spec 001 §5): from the footer or the help centre, at most 140 characters.

const fb = en.feedback!;

test('a visitor sends feedback from the footer: the counter, too long refused, then the common feedback call', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  // The switch reloads the page: act on the reloaded one.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const sent: { url: string; body: string }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('feedback') && r.method() === 'PUT') sent.push({ url: new URL(r.url()).pathname, body: r.postData() ?? '' });
  });
  await page.getByTestId('footer-feedback').click();
  await expect(page).toHaveURL(/[?&]feedback=form/);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-content-field-error')).toHaveText(fb.content_required!);
  await page.getByTestId('feedback-content').fill('ก'.repeat(141));
  await expect(page.getByTestId('feedback-content-count')).toHaveText('141 / 140');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-content-field-error')).toHaveText(fb.content_too_long!.replace('{max}', '140'));
  expect(sent).toEqual([]);
  await page.getByTestId('feedback-content').fill('The promotions page is easy to read');
  await page.getByTestId('feedback-contact').fill('visitor@example.com');
  await page.getByTestId('feedback-submit').dblclick();
  await expect(page.getByTestId('feedback-modal')).toHaveCount(0);
  await expect(page).not.toHaveURL(/feedback=/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe('/wps/common/feedback');
  expect(JSON.parse(sent[0]!.body)).toEqual({ content: 'The promotions page is easy to read', contact: 'visitor@example.com' });
});

test('a member sends feedback by category from the help centre', async ({ page }) => {
  await loginIn(page, 'en');
  await page.goto('/help');
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'PUT');
  await page.getByTestId('help-feedback').click();
  await expect(page.getByTestId('feedback-contact')).toHaveCount(0);
  await page.getByTestId('feedback-category').selectOption('GAME');
  await page.getByTestId('feedback-content').fill('More fishing games, please');
  await page.getByTestId('feedback-submit').click();
  expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ content: 'More fishing games, please', category: 'GAME' });
  await expect(page.getByTestId('feedback-modal')).toHaveCount(0);
});

test('the mall, the promotions and a detail pass axe for a member', async ({ page }) => {
  await loginIn(page, 'en');
  await page.goto('/pointMall');
  await expect(page.getByTestId('mall-points')).toBeVisible();
  await expect(page.getByTestId('mall-history-row').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/promotions');
  await expect(page.getByTestId('promo-mine-row').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await openPromotion(page, 'Refer a friend', 'JOIN');
  await expect(page.getByTestId('promo-apply')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
