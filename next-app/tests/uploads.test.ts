import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, fileHead, imageFormat, imageProblem } from '../lib/member/uploads';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const gif = new TextEncoder().encode('GIF89a..');

describe('proof images', () => {
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

  it('read a file\'s head from a Blob', async () => {
    const head = await fileHead(new Blob([png, new Uint8Array(100)]));
    expect(imageFormat(head)).toBe('png');
    expect(head.length).toBe(8);
  });
});
