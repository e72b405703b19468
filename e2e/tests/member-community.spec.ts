import type { Page } from '@playwright/test';
import { DEMO, expect, loginAndSettle, resetMember, test } from './fixtures';

// Every test starts demo01 from the seed (its mail, missions, cards and ฿12,345.67), whatever another test did.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

/** demo01 logged in, the site in English. */
async function loginInEnglish(page: Page) {
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await loginAndSettle(page, DEMO.username, DEMO.password);
}

const centre = (page: Page) => page.getByTestId('member-centre');
const centrePage = (page: Page, key: string) => page.getByTestId(`member-page-${key}`);

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, locale: 'en-US' });

  test('Back steps through the centre pages and finally closes it; a linked page opens on itself', async ({ page }) => {
    await loginInEnglish(page);
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-account').click();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();

    await page.getByTestId('member-centre-transferFund').click();
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=transferFund/);

    await page.goBack();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=securityCenter/);
    await page.goBack();
    await expect(centre(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/member=/);
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);

    // A link opens on its page; moving on and closing leaves the page underneath, closed for good.
    await page.goto('/rng?member=transferFund');
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await page.getByTestId('member-centre-securityCenter').click();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();
    await page.goBack();
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await page.getByTestId('member-centre-securityCenter').click();
    await page.getByTestId('member-centre-close').click();
    await expect(centre(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/rng$/);
  });
});
