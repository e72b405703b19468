import { axeViolations, BRAND_NAME, expect, messages, test } from './fixtures';

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
