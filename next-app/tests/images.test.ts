import { describe, expect, it } from 'vitest';
import { allowedType, checkImages, MAX_IMAGE_BYTES } from '../lib/validation/images';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attached images', () => {
  it('takes png and jpg only, by MIME type or, without one, by name', () => {
    expect(allowedType(file('a.png', 'image/png'), ['png', 'jpg'])).toBe(true);
    expect(allowedType(file('a.jpeg', 'image/jpeg'), ['png', 'jpg'])).toBe(true);
    expect(allowedType(file('a.JPG', ''), ['png', 'jpg'])).toBe(true);
    expect(allowedType(file('a.gif', 'image/gif'), ['png', 'jpg'])).toBe(false);
    expect(allowedType(file('a.png', 'application/pdf'), ['png', 'jpg'])).toBe(false);
    expect(allowedType(file('a.webp', ''), ['png', 'jpg'])).toBe(false);
  });

  it('refuses a file over 5 MB and any beyond the third, keeping the rest', () => {
    const big = file('big.png', 'image/png', MAX_IMAGE_BYTES + 1);
    const exact = file('exact.png', 'image/png', MAX_IMAGE_BYTES);
    const gif = file('x.gif', 'image/gif');
    const { accepted, refused } = checkImages(1, [big, exact, gif, file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg')]);
    expect(accepted.map((f) => f.name)).toEqual(['exact.png', 'b.jpg']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['big.png', 'size'],
      ['x.gif', 'type'],
      ['c.jpg', 'too_many'],
    ]);
  });
});

