import type { Page } from '@playwright/test';
import { disabledModules, setDisabledModules } from './access-helpers';
import { DEMO, en, expect, loginAndSettle, loginIn, mockAdmin, resetMember, test, th } from './fixtures';

// Every test starts demo01 from the seed (฿12,345.67), whatever another test moved.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const centre = (page: Page) => page.getByTestId('member-centre');

/** Waits for my account to show demo01's record (the seed's). */
async function expectMyAccount(page: Page) {
  await expect(centre(page)).toBeVisible();
  await expect(page.getByTestId('member-page-securityCenter')).toBeVisible();
  await expect(page.getByTestId('member-profile-account')).toHaveText(DEMO.username);
  await expect(page.getByTestId('member-profile-nickname')).toHaveText('Demo Member');
  await expect(page.getByTestId('member-profile-mobile')).toHaveText('081234****');
  await expect(page.getByTestId('member-profile-email')).toHaveText(/^de\*+@veneer\.example$/);
  await expect(page.getByTestId('member-profile-rank')).toHaveText('VIP 2');
}

test('the header opens my account in the centre; the menu lists the built pages; close and Back leave it', async ({ page }) => {
  await loginIn(page);

  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-account').click();
  await expectMyAccount(page);
  await expect(page).toHaveURL(/[?&]member=securityCenter/);
  await expect(centre(page)).toHaveAccessibleName(en.member!.title!);
  const menu = page.getByTestId('member-centre-menu');
  // The built pages in the spec's order; the money pages (member-money.spec.ts) come after these two.
  await expect(menu.getByRole('button').nth(0)).toHaveText(en.member!.page_securityCenter!);
  await expect(menu.getByRole('button').nth(1)).toHaveText(en.member!.page_transferFund!);
  await expect(menu.getByRole('button', { name: en.member!.page_securityCenter! })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('member-rank-turnover')).toContainText('฿');
  await expect(page.getByTestId('member-rank')).toContainText('VIP 3');
  // demo01's seeded cards: KBank (default) and SCB.
  const cards = page.getByTestId('member-bank-cards').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('KBank');
  await expect(cards.first()).toContainText(en.member!.cards_default!);
  await expect(cards.first()).toContainText('******');

  // Back closes the centre and keeps the page.
  await page.goBack();
  await expect(centre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/member=/);
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);

  // The security entry opens the same page; the close button closes it.
  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-security').click();
  await expectMyAccount(page);
  await page.getByTestId('member-centre-close').click();
  await expect(centre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/member=/);
});

test('an address opens the centre over any page; change password asks the old password', async ({ page }) => {
  await loginIn(page);

  await page.goto('/rng?member=securityCenter');
  await expectMyAccount(page);
  await expect(page).toHaveURL(/\/rng\?member=securityCenter/);
  // A shared link closes to the page it was opened on, not away from the site.
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/rng$/);

  // An address naming a page the centre does not have opens nothing.
  await page.goto('/?member=noSuchPage');
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
  await expect(centre(page)).toHaveCount(0);

  await page.goto('/?member=securityCenter');
  await expectMyAccount(page);
  await page.getByTestId('member-change-password').click();
  const change = page.getByRole('dialog', { name: en.password!.change_title! });
  await expect(change).toBeVisible();
  await expect(change.getByTestId('change-oldPassword')).toBeVisible();
  await expect(change.getByTestId('change-newPassword')).toBeVisible();
});

test('a trial account cannot open the centre', async ({ page }) => {
  await page.goto('/');
  const freePlay = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'W' }, headers: { 'X-CSRF': '1' } });
  expect(freePlay.ok()).toBe(true);
  await page.goto('/?member=securityCenter');
  await expect(page.getByTestId('member-name')).toHaveText(/^trial\d+$/);
  await expect(page.getByRole('alertdialog')).toContainText(th.access!.in_need_true_account!);
  await expect(centre(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/member=/);
});

