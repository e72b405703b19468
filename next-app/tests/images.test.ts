import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImages, fileHead, imageFormat, imageProblem } from '../lib/validation/images';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const gif = new TextEncoder().encode('GIF89a..');

/** A file of `size` bytes starting with `head`, named `name`. */
const file = (name: string, head: Uint8Array<ArrayBuffer>, size = 1000) => new File([head, new Uint8Array(Math.max(0, size - head.length))], name);

describe('attached images', () => {
  it('know PNG and JPEG by their first bytes, nothing else (a renamed GIF or a text file is no image)', () => {
    expect(imageFormat(png)).toBe('png');
    expect(imageFormat(jpg)).toBe('jpg');
    expect(imageFormat(gif)).toBeNull();
    expect(imageFormat(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageFormat(png.slice(0, 4)), 'a truncated signature').toBeNull();
    expect(imageFormat(new Uint8Array())).toBeNull();
  });

  it('refuse the wrong type, more than 5 MB or an empty file, and a fourth image', () => {
    expect(imageProblem({ size: 1000, head: png }, 0)).toBeNull();
    expect(imageProblem({ size: MAX_IMAGE_BYTES, head: jpg }, 2)).toBeNull();
    expect(imageProblem({ size: MAX_IMAGE_BYTES + 1, head: jpg }, 0)).toBe('size');
    expect(imageProblem({ size: 0, head: png }, 0)).toBe('size');
    expect(imageProblem({ size: 1000, head: gif }, 0)).toBe('type');
    expect(imageProblem({ size: 1000, head: png }, 3)).toBe('count');
  });

  it("follow a form's own types, reading jpeg as jpg", () => {
    const rules = { maxImages: 3, maxImageSize: MAX_IMAGE_BYTES, imageTypes: ['JPEG'] };
    expect(imageProblem({ size: 1000, head: jpg }, 0, rules)).toBeNull();
    expect(imageProblem({ size: 1000, head: png }, 0, rules)).toBe('type');
  });

  it("read a file's head from a Blob", async () => {
    const head = await fileHead(new Blob([png, new Uint8Array(100)]));
    expect(imageFormat(head)).toBe('png');
    expect(head.length).toBe(8);
  });

  it('keep the files that fit and name the first problem of each other, in order', async () => {
    const { accepted, refused } = await checkImages(1, [
      file('big.png', png, MAX_IMAGE_BYTES + 1),
      file('exact.png', png, MAX_IMAGE_BYTES),
      file('renamed.png', gif),
      file('b.jpg', jpg),
      file('c.jpg', jpg),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['exact.png', 'b.jpg']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['big.png', 'size'],
      ['renamed.png', 'type'],
      ['c.jpg', 'count'],
    ]);
  });
});
