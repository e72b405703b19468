import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOWNLOADS, downloadLinks } from '../lib/shell/contacts';
import { INSTALL_GUIDES } from '../lib/site/download';

const locale = (code: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', `${code}.json`), 'utf8')) as { down: Record<string, string> };

describe('app downloads', () => {
  it('offers each download the upstream supplies once, the first usable link of each, in the spec order', () => {
    const links = downloadLinks([
      { resourceType: 'ANDROID', url: 'https://dl.example/b.apk', sort: 2 },
      { resourceType: 'ANDROID', url: 'https://dl.example/a.apk', sort: 1 },
      { resourceType: 'IOS-LITE-APP', url: 'javascript:alert(1)' },
      { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://dl.example/m.plist' },
      { resourceType: 'LINE', url: 'https://line.me/x' },
    ]);
    expect(links.map((l) => [l.type, l.url])).toEqual([
      ['IOS', 'itms-services://?action=download-manifest&url=https://dl.example/m.plist'],
      ['ANDROID', 'https://dl.example/a.apk'],
    ]);
    expect(downloadLinks([])).toEqual([]);
  });

  it('has an install guide for every download, in both languages, the iOS profile explained', () => {
    for (const code of ['en', 'th']) {
      const down = locale(code).down;
      for (const type of DOWNLOADS) {
        const guide = INSTALL_GUIDES[type];
        expect(guide.steps.length, type).toBeGreaterThanOrEqual(3);
        for (const key of [guide.title, guide.button, ...guide.steps, ...(guide.intro ? [guide.intro] : [])])
          expect(down[key], `${code} down.${key}`).toBeTruthy();
      }
    }
    // The profile is installed, then trusted in Settings.
    const profile = INSTALL_GUIDES['IOS-LITE-APP'].steps.map((key) => locale('en').down[key]).join(' ');
    expect(profile).toMatch(/Install/);
    expect(profile).toMatch(/Settings.*Trust/);
  });
});