test('with its switch off (MEMCENTER3) there is no centre', async ({ page, stack }) => {
  const before = await disabledModules(stack);
  try {
    await setDisabledModules(stack, [...before, 'MEMCENTER3']);
    await page.goto('/');
    await loginAndSettle(page, DEMO.username, DEMO.password);
    await page.goto('/?member=securityCenter');
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
    await expect(centre(page)).toHaveCount(0);
  } finally {
    await setDisabledModules(stack, before);
  }
});

// The other tests run on the default phone (Pixel 7); this one on a desktop, where the quick menu has its own button.
test.describe('on a desktop, in Thai', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('my account in Thai from the quick menu, the menu beside the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await loginAndSettle(page, DEMO.username, DEMO.password);
    await page.getByTestId('quick-menu').click();
    await page.getByTestId('menu-security').click();
    await expectMyAccount(page);
    // The built pages in the spec's order, my account and my wallet first.
    await expect(page.getByTestId('member-centre-menu').getByRole('button').nth(0)).toHaveText(th.member!.page_securityCenter!);
    await expect(page.getByTestId('member-centre-menu').getByRole('button').nth(1)).toHaveText(th.member!.page_transferFund!);
    await expect(page.getByTestId('member-page-securityCenter').getByRole('heading', { level: 2 })).toHaveText(th.member!.page_securityCenter!);
    await expect(page.getByTestId('member-change-password')).toHaveText(th.member!.change_password!);
    const menu = await page.getByTestId('member-centre-menu').boundingBox();
    const body = await page.getByTestId('member-page-securityCenter').boundingBox();
    expect(menu && body && menu.x + menu.width <= body.x).toBe(true);
  });
});

/** Waits for my wallet with demo01's seeded wallets: main ฿11,095.67, PG ฿250.00, SPB ฿1,000.00. */
async function expectSeededWallet(page: Page) {
  await expect(page.getByTestId('member-page-transferFund')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText(DEMO.balance);
  await expect(page.getByTestId('wallet-balance-2')).toHaveText('฿11,095.67');
  await expect(page.getByTestId('wallet-balance-12')).toHaveText('฿250.00');
  await expect(page.getByTestId('wallet-balance-15')).toHaveText('฿1,000.00');
}

test('my wallet: a transfer to a game wallet and back moves both balances; the header is asked again', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=transferFund');
  await expectSeededWallet(page);

  // Bad amounts are refused before any call, with the field's message.
  let transfers = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/GCS_walletTransfer')) transfers += 1;
  });
  const amount = page.getByTestId('wallet-amount');
  const submit = page.getByTestId('wallet-transfer-submit');
  const fieldError = page.getByTestId('wallet-amount-field');
  for (const [typed, text] of [
    ['', en.member!.amount_required!],
    ['abc', en.member!.amount_not_number!],
    ['1.005', en.member!.amount_too_many_decimals!],
    ['11095.68', en.member!.amount_above_balance!.replace('{limit}', '฿11,095.67')],
  ] as const) {
    await amount.fill(typed);
    await submit.click();
    await expect(fieldError).toContainText(text);
  }
  expect(transfers).toBe(0);

  // ฿100 from the main wallet to PG, by a double click: one transfer.
  await page.getByTestId('wallet-to').selectOption('12');
  await amount.fill('100');
  const headerAsked = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance') && r.request().method() === 'GET');
  await submit.dblclick();
  await expect(page.getByTestId('wallet-balance-12')).toHaveText('฿350.00');
  await expect(page.getByTestId('wallet-balance-2')).toHaveText('฿10,995.67');
  await headerAsked;
  expect(transfers).toBe(1);
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);

  // SPB's whole balance back to the main wallet.
  await page.getByTestId('wallet-back-15').click();
  await expect(page.getByTestId('wallet-balance-15')).toHaveText('฿0.00');
  await expect(page.getByTestId('wallet-balance-2')).toHaveText('฿11,995.67');
  await expect(page.getByTestId('wallet-back-15')).toHaveCount(0);
  await expect(page.getByTestId('wallet-total')).toHaveText(DEMO.balance);

  // Another tab's change shows after refresh.
  const other = await page.context().newPage();
  const moved = await other.request.post('/wps/relay/GCS_walletTransfer', {
    data: { fromAccountTypeId: 12, toAccountTypeId: 2, amount: 50 },
    // A money submit names its action (the BFF's replay guard).
    headers: { 'X-CSRF': '1', 'Idempotency-Key': 'another-tab-transfer' },
  });
  expect(moved.ok()).toBe(true);
  await other.close();
  await page.getByTestId('wallet-refresh').click();
  await expect(page.getByTestId('wallet-balance-12')).toHaveText('฿300.00');
});

