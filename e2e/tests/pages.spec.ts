import { axeViolations, BRAND_NAME, en, expect, mockContent, reloadUntil, resetMockContent, test, th } from './fixtures';

test.afterEach(async ({ stack }) => {
  await resetMockContent(stack);
});

const fill = (text: string, vars: Record<string, string> = { brand: BRAND_NAME }) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

const PAGES = [
  { path: '/help', meta: 'help', heading: (m: typeof th) => m.help!.title! },
  { path: '/helpmc', meta: 'helpmc', heading: (m: typeof th) => m.help!.title! },
  { path: '/down', meta: 'down', heading: (m: typeof th) => m.down!.title! },
  { path: '/join', meta: 'join', heading: (m: typeof th) => m.join!.title! },
] as const;

test('the help, helpmc, download and join pages answer 200 with their titles in Thai and English', async ({ page, context }) => {
  for (const { path, meta, heading } of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page).toHaveTitle(fill(th.meta![`${meta}_title`]!));
    await expect(page.getByTestId('page-title')).toHaveText(heading(th));
    // Nothing wider than the phone (a wide row would make the whole page pan sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  for (const { path, meta, heading } of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page).toHaveTitle(fill(en.meta![`${meta}_title`]!));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fill(en.meta![`${meta}_description`]!));
    await expect(page.getByTestId('page-title')).toHaveText(heading(en));
  }
});

test("the help centre lists the upstream's displayed articles, in the page language, and follows its changes", async ({ page, stack }) => {
  await page.goto('/help');
  // The seed, in Thai: displayed articles only (not the agent terms), the WEB ones (not the app's).
  const titles = page.getByTestId('help-article-title');
  await expect(titles.first()).toHaveText('เกี่ยวกับเรา');
  await expect(page.locator('[data-testid="help-article"][data-tag="agent-term"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="help-article"][data-tag="browser"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="help-article"][data-tag="app"]')).toHaveCount(0);

  await mockContent(stack, 'PUT', 'help', [
    {
      tag: 'deposits',
      title: { en: 'Deposits', th: 'การฝากเงิน' },
      content: { en: '<p>How to deposit</p>', th: '<p>วิธีฝากเงิน</p>' },
      bgColor: '#7a1f1f',
      children: [
        { tag: 'deposits-time', title: { en: 'How long?', th: 'ใช้เวลานานเท่าไร' }, content: '<p>Three minutes</p>' },
        { tag: 'deposits-secret', title: 'Hidden question', display: false },
      ],
    },
    { tag: 'hidden', title: 'Not listed', display: false },
  ]);
  await reloadUntil(page, () => titles.allTextContents(), ['การฝากเงิน']);
  const article = page.locator('[data-testid="help-article"][data-tag="deposits"]');
  await expect(article.getByTestId('help-article-content').first()).toHaveText('วิธีฝากเงิน');
  // The article's own colour marks it.
  await expect(article).toHaveCSS('border-inline-start-color', 'rgb(122, 31, 31)');
  // Its displayed child is a section to open; the hidden one is not there.
  const child = article.getByTestId('help-child');
  await expect(child).toHaveCount(1);
  await expect(child.getByText('Three minutes')).toBeHidden();
  await child.getByTestId('help-child-title').click();
  await expect(child.getByText('Three minutes')).toBeVisible();
  // The side menu leads to the article.
  await expect(page.getByTestId('help-menu-link')).toHaveText(['การฝากเงิน']);
  await expect(page.getByTestId('help-menu-link')).toHaveAttribute('href', '#deposits');

  await mockContent(stack, 'DELETE', 'help');
  await reloadUntil(page, () => page.getByTestId('help-empty').count(), 1);
  await expect(page.getByTestId('help-article')).toHaveCount(0);
});

