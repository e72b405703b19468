import { expect, mockContent, reloadUntil, resetMockContent, test, th } from './fixtures';

test.afterEach(async ({ stack }) => {
  await resetMockContent(stack);
});

const day = 24 * 3600 * 1000;
// Twelve notices, newest first: "Notice 1" is the newest.
const notices = Array.from({ length: 12 }, (_, i) => ({
  type: 'PL',
  title: `Notice ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  startDate: Date.UTC(2026, 10, 20) - i * day,
}));

test('the notice strip opens the notice modal at the clicked notice; pages of 9 select their first notice', async ({ page, stack }) => {
  await mockContent(stack, 'DELETE', 'notices?type=H');
  await mockContent(stack, 'PUT', 'notices?type=PL', notices);
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('notice-bar-item').count(), 12);
  // The tenth notice is on the second page. The strip keeps moving (hence force), but it must be on the page:
  // a streamed page is revealed a moment after the load event.
  await expect(page.getByTestId('notice-bar-item').nth(9)).toBeVisible();
  await page.getByTestId('notice-bar-item').nth(9).click({ force: true });
  const modal = page.getByTestId('notice-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('notice-detail-title')).toHaveText('Notice 10');
  await expect(modal.getByTestId('notice-detail-date')).toHaveText('11-11-2026');
  await expect(modal.getByTestId('notice-detail-content')).toHaveText('Body of notice 10');
  await expect(modal.getByTestId('notice-title')).toHaveCount(3);
  await expect(modal.getByTestId('notice-title').first()).toHaveText('Notice 10');
  await expect(modal.getByTestId('notice-title').first()).toHaveAttribute('aria-current', 'true');
  // Page 1: nine titles, the first selected.
  await modal.getByTestId('notice-pagination-page').filter({ hasText: /^1$/ }).click();
  await expect(modal.getByTestId('notice-title')).toHaveCount(9);
  await expect(modal.getByTestId('notice-detail-title')).toHaveText('Notice 1');
  await modal.getByTestId('notice-title').nth(4).click();
  await expect(modal.getByTestId('notice-detail-title')).toHaveText('Notice 5');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('hostile HTML in a notice is rendered inert', async ({ page, stack }) => {
  await mockContent(stack, 'DELETE', 'notices?type=H');
  await mockContent(stack, 'PUT', 'notices?type=PL', [
    {
      type: 'PL',
      title: 'Hostile',
      content:
        '<p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3" id="evil">link</a><iframe src="https://evil.example"></iframe><svg onload="window.__pwned=4"></svg>',
      startDate: Date.UTC(2026, 10, 20),
    },
  ]);
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('notice-bar-item').count(), 1);
  await expect(page.getByTestId('notice-bar-item')).toBeVisible();
  await page.getByTestId('notice-bar-item').click({ force: true });
  const content = page.getByTestId('notice-detail-content');
  await expect(content).toContainText('Safe text');
  const html = await content.innerHTML();
  expect(html).not.toMatch(/onerror|onload|<script|javascript:|<iframe/i);
  await content
    .getByText('link')
    .click()
    .catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

// The notice audio (spec 000 §4 "Other": starts not playing and toggles) reads the titles in a voice of the page's
// language. This machine's Chromium has no voices at all, as many browsers lack one for Thai.
async function twoNotices(page: import('@playwright/test').Page, stack: Parameters<typeof mockContent>[0]) {
  await mockContent(stack, 'DELETE', 'notices?type=H');
  await mockContent(stack, 'PUT', 'notices?type=PL', notices.slice(0, 2));
  await page.goto('/');
  await reloadUntil(page, () => page.getByTestId('notice-bar-item').count(), 2);
}

test('without a voice for the page language the audio control says the notices cannot be read aloud, and stays off', async ({ page, stack }) => {
  await twoNotices(page, stack);
  const audio = page.getByTestId('notice-audio');
  await expect(audio).toHaveAttribute('aria-label', th.notices!.audio_play!);
  await audio.click();
  await expect(page.getByTestId('toast')).toHaveText(th.notices!.audio_unavailable!.replace('{language}', 'ไทย'));
  await expect(audio).toHaveAttribute('aria-pressed', 'false');
  await expect(audio).toHaveAttribute('aria-label', th.notices!.audio_play!);
});

/**
 * Replaces the browser's speech engine by a recorder offering an English and a Thai voice (no sound here). `engine`:
 * `holds` never finishes a title; `reads` finishes each in turn (noting whether the control showed it playing);
 * `fails` gives up on the first as an engine without a working voice does (`synthesis-failed`). `window.__engine`
 * changes it later.
 */
async function fakeSpeech(page: import('@playwright/test').Page, engine: 'holds' | 'reads' | 'fails') {
  await page.addInitScript((initial) => {
    type Utterance = {
      text: string;
      voice: { name: string } | null;
      lang: string;
      onend: (() => void) | null;
      onerror: ((e: { error: string }) => void) | null;
    };
    const w = window as unknown as {
      __spoken: { text: string; voice: string | undefined; lang: string }[];
      __cancels: number;
      __engine: string;
      __playingWhileRead: (string | null)[];
    };
    w.__spoken = [];
    w.__cancels = 0;
    w.__engine = initial;
    w.__playingWhileRead = [];
    const voices = [
      { name: 'English', lang: 'en-US', default: true, localService: true, voiceURI: 'en' },
      { name: 'Thai', lang: 'th-TH', default: false, localService: true, voiceURI: 'th' },
    ];
    class FakeUtterance {
      text: string;
      voice: { name: string } | null = null;
      lang = '';
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    // The titles queued, read one at a time as an engine does.
    const queue: Utterance[] = [];
    const readNext = () => {
      const u = queue[0];
      if (!u) return;
      setTimeout(() => {
        if (queue[0] !== u) return;
        queue.shift();
        w.__playingWhileRead.push(document.querySelector('[data-testid="notice-audio"]')?.getAttribute('aria-pressed') ?? null);
        if (w.__engine === 'fails') u.onerror?.({ error: 'synthesis-failed' });
        else u.onend?.();
        readNext();
      }, 100);
    };
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (u: Utterance) => {
          w.__spoken.push({ text: u.text, voice: u.voice?.name, lang: u.lang });
          if (w.__engine === 'holds') return;
          queue.push(u);
          if (queue.length === 1) readNext();
        },
        cancel: () => {
          w.__cancels += 1;
          queue.length = 0;
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }, engine);
}

const spoken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text));

test('with a voice for the page language the audio control reads every title in it, and a second press stops', async ({ page, stack }) => {
  await fakeSpeech(page, 'holds');
  await twoNotices(page, stack);
  const audio = page.getByTestId('notice-audio');
  await audio.click();
  await expect(audio).toHaveAttribute('aria-pressed', 'true');
  await expect(audio).toHaveAttribute('aria-label', th.notices!.audio_pause!);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken))
    .toEqual([
      { text: 'Notice 1', voice: 'Thai', lang: 'th-TH' },
      { text: 'Notice 2', voice: 'Thai', lang: 'th-TH' },
    ]);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await audio.click();
  await expect(audio).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as unknown as { __cancels: number }).__cancels)).toBeGreaterThan(0);
});

test('the reading turns the control off by itself after the last title; an engine that fails mid-way says so and stops', async ({ page, stack }) => {
  await fakeSpeech(page, 'reads');
  await twoNotices(page, stack);
  const audio = page.getByTestId('notice-audio');
  await audio.click();
  // Both titles read to their end while the control showed it playing, then it is off again, unasked.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __playingWhileRead: unknown[] }).__playingWhileRead)).toEqual(['true', 'true']);
  await expect(audio).toHaveAttribute('aria-pressed', 'false');
  await expect(audio).toHaveAttribute('aria-label', th.notices!.audio_play!);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(await spoken(page)).toEqual(['Notice 1', 'Notice 2']);
  // The engine gives up on the first title: the rest is dropped, the control is off and the visitor told why.
  await page.evaluate(() => {
    (window as unknown as { __engine: string }).__engine = 'fails';
  });
  await audio.click();
  await expect(page.getByTestId('toast')).toHaveText(th.notices!.audio_unavailable!.replace('{language}', 'ไทย'));
  await expect(audio).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as unknown as { __cancels: number }).__cancels)).toBeGreaterThan(0);
});
