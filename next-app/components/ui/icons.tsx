/**
 * The few glyphs the blocks draw, from the site's icon sprite (components/icons), sized to the text (`1em`) in
 * `currentColor` (no icon font, no inline drawing). Decorative: each is aria-hidden; the control around it
 * carries the label.
 */
import type { SVGProps } from 'react';
import { Icon, type IconName } from '@/components/icons/Icon';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'>;

const glyph = (name: IconName) =>
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when this module loads, below
  function Glyph(props: IconProps) {
    return <Icon name={name} size="1em" {...props} />;
  };

export const CloseIcon = glyph('CLOSE');
/** Points to the inline start (left in LTR); CSS mirrors it in RTL. */
export const ChevronStartIcon = glyph('CHEVRON_START');
/** Points to the inline end (right in LTR); CSS mirrors it in RTL. */
export const ChevronEndIcon = glyph('CHEVRON_END');
export const PauseIcon = glyph('PAUSE');
export const PlayIcon = glyph('PLAY');
export const InfoIcon = glyph('INFO');
export const SuccessIcon = glyph('SUCCESS');
export const WarningIcon = glyph('WARNING');
export const ErrorIcon = glyph('ERROR');
