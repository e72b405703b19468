import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../components/icons/names';

const sprite = readFileSync(path.join(import.meta.dirname, '..', 'components', 'icons', 'sprite.svg'), 'utf8');

describe('the icon sprite', () => {
  it('has exactly one symbol for each name the code may use, and no other', () => {
    const ids = [...sprite.matchAll(/<symbol id="icon-([A-Z_]+)"/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every symbol on the same 24 × 24 grid in the text colour, so icons follow the theme', () => {
    for (const symbol of sprite.matchAll(/<symbol [^>]*>/g)) {
      expect(symbol[0]).toContain('viewBox="0 0 24 24"');
      expect(symbol[0]).toContain('stroke="currentColor"');
    }
  });
});
