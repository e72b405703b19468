import { BRAND_NAME, en, expect, test, th } from './fixtures';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

test('the sitemap lists the built screens on the visitor origin, robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/rng</loc>`);
  // A screen of the spec's map that is not built yet is not offered to search engines.
  expect(xml).not.toContain(`<loc>${baseURL}/promoDetail</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /wps/');
});

test('a phone can install the site: the manifest names the brand and its icon', async ({ request, page }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: BRAND_NAME, start_url: '/', display: 'standalone' });
  const icon = await request.get(manifest.icons[0]!.src);
  expect(icon.status()).toBe(200);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('pages carry their title, description and sharing tags in the page language', async ({ page, context }) => {
  await page.goto('/');
  const title = fill(th.meta!.home_title!, { brand: BRAND_NAME });
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', BRAND_NAME);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\//);
  // The page's start-up writes the language it was drawn in (cookie and localStorage) once it is live: wait for it,
  // or it may land after the English cookie below and put Thai back (as a first visit's would).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('th');
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fill(en.meta!.home_description!, { brand: BRAND_NAME }));
});
