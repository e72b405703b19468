/**
 * The slider human check's arithmetic (components/access/SliderCheck.tsx draws it): where the piece may go and
 * how a key or a drag moves it. Positions are in the challenge image's own pixels, whatever size it is shown at.
 */

/** The furthest the piece can slide: its right edge at the image's right edge. */
export const maxOffset = (width: number, pieceSize: number): number => Math.max(0, width - pieceSize);

export const clampOffset = (x: number, max: number): number => Math.min(max, Math.max(0, Math.round(x)));

/** Arrow keys move one pixel (ten with Shift), Page keys ten, Home and End to the ends; Enter answers. */
export type SliderKeyAction = { move: number } | { to: 'start' | 'end' } | 'submit' | null;

export function sliderKey(key: string, shift: boolean): SliderKeyAction {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { move: step };
    case 'ArrowLeft':
    case 'ArrowDown':
      return { move: -step };
    case 'PageUp':
      return { move: 10 };
    case 'PageDown':
      return { move: -10 };
    case 'Home':
      return { to: 'start' };
    case 'End':
      return { to: 'end' };
    case 'Enter':
      return 'submit';
    default:
      return null;
  }
}

/** The offset after a key, or null when the key does not move the piece. */
export function offsetAfterKey(current: number, action: SliderKeyAction, max: number): number | null {
  if (action === null || action === 'submit') return null;
  if ('to' in action) return action.to === 'start' ? 0 : max;
  return clampOffset(current + action.move, max);
}

/**
 * The offset during a drag: where it started plus how far the pointer went on screen, converted to image
 * pixels (`shownWidth` is the image's width on screen).
 */
export function offsetAfterDrag(start: number, pointerDelta: number, shownWidth: number, width: number, max: number): number {
  if (shownWidth <= 0) return start;
  return clampOffset(start + (pointerDelta * width) / shownWidth, max);
}
