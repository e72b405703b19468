import { expect, test } from './fixtures';

/** The `'nonce-…'` of a policy. */
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** One counter of the BFF's Prometheus text, 0 when absent. */
async function counter(adminUrl: string, line: string): Promise<number> {
  const text = await (await fetch(`${adminUrl}/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(line));
  return found ? Number(found.slice(line.length).trim()) : 0;
}

test('every HTML answer carries an enforced policy whose nonce is on the page scripts, kept pages included', async ({ request, stack }) => {
  const hit = 'bff_cache_total{cache="page",result="hit"}';
  const hitsBefore = await counter(stack.adminUrl, hit);
  const nonces = new Set<string>();
  for (const path of ['/', '/', '/', '/help', '/no-such-page']) {
    const res = await request.get(path);
    expect(res.headers()['content-type'], path).toContain('text/html');
    const policy = res.headers()['content-security-policy'];
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'none'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    const nonce = nonceOf(policy);
    expect(nonce, path).toBeTruthy();
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, `${path}: ${script}`).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size, 'a fresh nonce per response').toBe(5);
  expect(await counter(stack.adminUrl, hit), 'the repeated home page came from memory').toBeGreaterThan(hitsBefore);
});

test('a kept page runs in the browser under its fresh nonce', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) refused.push(msg.text());
  });
  await page.goto('/');
  await page.reload();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(refused).toEqual([]);
});

test('the admin listener purges the caches and is not on the public port', async ({ request, stack }) => {
  await request.get('/');
  const miss = 'bff_cache_total{cache="page",result="miss"}';
  const missesBefore = await counter(stack.adminUrl, miss);
  const purge = await fetch(`${stack.adminUrl}/cache/purge`, { method: 'POST' });
  expect(purge.status).toBe(200);
  await request.get('/');
  expect(await counter(stack.adminUrl, miss)).toBe(missesBefore + 1);
  expect((await fetch(`${stack.adminUrl}/ready`)).status).toBe(200);
  const publicMetrics = await request.get('/metrics');
  expect(await publicMetrics.text()).not.toContain('bff_requests_total');
});

test('the door refuses what no browser sends, and the upstream never sees it', async ({ request, stack }) => {
  await fetch(`${stack.mockUrl}/__admin/requests`, { method: 'DELETE', headers: { 'X-Admin-Token': 'mock-admin' } });
  const attempts = [
    request.get('/wps/relay/NOT_CATALOGUED'),
    request.delete('/wps/system/status', { headers: { 'X-CSRF': '1' } }),
    request.post('/wps/session/login', { data: { username: 'demo01', password: 'abc123' } }),
  ];
  const statuses = await Promise.all(attempts.map(async (a) => (await a).status()));
  expect(statuses).toEqual([404, 405, 403]);
  const seen = (await (await fetch(`${stack.mockUrl}/__admin/requests`, { headers: { 'X-Admin-Token': 'mock-admin' } })).json()) as unknown[];
  expect(seen).toEqual([]);
});
