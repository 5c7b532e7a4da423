import { SpriteIcon, type IconProps } from './svg';

export function Store(props: IconProps) {
  return <SpriteIcon {...props} icon="store" />;
}
