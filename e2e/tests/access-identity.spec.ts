/**
 * Third-party sign-in and Firebase SMS registration (issue 9; docs/interfaces.md "Third-party sign-in"):
 * the provider buttons open the brand's identity page (the mock plays it) in a real pop-up, which comes back
 * through the BFF's return page; nothing here fakes a network call or `window.open`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { readStack } from '../stack';
import { disabledModules, englishPage, freshMobile, humanCheckIfAsked, recordRequests, setDisabledModules } from './access-helpers';
import { clickWithoutGesture, en, expect, test, th, withPopupBlocker } from './fixtures';

/** Clicks a provider button and answers its pop-up with `answer` (the pop-up closes itself when done). */
async function withPopup(page: Page, button: string, answer: (popup: Page) => Promise<void>) {
  const opened = page.waitForEvent('popup');
  await page.getByTestId(button).click();
  const popup = await opened;
  await popup.waitForLoadState();
  const closed = popup.waitForEvent('close');
  await answer(popup);
  await closed;
}

/**
 * Navigates the pop-up as its own page would (a page-initiated navigation keeps `window.opener`; one started
 * by the browser, like `page.goto`, may cut it). The return page closes itself, hence no wait for its load.
 */
async function goFromPage(popup: Page, url: string) {
  await popup.evaluate((target) => window.location.assign(target), url);
}

