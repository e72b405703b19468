'use client';

import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { afterLoadIdle } from '@/lib/client/after-load';

/**
 * When a server-drawn part of the page becomes live (React hydrates it):
 * - `visible`: once the page has loaded, when it comes within 200 px of the viewport (below the fold);
 * - `idle`: once the page has loaded and the browser is idle (on screen, but not needed at once);
 * - `interaction`: on the first touch, click, key or focus inside it.
 * Every mode also hydrates at once on an interaction inside it.
 */
export type HydrateWhen = 'visible' | 'idle' | 'interaction';

const INTERACTIONS = ['pointerdown', 'mouseover', 'focusin', 'keydown', 'touchstart'] as const;
/** How far ahead of the viewport a `visible` part starts hydrating (about a tile's height). */
const VISIBLE_MARGIN = '200px 0px';

interface GateState {
  promise: Promise<void>;
  /** Called by the part once it has hydrated (its effect ran), so the next one in line may start. */
  hydrated: () => void;
  /** Opens the gate now, out of turn. */
  openNow: () => void;
  /** How many times React has rendered the waiting part. */
  attempts: number;
}

/** Each part's gate, by its element (a new page, or a test's new root, has new elements and so new gates). */
const gates = new WeakMap<Element, GateState>();

/**
 * Parts that wait for idle time or for being seen open one at a time, each in an idle period of its own and
 * only once the one before has hydrated: opened together, React would hydrate and commit them in one long
 * task, which is what this is here to avoid. (An interaction opens its part at once, out of turn.)
 */
const line: (() => void)[] = [];
let lineBusy = false;
/** How long the line waits for a part that never reports back (it was removed meanwhile). */
const PART_TIMEOUT_MS = 1000;

function inLine(open: () => Promise<void> | void) {
  line.push(() => void open());
  if (!lineBusy) nextInLine();
}

function nextInLine() {
  lineBusy = line.length > 0;
  if (!lineBusy) return;
  afterLoadIdle(() => {
    const open = line.shift();
    open?.();
  });
}

/** The gate of the part marked `data-hydrate={id}`: open at once if it is not in the document. */
function gateOf(id: string, when: HydrateWhen): GateState | null {
  const element = [...document.querySelectorAll('[data-hydrate]')].find((e) => e.getAttribute('data-hydrate') === id);
  if (!element) return null;
  let gate = gates.get(element);
  if (!gate) {
    let reported = false;
    let queued = false;
    let timer = 0;
    const state: GateState = {
      promise: Promise.resolve(),
      hydrated: () => {
        if (reported) return;
        reported = true;
        window.clearTimeout(timer);
        if (queued) nextInLine();
      },
      openNow: () => {},
      attempts: 0,
    };
    state.promise = new Promise<void>((resolve) => {
      state.openNow = watch(element, when, (viaLine) => {
        queued = viaLine;
        if (viaLine) timer = window.setTimeout(state.hydrated, PART_TIMEOUT_MS);
        resolve();
      });
    });
    gate = state;
    gates.set(element, gate);
  }
  return gate;
}

/** Forgets the parts in line (tests only: a real page load starts with a fresh module). */
export function resetHydrationLine(): void {
  line.length = 0;
  lineBusy = false;
}

/** Watches for the part's moment; returns what opens it at once. */
function watch(element: Element, when: HydrateWhen, open: (viaLine: boolean) => void): () => void {
  const stops: (() => void)[] = [];
  let opened = false;
  // The promise stays in `gates`, settled: React reads it again when it retries the part.
  const done = (viaLine: boolean) => {
    if (opened) return;
    opened = true;
    for (const stop of stops) stop();
    open(viaLine);
  };
  // Heard on the window, first on the event's way down: React's own listener (on the document) stops an event
  // aimed at a part still waiting, to replay it once the part is live, so the part itself never hears it.
  const now = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) done(false);
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, now, { capture: true, passive: true });
    stops.push(() => window.removeEventListener(type, now, { capture: true }));
  }
  const whenItsTurn = () => inLine(() => done(true));
  if (when === 'visible') {
    // Watched from when the page has loaded: while it loads, everything is near the top (the blocks above
    // have not arrived yet) and would seem about to be seen.
    stops.push(
      afterLoadIdle(() => {
        if (opened) return;
        if (typeof IntersectionObserver !== 'function') return whenItsTurn();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer.disconnect();
            whenItsTurn();
          },
          { rootMargin: VISIBLE_MARGIN },
        );
        observer.observe(element);
        stops.push(() => observer.disconnect());
      }),
    );
  } else if (when === 'idle') {
    whenItsTurn();
  }
  return () => done(false);
}

const subscribeNever = () => () => {};

/** A settled promise React reads at once (`use` on it never suspends): the gate of a part that need not wait. */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Holds hydration (suspends) until the gate opens; renders as usual on the server and when mounted in the browser. */
function Gate({ id, when, children }: { id: string; when: HydrateWhen; children: ReactNode }) {
  // True on the server and while hydrating: React hydrates with the server snapshot.
  const fromServer = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const gate = fromServer && typeof window !== 'undefined' ? gateOf(id, when) : null;
  // React renders a waiting part again only when it needs it now: an update reached it (a navigation, a context
  // that changed) or an event is aimed at it. Such an update would wait for the part for ever (a navigation
  // would never finish), so the gate opens.
  if (gate && gate.attempts++ > 0) gate.openNow();
  // Always read a promise, so the render that follows a wait reads one too (as React requires of `use`).
  use(gate ? gate.promise : OPEN);
  // Hydrated (or mounted in the browser): the next part in line may start.
  useEffect(() => gate?.hydrated(), [gate]);
  return children;
}

/**
 * A server-drawn part of the page that stays as the server drew it (visible and usable as HTML: links work)
 * until it is wanted, and only then hydrates: its client components run no code before that, so the first
 * screen responds sooner. React keeps the server's DOM while the part waits (a suspended Suspense boundary is
 * left as it was drawn) and hydrates it in place, replaying the event that woke it.
 *
 * The part is one element (`as`, a `div` by default, with the given class and test id), so it can be the
 * section or footer itself rather than a wrapper that changes the layout. Mounted in the browser (not
 * hydrating), it renders at once.
 */
export function Hydrate({
  when,
  as: Tag = 'div',
  className,
  testId,
  children,
}: {
  when: HydrateWhen;
  as?: 'div' | 'section' | 'footer' | 'aside' | 'nav';
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Tag data-hydrate={id} className={className} data-testid={testId}>
        <Gate id={id} when={when}>
          {children}
        </Gate>
      </Tag>
    </Suspense>
  );
}
