import type { SVGProps } from 'react';
import type { IconName } from './sprite';

export type { IconName } from './sprite';

/** The id of an icon's symbol in the page's sprite. */
export const iconId = (name: string) => `icon-${name}`;

/**
 * One of the site's icons, by name: a reference to its symbol in the page's sprite (./sprite.tsx), so
 * client components carry no drawing. Decorative by default (`aria-hidden`): the control that holds an
 * icon carries the label.
 */
export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