test.describe('third-party sign-in', () => {
  test('with google as a new identity: a new member, logged in, the name shown', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-identity')).toContainText(en.identity!.or_sign_in_with!);
    const email = `g${Date.now()}@mail.example`;
    await withPopup(page, 'login-identity-google', async (popup) => {
      // The brand's identity page (the mock's), reached through /bff/identity/google.
      expect(new URL(popup.url()).pathname).toBe('/__identity/google');
      expect(new URL(popup.url()).searchParams.get('return')).toBe(`${baseURL}/bff/identity/return`);
      await popup.getByTestId('identity-email').fill(email);
      await popup.getByTestId('identity-displayName').fill('New Person');
      await popup.getByTestId('identity-continue').click();
    });
    await expect(page.getByTestId('member-name')).toHaveText(/^g[a-z0-9]{7}$/);
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    const session = await (await page.request.get('/bff/session')).json();
    expect(session.value).toMatchObject({ loggedIn: true, mustChangePassword: false });
  });

  test("with facebook by an existing member's e-mail: that member is logged in", async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    await page.goto('/login');
    await withPopup(page, 'login-identity-facebook', async (popup) => {
      await popup.getByTestId('identity-email').fill('demo01@veneer.example');
      await popup.getByTestId('identity-continue').click();
    });
    await expect(page.getByTestId('member-name')).toHaveText('demo01');
    await expect(page).toHaveURL(/\/$/);
  });

  test('cancel, or closing the pop-up, says the login failed; nothing is sent upstream', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    const logins = recordRequests(page, /^\/wps\/session\/login\/firebase$/);
    await page.goto('/login');
    await withPopup(page, 'login-identity-google', (popup) => popup.getByTestId('identity-cancel').click());
    await expect(page.getByTestId('login-identity-error')).toHaveText(en.identity!.popup_closed!);

    await withPopup(page, 'login-identity-line', (popup) => popup.close());
    await expect(page.getByTestId('login-identity-error')).toHaveText(en.identity!.popup_closed!);
    expect(logins).toHaveLength(0);
    await expect(page.getByTestId('member-name')).toHaveCount(0);
  });

  test('in Thai: the row and a failure in Thai', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-identity')).toContainText(th.identity!.or_sign_in_with!);
    await withPopup(page, 'login-identity-line', (popup) => popup.getByTestId('identity-cancel').click());
    await expect(page.getByTestId('login-identity-error')).toHaveText(th.identity!.popup_closed!);
  });

  test('a pop-up the browser blocks (a click without a user gesture) gets the pop-up-blocked message', async ({ stack }) => {
    // A real block: Chromium's own pop-up blocker refuses a window.open that no user gesture caused.
    await withPopupBlocker(
      async (context) => {
        await context.addCookies([{ name: 'lang', value: 'en', url: stack.siteUrl }]);
        const page = await context.newPage();
        await page.goto(`${stack.siteUrl}/login`, { waitUntil: 'networkidle' });
        const popups: Page[] = [];
        context.on('page', (opened) => popups.push(opened));
        await clickWithoutGesture(page, '[data-testid="login-identity-google"]');
        await expect(page.getByTestId('login-identity-error')).toHaveText(en.identity!.popup_blocked!);
        expect(popups).toHaveLength(0);
      },
      { locale: 'en-US' },
    );
  });

  test('the token travels only in the fragment: in no address the browser requests and in no server log', async ({ page, context, baseURL }) => {
    await englishPage(page, baseURL);
    const requested: Request[] = [];
    context.on('request', (request) => requested.push(request));
    await page.goto('/login');
    let token = '';
    await withPopup(page, 'login-identity-google', async (popup) => {
      popup.on('response', (response) => {
        const location = response.headers().location ?? '';
        const found = new URLSearchParams(location.split('#')[1] ?? '').get('idToken');
        if (found) token = found;
      });
      await popup.getByTestId('identity-email').fill(`t${Date.now()}@mail.example`);
      await popup.getByTestId('identity-continue').click();
    });
    await expect(page.getByTestId('member-name')).toHaveText(/^g[a-z0-9]{7}$/);
    expect(token).toMatch(/^fb\./);
    for (const request of requested) expect(request.url().split('#')[0], request.url()).not.toContain(token);
    for (const log of ['bff.log', 'mock.log']) expect(readFileSync(path.join(readStack().dir, log), 'utf8'), log).not.toContain(token);
  });

  test('a message from another origin or with another state is ignored', async ({ page, stack, baseURL }) => {
    await englishPage(page, baseURL);
    const logins = recordRequests(page, /^\/wps\/session\/login\/firebase$/);
    await page.goto('/login');
    const minted = await fetch(`${stack.mockUrl}/__admin/access/firebase-token`, {
      method: 'POST',
      headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'google', email: 'demo01@veneer.example' }),
    });
    const { idToken } = ((await minted.json()) as { value: { idToken: string } }).value;
    await withPopup(page, 'login-identity-google', async (popup) => {
      const state = new URL(popup.url()).searchParams.get('state');
      expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // The identity page's origin (the mock's) posts a valid token with the right state: not this origin.
      await popup.evaluate(([token, s]) => window.opener.postMessage({ type: 'veneer-identity', state: s, idToken: token, error: '' }, '*'), [idToken, state]);
      // This origin's return page, with another state: not this attempt.
      await goFromPage(popup, `${baseURL}/bff/identity/return#idToken=${idToken}&state=${'x'.repeat(32)}`);
    });
    await expect(page.getByTestId('login-identity-error')).toHaveText(en.identity!.popup_closed!);
    expect(logins).toHaveLength(0);
    await expect(page.getByTestId('member-name')).toHaveCount(0);
  });

  test("a garbage or over-long token gets the upstream's refusal, and the form stays usable", async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    const logins = recordRequests(page, /^\/wps\/session\/login\/firebase$/);
    await page.goto('/login');
    // The upstream's own words: an unknown token, and one too long to be a token.
    for (const [garbage, refusal] of [
      ['fb.not-a-token', 'Login failure. Please try again.'],
      ['x'.repeat(6000), 'firebaseIdToken is required'],
    ]) {
      await withPopup(page, 'login-identity-facebook', async (popup) => {
        const state = new URL(popup.url()).searchParams.get('state');
        await goFromPage(popup, `${baseURL}/bff/identity/return#idToken=${encodeURIComponent(garbage)}&state=${state}`);
      });
      await expect(page.getByTestId('login-identity-error')).toHaveText(refusal!);
    }
    expect(logins).toHaveLength(2);
    await expect(page.getByTestId('login-identity-facebook')).toBeEnabled();
    await expect(page.getByTestId('member-name')).toHaveCount(0);
  });

  test.describe('switches', () => {
    let seeded: string[] = [];
    test.beforeEach(async ({ stack }) => {
      seeded = await disabledModules(stack);
    });
    test.afterEach(async ({ stack }) => {
      await setDisabledModules(stack, seeded);
    });

    test('each button follows its switch; with THIRDPARTYLOGIN3 off there is no row, in login or registration', async ({ page, stack }) => {
      await page.goto('/register');
      await expect(page.getByTestId('register-identity-google')).toBeVisible();
      await setDisabledModules(stack, [...seeded, 'FACEBOOKLOGIN3']);
      await page.goto('/login');
      await expect(page.getByTestId('login-identity-google')).toBeVisible();
      await expect(page.getByTestId('login-identity-line')).toBeVisible();
      await expect(page.getByTestId('login-identity-facebook')).toHaveCount(0);

      await setDisabledModules(stack, [...seeded, 'THIRDPARTYLOGIN3']);
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(page.getByTestId('login-identity')).toHaveCount(0);
      await page.goto('/register');
      await expect(page.getByTestId('register-submit')).toBeVisible();
      await expect(page.getByTestId('register-identity')).toHaveCount(0);
    });

    test('registration by Firebase SMS: the number verified in the sms pop-up, a one-minute countdown, logged in', async ({ page, stack, baseURL }) => {
      await setDisabledModules(
        stack,
        seeded.filter((id) => id !== 'FIREBASESMS3'),
      );
      await englishPage(page, baseURL);
      const registrations = recordRequests(page, /^\/wps\/member\/register/);
      await page.goto('/register.html');
      await page.getByTestId('register-tab-mobile').click();
      const mobile = freshMobile();
      await page.getByTestId('register-mobileNum').fill(mobile);
      await expect(page.getByTestId('register-verificationCode')).toHaveCount(0);
      await withPopup(page, 'register-firebase-sms', async (popup) => {
        await expect(popup.getByTestId('identity-mobile')).toHaveValue(mobile);
        await popup.getByTestId('identity-send').click();
        const code = await popup.getByTestId('identity-sent-code').textContent();
        await popup.getByTestId('identity-code').fill(code ?? '');
        await popup.getByTestId('identity-continue').click();
      });
      await expect(page.getByTestId('register-firebase-sms-verified')).toHaveText(en.identity!.sms_verified!);
      const countdown = Number(await page.getByTestId('register-firebase-sms').getAttribute('data-countdown'));
      expect(countdown).toBeGreaterThan(55);
      expect(countdown).toBeLessThanOrEqual(60);
      await page.getByTestId('register-password').fill('pass1234');
      await page.getByTestId('register-confirmPassword').fill('pass1234');
      await page.getByTestId('register-terms-tick').check();
      await page.getByTestId('register-submit').click();
      await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));
      await expect(page.getByTestId('member-name')).toHaveText(mobile);
      const body = registrations[registrations.length - 1]!.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ firebaseChannel: 'sms', mobileNum: mobile });
      expect(String(body.firebaseIdToken)).toMatch(/^fb\./);
      expect(body.verificationCode).toBeUndefined();
    });

    test("login by Firebase SMS: a member's number verified in the sms pop-up logs that member in", async ({ page, stack, baseURL }) => {
      await setDisabledModules(
        stack,
        seeded.filter((id) => id !== 'FIREBASESMS3'),
      );
      await englishPage(page, baseURL);
      await page.goto('/login');
      await page.getByTestId('login-tab-sms').click();
      await page.getByTestId('login-mobile').fill('0812345678');
      await expect(page.getByTestId('login-code')).toHaveCount(0);
      await withPopup(page, 'login-firebase-sms', async (popup) => {
        await popup.getByTestId('identity-send').click();
        await popup.getByTestId('identity-code').fill((await popup.getByTestId('identity-sent-code').textContent()) ?? '');
        await popup.getByTestId('identity-continue').click();
      });
      await expect(page.getByTestId('member-name')).toHaveText('demo01');
    });

    test('Firebase SMS: registering without verifying the number is refused in the form', async ({ page, stack, baseURL }) => {
      await setDisabledModules(
        stack,
        seeded.filter((id) => id !== 'FIREBASESMS3'),
      );
      await englishPage(page, baseURL);
      const registrations = recordRequests(page, /^\/wps\/member\/register/);
      await page.goto('/register.html');
      await page.getByTestId('register-tab-mobile').click();
      await page.getByTestId('register-mobileNum').fill(freshMobile());
      await page.getByTestId('register-password').fill('pass1234');
      await page.getByTestId('register-confirmPassword').fill('pass1234');
      await page.getByTestId('register-terms-tick').check();
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-verificationCode-field-error')).toHaveText(en.identity!.sms_required!);
      expect(registrations).toHaveLength(0);
    });
  });
});
