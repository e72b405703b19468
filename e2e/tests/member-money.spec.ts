import type { Page } from '@playwright/test';
import { DEMO, en, expect, loginAndSettle, loginIn, mockAdmin, resetMember, test, th } from './fixtures';

// Every test starts demo01 from the seed (฿12,345.67, payment password 112233), whatever another test moved.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const member = en.member!;

/** demo01 logged in, the site in English, the centre open on `page`. */
async function openInEnglish(page: Page, centrePage: string) {
  await loginIn(page);
  await page.goto(`/?member=${centrePage}`);
  await expect(page.getByTestId(`member-page-${centrePage}`)).toBeVisible();
}

/** The day `offset` days from today in Bangkok (the brand's zone), as a date input takes it. */
const bangkokDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

test('deposit: limits refused before the call, a double click makes one deposit, its record is credited with a notice and the header follows', async ({
  page,
  stack,
}) => {
  await openInEnglish(page, 'depositv2');
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/MCSFE_submitDeposit')) submits.push(r.headers()['idempotency-key'] ?? '');
  });

  // The seeded channels: bank transfer, PromptPay, TrueMoney, and KBank under maintenance (not choosable).
  await expect(page.getByTestId('deposit-channel-1')).toContainText('Bank transfer');
  await expect(page.getByTestId('deposit-channel-4').getByRole('radio')).toBeDisabled();
  await expect(page.getByTestId('deposit-channel-4')).toContainText(member.deposit_maintenance!);
  await expect(page.getByTestId('deposit-account-no')).toHaveText('407-1-23456-7');
  await page.getByTestId('deposit-channel-2').getByRole('radio').check();

  const amount = page.getByTestId('deposit-amount');
  const submit = page.getByTestId('deposit-submit');
  const fieldError = page.getByTestId('deposit-amount-field');
  for (const [typed, text] of [
    ['', member.amount_required!],
    ['abc', member.amount_not_number!],
    ['100.005', member.amount_too_many_decimals!],
    ['99.99', fill(member.amount_below_min!, { limit: '฿100.00' })],
    ['50000.01', fill(member.amount_above_max!, { limit: '฿50,000.00' })],
  ] as const) {
    await amount.fill(typed);
    await submit.click();
    await expect(fieldError).toContainText(text);
  }
  expect(submits).toHaveLength(0);

  // ฿500 by a double click: one deposit, waiting for review.
  await amount.fill('500');
  await page.getByTestId('deposit-payer').fill('ทดสอบ เดโม');
  await submit.dblclick();
  await expect(page.getByTestId('deposit-pending')).toContainText('฿500.00');
  await expect(submit).toBeDisabled();
  const pending = page.getByTestId('deposit-records').getByRole('listitem').filter({ hasText: member.deposit_status_PENDING! });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Thai QR PromptPay');
  await expect(pending).toContainText('฿500.00');
  expect(new Set(submits).size, 'one key: one user action').toBe(1);
  expect(await amount.inputValue()).toBe('');

  // The review is due a minute later (the wallet clock); the open page sees it, says so, and the header follows.
  await mockAdmin(stack, 'POST', 'wallet/clock', { advanceMinutes: 2 });
  await expect(page.getByTestId('deposit-notices')).toContainText(/has been credited to your wallet/);
  await expect(page.getByTestId('deposit-notices')).toContainText('฿500.00');
  await expect(page.getByTestId('deposit-records').getByRole('listitem').filter({ hasText: member.deposit_status_PENDING! })).toHaveCount(0);
  await expect(page.getByTestId('member-balance')).toHaveText('฿12,845.67');
  await expect(page.getByTestId('deposit-pending')).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('deposit: a rejected deposit gets its notice; the status filter lists only failed ones', async ({ page, stack }) => {
  await openInEnglish(page, 'depositv2');
  // The mock rejects an amount ending in .99.
  await page.getByTestId('deposit-amount').fill('300.99');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  await mockAdmin(stack, 'POST', 'wallet/clock', { advanceMinutes: 2 });
  await expect(page.getByTestId('deposit-notices')).toContainText(/was rejected/);
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);

  // The seed's one failed deposit (฿1,000.98, 20 days ago): the last 30 days, failed only.
  await page.getByTestId('deposit-records-range-custom').click();
  await page.getByTestId('deposit-records-range-from').fill(bangkokDay(-30));
  await page.getByTestId('deposit-records-range-to').fill(bangkokDay(0));
  await page.getByTestId('deposit-records-filter-status').selectOption('FAILED');
  const rows = page.getByTestId('deposit-records').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('฿1,000.98');
  await expect(rows).toContainText(member.deposit_status_FAILED!);
});

