import { disabledModules, setDisabledModules } from './access-helpers';
import { DEMO, expect, submitLogin, test, th } from './fixtures';

test.describe('the login-only setting (LOGINONLY3)', () => {
  let seeded: string[] = [];
  test.beforeEach(async ({ stack }) => {
    seeded = await disabledModules(stack);
    expect(seeded, 'the demo merchant starts with the setting off').toContain('LOGINONLY3');
    await setDisabledModules(
      stack,
      seeded.filter((id) => id !== 'LOGINONLY3'),
    );
  });
  test.afterEach(async ({ stack }) => {
    await setDisabledModules(stack, seeded);
  });

  test('a visitor is sent to /login from every page but the public ones, before anything is drawn', async ({ page }) => {
    for (const path of ['/', '/help', '/noticePage', '/join', '/rng']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location, path).toBe('/login');
    }
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/down']) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    // `/register/` is public too: Next's own redirect to `/register`, not the BFF's to /login.
    const slash = await page.request.get('/register/', { maxRedirects: 0 });
    expect([slash.status(), slash.headers().location]).toEqual([308, '/register']);
    await page.goto('/help');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(th.login!.title!);
  });

  test('once logged in on /login the member may go anywhere', async ({ page }) => {
    await page.goto('/join');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, DEMO.username, DEMO.password);
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);
    const answer = await page.goto('/join');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/join$/);
  });
});
