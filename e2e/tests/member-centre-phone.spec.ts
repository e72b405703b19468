import type { Page } from '@playwright/test';
import { expect, test, loginIn } from './fixtures';

// The centre on a phone: the menu is one row across the top of the panel, beside the modal's close button.
test.use({ viewport: { width: 412, height: 915 } });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every menu entry, brought into view in the scrolling row, stays clear of the close button. */
async function expectMenuClearOfClose(page: Page) {
  const close = page.getByTestId('member-centre-close');
  const entries = page.getByTestId('member-centre-menu').getByRole('button');
  await expect(entries.nth(2)).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const entry = entries.nth(i);
    await entry.scrollIntoViewIfNeeded();
    const [entryBox, closeBox] = await Promise.all([entry.boundingBox(), close.boundingBox()]);
    expect(entryBox, `entry ${i}`).not.toBeNull();
    expect(closeBox).not.toBeNull();
    expect(overlap(entryBox!, closeBox!), `entry ${i} (${await entry.textContent()}) under the close button`).toBe(false);
  }
}

for (const locale of ['th', 'en'] as const) {
  test(`phone, ${locale}, dark and light: the centre's close button covers no menu entry`, async ({ page }) => {
    await loginIn(page, locale);
    for (const theme of ['dark', 'light']) {
      // The theme the toggle keeps (read before first paint).
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/?member=securityCenter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('member-page-securityCenter')).toBeVisible();
      await expectMenuClearOfClose(page);
      // The close button still closes it.
      await page.getByTestId('member-centre-close').click();
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
    }
  });
}

test('phone: a page opened by its address has its menu entry in view, marked current', async ({ page }) => {
  await loginIn(page, 'en');
  for (const key of ['messageV2', 'personalHistoryCopy', 'securityCenter']) {
    await page.goto(`/?member=${key}`);
    await expect(page.getByTestId(`member-page-${key}`)).toBeVisible();
    const entry = page.getByTestId(`member-centre-${key}`);
    await expect(entry).toHaveAttribute('aria-current', 'page');
    // Wholly inside the scrolling row's visible part.
    await expect
      .poll(async () => {
        const [box, row] = await Promise.all([entry.boundingBox(), page.getByTestId('member-centre-menu').boundingBox()]);
        return box !== null && row !== null && box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1;
      })
      .toBe(true);
  }
});
