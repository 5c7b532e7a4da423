export { usePathname, useRouter } from './intl-navigation';
export { Link } from './intent-link';
