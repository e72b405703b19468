import { DEMO, en, expect, login, logOut, resetMember, scriptVisibleStorage, test, th, upstreamTokens } from './fixtures';

test('member journey: Thai, English, log in, balance, reload, log out; the token never reaches scripts', async ({ page, context, stack }) => {
  // From the seed's balance (the seed's pending reward credits demo01 some minutes after a reset).
  await resetMember(stack, DEMO.username);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await login(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);
  await expect(page.getByTestId('login-modal')).toHaveCount(0);

  // The device id is a UUID in the SHELL_deviceId cookie.
  const device = (await context.cookies()).find((c) => c.name === 'SHELL_deviceId');
  expect(device?.value).toMatch(/^[0-9a-f-]{36}$/);

  const tokens = await upstreamTokens(stack, DEMO.username);
  expect(tokens.length).toBeGreaterThan(0);
  const visible = await scriptVisibleStorage(page);
  const allCookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  for (const token of tokens) {
    expect(visible).not.toContain(token);
    expect(allCookies).not.toContain(token);
  }

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
  await expect(page.getByTestId('member-balance')).toHaveText(DEMO.balance);
  for (const token of tokens) expect(await scriptVisibleStorage(page)).not.toContain(token);

  // Log out asks first; cancelling keeps the member logged in.
  await page.getByTestId('member-menu').click();
  await page.getByTestId('menu-logout').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(en.ui!.in_popup_prompt!);
  await expect(dialog).toContainText(en.ui!.in_sure_logout!);
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);

  await logOut(page);
  await expect(page.getByTestId('member-name')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const session = await page.evaluate(async () => (await (await fetch('/bff/session')).json()) as { value: { loggedIn: boolean } });
  expect(session.value.loggedIn).toBe(false);
});

test('a wrong password shows the server message in the modal', async ({ page }) => {
  await page.goto('/');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login') && r.request().method() === 'POST');
  await login(page, DEMO.username, 'wrong-password');
  const body = (await (await answer).json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message).not.toBe('');
  await expect(page.getByTestId('login-error')).toHaveText(body.message);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('member-name')).toHaveCount(0);
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/session/login')) calls += 1;
  });
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-username')).toBeFocused();
  await page.getByTestId('login-username').fill('   ');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-username-field-error')).toHaveText(th.login!.error_phone_number_limit!);
  await expect(page.getByTestId('login-password-field-error')).toHaveText(th.login!.error_password_required!);
  expect(calls).toBe(0);
  // Escape closes the modal and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toBeFocused();
});
