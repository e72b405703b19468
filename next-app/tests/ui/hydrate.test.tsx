import { act, createContext, startTransition, useContext, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hydrate, resetHydrationLine, type HydrateWhen } from '../../components/ui/Hydrate';
import { intersect } from './setup';

// React's act() works only where this is set (Testing Library sets it for its own render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A counter: live once hydrated (its clicks count), plain HTML before. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-label={label} onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ when }: { when: HydrateWhen }) {
  return (
    <main>
      <Counter label="top" />
      <Hydrate when={when} as="section">
        <Counter label="below" />
      </Hydrate>
    </main>
  );
}

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  resetHydrationLine();
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

/** Draws `page` as the server would, then hydrates it as the browser does (the page has loaded). */
async function serverThenBrowser(page: React.ReactElement) {
  container = document.createElement('div');
  // On the server there is no window (the part renders as it is; only the browser's hydration waits).
  vi.stubGlobal('window', undefined);
  try {
    container.innerHTML = renderToString(page);
  } finally {
    vi.unstubAllGlobals();
  }
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

const button = (label: string) => container.querySelector<HTMLButtonElement>(`[data-label="${label}"]`)!;
const live = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactFiber'));
// The idle callback (200 ms without requestIdleCallback), then React's reveal of a woken part (it throttles those by 300 ms).
const flushIdle = () => act(() => vi.advanceTimersByTimeAsync(600));

describe('Hydrate (a server-drawn part that becomes live when wanted)', () => {
  it('is drawn by the server like the rest; on interaction it hydrates in place (the same DOM node) and the click counts', async () => {
    await serverThenBrowser(<Page when="interaction" />);
    const below = button('below');
    expect(below.textContent).toBe('below 0');
    expect(live(button('top'))).toBe(true);
    expect(live(below)).toBe(false);

    // A touch on the part wakes it; the click that follows the touch (a finger lifts some 50 ms later) finds it
    // live: React hydrates it in place then, and the click counts.
    await act(async () => {
      below.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 50));
      below.click();
    });
    expect(button('below')).toBe(below);
    expect(live(below)).toBe(true);
    expect(below.textContent).toBe('below 1');
    await act(async () => below.click());
    expect(below.textContent).toBe('below 2');
  });

  it('`idle` waits for the page to load and the browser to be idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await serverThenBrowser(<Page when="idle" />);
    expect(live(button('below'))).toBe(false);
    await flushIdle();
    expect(live(button('below'))).toBe(true);
  });

  it('`visible` waits until the part nears the screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await serverThenBrowser(<Page when="visible" />);
    await flushIdle();
    expect(live(button('below'))).toBe(false);
    const part = container.querySelector('[data-hydrate]')!;
    await act(async () => intersect(part, 0.01));
    await flushIdle();
    expect(live(button('below'))).toBe(true);
  });

  it('opens idle parts one at a time, each in an idle period of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await serverThenBrowser(
      <main>
        <Hydrate when="idle">
          <Counter label="first" />
        </Hydrate>
        <Hydrate when="idle">
          <Counter label="second" />
        </Hydrate>
      </main>,
    );
    await flushIdle();
    expect([live(button('first')), live(button('second'))]).toEqual([true, false]);
    await flushIdle();
    expect([live(button('first')), live(button('second'))]).toEqual([true, true]);
  });

  it('an update that reaches a waiting part (a navigation) makes it live at once instead of waiting for ever', async () => {
    const Path = createContext('/help');
    let go: (path: string) => void = () => {};
    function Shown() {
      return <p data-label="path">{useContext(Path)}</p>;
    }
    function App() {
      const [path, setPath] = useState('/help');
      go = setPath;
      return (
        <Path.Provider value={path}>
          <Shown />
          <Hydrate when="visible">
            <Counter label="below" />
          </Hydrate>
        </Path.Provider>
      );
    }
    await serverThenBrowser(<App />);
    expect(live(button('below'))).toBe(false);
    await act(async () => {
      startTransition(() => go('/'));
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(container.querySelector('[data-label="path"]')!.textContent).toBe('/');
    expect(live(button('below'))).toBe(true);
  });

  it('mounted in the browser (no server HTML), it draws at once', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const fresh = createRoot(container);
    await act(async () => fresh.render(<Page when="visible" />));
    expect(button('below').textContent).toBe('below 0');
    await act(async () => button('below').click());
    expect(button('below').textContent).toBe('below 1');
    act(() => fresh.unmount());
  });
});
