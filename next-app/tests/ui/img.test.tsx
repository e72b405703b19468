import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE, Img } from '../../components/ui/Img';
import { pickImageCdn, resetImageCdnChoice, resolveImageUrl } from '../../lib/format/image-url';
import { renderUi } from './render';
import { intersect, observerThresholds } from './setup';

const CDNS = ['https://cdn-a.example', 'https://cdn-b.example/', 'https://cdn-c.example'];

beforeEach(() => resetImageCdnChoice());

describe('pickImageCdn', () => {
  it('picks at random from the list', () => {
    expect(pickImageCdn(CDNS, () => 0)).toBe('https://cdn-a.example');
    resetImageCdnChoice();
    expect(pickImageCdn(CDNS, () => 0.5)).toBe('https://cdn-b.example/');
    resetImageCdnChoice();
    expect(pickImageCdn(CDNS, () => 0.9999)).toBe('https://cdn-c.example');
  });

  it('chooses once per page load: later calls keep the first choice', () => {
    const first = pickImageCdn(CDNS, () => 0.9);
    expect(pickImageCdn(CDNS, () => 0)).toBe(first);
    expect(pickImageCdn(CDNS, () => 0.5)).toBe(first);
  });

  it('has no CDN for an empty list', () => {
    expect(pickImageCdn([], () => 0)).toBeNull();
    expect(pickImageCdn(['  '], () => 0)).toBeNull();
  });
});

describe('resolveImageUrl', () => {
  it('puts relative upstream paths on the CDN (one slash between)', () => {
    expect(resolveImageUrl('games/icons/1.png', 'https://cdn.example')).toBe('https://cdn.example/games/icons/1.png');
    expect(resolveImageUrl('/games/icons/1.png', 'https://cdn.example/')).toBe('https://cdn.example/games/icons/1.png');
  });

  it('leaves absolute URLs, data URLs and the front’s own paths alone', () => {
    for (const src of ['https://x.example/a.png', '//x.example/a.png', 'data:image/png;base64,AA', '/bff/brand/logo.svg', '/_next/static/a.png']) {
      expect(resolveImageUrl(src, 'https://cdn.example')).toBe(src);
    }
  });

  it('leaves relative paths as they are when the brand has no CDN', () => {
    expect(resolveImageUrl('games/1.png', null)).toBe('games/1.png');
  });
});

const img = () => screen.getByRole('img', { name: 'Hot Festival' }) as HTMLImageElement;

describe('Img', () => {
  it('reserves its box and loads only when a tenth of it is on screen', () => {
    renderUi(<Img src="https://art.example/10199.png" alt="Hot Festival" width={160} height={120} />);
    expect(img().getAttribute('width')).toBe('160');
    expect(img().getAttribute('height')).toBe('120');
    // The ratio holds while the 1×1 placeholder is shown (its own ratio would make the box square).
    expect(img().style.aspectRatio).toBe('160 / 120');
    expect(img().getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(observerThresholds(img())).toEqual([0.1]);

    act(() => intersect(img(), 0.05));
    expect(img().getAttribute('src')).toMatch(/^data:image\/gif/);
    act(() => intersect(img(), 0.1));
    expect(img().getAttribute('src')).toBe('https://art.example/10199.png');
    expect(img().getAttribute('loading')).toBe('lazy');
  });

  it('with priority loads at once, eagerly and with high priority', () => {
    renderUi(<Img src="https://art.example/banner.jpg" alt="Hot Festival" width={1200} height={400} priority />);
    expect(img().getAttribute('src')).toBe('https://art.example/banner.jpg');
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back to the default image when it fails, and stops there if that fails too', () => {
    renderUi(<Img src="https://art.example/missing.png" alt="Hot Festival" width={80} height={80} priority />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(DEFAULT_IMAGE);
    expect(img().getAttribute('data-state')).toBe('fallback');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(DEFAULT_IMAGE);
  });

  it('takes a caller’s fallback image', () => {
    renderUi(<Img src="https://art.example/missing.png" alt="Hot Festival" width={80} height={80} priority fallbackSrc="/bff/brand/game-default.png" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/bff/brand/game-default.png');
  });

  it('resolves a relative upstream path against the CDN chosen for the page', () => {
    pickImageCdn(CDNS, () => 0.7); // this page load's choice: cdn-c
    renderUi(
      <>
        <Img src="games/10199.png" alt="Hot Festival" width={80} height={80} />
        <Img src="games/10840.png" alt="Fishing King" width={80} height={80} />
      </>,
      { settings: { imageCdns: CDNS } },
    );
    act(() => {
      intersect(img(), 1);
      intersect(screen.getByRole('img', { name: 'Fishing King' }), 1);
    });
    expect(img().getAttribute('src')).toBe('https://cdn-c.example/games/10199.png');
    expect(screen.getByRole('img', { name: 'Fishing King' }).getAttribute('src')).toBe('https://cdn-c.example/games/10840.png');
  });
});
