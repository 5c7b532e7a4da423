import { queryOptions } from './query-options';
import type { Role } from '@/lib/contract/console';
import { unwrap, type Http } from './http';

/** The console's calls (issue 18): every one needs a console role; a shopper gets 403 `forbidden`. */

export interface ConsoleMe {
  roles: Role[];
  /** An operator reaches every store; the list then is empty. */
  all_stores: boolean;
  stores: { id: number; brand_name: string }[];
}

export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
};

export const getConsoleMe = (http: Http) => http.get('console/me/').then(unwrap<ConsoleMe>);

export const consoleMeQuery = (http: Http) => queryOptions({ queryKey: consoleKeys.me(), queryFn: () => getConsoleMe(http), staleTime: 60_000, retry: false });
