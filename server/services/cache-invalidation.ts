import 'server-only';
import { LOCALES } from '@/lib/contract/values';
import { CACHE_TAGS } from '@/lib/http/cache-tags';
import { forgetCounts, forgetLists } from './count-cache';
import { logger } from '../log';

/**
 * The one door through which a change of the data reaches the caches that hold it. Stock and
 * prices live in three layers, and each must forget them together:
 *
 * 1. the API's short-lived public lists and counts in this process (count-cache.ts);
 * 2. Next's data cache: the lists the pages read through `unstable_cache` (lib/api/cached-lists.ts),
 *    by tag;
 * 3. Next's page cache: the cached pages (ISR), by tag (a page carries the tags of the data cache
 *    entries it read) or by path.
 *
 * `staleLayers` decides, in one table, what each kind of change makes stale; the invalidator
 * clears it. Callers say what changed, never which cache to clear: a store editing a price or an
 * operator editing a banner goes through `cachesForget` like an order does.
 */
export type CacheChange =
  /**
   * An order took or gave back stock of these products (their sales counts moved with it);
   * `soldOutOrBack` are those that ran out or came back in stock with it.
   */
  | { kind: 'stock'; productIds: readonly number[]; soldOutOrBack: readonly number[] }
  /** These products themselves changed: price, discount, name, images, category, store. */
  | { kind: 'products'; productIds: readonly number[] }
  /** The catalog at large: categories, stores, or products added or removed in bulk. */
  | { kind: 'catalog' }
  /** The site's own content: banners, FAQ, partners, contacts. */
  | { kind: 'content' }
  /** The search synonyms (server/services/search-synonyms.ts): what a search term finds. */
  | { kind: 'synonyms' };

export interface StaleLayers {
  /** The API's public lists (rows with stock and prices), in every process. */
  lists: boolean;
  /** The API's counts and figures derived from the whole catalog. */
  counts: boolean;
  /** Tags of Next's data cache, and of every cached page that read such data. */
  tags: string[];
  /** Paths of cached pages that show the change without reading a tagged entry. */
  paths: string[];
}

/** The cached pages of a product, in every language. */
const productPages = (ids: readonly number[]) => ids.flatMap((id) => LOCALES.map((locale) => `/${locale}/products/${id}`));
/** The home pages show bestsellers and discounts, read straight from the API. */
const homePages = LOCALES.map((locale) => `/${locale}`);

/**
 * What a change makes stale. A product's own page shows its stock in figures, so it is fresh after
 * every order; the lists, the home page and a store's page show only whether a product can be
 * added, so they are rendered again when a product runs out or comes back, not on every sale.
 * Product pages that show a changed product only in their "other stores" or "related" blocks are
 * not listed: they follow within their minute (the basket check and the order's own stock check
 * are live whatever a page shows).
 */
export function staleLayers(change: CacheChange): StaleLayers {
  switch (change.kind) {
    case 'stock': {
      const availability = change.soldOutOrBack.length > 0;
      // The API's lists carry the stock figures: always dropped. Counts of whole lists ("in stock"
      // filters aside) hardly move with one order: kept.
      return {
        lists: true,
        counts: false,
        tags: availability ? [CACHE_TAGS.products] : [],
        paths: [...productPages(change.productIds), ...(availability ? homePages : [])],
      };
    }
    case 'products':
      return { lists: true, counts: true, tags: [CACHE_TAGS.products], paths: [...productPages(change.productIds), ...homePages] };
    case 'catalog':
      // Every page shows the categories (the header's menu): the tag reaches them all.
      return { lists: true, counts: true, tags: [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.stores], paths: [] };
    case 'content':
      // Every page shows the contacts (the footer): the tag reaches them all.
      return { lists: true, counts: true, tags: [CACHE_TAGS.content], paths: [] };
    case 'synonyms':
      // The index itself is kept with the counts, as are whether a term has hits, the name
      // suggestions and the popular terms; the search lists live in the API's lists and under
      // Next's products tag (lib/api/cached-lists.ts).
      return { lists: true, counts: true, tags: [CACHE_TAGS.products], paths: [] };
  }
}

/**
 * How a change reaches the caches. The in-process implementation below clears this process's
 * layers; the shared one (shared-invalidation.ts, with REDIS_URL: several instances behind a load
 * balancer) also publishes the change, for each instance to clear its own lists, and marks the
 * tags stale in the shared page cache itself.
 */
export interface CacheInvalidator {
  forget(change: CacheChange): Promise<void>;
}

/** The API's own layer, in this process. */
export function forgetHere(stale: StaleLayers) {
  if (stale.lists) forgetLists();
  if (stale.counts) forgetCounts();
}

/**
 * Next's layers, through its public API. It records the tags on the request being handled (the
 * API's route handler) and clears them before the answer goes out. Without a Next request (the
 * tests, the scripts, the API served alone) there is no page or data cache to clear.
 */
export async function forgetInNext(stale: StaleLayers) {
  if (!stale.tags.length && !stale.paths.length) return;
  const { revalidatePath, revalidateTag } = await import('next/cache');
  try {
    // Expired at once (`expire: 0`), not stale: the next visit waits for a fresh render instead of
    // being answered the old stock or price while Next refreshes the page in the background.
    for (const tag of stale.tags) revalidateTag(tag, { expire: 0 });
    for (const path of stale.paths) revalidatePath(path);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Invariant: static generation store missing')) return;
    // A change during a page's render (Next refuses it there) is a bug to see, not a failed order.
    logger('cache').error({ err: error, stale }, 'Next could not forget');
  }
}

export const inProcessInvalidator: CacheInvalidator = {
  async forget(change) {
    const stale = staleLayers(change);
    forgetHere(stale);
    await forgetInNext(stale);
  },
};

// On globalThis: the shared invalidator is installed from instrumentation.ts, which Next bundles
// apart from the route handlers that call cachesForget (each bundle has its own copy of this module).
const g = globalThis as unknown as { __savatInvalidator?: CacheInvalidator };

/** Installs another implementation (a shared one); callers do not change. */
export function installInvalidator(next: CacheInvalidator) {
  g.__savatInvalidator = next;
}

/** Tells every cache layer that `change` happened. */
export function cachesForget(change: CacheChange): Promise<void> {
  return (g.__savatInvalidator ?? inProcessInvalidator).forget(change);
}
