import { SpriteIcon, type IconProps } from './svg';

export function Heart(props: IconProps) {
  return <SpriteIcon {...props} icon="heart" />;
}
