'use client';

import { useTranslations } from 'next-intl';
import { Carousel } from '@/components/ui/Carousel';
import { Img } from '@/components/ui/Img';
import { AUTOPLAY_MS, bannerHref, isExternal, type Banner } from '@/lib/banners/select';
import styles from './BannerSlider.module.css';

/** Banner art is drawn 3:1. */
const WIDTH = 1200;
const HEIGHT = 400;

/**
 * A page's banner group as a slider (spec 000 §2 "Banner groups"): autoplay every 5000 ms, clickable
 * pagination only with more than one banner, a banner with a `linkageType` opens its link. The first banner
 * is the page's largest paint: loaded at once, the rest when they come near.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const t = useTranslations('banner');
  const total = banners.length;
  return (
    <Carousel
      label={t('label')}
      autoplayMs={AUTOPLAY_MS}
      dots
      className={styles.slider}
      viewportClassName={styles.viewport}
      testIds={{ root: 'banner-slider', slide: 'banner-slide', pagination: 'banner-pagination', dot: 'banner-dot' }}
    >
      {banners.map((banner, index) => {
        const href = bannerHref(banner);
        const image = (
          // biome-ignore lint/correctness/useJsxKeyInIterable: not an item of the list: the keyed link or div below wraps it
          <Img
            src={banner.url}
            alt={banner.title?.trim() || t('slide', { index: index + 1, total })}
            width={WIDTH}
            height={HEIGHT}
            priority={index === 0}
            className={styles.image}
          />
        );
        return href ? (
          <a key={String(banner.bannerId)} href={href} className={styles.link} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {image}
          </a>
        ) : (
          <div key={String(banner.bannerId)}>{image}</div>
        );
      })}
    </Carousel>
  );
}
