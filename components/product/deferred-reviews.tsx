'use client';

import { hydrateOnInteraction } from '@/components/ui/lazy';

/**
 * The reviews, below the fold: in the HTML at once (their first page comes from the server), their
 * script (the star filter, "show more", the review form's loader: about 2.6 kB gzip) at the
 * shopper's first touch, key, scroll or focus, or when the reviews come within a screen of the
 * viewport, so before a tap on them can come (React drops a tap on markup not yet hydrated).
 */
export const DeferredReviews = hydrateOnInteraction(() => import('./product-reviews').then((m) => m.ProductReviews), { near: '#reviews' });
