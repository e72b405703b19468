import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel, showArrows, showDots } from '../../components/ui/Carousel';
import { renderUi } from './render';
import { intersect, setReducedMotion } from './setup';

// jsdom has no layout: give Embla the sizes a browser would (a 300px view; slides of --carousel-slide px).
const VIEW = 300;
function slideWidth(el: HTMLElement): number {
  const track = el.parentElement;
  const size = track?.style.getPropertyValue('--carousel-slide') ?? '100%';
  return size.endsWith('px') ? Number.parseFloat(size) : VIEW;
}
const isSlide = (el: Element | null): boolean => el instanceof HTMLElement && el.getAttribute('aria-roledescription') === 'slide';
const widthDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
const leftDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (isSlide(this)) return slideWidth(this);
      // The track and the viewport around it are as wide as the view (the slides overflow the track).
      if (isSlide(this.firstElementChild) || isSlide(this.firstElementChild?.firstElementChild ?? null)) return VIEW;
      return 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isSlide(this)) return 0;
      return [...this.parentElement!.children].indexOf(this) * slideWidth(this);
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', widthDescriptor);
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', leftDescriptor);
});

/**
 * Embla is fetched once the page has settled (components/ui/carousel-engine): a touch settles it, then the browser's
 * next idle moment (a 200 ms timer where there is no requestIdleCallback, as in jsdom) starts the engine.
 */
const engineReady = () =>
  act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await import('../../components/ui/carousel-engine');
  });

const TEST_IDS = { root: 'banner-slider', slide: 'banner-slide', pagination: 'banner-pagination', dot: 'banner-dot' };
const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => i + 1).map((number) => (
    <a key={number} href={`/promo/${number}`}>
      Promo {number}
    </a>
  ));
const dots = () => within(screen.getByTestId('banner-pagination')).getAllByTestId('banner-dot');
const current = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');

describe('thresholds', () => {
  it('shows arrows only above the caller’s threshold, and dots only with more than one position', () => {
    expect(showArrows(5, 5)).toBe(false);
    expect(showArrows(6, 5)).toBe(true);
    expect(showArrows(5, 4)).toBe(true);
    expect(showArrows(100, undefined)).toBe(false);
    expect(showDots(1)).toBe(false);
    expect(showDots(2)).toBe(true);
  });
});

describe('Carousel', () => {
  it('labels the carousel and each slide, and keeps the caller’s test ids', () => {
    renderUi(
      <Carousel label="Promotions" dots testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    const root = screen.getByTestId('banner-slider');
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(root.getAttribute('aria-label')).toBe('Promotions');
    expect(screen.getAllByTestId('banner-slide').map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('shows arrows for a game row only with more than 5 items', () => {
    const { unmount } = renderUi(
      <Carousel label="Hot slots" arrowsAbove={5} slideSize="100px" gap={15}>
        {slides(5)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    renderUi(
      <Carousel label="Hot slots" arrowsAbove={5} slideSize="100px" gap={15}>
        {slides(6)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('has no pagination for a single slide', () => {
    renderUi(
      <Carousel label="Promotions" dots autoplayMs={5000} testIds={TEST_IDS}>
        {slides(1)}
      </Carousel>,
    );
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByTestId('banner-pagination')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has one clickable dot per slide; clicking one shows that slide', async () => {
    renderUi(
      <Carousel label="Promotions" dots testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    await engineReady();
    expect(dots()).toHaveLength(3);
    expect(current()).toBe(0);
    await userEvent.click(dots()[2]!);
    expect(current()).toBe(2);
    expect(dots()[2]!.getAttribute('aria-label')).toBe('Show slide 3');
  });

  it('waits for the page to settle before fetching its engine, and carries out a press made before it came', async () => {
    renderUi(
      <Carousel label="Promotions" dots testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    // Drawn and pressable at once: the dots are the server's, the engine not yet started.
    expect(dots()).toHaveLength(3);
    expect(current()).toBe(0);
    await userEvent.click(dots()[2]!);
    await act(async () => {
      await import('../../components/ui/carousel-engine');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(current()).toBe(2);
  });

  it('makes slides out of view inert while dots can bring them in', async () => {
    renderUi(
      <Carousel label="Promotions" dots testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    await engineReady();
    const all = screen.getAllByTestId('banner-slide');
    act(() => {
      intersect(all[0]!, 1);
      intersect(all[1]!, 0);
      intersect(all[2]!, 0);
    });
    expect(all.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('autoplays every interval, and its pause button stops it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(
      <Carousel label="Promotions" dots autoplayMs={5000} testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    await engineReady();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(current()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(current()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(current()).toBe(2);
  });

  it('stops autoplay while a mouse rests on it or focus is inside', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(
      <Carousel label="Promotions" dots autoplayMs={5000} testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    await engineReady();
    const root = screen.getByTestId('banner-slider');
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(0);
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => screen.getByRole('link', { name: 'Promo 1' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(current()).toBe(1);
  });

  it('does not autoplay, and offers no pause button, when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(
      <Carousel label="Promotions" dots autoplayMs={5000} testIds={TEST_IDS}>
        {slides(3)}
      </Carousel>,
    );
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
  });
});
