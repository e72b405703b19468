import { describe, expect, it } from 'vitest';
import { escapeHtml, headerNavHtml } from '../../components/shell/header-nav';

const classes = { navList: 'list', navItem: 'item', navLink: 'link', vendors: 'vendors', vendor: 'vendor' };

describe('the header menu as HTML', () => {
  it('draws each category with its test id, icon and label, its vendors as links, and the site pages', () => {
    const html = headerNavHtml(
      [
        { id: 'RNG', href: '/rng', icon: 'RNG', label: 'สล็อต', vendors: [{ href: '/rng?vassalage=PG', name: 'PG Soft' }] },
        { id: 'promotions', href: '/promotions', icon: 'PROMOTIONS', label: 'Promotions', vendors: [] },
      ],
      classes,
    );
    const doc = new DOMParser().parseFromString(`<nav>${html}</nav>`, 'text/html');
    const rng = doc.querySelector('[data-testid="header-nav-RNG"]')!;
    expect(rng.getAttribute('href')).toBe('/rng');
    expect(rng.textContent).toBe('สล็อต');
    expect(rng.querySelector('use')!.getAttribute('href')).toMatch(/#icon-RNG$/);
    expect([...doc.querySelectorAll('[data-testid="header-vendors-RNG"] a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/rng?vassalage=PG', 'PG Soft'],
    ]);
    expect(doc.querySelector('[data-testid="header-vendors-promotions"]')).toBeNull();
    expect(doc.querySelector('[data-testid="header-nav-promotions"]')!.getAttribute('href')).toBe('/promotions');
  });

  it('keeps the upstream’s vendor names and addresses inert: no markup, no attribute breaks out', () => {
    const html = headerNavHtml(
      [
        {
          id: 'RNG',
          href: '/rng',
          icon: 'RNG',
          label: 'Slots',
          vendors: [{ href: '/rng?vassalage=a"><img src=x onerror=alert(1)>', name: '<script>alert(1)</script> & co' }],
        },
      ],
      classes,
    );
    const doc = new DOMParser().parseFromString(`<nav>${html}</nav>`, 'text/html');
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    const vendor = doc.querySelector('.vendor')!;
    expect(vendor.textContent).toBe('<script>alert(1)</script> & co');
    expect(vendor.getAttribute('href')).toBe('/rng?vassalage=a"><img src=x onerror=alert(1)>');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
});
