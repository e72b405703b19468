import {
  countingDown,
  disabledModules,
  englishPage,
  fillSmsCode,
  freshMobile,
  freshUsername,
  humanCheckByKeyboard,
  humanCheckIfAsked,
  lastSmsCode,
  recordRequests,
  setDisabledModules,
  tabTo,
} from './access-helpers';
import { axeViolations, en, expect, mockRequests, purgeBffCaches, test, th } from './fixtures';
import type { StackState } from '../stack';

/** Changes one registration rule in the mock (test-only admin call) and empties the BFF's caches. */
async function setRegisterRule(stack: StackState, field: string, rule: Record<string, unknown>) {
  const res = await fetch(`${stack.mockUrl}/__admin/access/register-settings/${field}`, {
    method: 'PUT',
    headers: { 'X-Admin-Token': 'mock-admin', 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(200);
  await purgeBffCaches(stack);
}

test.describe('registration', () => {
  test('by user name, in English: /register opens the window over home; success logs in and goes home', async ({ page, stack, baseURL }) => {
    await englishPage(page, baseURL);
    const registers = recordRequests(page, /^\/wps\/member\/register/);
    await page.goto('/register?referralCode=DEMO01TH');
    const modal = page.getByTestId('register-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: en.register!.title! })).toBeVisible();
    // Home is drawn underneath, on the server.
    await expect(page.locator('main')).toContainText(en.home!.hot_slots!);
    await expect(page.getByTestId('register-tab-username')).toHaveAttribute('aria-selected', 'true');

    const username = freshUsername();
    const mobile = freshMobile();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(mobile);
    await fillSmsCode(page, stack, mobile);
    await expect(page.getByTestId('register-referralCode')).toHaveValue('DEMO01TH');
    // Terms unticked: the flag shows and nothing is sent.
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-terms-error')).toHaveText(en.register!.terms_required!);
    expect(registers).toHaveLength(0);
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').click();
    await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));

    await expect(page.getByTestId('register-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-name')).toHaveText(username);
    expect(registers).toHaveLength(1);
    const body = registers[0]!.postDataJSON() as Record<string, unknown>;
    expect(new URL(registers[0]!.url()).pathname).toBe('/wps/member/register');
    expect(body).toMatchObject({
      username,
      password: 'pass1234',
      confirmPassword: 'pass1234',
      mobileNum: mobile,
      countryDialingCode: '66',
      referralCode: 'DEMO01TH',
      registerMethod: 'WEB',
      login: true,
      domain: 'localhost',
    });
    expect(String(body.registerUrl)).toContain('/register');
  });

  test('by mobile number, in Thai: the SMS code from the mock, the number becomes the user name', async ({ page, stack }) => {
    await page.goto('/register.html');
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await page.getByTestId('register-tab-mobile').click();
    await expect(page.getByTestId('register-form-mobile')).toBeVisible();
    await expect(page.getByTestId('register-username')).toHaveCount(0);
    const mobile = freshMobile();
    await page.getByTestId('register-mobileNum').fill(mobile);
    await fillSmsCode(page, stack, mobile);
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-terms-tick').check();
    await expect(page.getByTestId('register-terms-tick')).toBeChecked();
    await expect(page.getByTestId('register-form-mobile')).toContainText(th.register!.age_agreement!.replace('{age}', '18'));
    await page.getByTestId('register-submit').click();
    await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));
    await expect(page.getByTestId('register-modal')).toHaveCount(0);
    await expect(page.getByTestId('member-name')).toHaveText(mobile);
  });

  test('script in every field is refused with that field message, and nothing is sent', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    const sent = recordRequests(page, /^\/wps\//);
    await page.goto('/register');
    const form = page.getByTestId('register-form-username');
    await expect(form).toBeVisible();
    const inputs = form.locator('input[name]:not([type=checkbox])');
    const names = await inputs.evaluateAll((list) => list.map((input) => (input as HTMLInputElement).name));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) await form.locator(`input[name="${name}"]`).fill('<script>alert(1)</script>');
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').click();
    for (const name of names) {
      const error = page.getByTestId(`register-${name}-field-error`);
      await expect(error, name).toBeVisible();
      await expect(error, name).not.toBeEmpty();
    }
    await expect(page.getByTestId('register-username-field-error')).toHaveText('Please fill in 6 - 13 characters: a letter first, then letters and digits');
    await expect(page.getByTestId('register-line-field-error')).toHaveText('Please fill in 3 - 30 characters without spaces');
    await expect(page.getByTestId('register-confirmPassword-field-error')).toHaveText('Please fill in 6 - 12 characters: letters or digits only');
    // The values stay as typed.
    await expect(page.getByTestId('register-username')).toHaveValue('<script>alert(1)</script>');
    expect(sent.map((r) => r.url())).toEqual([]);
  });

  test('a submit with fields to correct says "Please enter correct information" by the button until they are right', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    const registers = recordRequests(page, /^\/wps\/member\/register/);
    await page.goto('/register');
    await expect(page.getByTestId('register-form-username')).toBeVisible();
    await page.getByTestId('register-username').fill('ab');
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(freshMobile());
    await page.getByTestId('register-verificationCode').fill('123456');
    await page.getByTestId('register-terms-tick').check();
    await expect(page.getByTestId('register-invalid')).toHaveCount(0);
    await page.getByTestId('register-submit').click();
    // Spec 000 §8: the field's own message under it, and the form's beside the button.
    await expect(page.getByTestId('register-username-field-error')).toBeVisible();
    await expect(page.getByTestId('register-invalid')).toHaveText(en.register!.correct_information!);
    expect(registers).toHaveLength(0);
    // Corrected, the field's message goes and the form's with it.
    await page.getByTestId('register-username').fill(freshUsername());
    await expect(page.getByTestId('register-username-field-error')).toHaveCount(0);
    await expect(page.getByTestId('register-invalid')).toHaveCount(0);
  });

  test('an upstream refusal shows under its field, keeps what was typed, and a double click sends once', async ({ page, stack, baseURL }) => {
    await englishPage(page, baseURL);
    const registers = recordRequests(page, /^\/wps\/member\/register/);
    await page.goto('/register');
    const mobile = freshMobile();
    await page.getByTestId('register-username').fill('demo01');
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(mobile);
    await fillSmsCode(page, stack, mobile);
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').dblclick();
    await humanCheckIfAsked(page, stack, page.getByTestId('register-username-field-error'));
    await expect(page.getByTestId('register-username-field-error')).toHaveText('This username already exists');
    expect(registers).toHaveLength(1);
    await expect(page.getByTestId('register-username')).toHaveValue('demo01');
    await expect(page.getByTestId('register-mobileNum')).toHaveValue(mobile);
    await expect(page.getByTestId('register-modal')).toBeVisible();
  });

  test('an invalid invitation code gets the warning; reset keeps the dialing code; the terms link opens the help at the terms', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    const registers = recordRequests(page, /^\/wps\/member\/register/);
    await page.goto('/register');
    await page.getByTestId('register-username').fill(freshUsername());
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(freshMobile());
    await page.getByTestId('register-verificationCode').fill('123456');
    await page.getByTestId('register-affiliateCode').fill('NOPE99');
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').click();
    const warning = page.getByTestId('warning-dialog');
    await expect(warning).toContainText(en.register!.invitation_code_error!);
    await warning.getByTestId('warning-dialog-ok').click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId('register-affiliateCode-field-error')).toHaveText(en.register!.invitation_code_error!);
    expect(registers).toHaveLength(0);
    // The dialing code: chosen from the list, which closes by itself once focus leaves it.
    await page.getByTestId('register-dialing-code').click();
    const list = page.getByTestId('register-dialing-code-list');
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: /\+84/ }).click();
    await expect(list).toHaveCount(0);
    await expect(page.getByTestId('register-dialing-code')).toHaveText('+84');
    await page.getByTestId('register-dialing-code').click();
    await expect(list).toBeVisible();
    await page.getByTestId('register-username').focus();
    await expect(list).toHaveCount(0);

    await page.getByTestId('register-username').fill('newperson1');
    await page.getByTestId('register-reset').click();
    await expect(page.getByTestId('register-username')).toHaveValue('');
    await expect(page.getByTestId('register-dialing-code')).toHaveText('+84');

    await page.getByTestId('register-terms').click();
    const help = page.getByTestId('help-modal');
    await expect(help.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(help).toContainText('By opening an account you accept these terms');
    // Escape closes the top window only.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help-modal')).toHaveCount(0);
    await expect(page.getByTestId('register-modal')).toBeVisible();
  });

  test('an affiliate code in the address is checked and goes with the registration, its field hidden, even from a link to home; a bad one leaves the field', async ({
    page,
    stack,
    baseURL,
  }) => {
    await englishPage(page, baseURL);
    const affiliateCheck = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/affiliate');
    // A code the upstream does not know: the field shows, for the visitor to type one.
    let checked = affiliateCheck();
    await page.goto('/register?affiliateCode=NOPE99');
    await checked;
    await expect(page.getByTestId('register-affiliateCode')).toBeVisible();
    // agent01's code (the mock's seed) on a link to home; the visitor goes to registration from the login window.
    await page.goto('/?affiliateCode=AG0001');
    await page.getByTestId('header-login').click();
    checked = affiliateCheck();
    await page.getByTestId('login-register').click();
    await expect(page).toHaveURL(/\/register$/);
    expect(new URL((await checked).url()).searchParams.get('code')).toBe('AG0001');
    await expect(page.getByTestId('register-form-username')).toBeVisible();
    await expect(page.getByTestId('register-affiliateCode')).toHaveCount(0);
    const username = freshUsername();
    const mobile = freshMobile();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(mobile);
    await fillSmsCode(page, stack, mobile);
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').click();
    await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));
    await expect(page.getByTestId('member-name')).toHaveText(username);
    // What the upstream received.
    const sent = (await mockRequests(stack, '/wps/member/register')).filter((r) => r.body?.includes(username));
    expect(sent.map((r) => (JSON.parse(r.body ?? '{}') as { affiliateCode?: string }).affiliateCode)).toEqual(['AG0001']);
  });

  test('the SMS button counts down the code life and ignores clicks meanwhile', async ({ page, stack, baseURL }) => {
    await englishPage(page, baseURL);
    const sms = recordRequests(page, /^\/wps\/verification\/sms\/register$/);
    await page.goto('/register');
    const button = page.getByTestId('register-sms');
    // The number must validate first.
    await button.click();
    await expect(page.getByTestId('register-mobileNum-field-error')).toHaveText(en.register!.not_empty!.replace('{field}', en.register!.field_mobileNum!));
    expect(sms).toHaveLength(0);
    await page.getByTestId('register-mobileNum').fill(freshMobile());
    await button.click();
    await humanCheckIfAsked(page, stack, countingDown(page));
    await expect(button).toHaveText(/^Resend in 30\d s$/);
    const first = Number(await button.getAttribute('data-countdown'));
    expect(first).toBeGreaterThan(295);
    await expect.poll(async () => Number(await button.getAttribute('data-countdown'))).toBeLessThan(first);
    // Playwright would wait for an aria-disabled button: these clicks go to it regardless, as a visitor's would.
    await button.click({ force: true });
    await button.click({ force: true });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(sms).toHaveLength(1);
  });

  test('the keyboard alone completes a registration', async ({ page, stack, baseURL }) => {
    await englishPage(page, baseURL);
    await page.goto('/register');
    await expect(page.getByTestId('register-username')).toBeFocused();
    const username = freshUsername();
    const mobile = freshMobile();
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('pass1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pass1234');
    // Real name and e-mail are optional: on past the dialing code to the number.
    await tabTo(page, 'register-mobileNum');
    await page.keyboard.type(mobile);
    await tabTo(page, 'register-sms');
    await page.keyboard.press('Enter');
    await humanCheckByKeyboard(page, stack, countingDown(page));
    // The button sends focus to the code field once the code is on its way.
    await expect(page.getByTestId('register-verificationCode')).toBeFocused();
    await page.keyboard.type(await lastSmsCode(stack, mobile));
    await tabTo(page, 'register-terms-tick');
    await page.keyboard.press('Space');
    await tabTo(page, 'register-submit');
    await page.keyboard.press('Enter');
    await humanCheckByKeyboard(page, stack, page.getByTestId('member-name'));
    await expect(page.getByTestId('register-modal')).toHaveCount(0);
    await expect(page.getByTestId('member-name')).toHaveText(username);
  });

  test('every field of the open window has a label, and axe finds nothing serious', async ({ page, baseURL }) => {
    await englishPage(page, baseURL);
    await page.goto('/register');
    const modal = page.getByTestId('register-modal');
    await expect(modal.getByTestId('register-form-username')).toBeVisible();
    for (const field of ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'payeeName', 'line']) {
      await expect(modal.getByLabel(en.register![`field_${field}`]!, { exact: false }).first(), field).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the captcha shows when the settings enable it, with a new picture on each tab and at most one a second', async ({ page, stack }) => {
    await setRegisterRule(stack, 'captcha', { enabled: true });
    try {
      // Pictures drawn (the BFF gives one a second per address: a quick tab switch waits its turn).
      const captchas: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/wps/captcha' && response.status() === 200) captchas.push(response.url());
      });
      await page.goto('/register');
      const picture = page.getByTestId('register-captcha-image').locator('img');
      await expect(picture).toBeVisible();
      await expect(page.getByTestId('register-captcha')).toBeVisible();
      expect(captchas).toHaveLength(1);
      await page.getByTestId('register-tab-mobile').click();
      await expect(page.getByTestId('register-form-mobile').getByTestId('register-captcha-image').locator('img')).toBeVisible();
      await expect.poll(() => captchas.length).toBe(2);
      await page.waitForTimeout(1100);
      await page.getByTestId('register-captcha-image').click();
      await page.getByTestId('register-captcha-image').click();
      await expect.poll(() => captchas.length).toBe(3);
      await page.waitForTimeout(300);
      expect(captchas).toHaveLength(3);
    } finally {
      await setRegisterRule(stack, 'captcha', { enabled: false });
    }
  });

  test('the sign-in link leaves the registration window for the login window', async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId('register-sign-in').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page.getByTestId('register-modal')).toHaveCount(0);
  });

  test('on a wide screen the header offers Register: the window opens over the page at /register, and Back closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/help');
    await page.getByTestId('header-register').click();
    await expect(page.getByTestId('register-modal')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await expect(page.getByTestId('register-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/help$/);
  });
});

