import { SpriteIcon, type IconProps } from './svg';

export function Truck(props: IconProps) {
  return <SpriteIcon {...props} icon="truck" />;
}
