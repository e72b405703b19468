import { BRAND_NAME, en, expect, messages, test, th, watchThemeBeforePaint } from './fixtures';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

test('home opens in Thai by default, with a clean URL', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    // Resource 404s (e.g. /favicon.ico) are not script problems; hydration mismatches are.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(fill(th.meta!.home_title!, { brand: BRAND_NAME }));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fill(th.meta!.home_description!, { brand: BRAND_NAME }));
  await expect(page.getByTestId('header-login')).toHaveText(th.header!.login!);
  await expect(page.getByRole('link', { name: fill(th.header!.home!, { brand: BRAND_NAME }) })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // The member part loads after first paint; by then hydration is done.
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the w_home banners show as a slider with clickable pagination', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByTestId('banner-slider');
  await expect(slider).toBeVisible();
  const slides = slider.getByTestId('banner-slide');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  const dots = page.getByTestId('banner-pagination').getByTestId('banner-dot');
  await expect(dots).toHaveCount(count);
  // The first banner is the LCP element: loaded eagerly; the others lazily.
  await expect(slides.first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  // The image really arrives (its URL comes from the upstream, through the server render).
  await expect
    .poll(() =>
      slides
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
  // A banner with a linkageType is a link.
  await expect(slider.locator('a[href]').first()).toBeAttached();
});

test('switching to English reloads the page in English without changing the URL', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(fill(en.meta!.home_title!, { brand: BRAND_NAME }));
  await expect(page.getByTestId('header-login')).toHaveText(en.header!.login!);
  expect(new URL(page.url()).pathname).toBe('/');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['en', 'EN']);
  // And back.
  await page.getByTestId('lang-switch').selectOption('th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('TH');
});

test('theme toggle persists across reload with no flash of the wrong theme', async ({ page, request }) => {
  // The theme script sits in <head>, before <body>, in the raw HTML.
  const html = await (await request.get('/')).text();
  const script = html.indexOf('localStorage.getItem("theme")');
  expect(script).toBeGreaterThan(0);
  expect(script).toBeLessThan(html.indexOf('<body'));
  expect(html).toMatch(/<html[^>]*data-theme="dark"/);

  await watchThemeBeforePaint(page);
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  // The light palette's background is in force.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 247, 249)');

  await page.reload();
  // Light already when <body> appeared: before paint and before hydration.
  expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('an unknown path shows the localized not-found page with status 404, drawn on the server inside the shell', async ({ page, request }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.not_found!.title!);
  await expect(page.getByTestId('header-login')).toBeVisible();
  // The HTML itself carries the page (no empty error shell waiting for scripts), in the visitor's language.
  for (const path of ['/no-such-page', '/deeper/still/missing', '/maintenance']) {
    const res = await request.get(path, { headers: { cookie: 'lang=en' } });
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toMatch(/<html lang="en"/);
    expect(html, path).toContain(en.not_found!.title!);
  }
});

test('the brand offers its thirty languages; Arabic lays the page out right to left', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await expect(page.getByTestId('lang-switch').locator('option')).toHaveCount(30);
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('header-login')).toHaveText(messages('ar').header!.login!);
  // The whole page, not its error state (a carousel whose slides all fit once broke it here).
  await expect(page.getByTestId('banner-slider')).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  // The categories run from the right: the first one is right of the last.
  const first = await page.getByTestId('header-nav-RNG').boundingBox();
  const last = await page.getByTestId('header-nav-promotions').boundingBox();
  expect(first!.x).toBeGreaterThan(last!.x);
  // The right-hand bar sits on the inline end, which is the left in Arabic.
  const bar = await page.getByTestId('rightbar').boundingBox();
  expect(bar!.x).toBeLessThan(100);
  // The banner slider runs right to left too: the next banner waits on the left.
  const slides = page.getByTestId('banner-slide');
  const [one, two] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
  expect(two!.x).toBeLessThan(one!.x);
});
