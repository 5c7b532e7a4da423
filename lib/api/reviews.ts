import type { ReviewInput } from '@/lib/contract/reviews';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** A shopper's own review (login; api-contract.md "Comment", docs/adr/0020-shoppers-reviews.md). */

/** Whether the caller may review the product (they received it), and their review if they wrote one. */
export const getMyReview = (http: Http, productId: number) => call(http, shopApi.reviews.mine, { path: { id: productId } });

/**
 * Writes the caller's review as multipart/form-data (photos under `images`), or edits the one they
 * wrote: photos sent replace the old ones, none keeps them. An empty name posts anonymously.
 */
export function postReview(http: Http, input: ReviewInput & { images: readonly File[] }) {
  const form = new FormData();
  form.set('product_id', String(input.product_id));
  form.set('rating', String(input.rating));
  form.set('comment', input.comment);
  if (input.name) form.set('name', input.name);
  for (const file of input.images) form.append('images', file, file.name);
  return call(http, shopApi.reviews.post, { form });
}
