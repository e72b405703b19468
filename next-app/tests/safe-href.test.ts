import { describe, expect, it } from 'vitest';
import { safeHref } from '../lib/safe-href';

describe('safeHref', () => {
  it('keeps a path of this site', () => {
    expect(safeHref('/promotions')).toBe('/promotions');
    expect(safeHref(' /rng?vassalage=PG#top ')).toBe('/rng?vassalage=PG#top');
    expect(safeHref('/a b')).toBe('/a b');
  });

  it('refuses what a browser takes to another host or runs', () => {
    const hostile = [
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/x\\y',
      'https://evil.example\\@good.example/',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://good.example/1',
      'ftp://files.example/x',
      'https://evil.example/x',
      'http://evil.example',
      'promo',
      '?x=1',
      '#top',
      '',
      '   ',
    ];
    for (const href of hostile) expect(safeHref(href), JSON.stringify(href)).toBeNull();
    for (const value of [null, undefined, 1, {}, ['/x']]) expect(safeHref(value)).toBeNull();
  });

  it('lets absolute http(s) URLs through only where the caller allows other hosts', () => {
    expect(safeHref('https://play.example/g?x=1', { external: true })).toBe('https://play.example/g?x=1');
    expect(safeHref('HTTP://Old.Example', { external: true })).toBe('http://old.example/');
    for (const href of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(safeHref(href, { external: true }), href).toBeNull();
    }
  });

  it('turns an absolute URL of this site into its path, and refuses a look-alike host', () => {
    const origin = 'https://brand.example';
    expect(safeHref('https://brand.example/rng?x=1#y', { origin })).toBe('/rng?x=1#y');
    expect(safeHref('https://brand.example.evil.example/rng', { origin })).toBeNull();
    expect(safeHref('https://brand.example@evil.example/rng', { origin })).toBeNull();
    expect(safeHref('http://brand.example/rng', { origin })).toBeNull();
  });
});
