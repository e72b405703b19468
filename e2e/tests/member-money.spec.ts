import type { Page } from '@playwright/test';
import { DEMO, en, expect, loginAndSettle, mockAdmin, resetMember, test } from './fixtures';

// Every test starts demo01 from the seed (฿12,345.67, payment password 112233), whatever another test moved.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const member = en.member!;

/** demo01 logged in, the site in English, the centre open on `page`. */
async function openInEnglish(page: Page, centrePage: string) {
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await page.goto(`/?member=${centrePage}`);
  await expect(page.getByTestId(`member-page-${centrePage}`)).toBeVisible();
}

/** The day `offset` days from today in Bangkok (the brand's zone), as a date input takes it. */
const bangkokDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

test('deposit: limits refused before the call, a double click makes one deposit, its record is credited with a notice and the header follows', async ({ page, stack }) => {
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
  await page.getByTestId('deposit-range-custom').click();
  await page.getByTestId('deposit-range-from').fill(bangkokDay(-30));
  await page.getByTestId('deposit-range-to').fill(bangkokDay(0));
  await page.getByTestId('deposit-status').selectOption('FAILED');
  const rows = page.getByTestId('deposit-records').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('฿1,000.98');
  await expect(rows).toContainText(member.deposit_status_FAILED!);
});
