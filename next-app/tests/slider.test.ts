import { describe, expect, it } from 'vitest';
import { clampOffset, maxOffset, offsetAfterDrag, offsetAfterKey, sliderKey } from '../lib/access/slider';
import { parseHumanChallenge } from '../lib/bff/calls/access';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const challenge = { id: 'c1', width: 300, height: 160, pieceSize: 50, pieceY: 40, background: png, piece: png, expiresInSeconds: 120 };

describe('slider human check', () => {
  it('slides from 0 to the piece at the right edge', () => {
    expect(maxOffset(300, 50)).toBe(250);
    expect(clampOffset(-4, 250)).toBe(0);
    expect(clampOffset(251.6, 250)).toBe(250);
    expect(clampOffset(120.4, 250)).toBe(120);
  });

  it('moves by keys: arrows one pixel, Shift or Page keys ten, Home and End to the ends, Enter answers', () => {
    expect(offsetAfterKey(10, sliderKey('ArrowRight', false), 250)).toBe(11);
    expect(offsetAfterKey(10, sliderKey('ArrowLeft', false), 250)).toBe(9);
    expect(offsetAfterKey(10, sliderKey('ArrowRight', true), 250)).toBe(20);
    expect(offsetAfterKey(10, sliderKey('PageUp', false), 250)).toBe(20);
    expect(offsetAfterKey(5, sliderKey('PageDown', false), 250)).toBe(0);
    expect(offsetAfterKey(10, sliderKey('Home', false), 250)).toBe(0);
    expect(offsetAfterKey(10, sliderKey('End', false), 250)).toBe(250);
    expect(offsetAfterKey(249, sliderKey('ArrowUp', true), 250)).toBe(250);
    expect(sliderKey('Enter', false)).toBe('submit');
    expect(offsetAfterKey(10, sliderKey('Enter', false), 250)).toBeNull();
    expect(sliderKey('a', false)).toBeNull();
  });

  it('converts a drag on screen to image pixels, whatever size the picture is shown at', () => {
    // Shown at half size: 60 screen pixels are 120 image pixels.
    expect(offsetAfterDrag(0, 60, 150, 300, 250)).toBe(120);
    expect(offsetAfterDrag(100, -30, 300, 300, 250)).toBe(70);
    expect(offsetAfterDrag(200, 500, 300, 300, 250)).toBe(250);
    expect(offsetAfterDrag(40, 10, 0, 300, 250)).toBe(40);
  });

  it('accepts only a whole challenge with inline PNG pictures', () => {
    expect(parseHumanChallenge(challenge)).toEqual(challenge);
    expect(parseHumanChallenge({ ...challenge, background: 'https://evil.example/a.png' })).toBeNull();
    expect(parseHumanChallenge({ ...challenge, piece: 'data:image/svg+xml;base64,PHN2Zz4=' })).toBeNull();
    expect(parseHumanChallenge({ ...challenge, id: '' })).toBeNull();
    expect(parseHumanChallenge({ ...challenge, pieceSize: 400 })).toBeNull();
    expect(parseHumanChallenge({ ...challenge, pieceY: 140 })).toBeNull();
    expect(parseHumanChallenge(null)).toBeNull();
  });
});
