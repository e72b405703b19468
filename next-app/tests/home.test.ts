import { describe, expect, it } from 'vitest';
import { vendorMarks, type Vendor } from '../lib/games/game';
import { PUBLICITY_CLOSED_KEY, publicityClosed } from '../lib/site/notices';

describe('vendor marks for game tiles', () => {
  it('keeps one name and logo per vendor code, the first listed', () => {
    const vendors: Vendor[] = [
      { vassalage: 'PP', name: 'Pragmatic Play', gameType: 'RNG', logo: 'pp-rng.svg', isHot: true },
      { vassalage: 'PP', name: 'Pragmatic Live', gameType: 'LIVE', logo: 'pp-live.svg', isHot: false },
      { vassalage: 'JL', name: 'JILI', gameType: 'RNG', logo: 'jl.svg', isHot: false },
    ];
    const marks = vendorMarks(vendors);
    expect(marks.get('PP')).toEqual({ name: 'Pragmatic Play', logo: 'pp-rng.svg' });
    expect(marks.get('JL')).toEqual({ name: 'JILI', logo: 'jl.svg' });
    expect(marks.size).toBe(2);
  });
});

describe('the publicity announcements flag', () => {
  it('is set by any value under publicityClose, and is off without storage or when storage throws', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(publicityClosed(storage)).toBe(false);
    store.set(PUBLICITY_CLOSED_KEY, 'true');
    expect(PUBLICITY_CLOSED_KEY).toBe('publicityClose');
    expect(publicityClosed(storage)).toBe(true);
    expect(publicityClosed(undefined)).toBe(false);
    expect(
      publicityClosed({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
  });
});
