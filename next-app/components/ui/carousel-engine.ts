/**
 * The carousel's engine, Embla (vanilla) with its autoplay plugin: fetched when a carousel on the page becomes
 * live (Carousel.tsx imports this lazily), not with the page. Until then a carousel is the server's drawing of
 * its first slides.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export type Engine = EmblaCarouselType;
export type EngineOptions = EmblaOptionsType;

/** Embla on `viewport` (the element whose first child is the track), with autoplay every `autoplayMs` when given. */
export function startEngine(viewport: HTMLElement, options: EngineOptions, autoplayMs: number | null): Engine {
  // Played and stopped from React (Carousel.tsx), so hover, focus and the pause button agree.
  const plugins = autoplayMs
    ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })]
    : [];
  return EmblaCarousel(viewport, options, plugins);
}