test.describe('the registration switches', () => {
  let seeded: string[] = [];
  test.beforeEach(async ({ stack, page, baseURL }) => {
    seeded = await disabledModules(stack);
    await englishPage(page, baseURL);
  });
  test.afterEach(async ({ stack }) => {
    await setDisabledModules(stack, seeded);
  });

  test('with REGMOBVERF3 off no tab asks for an SMS code, and the upstream registers without one', async ({ page, stack }) => {
    await setDisabledModules(stack, [...seeded.filter((id) => id !== 'REGMOBVERF3'), 'REGMOBVERF3']);
    const registers = recordRequests(page, /^\/wps\/member\/register/);
    await page.goto('/register');
    await expect(page.getByTestId('register-username')).toBeVisible();
    await expect(page.getByTestId('register-mobileNum')).toBeVisible();
    await expect(page.getByTestId('register-verificationCode')).toHaveCount(0);
    await page.getByTestId('register-tab-mobile').click();
    await expect(page.getByTestId('register-mobileNum')).toBeVisible();
    await expect(page.getByTestId('register-verificationCode')).toHaveCount(0);
    await page.getByTestId('register-tab-username').click();
    const username = freshUsername();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill('pass1234');
    await page.getByTestId('register-confirmPassword').fill('pass1234');
    await page.getByTestId('register-mobileNum').fill(freshMobile());
    await page.getByTestId('register-terms-tick').check();
    await page.getByTestId('register-submit').click();
    await humanCheckIfAsked(page, stack, page.getByTestId('member-name'));
    await expect(page.getByTestId('member-name')).toHaveText(username);
    expect(registers).toHaveLength(1);
    expect((registers[0]!.postDataJSON() as Record<string, unknown>).verificationCode ?? '').toBe('');
  });

  test('MOBILENUMPASSREG3 keeps the mobile form to the number, its code and the password; off, the other fields join', async ({ page, stack }) => {
    const without = seeded.filter((id) => id !== 'MOBILENUMPASSREG3');
    await setDisabledModules(stack, without);
    await page.goto('/register');
    await page.getByTestId('register-tab-mobile').click();
    await expect(page.getByTestId('register-verificationCode')).toBeVisible();
    await expect(page.getByTestId('register-password')).toBeVisible();
    await expect(page.getByTestId('register-email')).toHaveCount(0);

    await setDisabledModules(stack, [...without, 'MOBILENUMPASSREG3']);
    await page.goto('/register');
    await page.getByTestId('register-tab-mobile').click();
    await expect(page.getByTestId('register-mobileNum')).toBeVisible();
    await expect(page.getByTestId('register-email')).toBeVisible();
    await expect(page.getByTestId('register-username')).toHaveCount(0);
  });
});
