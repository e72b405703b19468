import type { Page } from '@playwright/test';
import { DEMO, en, expect, loginIn, mockContent, reloadUntil, resetMockContent, test, th } from './fixtures';

// VIP content of a rank (spec 000 §6: above rank 4, the VIP customer service) in My account. agent01 is VIP 5,
// demo01 VIP 2 (upstream-mocks/src/seed.rs).
test.afterEach(async ({ stack }) => {
  await resetMockContent(stack);
});

const AGENT = { username: 'agent01', password: 'abc123' };
const LINKS = [
  { csType: 'LIVECHAT', url: 'https://chat.example/live' },
  { csType: 'VIP', url: 'https://chat.example/vip' },
];

/** After a reload: whether My account, once the member's record is shown, has the VIP block. */
async function vipBlocks(page: Page): Promise<number> {
  await expect(page.getByTestId('member-profile-rank')).toBeVisible();
  return page.getByTestId('member-vip').count();
}

test('a VIP 5 member finds the VIP service in My account and opens it in the chat room', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'customer-service', LINKS);
  await loginIn(page, 'en', AGENT);
  await page.goto('/?member=securityCenter');
  await expect(page.getByTestId('member-profile-rank')).toHaveText('VIP 5');
  // The BFF keeps the links half a second.
  await reloadUntil(page, () => vipBlocks(page), 1);
  await expect(page.getByTestId('member-vip').getByRole('heading')).toHaveText(en.member!.vip_title!.replace('{rank}', 'VIP 5'));
  await page.getByTestId('member-vip-service').click();
  await expect(page.getByTestId('chat-room-frame')).toHaveAttribute('src', 'https://chat.example/vip');
});

test('in Thai the VIP block speaks Thai; without a VIP link it is not shown', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'customer-service', LINKS);
  await loginIn(page, 'th', AGENT);
  await page.goto('/?member=securityCenter');
  await reloadUntil(page, () => vipBlocks(page), 1);
  await expect(page.getByTestId('member-vip')).toContainText(th.member!.vip_service_text!);
  await mockContent(stack, 'PUT', 'customer-service', [LINKS[0]]);
  await reloadUntil(page, () => vipBlocks(page), 0);
  await expect(page.getByTestId('member-profile-rank')).toHaveText('VIP 5');
});

test('a VIP 2 member has no VIP content', async ({ page, stack }) => {
  await mockContent(stack, 'PUT', 'customer-service', LINKS);
  await loginIn(page, 'en', DEMO);
  await page.goto('/?member=securityCenter');
  await expect(page.getByTestId('member-profile-rank')).toHaveText('VIP 2');
  await expect(page.getByTestId('member-rank')).toBeVisible();
  await expect(page.getByTestId('member-vip')).toHaveCount(0);
});
