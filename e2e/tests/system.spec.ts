import { type StackState } from '../stack';
import { test, expect, th } from './fixtures';

/** Flips the mock's system switches (test-only admin call); the BFF follows within its short status cache. */
async function setSystem(stack: StackState, switches: { maintenance?: boolean; blockedIps?: string[] }) {
  const res = await fetch(`${stack.mockUrl}/__admin/system`, {
    method: 'PUT',
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: JSON.stringify(switches),
  });
  expect(res.status).toBe(200);
}

test.describe('system status through the whole stack', () => {
  test.afterEach(async ({ stack }) => {
    await setSystem(stack, {});
  });

  test('maintenance in the upstream shows the maintenance page on every path, with 503', async ({ page, stack }) => {
    await setSystem(stack, { maintenance: true });
    await expect
      .poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 })
      .toBe(503);
    const response = await page.goto('/rng');
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.system!.maintenance_title!);
  });

  test("a region block shows the visitor's own address, with 451; maintenance wins over it", async ({ page, stack }) => {
    await setSystem(stack, { blockedIps: ['127.0.0.1', '::1'] });
    await expect
      .poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 })
      .toBe(451);
    await page.goto('/');
    await expect(page.getByTestId('region-blocked')).toContainText(th.system!.region_blocked_notice!);
    await expect(page.getByTestId('client-ip')).toHaveText('127.0.0.1');

    await setSystem(stack, { maintenance: true, blockedIps: ['127.0.0.1', '::1'] });
    await expect
      .poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 })
      .toBe(503);
  });

  test('when the switches are cleared the home page is back', async ({ page, stack }) => {
    await setSystem(stack, { maintenance: true });
    await expect.poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 }).toBe(503);
    await setSystem(stack, {});
    await expect.poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 }).toBe(200);
    await page.goto('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
