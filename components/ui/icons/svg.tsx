/** What every icon draws with: the `ic` drawing style, and the references to the sprite's drawings. */
import clsx from 'clsx';
import type { SVGProps } from 'react';
import type { SPRITE } from './sprite';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The drawing style (size 24, no fill, round 2 px strokes) is the `ic` class (app/globals.css), not ~150 bytes of attributes per icon. */
export function Svg({ children, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" className={clsx('ic', className)} {...props}>
      {children}
    </svg>
  );
}

/** The drawings <IconSprite /> holds (./sprite.tsx; a type import: the drawings stay out of the icons' script). */
type SpriteId = keyof typeof SPRITE;

export function SpriteIcon({ icon, ...props }: IconProps & { icon: SpriteId }) {
  return (
    <Svg {...props}>
      <use href={`#icon-${icon}`} />
    </Svg>
  );
}