test('the keyboard alone completes a transfer', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=transferFund');
  await expectSeededWallet(page);
  await page.getByTestId('wallet-from').focus();
  await page.keyboard.press('Tab'); // to
  await expect(page.getByTestId('wallet-to')).toBeFocused();
  await page.keyboard.press('Tab'); // amount
  await expect(page.getByTestId('wallet-amount')).toBeFocused();
  await page.keyboard.type('25.50');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wallet-balance-2')).toHaveText('฿11,070.17');
  await expect(page.getByTestId('wallet-balance-11')).toHaveText('฿25.50');
});

test('a single-wallet merchant shows the main wallet only, without transfers', async ({ page, stack }) => {
  await mockAdmin(stack, 'PUT', 'wallet/single', { isSingle: true });
  try {
    await loginIn(page);
    await page.goto('/?member=transferFund');
    await expect(page.getByTestId('wallet-single')).toHaveText(en.member!.wallet_single!);
    await expect(page.getByTestId('wallet-balance-2')).toHaveText('฿11,095.67');
    await expect(page.getByTestId('wallet-balance-12')).toHaveCount(0);
    await expect(page.getByTestId('wallet-transfer')).toHaveCount(0);
  } finally {
    await mockAdmin(stack, 'PUT', 'wallet/single', { isSingle: false });
  }
});

test('my account changes the payment password: a wrong current one is refused, then the new one is kept', async ({ page }) => {
  await loginIn(page);
  await page.goto('/?member=securityCenter');
  await expectMyAccount(page);
  await expect(page.getByTestId('member-pin-state')).toHaveText(en.member!.pin_is_set!);
  await page.getByTestId('member-payment-password').click();
  const modal = page.getByTestId('payment-password-modal');
  await expect(modal).toBeVisible();

  // Checked before the call: 6 digits, the two new entries alike.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/paymentPassword')) calls += 1;
  });
  await page.getByTestId('pin-oldPassword').fill('112233');
  await page.getByTestId('pin-newPassword').fill('12345');
  await page.getByTestId('pin-confirmNewPassword').fill('12345');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('pin-newPassword-field')).toContainText(en.member!.pin_format!);
  await page.getByTestId('pin-newPassword').fill('654321');
  await page.getByTestId('pin-confirmNewPassword').fill('654322');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('pin-confirmNewPassword-field')).toContainText(en.member!.pin_mismatch!);
  expect(calls).toBe(0);

  // A wrong current one: the upstream's message, the form as typed.
  await page.getByTestId('pin-oldPassword').fill('000000');
  await page.getByTestId('pin-confirmNewPassword').fill('654321');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('payment-password-error')).toHaveText('Incorrect password');
  await expect(page.getByTestId('pin-newPassword')).toHaveValue('654321');

  await page.getByTestId('pin-oldPassword').fill('112233');
  await page.getByTestId('payment-password-submit').click();
  await expect(modal).toHaveCount(0);
  expect(calls).toBe(2);

  // The upstream keeps the new one: changing it again asks for 654321.
  await page.getByTestId('member-payment-password').click();
  await page.getByTestId('pin-oldPassword').fill('112233');
  await page.getByTestId('pin-newPassword').fill('111111');
  await page.getByTestId('pin-confirmNewPassword').fill('111111');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('payment-password-error')).toHaveText('Incorrect password');
  await page.getByTestId('pin-oldPassword').fill('654321');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('payment-password-modal')).toHaveCount(0);
});
