import { describe, expect, it } from 'vitest';
import { localeDirection, resolveLocale, upstreamLanguageCode } from '../lib/i18n/locales';
import { internalPath, parseVisitorState, resolveRoute, type BrandLocales } from '../lib/routing/resolve';

const demo: BrandLocales = { id: 'demo', defaultLocale: 'th', supportedLocales: ['th', 'en'] };

describe('resolveLocale', () => {
  it('uses the lang cookie when the brand supports it', () => {
    expect(resolveLocale('en', demo)).toBe('en');
    expect(resolveLocale('th', demo)).toBe('th');
  });

  it('accepts the upper-case form and surrounding spaces', () => {
    expect(resolveLocale(' EN ', demo)).toBe('en');
  });

  it('falls back to the brand default for missing or unsupported languages', () => {
    expect(resolveLocale(undefined, demo)).toBe('th');
    expect(resolveLocale('', demo)).toBe('th');
    expect(resolveLocale('vi', demo)).toBe('th');
    expect(resolveLocale('en', { ...demo, defaultLocale: 'en', supportedLocales: ['en'] })).toBe('en');
    expect(resolveLocale('th', { ...demo, defaultLocale: 'en', supportedLocales: ['en'] })).toBe('en');
  });
});

describe('resolveRoute', () => {
  const route = (pathname: string, state = 'normal', langCookie?: string) =>
    internalPath(resolveRoute({ pathname, state: parseVisitorState(state), langCookie }, demo));

  it('maps the home aliases to the brand × language root', () => {
    expect(route('/')).toBe('/demo/th');
    expect(route('/index')).toBe('/demo/th');
    expect(route('/index.html', 'normal', 'en')).toBe('/demo/en');
  });

  it('sends unknown paths (including internal ones) to the localized not-found page', () => {
    expect(route('/nope')).toBe('/demo/th/not-found');
    expect(route('/demo/en', 'normal', 'en')).toBe('/demo/en/not-found');
    expect(route('/maintenance')).toBe('/demo/th/not-found');
  });

  it('shows the system page for any path while the visitor is in a system state', () => {
    expect(route('/', 'maintenance')).toBe('/demo/th/maintenance');
    expect(route('/anything', 'maintenance', 'en')).toBe('/demo/en/maintenance');
    expect(route('/', 'region-blocked')).toBe('/demo/th/region-blocked');
  });

  it('treats an unknown state header as normal', () => {
    expect(parseVisitorState('weird')).toBe('normal');
    expect(parseVisitorState(null)).toBe('normal');
    expect(route('/', 'weird')).toBe('/demo/th');
  });
});

describe('language helpers', () => {
  it('lays out right-to-left languages right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he-IL')).toBe('rtl');
    expect(localeDirection('th')).toBe('ltr');
    expect(localeDirection('en')).toBe('ltr');
  });

  it('gives the upstream language code', () => {
    expect(upstreamLanguageCode('en')).toBe('EN');
    expect(upstreamLanguageCode('th')).toBe('TH');
    expect(upstreamLanguageCode('zh')).toBe('CN');
  });
});
