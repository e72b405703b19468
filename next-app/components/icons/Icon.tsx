import type { SVGProps } from 'react';
import sprite from './sprite.svg';
import type { IconName } from './names';

export type { IconName } from './names';

/**
 * The sprite's address: a static file with a content hash in its name (so browsers keep it for good), fetched once
 * and shared by every page, instead of the shapes being copied into each page's HTML and React payload.
 */
const SPRITE_URL: string = typeof sprite === 'string' ? sprite : (sprite as { src: string }).src;

/** Where an icon's symbol is: the sprite file and the symbol's id. */
export const iconHref = (name: IconName) => `${SPRITE_URL}#icon-${name}`;

/**
 * One of the site's icons, by name: a reference to its symbol in the sprite (./sprite.svg), so neither the
 * HTML nor the JavaScript carries its drawing. Decorative by default (`aria-hidden`): the control that holds an
 * icon carries the label. `size` is in pixels, or any CSS length (`'1em'` follows the text).
 */
export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number | string } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={iconHref(name)} />
    </svg>
  );
}
