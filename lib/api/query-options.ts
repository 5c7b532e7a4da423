import type { queryOptions as QueryOptions } from '@tanstack/react-query';

/**
 * TanStack Query's `queryOptions`, which only gives its argument back
 * with its types. Imported from '@tanstack/react-query' itself, they would put that package (whose
 * modules are client components) into the module graph of every server page that reads through
 * lib/api, and Next would then load all of React Query with every page, fetching on the client or
 * not. A type-only import keeps the types and loads nothing.
 */
export const queryOptions = ((options: unknown) => options) as typeof QueryOptions;
