export { getPathname, redirect, usePathname, useRouter } from './intl-navigation';
export { Link } from './intent-link';
