import { Svg, type IconProps } from './svg';

export function Menu(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </Svg>
  );
}
