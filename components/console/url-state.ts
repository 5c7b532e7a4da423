'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * A console list's filters, search and page kept in the URL: a reload, the back button or a link
 * sent to a colleague shows the same rows. Reads `?name=` values; `set` changes some of them
 * (undefined or '' removes one) and, unless the page itself changes, goes back to page 1.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? undefined])) as Record<K, string | undefined>;
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes) as [string, string | number | undefined][]) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
  return { values, page, set, setPage: (p: number) => set({ page: p } as Partial<Record<K | 'page', number>>) };
}

/** A whole number from the URL, or undefined. */
export const intParam = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) ? n : undefined;
};
