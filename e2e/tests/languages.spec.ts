import { axeViolations, BRAND_NAME, en, expect, messages, mockRequests, signedIn, test, th } from './fixtures';

// The languages config/brands/demo.toml offers, in its order: every language of the table.
const DEMO_LANGUAGES = [
  ...['th', 'en', 'zh', 'vi', 'id', 'ms', 'ja', 'ko', 'hi', 'es', 'pt', 'tr', 'ru', 'ar', 'tl'],
  ...['lo', 'km', 'my', 'zh-Hant', 'bn', 'ne', 'ta', 'ur', 'fa', 'fr', 'de', 'it', 'pl', 'uk', 'kk'],
];
const RIGHT_TO_LEFT = ['ar', 'ur', 'fa'];

test('every language the brand offers is in the switcher and renders the page in that language, Arabic, Urdu and Persian right to left', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const offered = await page
    .getByTestId('lang-switch')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(DEMO_LANGUAGES);
  for (const code of DEMO_LANGUAGES) {
    const text = messages(code);
    await context.addCookies([{ name: 'lang', value: code, url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html'), code).toHaveAttribute('lang', code);
    await expect(page.locator('html'), code).toHaveAttribute('dir', RIGHT_TO_LEFT.includes(code) ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(text.meta!.home_title!.replace('{brand}', BRAND_NAME));
    await expect(page.getByTestId('header-login'), code).toHaveText(text.header!.login!);
  }
});

test('the home page in Arabic, right to left, has no serious accessibility violations', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(page)).toEqual([]);
});

test("a member's language choice is told to the upstream in the upstream's code; a visitor's is not", async ({ page, stack }) => {
  const told = async () => (await mockRequests(stack, '/wps/member/language')).length;
  const before = await told();
  // A visitor: the page changes language, the upstream hears nothing.
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await told()).toBe(before);
  // A member: Simplified Chinese is `CN` upstream (not the upper-cased locale), sent before the page reloads in it.
  await signedIn(page);
  await page.getByTestId('lang-switch').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  const sent = (await mockRequests(stack, '/wps/member/language')).slice(before);
  expect(sent.map((r) => [r.method, JSON.parse(r.body ?? 'null'), r.success])).toEqual([['PUT', { language: 'CN' }, true]]);
});

test('a visitor whose language cookie is gone gets the language kept in local storage back (spec 000 §1)', async ({ page, context }) => {
  await page.goto('/');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Live (the member's part is drawn in the browser): its start-up, which writes the cookie when it finds none, is done.
  await expect(page.getByTestId('header-login')).toHaveText(en.header!.login!);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // The cookie goes (cleared, or expired); local storage stays: the next visit is in English again, cookie restored.
  await context.clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText(en.header!.login!);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  // A stored language the brand does not offer is ignored: the brand default, and no reload loop.
  await page.evaluate(() => localStorage.setItem('lang', 'xx'));
  await context.clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('header-login')).toHaveText(th.header!.login!);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('th');
});

// The upstream's own content (the mock's seed) exists in Lao, Khmer and Myanmar: a visitor in one of them reads the
// help centre and the promotions in that script, end to end (mock, BFF's Language header, page).
const SCRIPTS: Record<string, RegExp> = { lo: /[\u0E80-\u0EFF]/, km: /[\u1780-\u17FF]/, my: /[\u1000-\u109F]/ };
for (const [code, script] of Object.entries(SCRIPTS)) {
  test(`in ${code} the upstream's help centre and promotions read in ${code}'s script`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: code, url: baseURL! }]);
    await page.goto('/help');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByTestId('help-article-title').first()).toHaveText(script);
    await page.goto('/promotions');
    await expect(page.getByTestId('promo-card-link').first()).toHaveText(script);
  });
}
