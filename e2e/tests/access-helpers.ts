/** What the access e2e tests share: fresh accounts, the mock's SMS codes, the human check, request records. */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, purgeBffCaches, solveHumanCheck } from './fixtures';
import type { StackState } from '../stack';

/** A user name nobody has: a letter, then letters and digits (pattern 1, 6–13 characters). */
export const freshUsername = () => `r${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 13);
/** A Thai mobile number nobody has (pattern 6, 10 digits). */
export const freshMobile = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The last SMS the mock sent to a number (test-only admin call). */
export async function lastSmsCode(stack: StackState, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.mockUrl}/__admin/last-sms?mobile=${mobile}`, { headers: { 'X-Admin-Token': 'mock-admin' } });
      if (!res.ok) return '';
      code = ((await res.json()) as { value: { code: string } }).value.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Every request the page sends to a path (to prove what reached the BFF, and so the upstream). */
export function recordRequests(page: Page, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname) && request.method() !== 'GET') seen.push(request);
  });
  return seen;
}

/** Presses Tab until the element is focused (at most 25 times). */
export async function tabTo(page: Page, testId: string) {
  const target = page.getByTestId(testId);
  for (let i = 0; i < 25; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

export async function englishPage(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
}

/** Answers the slider human check when the brand runs it (the stack decides), before `next` shows. */
export async function humanCheckIfAsked(page: Page, stack: StackState, next: Locator) {
  const check = page.getByTestId('human-check');
  await expect(check.or(next).first()).toBeVisible();
  if (await check.isVisible()) await solveHumanCheck(page, stack);
}

/** The same with the keyboard alone: arrows move the piece to the gap, Enter answers. */
export async function humanCheckByKeyboard(page: Page, stack: StackState, next: Locator) {
  const check = page.getByTestId('human-check');
  await expect(check.or(next).first()).toBeVisible();
  if (!(await check.isVisible())) return;
  await expect(check).toHaveAttribute('data-status', 'ready');
  const handle = page.getByRole('slider');
  await expect(handle).toBeFocused();
  const id = await check.getAttribute('data-challenge-id');
  const { x } = (await (await fetch(`${stack.adminUrl}/human-check/${id}`)).json()) as { x: number };
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('human-check-modal')).toHaveCount(0);
}

export const countingDown = (page: Page) => page.locator('[data-testid="register-sms"][aria-disabled="true"]');

/** Asks for the SMS code and types it (the mock's last SMS to the number). */
export async function fillSmsCode(page: Page, stack: StackState, mobile: string) {
  await page.getByTestId('register-sms').click();
  await humanCheckIfAsked(page, stack, countingDown(page));
  await expect(page.getByTestId('register-sms')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('register-verificationCode').fill(await lastSmsCode(stack, mobile));
}

/** Registers a new member through the window, by mobile number or by user name (with an e-mail); leaves them logged in. */
export async function registerMember(
  page: Page,
  stack: StackState,
  via: 'mobile' | 'username',
  password: string,
): Promise<{ userName: string; mobile: string; email: string }> {
  await page.goto('/register');
  const mobile = freshMobile();
  const userName = via === 'mobile' ? mobile : freshUsername();
  const email = `${userName}@mail.example`;
  if (via === 'mobile') {
    await page.getByTestId('register-tab-mobile').click();
  } else {
    await page.getByTestId('register-username').fill(userName);
    await page.getByTestId('register-email').fill(email);
  }
  await page.getByTestId('register-mobileNum').fill(mobile);
  await fillSmsCode(page, stack, mobile);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirmPassword').fill(password);
  await page.getByTestId('register-terms-tick').check();
  await page.getByTestId('register-submit').click();
  await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));
  await expect(page.getByTestId('member-name')).toHaveText(userName);
  return { userName, mobile, email };
}

/** The mock's white-label switches of the demo merchant (upstream-mocks/docs/system.md, `/__admin/modules`). */
export async function disabledModules(stack: StackState): Promise<string[]> {
  const res = await fetch(`${stack.mockUrl}/__admin/modules`, { headers: { 'X-Admin-Token': 'mock-admin' } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { value: { merchant: string; disabled: string[] }[] };
  return body.value.find((m) => m.merchant === 'veneerdemo')?.disabled ?? [];
}

/** Replaces the switched-off modules of the demo merchant and empties the BFF's caches. */
export async function setDisabledModules(stack: StackState, disabled: string[]): Promise<void> {
  const res = await fetch(`${stack.mockUrl}/__admin/modules?merchant=veneerdemo`, {
    method: 'PUT',
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: JSON.stringify({ disabled }),
  });
  expect(res.status).toBe(200);
  await purgeBffCaches(stack);
}
