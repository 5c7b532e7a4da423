/**
 * The tags of Next's data cache (lib/api/cached-lists.ts). A cached page carries the tags of the
 * entries it read, so revalidating a tag reaches the data and the pages that show it; what each
 * change of the data revalidates is decided in server/services/cache-invalidation.ts.
 */
export const CACHE_TAGS = { products: 'products', categories: 'categories', stores: 'stores', content: 'content' } as const;
