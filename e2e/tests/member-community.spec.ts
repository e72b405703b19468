import type { Locator, Page } from '@playwright/test';
import { DEMO, en, expect, loginAndSettle, loginIn, resetMember, test, th } from './fixtures';

// Every test starts demo01 from the seed (its mail, missions, cards and ฿12,345.67), whatever another test did.
test.beforeEach(async ({ stack }) => {
  await resetMember(stack, DEMO.username);
});

const centre = (page: Page) => page.getByTestId('member-centre');
const centrePage = (page: Page, key: string) => page.getByTestId(`member-page-${key}`);

/** The number a red count shows (0 when hidden). */
async function badgeCount(badge: Locator): Promise<number> {
  await badge.page().waitForLoadState();
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.locator('[aria-hidden="true"]').textContent());
}

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, locale: 'en-US' });

  test('Back steps through the centre pages and finally closes it; a linked page opens on itself', async ({ page }) => {
    await loginIn(page);
    await page.getByTestId('member-menu').click();
    await page.getByTestId('menu-account').click();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();

    await page.getByTestId('member-centre-transferFund').click();
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=transferFund/);

    await page.goBack();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=securityCenter/);
    await page.goBack();
    await expect(centre(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/member=/);
    await expect(page.getByTestId('member-name')).toHaveText(DEMO.username);

    // A link opens on its page; moving on and closing leaves the page underneath, closed for good.
    await page.goto('/rng?member=transferFund');
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await page.getByTestId('member-centre-securityCenter').click();
    await expect(centrePage(page, 'securityCenter')).toBeVisible();
    await page.goBack();
    await expect(centrePage(page, 'transferFund')).toBeVisible();
    await page.getByTestId('member-centre-securityCenter').click();
    await page.getByTestId('member-centre-close').click();
    await expect(centre(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('invite friends: the code copies, the link carries referralCode and opens registration with it, the QR shows, invitees listed', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginIn(page);
    await page.goto('/?member=referral');
    await expect(centrePage(page, 'referral')).toBeVisible();
    await expect(page.getByTestId('referral-code')).toHaveValue('DEMO01TH');

    await page.getByTestId('referral-copy-code').click();
    await expect(page.getByText(en.member!.referral_copied!)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO01TH');

    const link = await page.getByTestId('referral-link').inputValue();
    expect(new URL(link).searchParams.get('referralCode')).toBe('DEMO01TH');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.getByTestId('referral-copy-link').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The QR code is drawn (an image), labelled.
    await expect(page.getByTestId('referral-qr').getByRole('img', { name: en.member!.referral_qr! })).toBeVisible();

    // demo01's two seeded invitees, masked, with their sign-up dates (a registration test of the same run may
    // have added a friend with demo01's code: the list is newest first, and the count says how many).
    const rows = page.getByTestId('referral-invitation');
    await expect(rows.filter({ hasText: 'ne***01' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'ex***01' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'ne***01' })).toContainText(/\d{2}-\d{2}-\d{4}/);
    const invited = await rows.count();
    await expect(page.getByTestId('referral-invitations')).toContainText(en.member!.referral_invitations!.replace('{count}', String(invited)));

    // A friend following the link gets the registration window with the code filled in.
    const friend = await browser.newContext({ locale: 'en-US' });
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByTestId('register-modal')).toBeVisible();
    await expect(friendPage.getByTestId('register-referralCode')).toHaveValue('DEMO01TH');
    await friend.close();
  });

  test('missions: the finished count badges the menu; claiming pays the reward, moves the mission to claimed and lowers the badge', async ({ page }) => {
    await loginIn(page);
    await page.goto('/?member=missionLeaderboard');
    await expect(centrePage(page, 'missionLeaderboard')).toBeVisible();
    const badge = page.getByTestId('member-centre-badge-missionLeaderboard');
    await expect(badge).toBeVisible();
    const before = await badgeCount(badge);
    expect(before).toBeGreaterThan(0);
    // The badge is the upstream's count of finished missions waiting to be claimed.
    const finished = async () => {
      const answer = await page.request.get('/wps/relay/MCSFE_getMissionSummaryDetails?status=F&page=1&size=1');
      return ((await answer.json()) as { value: { finishedCount: number } }).value.finishedCount;
    };
    expect(await finished()).toBe(before);

    await page.getByTestId('missions-tab-F').click();
    const live = page.getByTestId('missions-list').getByRole('listitem').filter({ hasText: 'Live table regular' });
    await expect(live).toHaveAttribute('data-status', 'FINISHED');
    await expect(live).toContainText('฿1,000.00 / ฿1,000.00 (100%)');

    // Its leaderboard: demo01 ranked, masked as the list shows names.
    await live.getByRole('button', { name: en.member!.missions_board_show! }).click();
    await expect(live.getByRole('table')).toContainText('de***01');
    await expect(live.getByTestId(/-my-rank$/)).toContainText(/You are number \d+/);

    const claim = live.getByRole('button', { name: en.member!.missions_claim! });
    await claim.dblclick();
    await expect(page.getByText('฿15.00 added to your main wallet')).toBeVisible();
    // Paid once: ฿12,345.67 + ฿15.00 in the header.
    await expect(page.getByTestId('member-balance')).toHaveText('฿12,360.67');
    expect(await finished()).toBe(before - 1);
    await expect.poll(() => badgeCount(badge)).toBe(before - 1);
    await expect(page.getByTestId('missions-list').getByText('Live table regular')).toHaveCount(0);

    await page.getByTestId('missions-tab-C').click();
    const claimed = page.getByTestId('missions-list').getByRole('listitem').filter({ hasText: 'Live table regular' });
    await expect(claimed).toHaveAttribute('data-status', 'CLAIMED');
    await expect(claimed.getByRole('button', { name: en.member!.missions_claim! })).toHaveCount(0);
  });

  test('bank cards in my account: checked before the call, a refusal of the upstream under its field, added, and removed after asking', async ({ page }) => {
    await loginIn(page);
    await page.goto('/?member=securityCenter');
    const section = page.getByTestId('member-bank-cards');
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    let adds = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/MCSFE_addBankCard')) adds += 1;
    });

    await page.getByTestId('bankcard-add').click();
    const form = page.getByTestId('bankcard-modal');
    // The holder's name starts as the name on the cards on file.
    await expect(form.getByTestId('bankcard-name')).toHaveValue('ทดสอบ เดโม');
    await form.getByTestId('bankcard-submit').click();
    await expect(form.getByTestId('bankcard-bank-field')).toContainText(en.member!.bankcard_bank_required!);
    await expect(form.getByTestId('bankcard-no-field')).toContainText(en.member!.bankcard_no_required!);
    await form.getByTestId('bankcard-bank').selectOption('KTB');
    await form.getByTestId('bankcard-no').fill('12345');
    await form.getByTestId('bankcard-submit').click();
    await expect(form.getByTestId('bankcard-no-field')).toContainText(en.member!.bankcard_no_digits!.replace('{length}', '10'));
    await form.getByTestId('bankcard-no').fill('5550001234');
    await form.getByTestId('bankcard-name').fill('Somchai Jaidee');
    await form.getByTestId('bankcard-submit').click();
    await expect(form.getByTestId('bankcard-name-field')).toContainText(en.member!.bankcard_name_mismatch!.replace('{name}', 'ทดสอบ เดโม'));
    expect(adds).toBe(0);

    // An account already on file: the upstream refuses it, under the number; the form stays as typed.
    await form.getByTestId('bankcard-name').fill('ทดสอบ เดโม');
    await form.getByTestId('bankcard-bank').selectOption('SCB');
    await form.getByTestId('bankcard-no').fill('4071234567');
    await form.getByTestId('bankcard-submit').click();
    await expect(form.getByTestId('bankcard-no-field')).toContainText('This account is already registered');
    await expect(form.getByTestId('bankcard-no')).toHaveValue('4071234567');
    expect(adds).toBe(1);

    // A new KTB account, typed with dashes, by a double click: one card.
    await form.getByTestId('bankcard-bank').selectOption('KTB');
    await form.getByTestId('bankcard-no').fill('555-000-1234');
    await form.getByTestId('bankcard-submit').dblclick();
    await expect(form).toHaveCount(0);
    await expect(page.getByText(en.member!.bankcard_added!)).toBeVisible();
    await expect(cards).toHaveCount(3);
    const added = cards.filter({ hasText: '******1234' });
    await expect(added).toContainText('KTB');
    expect(adds).toBe(2);

    // Removing asks first; cancel keeps it, confirm removes it.
    await added.getByRole('button', { name: /^Remove/ }).click();
    const ask = page.getByTestId('confirm-dialog');
    await expect(ask).toContainText('******1234');
    await ask.getByTestId('confirm-cancel').click();
    await expect(cards).toHaveCount(3);
    await added.getByRole('button', { name: /^Remove/ }).click();
    await ask.getByTestId('confirm-ok').click();
    await expect(cards).toHaveCount(2);
    await expect(section).not.toContainText('******1234');

    // Removing the default (KBank) makes SCB the default.
    await cards
      .filter({ hasText: 'KBank' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await ask.getByTestId('confirm-ok').click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('SCB');
    await expect(cards.first()).toContainText(en.member!.cards_default!);
  });

  test("every entry of the header's member menus opens its centre page; entries of pages not offered are not shown", async ({ page }) => {
    // Twelve entries, each opening and closing the centre.
    test.setTimeout(120_000);
    await loginIn(page);
    // Spec 000 §2: the logged-in menu and the icon menu, and the page each opens.
    const menus = {
      'member-menu': {
        account: 'securityCenter',
        'manual-rebate': 'manualRebate',
        'account-record': 'transactionHistory',
        'betting-record': 'personalHistoryCopy',
        mailbox: 'messageV2',
      },
      'quick-menu': {
        information: 'messageV2',
        betting: 'personalHistoryCopy',
        loss: 'personalProfit',
        rebate: 'bonusDetails',
        reward: 'rewardCenter',
        security: 'securityCenter',
      },
    } as const;
    // The pages the centre offers, from its own menu.
    await page.goto('/?member=securityCenter');
    await expect(page.getByTestId('member-centre-messageV2')).toBeVisible();
    const offered = (await page
      .getByTestId('member-centre-menu')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')?.replace('member-centre-', '')))) as string[];
    expect(offered).toEqual(expect.arrayContaining(['securityCenter', 'referral', 'missionLeaderboard', 'messageV2']));
    await page.getByTestId('member-centre-close').click();
    await expect(centre(page)).toHaveCount(0);

    for (const [menu, entries] of Object.entries(menus)) {
      for (const [key, target] of Object.entries(entries)) {
        await page.getByTestId(menu).click();
        await expect(page.getByTestId('menu-logout').or(page.getByTestId('quick-logout')).first()).toBeVisible();
        const entry = page.getByTestId(`menu-${key}`);
        if (!offered.includes(target)) {
          await expect(entry).toHaveCount(0);
          await page.keyboard.press('Escape');
          continue;
        }
        await entry.click();
        await expect(centrePage(page, target)).toBeVisible();
        await page.getByTestId('member-centre-close').click();
        await expect(centre(page)).toHaveCount(0);
      }
    }
    // No agent entry for a member who is not an agent.
    await page.getByTestId('member-menu').click();
    await expect(page.getByTestId('menu-agent')).toHaveCount(0);
  });
});

// The project's defaults: a phone (Pixel 7), in Thai.
test('the mailbox on a phone, in Thai: opening a message reads it, delete one and all after asking; the header and menu counts follow', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await loginAndSettle(page, DEMO.username, DEMO.password);
  await page.goto('/?member=messageV2');
  await expect(centrePage(page, 'messageV2').getByRole('heading', { level: 2 })).toHaveText(th.member!.page_messageV2!);
  const menuBadge = page.getByTestId('member-centre-badge-messageV2');
  await expect(menuBadge).toBeVisible();
  const unread = await badgeCount(menuBadge);
  expect(unread).toBeGreaterThan(1);

  // Only the unread ones; opening the first shows it and marks it read, and it stays in view.
  await page.getByTestId('mail-read-filter').selectOption('unread');
  const list = page.getByTestId('mail-list').getByRole('listitem');
  await expect(list).toHaveCount(unread);
  const first = list.first();
  await expect(first).toHaveAttribute('data-read', 'false');
  await first.getByRole('button', { expanded: false }).click();
  await expect(first.getByTestId(/-body$/)).toBeVisible();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect.poll(() => badgeCount(menuBadge)).toBe(unread - 1);

  // The header's mailbox entry says the same, without a reload.
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);
  await page.getByTestId('member-menu').click();
  await expect.poll(() => badgeCount(page.getByTestId('menu-mailbox').getByTestId('badge'))).toBe(unread - 1);
  await page.getByTestId('menu-mailbox').click();
  await expect(centrePage(page, 'messageV2')).toBeVisible();

  // Delete an unread one: asked first (cancel keeps it), then gone, and the counts drop.
  await page.getByTestId('mail-read-filter').selectOption('unread');
  await expect(list).toHaveCount(unread - 1);
  const victim = list.first();
  const victimId = await victim.getAttribute('data-testid');
  await victim.getByRole('button', { name: new RegExp(`^${th.member!.mail_delete!}`) }).click();
  const ask = page.getByTestId('confirm-dialog');
  await expect(ask).toContainText(th.member!.mail_delete_confirm!.split('“')[0]!);
  await ask.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId(victimId!)).toBeVisible();
  await victim.getByRole('button', { name: new RegExp(`^${th.member!.mail_delete!}`) }).click();
  await ask.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(victimId!)).toHaveCount(0);
  await expect.poll(() => badgeCount(menuBadge)).toBe(unread - 2);

  // Delete all, after asking: the mailbox is empty, no red count left in the menu or the header.
  await page.getByTestId('mail-read-filter').selectOption('all');
  await page.getByTestId('mail-delete-all').click();
  await expect(ask).toContainText(th.member!.mail_delete_all_confirm!);
  await ask.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('mail-empty')).toBeVisible();
  await expect(menuBadge).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('member-menu').click();
  await expect(page.getByTestId('menu-mailbox')).toBeVisible();
  await expect(page.getByTestId('menu-mailbox').getByTestId('badge')).toHaveCount(0);
});
