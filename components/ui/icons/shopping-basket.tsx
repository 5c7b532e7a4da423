import { SpriteIcon, type IconProps } from './svg';

export function ShoppingBasket(props: IconProps) {
  return <SpriteIcon {...props} icon="basket" />;
}
