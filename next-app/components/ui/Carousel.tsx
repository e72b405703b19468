'use client';

import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { useSettled } from '@/lib/client/after-load';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from './icons';
import type { Engine, EngineOptions } from './carousel-engine';
import { useDirection } from './settings';
import styles from './Carousel.module.css';

/**
 * The carousel's engine on `viewport`, fetched (Embla, ~8 KB) and started once `wanted` (the page has settled, or
 * a visitor reaches for this carousel) rather than with the page: three carousels measuring their slides as the
 * page came alive were a tenth of `/rng`'s start. Started again when its options change. Null until then (the
 * slides are the server's drawing: links work, the first banner shows).
 */
function useEngine(viewportRef: RefObject<HTMLElement | null>, options: EngineOptions, autoplayMs: number | null, wanted: boolean): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  const key = JSON.stringify(options);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !wanted) return;
    let live = true;
    let started: Engine | null = null;
    import('./carousel-engine')
      .then(({ startEngine }) => {
        if (!live) return;
        started = startEngine(viewport, JSON.parse(key) as EngineOptions, autoplayMs);
        setEngine(started);
      })
      // Without its engine a carousel stays as drawn: still readable, its links still work.
      .catch(() => {});
    return () => {
      live = false;
      started?.destroy();
      setEngine(null);
    };
  }, [viewportRef, key, autoplayMs, wanted]);
  return engine;
}

/** Arrows appear only when there are more slides than the caller's threshold (spec: 5 game rows, 4 hot matches, 8 vendors, 7 lottery menus). */
export function showArrows(count: number, arrowsAbove: number | undefined): boolean {
  return arrowsAbove !== undefined && count > arrowsAbove;
}

/** Pagination dots only when there is somewhere else to go (spec 000 §2: "only when more than one banner"). */
export function showDots(snapCount: number): boolean {
  return snapCount > 1;
}

export interface CarouselTestIds {
  root?: string;
  slide?: string;
  pagination?: string;
  dot?: string;
  prev?: string;
  next?: string;
}

export interface CarouselProps {
  /** The accessible name of the carousel (e.g. "Promotions"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Autoplay interval in ms (banners: 5000). Stops on hover, on focus, after a swipe, with reduced motion, and by its pause button. */
  autoplayMs?: number;
  /** Space between slides in px (game-type menu: 15). */
  gap?: number;
  /** Width of a slide (CSS length; default 100%: one slide a view). */
  slideSize?: string;
  /** Show previous/next arrows when there are more slides than this. No arrows when omitted. */
  arrowsAbove?: number;
  /** Show clickable pagination dots (only when there is more than one position). */
  dots?: boolean;
  /** Wrap around at the ends (default: when autoplaying). */
  loop?: boolean;
  align?: 'start' | 'center';
  testIds?: CarouselTestIds;
  /** Classes from the caller's own CSS module: the section, and the viewport (e.g. its aspect ratio). */
  className?: string;
  viewportClassName?: string;
}

/** A previous/next button; its chevron is drawn for left to right and mirrored by CSS in RTL. */
function Arrow({ side, label, disabled, onClick, testId }: { side: 'prev' | 'next'; label: string; disabled: boolean; onClick: () => void; testId?: string }) {
  const Icon = side === 'prev' ? ChevronStartIcon : ChevronEndIcon;
  return (
    <button type="button" className={`${styles.arrow} ${styles[side]}`} aria-label={label} disabled={disabled} onClick={onClick} data-testid={testId}>
      <Icon className={styles.flip} />
    </button>
  );
}

/**
 * A horizontal carousel on Embla: swipe, arrows, dots, autoplay. Mirrors with the page direction
 * (Embla's `direction` follows `<html dir>`). Slides out of view are inert while arrows or dots
 * can bring them in (so keyboard and screen-reader users meet only what is shown); without
 * controls every slide stays reachable and focusing one scrolls it into view.
 */
