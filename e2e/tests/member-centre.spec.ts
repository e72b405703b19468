import type { Page } from '@playwright/test';
import { disabledModules, setDisabledModules } from './access-helpers';
import { DEMO, en, expect, loginAndSettle, resetMember, test, th } from './fixtures';

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
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await loginAndSettle(page, DEMO.username, DEMO.password);

  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-account').click();
  await expectMyAccount(page);
  await expect(page).toHaveURL(/[?&]member=securityCenter/);
  await expect(centre(page)).toHaveAccessibleName(en.member!.title!);
  const menu = page.getByTestId('member-centre-menu');
  await expect(menu.getByRole('button')).toHaveText([en.member!.page_securityCenter!]);
  await expect(menu.getByRole('button', { name: en.member!.page_securityCenter! })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('member-rank-turnover')).toContainText('฿');
  await expect(page.getByTestId('member-rank')).toContainText('VIP 3');

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
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await loginAndSettle(page, DEMO.username, DEMO.password);

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
    await expect(page.getByTestId('member-centre-menu').getByRole('button')).toHaveText([th.member!.page_securityCenter!]);
    await expect(page.getByTestId('member-page-securityCenter').getByRole('heading', { level: 2 })).toHaveText(th.member!.page_securityCenter!);
    await expect(page.getByTestId('member-change-password')).toHaveText(th.member!.change_password!);
    const menu = await page.getByTestId('member-centre-menu').boundingBox();
    const body = await page.getByTestId('member-page-securityCenter').boundingBox();
    expect(menu && body && menu.x + menu.width <= body.x).toBe(true);
  });
});
