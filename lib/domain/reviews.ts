/**
 * A shopper's review of a product they bought (POST /store/comment/): the limits the form checks
 * before anything is sent, and the server checks again (lib/contract/reviews.ts; the photos by
 * their first bytes, server/services/reviews.ts). No zod and no React: the browser runs these.
 */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_NAME_MAX = 60;
export const REVIEW_MAX_IMAGES = 4;
/** Each photo; the server renders it down to a WebP of REVIEW_IMAGE_PX (services/product-images.ts). */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
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

export type PhotoRefusal = 'type' | 'size' | 'count';

const PHOTO_TYPES = new Set(REVIEW_IMAGE_ACCEPT.split(','));
const PHOTO_EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** Whether a picked file may be a photo the server takes; a file with no type is judged by its name. */
const photoType = (file: { name: string; type: string }) => (file.type ? PHOTO_TYPES.has(file.type) : PHOTO_EXTENSIONS.test(file.name));

/**
 * Adds picked photos to those already chosen: the acceptable ones up to the limit, and each
 * refused one with its reason. The browser's type is only a first filter; the server reads the bytes.
 */
export function addPhotos<F extends { name: string; size: number; type: string }>(chosen: readonly F[], picked: readonly F[]) {
  const files = [...chosen];
  const refused: { name: string; reason: PhotoRefusal }[] = [];
  for (const file of picked) {
    if (!photoType(file)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size <= 0 || file.size > REVIEW_IMAGE_MAX_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (files.length >= REVIEW_MAX_IMAGES) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
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
