import type { StackState } from '../stack';
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
    await expect.poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 }).toBe(503);
    const response = await page.goto('/rng');
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('maintenance')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.system!.maintenance_title!);
  });

  test("a region block shows the visitor's own address, with 451; maintenance wins over it", async ({ page, stack }) => {
    await setSystem(stack, { blockedIps: ['127.0.0.1', '::1'] });
    await expect.poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 }).toBe(451);
    await page.goto('/');
    await expect(page.getByTestId('region-blocked')).toContainText(th.system!.region_blocked_notice!);
    await expect(page.getByTestId('client-ip')).toHaveText('127.0.0.1');

    await setSystem(stack, { maintenance: true, blockedIps: ['127.0.0.1', '::1'] });
    await expect.poll(async () => (await page.request.get('/')).status(), { timeout: 5_000 }).toBe(503);
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

test.describe('the upstream out of reach', () => {
  const faults = (stack: { mockUrl: string }, body?: unknown) =>
    fetch(`${stack.mockUrl}/__admin/faults`, {
      method: body === undefined ? 'DELETE' : 'PUT',
      headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const purge = (stack: { adminUrl: string }) => fetch(`${stack.adminUrl}/cache/purge`, { method: 'POST' });

  test.afterEach(async ({ stack }) => {
    await faults(stack);
    await purge(stack);
  });

  test('with the upstream dead, the page kept is still served with the network notice, and fresh again within 5 s of its return', async ({ page, stack }) => {
    await page.goto('/');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('network-notice')).toHaveCount(0);
    // Every upstream call fails from now on; the BFF kept its last good answers a moment ago.
    expect((await faults(stack, { errors: [{ path: '*', rate: 1, status: 503 }] })).ok).toBe(true);
    const notices = async () => {
      await page.reload();
      return page.getByTestId('network-notice').count();
    };
    await expect.poll(notices, { timeout: 10_000 }).toBe(1);
    await expect(page.getByTestId('network-notice')).toHaveText(new RegExp(th.errors!.network!));
    // The page is the one kept: the upstream's banners are still there, the brand's header too.
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('header-login')).toBeVisible();
    // The upstream returns: the notice goes by itself (nothing purged), within 5 s.
    await faults(stack);
    const returned = Date.now();
    await expect.poll(notices, { timeout: 5_000, intervals: [100] }).toBe(0);
    console.log(`fresh again ${Date.now() - returned} ms after the upstream's return`);
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  });

  test('with nothing kept, the page is still drawn in the brand, saying the network is at fault', async ({ page, stack }) => {
    expect((await faults(stack, { errors: [{ path: '*', rate: 1, status: 503 }] })).ok).toBe(true);
    expect((await purge(stack)).ok).toBe(true);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('network-notice')).toHaveText(new RegExp(th.errors!.network!));
    await expect(page.getByTestId('header-login')).toBeVisible();
    // Not mistaken for the upstream's verdict on this host (the domain check could not be made).
    await expect(page.getByTestId('warning-dialog')).toHaveCount(0);
    // Once the upstream answers again (and the BFF's breaker lets calls through), the notice is gone.
    await faults(stack);
    await expect
      .poll(
        async () => {
          await purge(stack);
          await page.reload();
          return page.getByTestId('network-notice').count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
  });
});
