import { describe, expect, it } from 'vitest';
import { KNOWN_LOCALES, localeDirection, renderLocale, upstreamLanguageCode } from '../lib/i18n/locales';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { internalPath, parseVisitorState, ROUTE_PATTERNS, routeTarget } from '../lib/routing/resolve';
import { bannerGroupOf, builtRoutes, findRoute, ROUTES, type Area } from '../lib/routing/routes';

describe('renderLocale', () => {
  it('renders the language the BFF chose when this front has its messages', () => {
    expect(renderLocale('en', 'th')).toBe('en');
    expect(renderLocale('th', 'en')).toBe('th');
  });

  it("falls back to the brand's default, then to the first known language", () => {
    expect(renderLocale('xx', 'en')).toBe('en');
    expect(renderLocale(null, 'th')).toBe('th');
    expect(renderLocale('xx', 'xx')).toBe(KNOWN_LOCALES[0]);
  });
});

describe('routeTarget', () => {
  const route = (pathname: string, state = 'normal') => internalPath('demo', 'th', pathname, routeTarget(pathname, parseVisitorState(state)));

  it('maps the home aliases to the brand × language root', () => {
    expect(route('/')).toBe('/demo/th');
    expect(route('/index')).toBe('/demo/th');
    expect(route('/index.html')).toBe('/demo/th');
    expect(route('/home')).toBe('/demo/th');
  });

  it('sends every other path to the same path under the brand × language root', () => {
    expect(route('/help')).toBe('/demo/th/help');
    expect(route('/nope/deeper')).toBe('/demo/th/nope/deeper');
    expect(route('/vnlottery')).toBe('/demo/th/vnLottery');
  });

  it('never shows a system page or a file segment on its own path', () => {
    expect(route('/maintenance')).toBe('/demo/th/not-found');
    expect(route('/region-blocked/x')).toBe('/demo/th/not-found');
    expect(route('/sitemap')).toBe('/demo/th/not-found');
  });

  it('answers the files for search engines and phones from their route handlers', () => {
    expect(route('/sitemap.xml')).toBe('/demo/th/sitemap');
    expect(route('/robots.txt')).toBe('/demo/th/robots');
    expect(route('/manifest.webmanifest')).toBe('/demo/th/manifest');
  });

  it('shows the system page for any path while the visitor is in a system state', () => {
    expect(route('/', 'maintenance')).toBe('/demo/th/maintenance');
    expect(route('/anything', 'maintenance')).toBe('/demo/th/maintenance');
    expect(route('/', 'region-blocked')).toBe('/demo/th/region-blocked');
  });

  it('treats an unknown state header as normal', () => {
    expect(parseVisitorState('weird')).toBe('normal');
    expect(parseVisitorState(null)).toBe('normal');
    expect(route('/', 'weird')).toBe('/demo/th');
  });
});

describe('the path map', () => {
  const appDir = path.join(__dirname, '..', 'app', '[brand]', '[locale]');
  const groupOf: Record<Area, string> = { site: '(shell)/(site)', games: '(shell)/(games)', play: '(play)', access: '(shell)/(access)', bare: '(bare)' };

  it('has a page file for every built screen, and none for the others', () => {
    for (const route of ROUTES) {
      const file = path.join(appDir, groupOf[route.area], route.segment, 'page.tsx');
      expect(existsSync(file), `${route.path} (${file})`).toBe(route.built);
    }
  });

  it('gives every path and alias to exactly one screen', () => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      for (const p of [route.path, ...(route.aliases ?? [])]) {
        expect(seen.has(p), p).toBe(false);
        seen.add(p);
        expect(findRoute(p)).toBe(route);
      }
    }
  });

  it('keeps the pages of a launched game out of the sitemap, and lists the lottery pages', () => {
    const listed = builtRoutes().map((r) => r.path);
    expect(listed).not.toContain('/game');
    expect(listed).not.toContain('/seamless');
    expect(listed).toEqual(expect.arrayContaining(['/lottery', '/seaLottery', '/vnLottery', '/fbsports']));
  });

  it('lists the banner groups of spec 000 §2', () => {
    expect(bannerGroupOf('/index')).toBe('w_home');
    expect(bannerGroupOf('/elott')).toBe('w_lott');
    expect(bannerGroupOf('/pointMall')).toBe('w_shop');
    expect(bannerGroupOf('/join')).toBeUndefined();
  });
});

describe('language helpers', () => {
  it('lays out right-to-left languages right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('ur')).toBe('rtl');
    expect(localeDirection('fa')).toBe('rtl');
    expect(localeDirection('zh-hant')).toBe('ltr');
    expect(localeDirection('th')).toBe('ltr');
    expect(localeDirection('en')).toBe('ltr');
  });

  it('gives the upstream language code', () => {
    expect(upstreamLanguageCode('en')).toBe('EN');
    expect(upstreamLanguageCode('th')).toBe('TH');
    expect(upstreamLanguageCode('zh')).toBe('CN');
    expect(upstreamLanguageCode('ms')).toBe('MY');
    expect(upstreamLanguageCode('tl')).toBe('TY');
    expect(upstreamLanguageCode('my')).toBe('MM');
    expect(upstreamLanguageCode('zh-Hant')).toBe('ZH');
    expect(upstreamLanguageCode('zh-hant')).toBe('ZH');
  });

  it('routes every language of the table: proxy.ts and the rewrite rules accept each code as it is written', () => {
    const locale = new RegExp(`^${ROUTE_PATTERNS.locale}$`);
    expect(KNOWN_LOCALES.filter((code) => !locale.test(code))).toEqual([]);
    expect(KNOWN_LOCALES).toContain('zh-Hant');
  });
});