test('hostile HTML in a help article is rendered inert', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'help', [
    {
      tag: 'evil',
      title: '<img src=x onerror="window.__pwned=5">Evil',
      content:
        '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3" id="evil">link</a><iframe src="https://evil.example"></iframe><svg onload="window.__pwned=4"></svg>',
      children: [{ tag: 'evil-child', title: 'Child', content: '<p onclick="window.__pwned=6">Child text</p><style>body{display:none}</style>' }],
    },
  ]);
  await page.goto('/help');
  await reloadUntil(page, () => page.locator('[data-testid="help-article"][data-tag="evil"]').count(), 1);
  const article = page.locator('[data-testid="help-article"][data-tag="evil"]');
  await expect(article).toContainText('Safe text');
  // A title is text, never markup.
  await expect(article.getByTestId('help-article-title')).toHaveText('<img src=x onerror="window.__pwned=5">Evil');
  await article.getByTestId('help-child-title').click();
  await expect(article.getByText('Child text')).toBeVisible();
  await expect(article.getByTestId('help-article-title').locator('img')).toHaveCount(0);
  const html = (await article.getByTestId('help-article-content').evaluateAll((els) => els.map((e) => e.innerHTML))).join('\n');
  expect(html).toContain('Child text');
  expect(html).not.toMatch(/onerror=|onload=|onclick=|<script|javascript:|<iframe|<style/i);
  await article
    .getByText('link')
    .click()
    .catch(() => undefined);
  await article.getByText('Child text').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('body')).toBeVisible();
});

