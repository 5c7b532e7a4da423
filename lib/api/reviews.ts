import type { Comment } from '@/lib/contract/catalog';
import type { MyReview, ReviewInput } from '@/lib/contract/reviews';
import { unwrap, type Http } from './http';

/** A shopper's own review (login; api-contract.md "Comment", docs/adr/0020-shoppers-reviews.md). */

/** Whether the caller may review the product (they received it), and their review if they wrote one. */
export const getMyReview = (http: Http, productId: number) => http.get(`store/comment/mine/${productId}/`).then(unwrap<MyReview>);

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
  return http.post('store/comment/', { body: form }).then(unwrap<Comment>);
}
