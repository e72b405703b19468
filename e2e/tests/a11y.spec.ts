import { axeViolations as violations, DEMO, expect, loginAndSettle, resetMember, test } from './fixtures';

for (const theme of ['dark', 'light'] as const) {
  test(`home passes axe with no serious violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('home passes axe for a logged-in member, with the right-hand bar open', async ({ page, stack }) => {
  // From the seed's balance (the seed's pending reward credits demo01 some minutes after a reset).
  await resetMember(stack, DEMO.username);
  await page.goto('/');
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);
  await page.getByTestId('rightbar-toggle').click();
  expect(await violations(page)).toEqual([]);
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