test('/help#term opens the terms in the help modal; another tag opens its section', async ({ page }) => {
  await page.goto('/help#term');
  const modal = page.getByTestId('help-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
  await expect(modal.getByTestId('help-child-title')).toHaveText(['ทั่วไป', 'บัญชีผู้ใช้', 'การเดิมพัน', 'โปรโมชั่นและโบนัส']);
  await modal.getByTestId('help-child-title').nth(1).click();
  await expect(modal.getByText('ท่านต้องมีอายุ 18 ปีขึ้นไป')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');

  // The side menu's terms link opens it again.
  await page.locator('[data-testid="help-menu-link"][href="#term"]').click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // A question of the FAQ, by its tag: opened and in view, no modal.
  await page.goto('/help#faq-deposit');
  const question = page.locator('details#faq-deposit');
  await expect(question).toHaveAttribute('open', '');
  await expect(question.getByText('1–3')).toBeInViewport();
  await expect(modal).toHaveCount(0);
});

test('/helpmc is the help centre without the site header, with a way home', async ({ page }) => {
  await page.goto('/helpmc');
  await expect(page.getByTestId('help-article').first()).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('header-nav')).toHaveCount(0);
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByTestId('rightbar')).toHaveCount(0);
  await expect(page.getByTestId('bare-home')).toHaveAttribute('href', '/');
  await expect(page.getByTestId('bare-home')).toHaveText(th.help!.home!);
  // The terms by address work here too.
  await page.goto('/helpmc#term');
  await expect(page.getByRole('dialog', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
});

test('/down shows exactly the downloads the upstream supplies, each with its QR code, button and guide', async ({ page, stack }) => {
  await page.goto('/down');
  const apps = page.getByTestId('down-app');
  await expect(apps).toHaveCount(3);
  expect(await apps.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual(['IOS', 'IOS-LITE-APP', 'ANDROID']);
  // The iOS profile's guide: install it, then trust it in Settings.
  await expect(page.getByTestId('down-steps-IOS-LITE-APP').locator('li')).toHaveText(
    ['profile_step_1', 'profile_step_2', 'profile_step_3', 'profile_step_4', 'profile_step_5'].map((k) => fill(th.down![k]!)),
  );

  await mockContent(stack, 'PUT', 'resources', [
    { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@one' },
    { resourceType: 'ANDROID', url: 'https://dl.example/veneer.apk', labelNameEn: 'Android app' },
  ]);
  await reloadUntil(page, () => apps.count(), 1);
  await expect(apps).toHaveAttribute('data-type', 'ANDROID');
  const qr = page.getByTestId('down-qr-ANDROID');
  await expect(qr.locator('img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(qr.locator('img').first()).toHaveAttribute('alt', fill(th.rightbar!.qr_label!, { app: th.rightbar!.app_ANDROID! }));
  // Default size 200 with the brand's icon in the middle at a fifth of the code.
  expect(await qr.boundingBox()).toMatchObject({ width: 200, height: 200 });
  const logo = qr.locator('img[alt=""]');
  await expect(logo).toHaveAttribute('src', /\/bff\/brand\//);
  await expect(logo).toHaveAttribute('width', String(Math.round(160 * 0.2)));
  await expect(page.getByTestId('down-button-ANDROID')).toHaveAttribute('href', 'https://dl.example/veneer.apk');
  await expect(page.getByTestId('down-button-ANDROID')).toHaveText(th.down!.button_ANDROID!);
  await expect(page.getByTestId('down-qr-IOS')).toHaveCount(0);

  await mockContent(stack, 'PUT', 'resources', [{ resourceType: 'LINE', url: 'https://line.me/R/ti/p/@one' }]);
  await reloadUntil(page, () => page.getByTestId('down-empty').count(), 1);
  await expect(apps).toHaveCount(0);
  await expect(page.getByTestId('down-empty')).toContainText(th.down!.empty!);
});

test('/join shows the agent terms and the age agreement; contact opens customer service in a pop-up', async ({ page, stack }) => {
  await page.goto('/join');
  const terms = page.getByTestId('join-agent-terms');
  await expect(terms).toContainText('ข้อกำหนดสำหรับตัวแทน');
  await expect(terms).toContainText('ค่าคอมมิชชั่นจ่ายจากยอดเสียสุทธิ');
  await expect(page.getByTestId('join-age')).toContainText('ข้าพเจ้ามีอายุเกิน 18 ปี');
  await expect(page.getByTestId('join-register')).toHaveAttribute('href', '/register');

  await mockContent(stack, 'PUT', 'customer-service', [
    { csType: 'LIVECHAT', url: 'https://chat.example/live' },
    { csType: 'LINE', url: 'https://line.example/cs' },
  ]);
  // Which link the pop-up opens: its first request (the site itself is outside this machine). The BFF
  // keeps the links half a second: reload until the page has the new ones.
  const requested: string[] = [];
  page.context().on('request', (r) => {
    if (/^https:\/\/(chat|line)\.example\//.test(r.url())) requested.push(r.url());
  });
  const contactOpens = async () => {
    await page.reload();
    const popup = page.waitForEvent('popup');
    await page.getByTestId('join-contact').click();
    await (await popup).close();
    return requested.at(-1);
  };
  await expect.poll(contactOpens).toBe('https://chat.example/live');

  // Without live chat, the LINE service.
  await mockContent(stack, 'PUT', 'customer-service', [{ csType: 'LINE', url: 'https://line.example/cs' }]);
  await expect.poll(contactOpens).toBe('https://line.example/cs');

  // Neither: no contact button.
  await mockContent(stack, 'DELETE', 'customer-service');
  await reloadUntil(page, () => page.getByTestId('join-contact').count(), 0);
  await expect(page.getByTestId('join-register')).toBeVisible();
});

test('/join says so when the browser blocks the customer-service pop-up', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/join');
  // The test before took the customer-service links away: wait until the BFF serves the seed again.
  await reloadUntil(page, () => page.getByTestId('join-contact').count(), 1);
  await page.getByTestId('join-contact').click();
  await expect(page.getByTestId('warning-dialog')).toContainText(th.rightbar!.popup_blocked!);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the help, helpmc, download and join pages pass axe in the ${theme} theme, the help modal too`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('page-title')).toBeVisible();
      if (path === '/down') await expect(page.getByTestId('down-qr-ANDROID').locator('img').first()).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto('/help#term');
    await expect(page.getByTestId('help-modal')).toBeVisible();
    expect(await axeViolations(page), '/help#term').toEqual([]);
  });
}
