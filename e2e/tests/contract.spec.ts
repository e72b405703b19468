import { expect, test, th } from './fixtures';

test('state-changing calls without X-CSRF are refused with 403', async ({ request, baseURL }) => {
  for (const path of ['/wps/session/logout', '/wps/session/login']) {
    const res = await request.post(`${baseURL}${path}`, { data: {} });
    expect(res.status(), path).toBe(403);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('csrf.rejected');
  }
  // With the header but from another site's page: refused too.
  const cross = await request.post(`${baseURL}/wps/session/logout`, {
    data: {},
    headers: { 'X-CSRF': '1', Origin: 'https://evil.example' },
  });
  expect(cross.status()).toBe(403);
});

test('Next answers 404 to requests that did not come through the BFF', async ({ request, stack }) => {
  expect((await request.get(`${stack.nextUrl}/`)).status()).toBe(404);
  expect((await request.get(`${stack.nextUrl}/`, { headers: { 'x-veneer-brand': 'nobody' } })).status()).toBe(404);
});

test('maintenance: any path shows the notice with a customer-service button', async ({ page, stack }) => {
  await page.context().setExtraHTTPHeaders({ 'x-veneer-brand': 'demo', 'x-veneer-locale': 'th', 'x-veneer-state': 'maintenance' });
  await page.goto(`${stack.nextUrl}/some/page`);
  await expect(page.getByTestId('maintenance')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.system!.maintenance_title!);
  await expect(page.getByTestId('customer-service')).toHaveText(th.system!.customer_service!);
});

test("region-blocked: shows the visitor's IP and the block notice", async ({ page, stack }) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-veneer-brand': 'demo', 'x-veneer-locale': 'th', 'x-veneer-state': 'region-blocked', 'x-veneer-client-ip': '203.0.113.7' });
  await page.goto(`${stack.nextUrl}/`);
  await expect(page.getByTestId('region-blocked')).toContainText(th.system!.region_blocked_notice!);
  await expect(page.getByTestId('client-ip')).toHaveText('203.0.113.7');
});
