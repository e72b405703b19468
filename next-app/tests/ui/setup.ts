// What jsdom lacks and the blocks (or Radix and Embla) use. Each stand-in is the smallest that
// lets the real code run; tests that depend on one (the IntersectionObserver) drive it themselves.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** Reduced-motion answer of matchMedia; tests switch it with `setReducedMotion`. */
let reducedMotion = false;
export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
}
afterEach(() => setReducedMotion(false));

window.matchMedia = (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

/** An IntersectionObserver the test moves: `intersect(element, ratio)` reports a visibility change. */
const observers = new Set<FakeIntersectionObserver>();
class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report(target: Element, ratio: number) {
    const entry = { target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;

export function intersect(target: Element, ratio: number): void {
  for (const observer of [...observers]) if (observer.targets.has(target)) observer.report(target, ratio);
}
export function observerThresholds(target: Element): unknown[] {
  return [...observers].filter((o) => o.targets.has(target)).map((o) => o.options.threshold);
}

// Radix calls these on pointer interactions; jsdom has no layout or pointer capture.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
