/**
 * A shopper's review of a product they bought (POST /store/comment/): the limits the form checks
 * before anything is sent, and the server checks again (lib/contract/reviews.ts; the photos by
 * their first bytes, server/services/reviews.ts). No zod and no React: the browser runs these.
 */
import { addPictures, PICTURE_ACCEPT, PICTURE_MAX_BYTES } from './pictures';

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_NAME_MAX = 60;
export const REVIEW_MAX_IMAGES = 4;
/** Each photo; the server renders it down to a WebP of REVIEW_IMAGE_PX (services/product-images.ts). */
export const REVIEW_IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
export const REVIEW_IMAGE_ACCEPT = PICTURE_ACCEPT;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
/** Where the product page's review form is: the order page links to `/products/{id}#write-review`. */
export const REVIEW_FORM_ANCHOR = 'write-review';

/**
 * The name a review goes under: absent, empty or the literal `null` (what some form libraries send
 * for an empty field) means anonymous (null); otherwise the name as typed, trimmed.
 */
export function reviewName(value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  return name === '' || name === 'null' ? null : name;
}

/**
 * Adds picked photos to those already chosen: the acceptable ones up to the limit, and each
 * refused one with its reason. The browser's type is only a first filter; the server reads the bytes.
 */
export function addPhotos<F extends { name: string; size: number; type: string }>(chosen: readonly F[], picked: readonly F[]) {
  return addPictures(chosen, picked, { max: REVIEW_MAX_IMAGES, maxBytes: REVIEW_IMAGE_MAX_BYTES });
}

/** The mean rating of the counts per star, to one decimal as the API stores it (0 with none). */
export function meanRating(counts: Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>): { rating: number; count: number } {
  let count = 0;
  let sum = 0;
  for (const stars of REVIEW_RATINGS) {
    count += counts[String(stars) as '1'];
    sum += stars * counts[String(stars) as '1'];
  }
  // sum * 10 / count is exact when it ends in .5, so it rounds as Postgres rounds the numeric mean.
  return { rating: count ? Math.round((sum * 10) / count) / 10 : 0, count };
}
