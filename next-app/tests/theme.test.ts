import { describe, expect, it } from 'vitest';
import { applyTheme, brandThemeCss, currentTheme, themeBootstrapScript } from '../lib/theme/bootstrap';
import type { Palette } from '../lib/bff/generated';

/** A stand-in for the bits of `document` and `localStorage` the head script touches. */
function fakeBrowser(stored: string | null, opts: { storageThrows?: boolean } = {}) {
  const attrs: Record<string, string> = {};
  const documentElement = {
    style: {} as Record<string, string>,
    setAttribute: (k: string, v: string) => {
      attrs[k] = v;
    },
    getAttribute: (k: string) => attrs[k] ?? null,
  };
  const storage = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
  const localStorage = {
    getItem: (k: string) => {
      if (opts.storageThrows) throw new Error('SecurityError');
      return storage.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      storage.set(k, v);
    },
  };
  return { document: { documentElement }, localStorage, attrs, storage };
}

function runHeadScript(defaultTheme: 'dark' | 'light', browser: ReturnType<typeof fakeBrowser>) {
  // The script as shipped, run against the fakes (as the browser runs it before first paint).
  new Function('document', 'localStorage', themeBootstrapScript(defaultTheme))(browser.document, browser.localStorage);
}

describe('theme bootstrap script', () => {
  it('applies the stored theme before paint', () => {
    const b = fakeBrowser('light');
    runHeadScript('dark', b);
    expect(b.attrs['data-theme']).toBe('light');
    expect(b.document.documentElement.style.colorScheme).toBe('light');
  });

  it('uses the brand default when nothing valid is stored', () => {
    for (const stored of [null, '', 'purple', '"><script>']) {
      const b = fakeBrowser(stored);
      runHeadScript('dark', b);
      expect(b.attrs['data-theme']).toBe('dark');
    }
    const light = fakeBrowser(null);
    runHeadScript('light', light);
    expect(light.attrs['data-theme']).toBe('light');
  });

  it('still sets a theme when storage is blocked', () => {
    const b = fakeBrowser('light', { storageThrows: true });
    runHeadScript('dark', b);
    expect(b.attrs['data-theme']).toBe('dark');
  });

  it('toggling writes the choice to localStorage', () => {
    const b = fakeBrowser(null);
    const doc = b.document as unknown as Document;
    applyTheme('light', doc, b.localStorage as unknown as Storage);
    expect(currentTheme(doc)).toBe('light');
    expect(b.storage.get('theme')).toBe('light');
  });
});

describe('brandThemeCss', () => {
  const palette = (primary: string): Palette => ({
    primary,
    onPrimary: '#000',
    background: '#111',
    surface: '#222',
    text: '#eee',
    muted: '#999',
  });

  it('emits one rule per theme with --brand-* custom properties', () => {
    const css = brandThemeCss({ dark: palette('#f5b400'), light: palette('#b87f00') });
    expect(css).toContain(':root[data-theme="dark"]{--brand-primary:#f5b400;--brand-on-primary:#000;');
    expect(css).toContain(':root[data-theme="light"]{--brand-primary:#b87f00;');
    expect(css).toContain('color-scheme:light');
  });
});
