import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for our routing. Import from navigation.ts: its Link prefetches on intent. */
export const { Link: ViewportPrefetchLink, usePathname, useRouter } = createNavigation(routing);