export function Carousel({
  label,
  children,
  autoplayMs,
  gap = 0,
  slideSize = '100%',
  arrowsAbove,
  dots = false,
  loop,
  align = 'start',
  testIds = {},
  className,
  viewportClassName,
}: CarouselProps) {
  const t = useTranslations('ui');
  const slides = Children.toArray(children);
  const count = slides.length;
  const dir = useDirection();
  const reducedMotion = useReducedMotion();
  const autoplays = Boolean(autoplayMs && autoplayMs > 0 && count > 1);

  // A ref, not state: a state setter as the ref would set state during the commit and render the carousel again at
  // once, synchronously, as the page comes alive (a "cascading update").
  const viewportRef = useRef<HTMLDivElement>(null);
  // The engine comes once the page has settled, or sooner when a visitor reaches for the carousel.
  const settled = useSettled();
  const [reached, setReached] = useState(false);
  const wanted = settled || reached;
  const embla = useEngine(
    viewportRef,
    { loop: loop ?? autoplays, align, direction: dir, active: count > 1, containScroll: 'trimSnaps', duration: reducedMotion ? 1 : 25 },
    autoplays ? (autoplayMs ?? null) : null,
    wanted,
  );
  // A press on an arrow or a dot before the engine has come is kept, and carried out when it arrives.
  const pending = useRef<((engine: Engine) => void) | null>(null);
  const withEngine = useCallback(
    (move: (engine: Engine) => void) => {
      if (embla) return move(embla);
      pending.current = move;
      setReached(true);
    },
    [embla],
  );
  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
  }, [embla]);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(count);
  const [inView, setInView] = useState<number[] | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(count > 1);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    const syncInView = () => setInView(embla.slidesInView());
    sync();
    syncInView();
    embla.on('select', sync).on('reInit', sync).on('slidesInView', syncInView);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('slidesInView', syncInView);
    };
  }, [embla]);

  // Autoplay runs only while nobody is looking closely: not hovered, not focused, not paused, motion allowed.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const playing = autoplays && !reducedMotion && !userPaused && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies(snapCount): a new number of snaps (Embla's reInit) sets the plugin up anew: play or stop it again
  useEffect(() => {
    // plugins() is empty while Embla is inactive (a single slide). The plugin also sets itself up only
    // when there is more than one snap (all slides in view make one): playing it then would throw.
    const autoplay = embla?.plugins()?.autoplay;
    if (!autoplay || embla.scrollSnapList().length <= 1) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, snapCount]);
  useEffect(() => {
    if (!embla || !autoplays) return;
    // A swipe stops autoplay (the plugin's stopOnInteraction); the pause button then offers to resume.
    const onPointerDown = () => setUserPaused(true);
    embla.on('pointerDown', onPointerDown);
    return () => {
      embla.off('pointerDown', onPointerDown);
    };
  }, [embla, autoplays]);

  const jump = reducedMotion;
  const goTo = useCallback((index: number) => withEngine((engine) => engine.scrollTo(index, jump)), [withEngine, jump]);
  const arrows = showArrows(count, arrowsAbove);
  const dotsShown = dots && showDots(snapCount);
  const controlled = arrows || dotsShown;

  return (
    <section
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testIds.root}
      // A mouse resting on it; touch "hovers" are taps and would pause it until the next tap elsewhere.
      // Reaching for it (a pointer over it, a touch, the keyboard's focus) brings the engine if it has not come.
      onPointerEnter={(event) => {
        setHovered(event.pointerType === 'mouse');
        setReached(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={() => setReached(true)}
      onFocus={() => {
        setFocused(true);
        setReached(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={viewportClassName ? `${styles.viewport} ${viewportClassName}` : styles.viewport} ref={viewportRef}>
        <div className={styles.track} style={{ '--carousel-gap': `${gap}px`, '--carousel-slide': slideSize } as CSSProperties}>
          {slides.map((slide, index) => {
            // Until the observer has reported (inView empty) every slide stays reachable.
            const hidden = controlled && inView !== null && inView.length > 0 && !inView.includes(index);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with the role description "slide" (WAI-ARIA carousel pattern)
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place: Embla counts slides by position, and the children are any nodes
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel_slide', { index: index + 1, total: count })}
                inert={hidden || undefined}
                data-testid={testIds.slide}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && (
        <>
          <Arrow
            side="prev"
            label={t('carousel_previous')}
            disabled={!canPrev}
            onClick={() => withEngine((engine) => engine.scrollPrev(jump))}
            testId={testIds.prev}
          />
          <Arrow
            side="next"
            label={t('carousel_next')}
            disabled={!canNext}
            onClick={() => withEngine((engine) => engine.scrollNext(jump))}
            testId={testIds.next}
          />
        </>
      )}
      {(dotsShown || (autoplays && !reducedMotion)) && (
        <div className={styles.controls}>
          {dotsShown && (
            <div className={styles.dots} data-testid={testIds.pagination}>
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a snap position, which is a number
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel_go_to', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  data-testid={testIds.dot}
                />
              ))}
            </div>
          )}
          {autoplays && !reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              aria-label={userPaused ? t('carousel_play') : t('carousel_pause')}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
