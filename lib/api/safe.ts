import { unstable_noStore } from 'next/cache';
import { notFound } from 'next/navigation';
import { logger } from '@/lib/observe/log.mjs';
import { ApiError } from './http';

/** A "not found" answer of the API (404, or the contract's not_found code). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'not_found');
}

/**
 * Says that the render under way saw a failed read, so what it shows must not be kept: a page
 * showing "something went wrong" for a brief failure would otherwise stay in the page cache (ISR)
 * until its next revalidation, or for ever for a page without one: a passing API failure must not become a lasting error page.
 *
 * It is Next's `unstable_noStore()`:
 * - in a page rendered per request it changes nothing (nothing of it is cached);
 * - in a static render at run time (an ISR page's first render or its revalidation) it throws
 *   Next's DynamicServerError: the render is not stored; a page already cached stays as it was
 *   and is tried again within 3 to 30 seconds, one not cached yet answers 500 this time and is
 *   rendered afresh on the next request;
 * - in `next build` the page is built as a per-request page rather than with the failure in it.
 * Next's data cache never keeps a failure: an `unstable_cache` function that throws stores nothing
 * (lib/api/cached-lists.ts), and this is never called inside one (there it would do nothing).
 * Outside a Next render (jest, scripts) it does nothing.
 */
function renderSawFailure(): void {
  unstable_noStore();
}

/**
 * For the optional blocks of a page: the value, or null when the call failed (the block hides,
 * and the render is not cached: renderSawFailure). A "not found" is an answer, not a failure: it
 * is not logged (it is what a made-up product id gives its reviews, and crawlers ask for such ids
 * all day; the page itself answers 404) and does not keep the page out of the cache.
 */
export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    // With the page's request id (lib/observe/log.mjs): server components only call this.
    logger('pages').error({ reason: error instanceof Error ? error.message : String(error) }, 'optional API call failed');
    renderSawFailure();
    return null;
  });
}

/** For the subject of a detail page: its value, or the page's 404 when the API has no such thing. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}
