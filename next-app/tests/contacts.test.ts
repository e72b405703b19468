import { describe, expect, it, vi } from 'vitest';
import { FOOTER_SOCIALS, lineService, nextLineContact, resourcesOf, safeLink, serviceLink, socialLinks } from '../lib/shell/contacts';
import { openInPopup } from '../lib/shell/popup';

const store = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('contacts', () => {
  const resources = [
    { resourceType: 'LINE', url: 'https://line.me/b', sort: 2 },
    { resourceType: 'LINE', url: 'https://line.me/a', sort: 1 },
    { resourceType: 'LINE', url: 'javascript:alert(1)', sort: 3 },
    { resourceType: 'ZALO', url: 'https://zalo.me/x', labelNameEn: 'Zalo' },
    { resourceType: 'YOUTUBE', url: '' },
    { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://d.example/m.plist' },
  ];

  it('keeps only safe links, in the upstream order', () => {
    expect(resourcesOf(resources, 'LINE').map((r) => r.url)).toEqual(['https://line.me/a', 'https://line.me/b']);
    expect(safeLink('itms-services://?action=x')).toBe('itms-services://?action=x');
    expect(safeLink('data:text/html,x')).toBeNull();
  });

  it('shows a social icon only where the upstream supplies a link', () => {
    expect(socialLinks(resources, FOOTER_SOCIALS)).toEqual([{ type: 'ZALO', url: 'https://zalo.me/x', label: 'Zalo' }]);
  });

  it('rotates through the LINE contacts on each click, remembering the position', () => {
    const s = store();
    const contacts = resourcesOf(resources, 'LINE');
    expect(nextLineContact(contacts, s)?.url).toBe('https://line.me/a');
    expect(nextLineContact(contacts, s)?.url).toBe('https://line.me/b');
    expect(nextLineContact(contacts, s)?.url).toBe('https://line.me/a');
    s.setItem('lineIndex', 'garbage');
    expect(nextLineContact(contacts, s)?.url).toBe('https://line.me/a');
    expect(nextLineContact([], s)).toBeNull();
  });

  it('gives the VIP service above rank 4 and live chat otherwise', () => {
    const links = [
      { csType: 'LIVECHAT', url: 'https://chat.example/live' },
      { csType: 'VIP', url: 'https://chat.example/vip' },
      { csType: 'LINE', url: 'https://line.me/cs' },
    ];
    expect(serviceLink(links, 5)).toEqual({ kind: 'VIP', url: 'https://chat.example/vip' });
    expect(serviceLink(links, 4)).toEqual({ kind: 'LIVECHAT', url: 'https://chat.example/live' });
    expect(serviceLink(links, null)?.kind).toBe('LIVECHAT');
    expect(serviceLink([links[1]!], 2)).toBeNull();
    expect(lineService(links)).toBe('https://line.me/cs');
  });
});

describe('openInPopup', () => {
  const fakeWindow = () => ({ location: { href: 'about:blank' }, close: vi.fn(), opener: {} as unknown });

  it('opens the window in the click, then sends it to the link', async () => {
    const popup = fakeWindow();
    const result = await openInPopup(async () => 'https://chat.example/', { open: () => popup });
    expect(result).toBe('opened');
    expect(popup.location.href).toBe('https://chat.example/');
    expect(popup.opener).toBeNull();
  });

  it('closes the window when the link cannot be had, and reports a blocked pop-up', async () => {
    const popup = fakeWindow();
    expect(await openInPopup(async () => null, { open: () => popup })).toBe('failed');
    expect(popup.close).toHaveBeenCalled();
    const thrown = fakeWindow();
    expect(await openInPopup(() => Promise.reject(new Error('x')), { open: () => thrown })).toBe('failed');
    expect(thrown.close).toHaveBeenCalled();
    expect(await openInPopup('https://x.example', { open: () => null })).toBe('blocked');
  });
});
