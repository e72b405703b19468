'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslations } from 'next-intl';
import { AUTOPLAY_MS, bannerHref, isExternal, showPagination, type Banner } from '@/lib/banners/select';
import styles from './BannerSlider.module.css';

/** The page's banner group as an autoplaying slider (spec 000 §2 "Banner groups"). */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const t = useTranslations('banner');
  const many = showPagination(banners.length);
  const plugins = useMemo(
    () => (many ? [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [many],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, active: many }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const total = banners.length;

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={t('label')} data-testid="banner-slider">
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => {
            const label = t('slide', { index: index + 1, total });
            const href = bannerHref(banner);
            const image = (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                className={styles.image}
                src={banner.url}
                alt={banner.title?.trim() || label}
                // The first banner is the LCP element: load it at once; the rest when needed.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            );
            return (
              <div
                key={String(banner.bannerId)}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={label}
                aria-hidden={many && index !== selected ? true : undefined}
                data-testid="banner-slide"
              >
                {href ? (
                  <a
                    href={href}
                    className={styles.link}
                    tabIndex={many && index !== selected ? -1 : undefined}
                    {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {many && (
        <div className={styles.pagination} data-testid="banner-pagination">
          {banners.map((banner, index) => (
            <button
              key={String(banner.bannerId)}
              type="button"
              className={styles.dot}
              aria-label={t('go_to', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              data-testid="banner-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}
