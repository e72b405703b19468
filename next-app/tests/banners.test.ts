import { describe, expect, it } from 'vitest';
import { AUTOPLAY_MS, bannerHref, HOME_GROUP, selectBanners, showPagination, type Banner } from '../lib/banners/select';

const banner = (over: Partial<Banner>): Banner => ({
  bannerId: 1,
  url: '/img/1.jpg',
  linkageType: null,
  linkageUrl: null,
  groupName: 'w_home',
  sort: 1,
  ...over,
});

describe('selectBanners', () => {
  it('keeps only the requested group, in sort order', () => {
    const items = [
      banner({ bannerId: 'a', sort: 3 }),
      banner({ bannerId: 'b', groupName: 'w_rng', sort: 0 }),
      banner({ bannerId: 'c', sort: 1 }),
      banner({ bannerId: 'd', sort: 2 }),
    ];
    expect(selectBanners(items, HOME_GROUP).map((b) => b.bannerId)).toEqual(['c', 'd', 'a']);
  });

  it('keeps the upstream order for equal or missing sort values, and drops duplicates', () => {
    const items = [banner({ bannerId: 1, sort: null }), banner({ bannerId: 2, sort: 5 }), banner({ bannerId: 3, sort: 5 }), banner({ bannerId: 2, sort: 0 })];
    expect(selectBanners(items, 'w_home').map((b) => b.bannerId)).toEqual([2, 3, 1]);
  });

  it('ignores malformed items and non-lists', () => {
    expect(selectBanners([null, 42, { bannerId: 1, groupName: 'w_home' }, banner({ url: '  ' })], 'w_home')).toEqual([]);
    expect(selectBanners(undefined, 'w_home')).toEqual([]);
    expect(selectBanners({ banners: [] }, 'w_home')).toEqual([]);
  });
});

describe('slider rules', () => {
  it('shows pagination only for more than one banner', () => {
    expect(showPagination(0)).toBe(false);
    expect(showPagination(1)).toBe(false);
    expect(showPagination(2)).toBe(true);
    expect(showPagination(7)).toBe(true);
  });

  it('autoplays every 5000 ms', () => {
    expect(AUTOPLAY_MS).toBe(5000);
  });
});

describe('bannerHref', () => {
  it('links only banners with a linkageType and a link', () => {
    expect(bannerHref(banner({ linkageType: null, linkageUrl: '/promotions' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: '', linkageUrl: '/promotions' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: 0, linkageUrl: '/promotions' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: 'URL', linkageUrl: '' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: 'URL', linkageUrl: '/promotions' }))).toBe('/promotions');
    expect(bannerHref(banner({ linkageType: 1, linkageUrl: 'https://example.com/x' }))).toBe('https://example.com/x');
  });

  it('refuses script and protocol-relative links', () => {
    expect(bannerHref(banner({ linkageType: 'URL', linkageUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: 'URL', linkageUrl: '//evil.example/x' }))).toBeNull();
    expect(bannerHref(banner({ linkageType: 'URL', linkageUrl: 'data:text/html,x' }))).toBeNull();
  });
});
