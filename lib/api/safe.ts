import { notFound } from 'next/navigation';
import { ApiError } from './http';

/** A "not found" answer of the API (404, or the contract's not_found code). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'not_found');
}

/**
 * For the optional blocks of a page: the value, or null when the call failed (the block hides).
 * A "not found" is not logged: it is what a made-up product id gives its reviews, and crawlers ask
 * for such ids all day; the page itself answers 404.
 */
export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (!isNotFound(error) && process.env.NODE_ENV !== 'test') {
      console.error('[storefront] optional API call failed:', error instanceof Error ? error.message : error);
    }
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
