import { SpriteIcon, type IconProps } from './svg';

export function Star(props: IconProps) {
  return <SpriteIcon {...props} icon="star" />;
}