/** A small PNG (its signature, then bytes) and a file of another kind named as one. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
const NOT_AN_IMAGE = Buffer.from('this is text, not a picture');

test('withdraw with the payment password, approved with a notice, then confirmed partly received with an image', async ({ page, stack }) => {
  await openInEnglish(page, 'withdraw');
  await expect(page.getByTestId('withdraw-rules')).toContainText('From ฿100.00 to ฿50,000.00');
  // demo01's default card, KBank, is chosen.
  await expect(page.getByTestId('withdraw-form').getByRole('radio', { name: /KBank/ })).toBeChecked();

  // Refused before the call: above the maximum, and a PIN that is not 6 digits.
  await page.getByTestId('withdraw-amount').fill('50000.01');
  await page.getByTestId('withdraw-password').fill('12');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-amount-field')).toContainText(fill(member.amount_above_max!, { limit: '฿50,000.00' }));
  await expect(page.getByTestId('withdraw-password-field')).toContainText(member.pin_format!);

  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-password').fill('112233');
  await page.getByTestId('withdraw-submit').click();
  const rows = page.getByTestId('withdraw-records').getByRole('listitem');
  const mine = rows.filter({ hasText: member.withdraw_status_PENDING! });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('฿1,000.00');
  // The amount leaves the main wallet at once: the header follows without a reload.
  await expect(page.getByTestId('member-balance')).toHaveText('฿11,345.67');
  await expect(page.getByTestId('withdraw-password')).toHaveValue('');

  // Reviewed a minute later (the wallet clock): approved, with its notice and a way to confirm it.
  await mockAdmin(stack, 'POST', 'wallet/clock', { advanceMinutes: 2 });
  await expect(page.getByTestId('withdraw-notices')).toContainText(/฿1,000\.00 has been approved and paid out/);
  const approved = rows.filter({ hasText: '฿1,000.00' }).filter({ hasText: member.withdraw_confirm_UNCONFIRMED! });
  await approved.getByRole('button', { name: member.withdraw_confirm! }).click();

  const modal = page.getByTestId('withdraw-confirm-modal');
  await modal.getByTestId('withdraw-choice-PARTLY_RECEIVED').click();
  await modal.getByTestId('withdraw-received').fill('1000');
  await modal.getByTestId('withdraw-confirm-submit').click();
  await expect(modal.getByTestId('withdraw-received-field')).toContainText(fill(member.amount_above_max!, { limit: '฿999.99' }));
  await modal.getByTestId('withdraw-received').fill('600');
  await expect(modal.getByTestId('withdraw-received-field')).toContainText(fill(member.withdraw_remaining!, { amount: '฿400.00' }));
  await modal.getByTestId('withdraw-images').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByTestId('withdraw-image-list')).toContainText('slip.png');
  const sent = page.waitForRequest((r) => r.url().includes('/wps/relay/MCSFE_confirmWithdraw'));
  await modal.getByTestId('withdraw-confirm-submit').click();
  const body = JSON.parse((await sent).postData() ?? '{}') as { confirmStatus: string; receivedAmount: number; images: string[] };
  expect(body.confirmStatus).toBe('PARTLY_RECEIVED');
  expect(body.receivedAmount).toBe(600);
  expect(body.images).toHaveLength(1);
  expect(body.images[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  await expect(modal).toHaveCount(0);
  const confirmed = rows.filter({ hasText: member.withdraw_confirm_PARTLY_RECEIVED! }).filter({ hasText: '฿1,000.00' });
  await expect(confirmed).toContainText(fill(member.withdraw_received_remaining!, { received: '฿600.00', remaining: '฿400.00' }));
});

test('withdraw: a wrong payment password is refused with the upstream message and nothing else changes', async ({ page }) => {
  await openInEnglish(page, 'withdraw');
  const rules = await page.getByTestId('withdraw-rules').textContent();
  const list = page.getByTestId('withdraw-records').getByRole('listitem');
  await expect(list.first()).toBeVisible();
  const before = await list.count();
  await page.getByTestId('withdraw-amount').fill('500');
  await page.getByTestId('withdraw-password').fill('000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toBeVisible();
  await expect(page.getByTestId('withdraw-error')).not.toHaveText('');
  // The form stays as typed; balance, today's count and the records are as they were.
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('500');
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);
  await page.reload();
  await expect(page.getByTestId('withdraw-rules')).toHaveText(rules ?? '');
  await expect(list).toHaveCount(before);
  await expect(list.filter({ hasText: member.withdraw_status_PENDING! })).toHaveCount(0);
});

test('withdraw confirmation: a wrong type or size is refused before upload; unconfirmed past the minutes it is forcibly received', async ({ page, stack }) => {
  await openInEnglish(page, 'withdraw');
  let confirms = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/MCSFE_confirmWithdraw')) confirms += 1;
  });
  // The seed's payout of ฿1,500, approved minutes before start, waits for demo01's word.
  const seeded = page.getByTestId('withdraw-records').getByRole('listitem').filter({ hasText: member.withdraw_confirm_UNCONFIRMED! });
  await expect(seeded).toHaveCount(1);
  await expect(seeded).toContainText('฿1,500.00');
  await seeded.getByRole('button', { name: member.withdraw_confirm! }).click();
  const modal = page.getByTestId('withdraw-confirm-modal');
  await modal.getByTestId('withdraw-choice-NOT_RECEIVED').click();
  await modal.getByTestId('withdraw-confirm-submit').click();
  await expect(modal.getByTestId('withdraw-images-field')).toContainText(member.withdraw_upload_required!);

  const images = modal.getByTestId('withdraw-images');
  await images.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
  await expect(modal.getByTestId('withdraw-images-field')).toContainText(fill(member.withdraw_upload_type!, { name: 'fake.png' }));
  const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
  await images.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(modal.getByTestId('withdraw-images-field')).toContainText(fill(member.withdraw_upload_size!, { name: 'big.png', mb: '5' }));
  await expect(modal.getByTestId('withdraw-image-list')).toHaveCount(0);
  // Three good ones are the most: the input closes.
  for (const name of ['a.png', 'b.png', 'c.png']) await images.setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByTestId('withdraw-image-list').getByRole('listitem')).toHaveCount(3);
  await expect(images).toBeDisabled();
  expect(confirms).toBe(0);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // Thirty minutes after its approval it counts as received: the spec's wording, and its notice.
  await mockAdmin(stack, 'POST', 'wallet/clock', { advanceMinutes: 30 });
  const forced = page.getByTestId('withdraw-records').getByRole('listitem').filter({ hasText: member.withdraw_confirm_FORCIBLY_RECEIVED! });
  await expect(forced).toHaveCount(1);
  await expect(forced).toContainText(fill(member.withdraw_forcibly_note!, { minutes: '30' }));
  await expect(page.getByTestId('withdraw-notices')).toContainText(/฿1,500\.00 has been received/);
  expect(confirms).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('transfer to upline: refused above the main wallet, then sent with a remark; both balances follow', async ({ page }) => {
    await openInEnglish(page, 'transferUpline');
    // demo01's upline is agent01: the menu lists the page.
    await expect(page.getByTestId('member-centre-transferUpline')).toBeVisible();
    await expect(page.getByTestId('upline-amount-field')).toContainText('฿11,095.67');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/MCSFE_transferToUpline')) sent += 1;
    });
    await page.getByTestId('upline-amount').fill('11095.68');
    await page.getByTestId('upline-submit').click();
    await expect(page.getByTestId('upline-amount-field')).toContainText(fill(member.amount_above_balance!, { limit: '฿11,095.67' }));
    expect(sent).toBe(0);

    await page.getByTestId('upline-amount').fill('200');
    await page.getByTestId('upline-remark').fill('ค่าคอม');
    await page.getByTestId('upline-submit').click();
    await expect(page.getByText(fill(member.upline_sent!, { amount: '฿200.00', upline: 'agent01' }))).toBeVisible();
    await expect(page.getByTestId('upline-amount-field')).toContainText('฿10,895.67');
    await expect(page.getByTestId('upline-amount')).toHaveValue('');
    await expect(page.getByTestId('member-balance')).toHaveText('฿12,145.67');
    expect(sent).toBe(1);
  });
});

test("in Thai: the deposit page speaks Thai and refuses an amount below the channel's minimum in Thai", async ({ page }) => {
  const thai = th.member!;
  await page.goto('/');
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await page.goto('/?member=depositv2');
  await expect(page.getByTestId('member-page-depositv2')).toContainText(thai.page_depositv2!);
  await expect(page.getByTestId('deposit-form')).toContainText(thai.deposit_title!);
  await expect(page.getByTestId('deposit-channel-4')).toContainText(thai.deposit_maintenance!);
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-field')).toContainText(fill(thai.amount_below_min!, { limit: '฿100.00' }));
  await expect(page.getByTestId('deposit-records')).toContainText(thai.deposit_status_CREDITED!);
});
