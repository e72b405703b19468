/**
 * Every language on a 360 px phone, dark and light (issue 28): no text of the header, the login window, the
 * registration window, the member centre's menu or a game tile overflows its box or is cut off. Texts are
 * measured, not looked at: a translation twice as long as English shows here before a member sees it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readStack, repo } from '../stack';
import { expect, signedIn, test } from './fixtures';

const WIDTH = 360;
/** Every language of the table: one locale file each (next-app/tests/locales.test.ts holds the two together). */
const LANGUAGES = readdirSync(path.join(repo, 'locales'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

/**
 * The texts under `root` that do not fit: a text clipped by its own box (hidden overflow, an ellipsis, a line
 * clamp), or one whose box sticks out of the surface it belongs to, or out of the screen, with no scrolling row
 * between to hold it. Each as `name: why`.
 */
function unfit(page: Page, root: string): Promise<string[]> {
  return page.evaluate(
    ({ root, width }) => {
      const surface = document.querySelector(root);
      if (!surface) return [`${root}: not on the page`];
      const outer = surface.getBoundingClientRect();
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
      const scrolled = (e: Element) => {
        for (let at = e.parentElement; at && at !== surface.parentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
        }
        return false;
      };
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      const found: string[] = [];
      for (const e of [surface, ...surface.querySelectorAll('*')]) {
        const ownText = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (!ownText || e.closest('[aria-hidden="true"], .visually-hidden, .sr-only')) continue;
        const style = getComputedStyle(e);
        const box = e.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // The visually hidden texts for screen readers are one pixel by design.
        if (box.width <= 1 && box.height <= 1) continue;
        if ((clips(style.overflowX) || style.textOverflow === 'ellipsis') && e.scrollWidth > e.clientWidth + 1) {
          found.push(`${name(e)}: cut off (${e.scrollWidth} px of text in ${e.clientWidth})`);
        } else if (clips(style.overflowY) && e.scrollHeight > e.clientHeight + 1) {
          found.push(`${name(e)}: cut off (${e.scrollHeight} px of lines in ${e.clientHeight})`);
        } else if (!scrolled(e) && (box.left < Math.max(outer.left, 0) - 1 || box.right > Math.min(outer.right, width) + 1)) {
          found.push(
            `${name(e)}: overflows (${Math.round(box.left)}–${Math.round(box.right)} px, its surface ${Math.round(outer.left)}–${Math.round(outer.right)})`,
          );
        }
      }
      if (document.documentElement.scrollWidth > width) {
        // Name what sticks out: the deepest elements past the screen's edge that no scrolling row holds.
        const out = [...document.body.querySelectorAll('*')].filter((e) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 1 || box.left < -1) && ![...e.children].some((c) => c.getBoundingClientRect().right > width + 1);
        });
        found.push(`the page: ${document.documentElement.scrollWidth} px wide (${out.slice(0, 3).map(name).join(', ')})`);
      }
      return found;
    },
    { root, width: WIDTH },
  );
}

/** `unfit` in the dark theme and in the light one (switched in place: the same page, the other palette). */
async function unfitInBothThemes(page: Page, root: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['dark', 'light']) {
    await page.evaluate((chosen) => {
      document.documentElement.dataset.theme = chosen;
    }, theme);
    found.push(...(await unfit(page, root)).map((line) => `${theme}: ${line}`));
  }
  return found;
}

/** A 360 px phone: a visitor's context, and a member's (demo01, logged in once per worker). */
let visitor: Page;
let member: Page;

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: 780 }, isMobile: true, hasTouch: true, locale: 'th-TH' });
  await context.addInitScript(() => localStorage.setItem('publicityClose', 'true'));
  return context.newPage();
}

// The languages share nothing but the two phones: each is its own test, and the file's tests spread over the
// workers, each worker with its own phones.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  const { siteUrl } = readStack();
  visitor = await phone(browser, siteUrl);
  member = await phone(browser, siteUrl);
  await signedIn(member);
});

test.afterAll(async () => {
  await visitor?.context().close();
  await member?.context().close();
});

async function speak(page: Page, lang: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: readStack().siteUrl }]);
}

for (const lang of LANGUAGES) {
  test(`${lang} at ${WIDTH} px, dark and light: header, login and registration windows, member centre menu and game tiles fit`, async () => {
    const problems: string[] = [];

    // A visitor: the registration window, then the header and the slot lobby's first tile, then the login window.
    await speak(visitor, lang);
    await visitor.goto('/register');
    await expect(visitor.locator('html')).toHaveAttribute('lang', lang);
    await expect(visitor.getByTestId('register-modal')).toBeVisible();
    problems.push(...(await unfitInBothThemes(visitor, '[data-testid="register-modal"]')).map((line) => `registration window: ${line}`));
    await visitor.goto('/rng');
    await expect(visitor.getByTestId('game-tile').first()).toBeVisible();
    problems.push(...(await unfitInBothThemes(visitor, 'header')));
    await visitor
      .getByTestId('game-tile')
      .first()
      .evaluate((e) => e.setAttribute('data-fit', 'tile'));
    problems.push(...(await unfitInBothThemes(visitor, '[data-fit="tile"]')).map((line) => `game tile: ${line}`));
    await visitor.getByTestId('header-login').click();
    await expect(visitor.getByTestId('login-modal')).toBeVisible();
    problems.push(...(await unfitInBothThemes(visitor, '[data-testid="login-modal"]')).map((line) => `login window: ${line}`));

    // A member: the header as a member sees it, and the centre's menu.
    await speak(member, lang);
    await member.goto('/?member=securityCenter');
    await expect(member.locator('html')).toHaveAttribute('lang', lang);
    // Another file's test on this worker may have ended demo01's sessions since: log in again.
    const centreShown = await member
      .getByTestId('member-page-securityCenter')
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!centreShown) {
      await signedIn(member);
      await member.goto('/?member=securityCenter');
    }
    await expect(member.getByTestId('member-page-securityCenter')).toBeVisible();
    problems.push(...(await unfitInBothThemes(member, 'header')).map((line) => `member header: ${line}`));
    problems.push(...(await unfitInBothThemes(member, '[data-testid="member-centre-menu"]')).map((line) => `member centre menu: ${line}`));

    expect(problems, `${lang}: texts that do not fit at ${WIDTH} px`).toEqual([]);
  });
}
