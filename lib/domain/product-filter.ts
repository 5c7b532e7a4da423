import { z } from 'zod';
import { PRODUCT_SORTS } from '@/lib/api/types';
import { coerceFilterFlag, coerceFilterNumber, FILTER_NUMBER_RANGES, MAX_QUERY_LENGTH, type FilterNumberField } from './product-filter-rules';

export {
  compactFilter,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_DISTANCE_KM,
  MAX_PRICE,
  MAX_QUERY_LENGTH,
} from './product-filter-rules';

/**
 * The product filter of the contract (`POST /store/products/filter/`) as a zod schema, for the
 * server, which validates with it. It is built from the plain rules of `product-filter-rules.ts`,
 * which the storefront uses to read the URL without loading zod.
 */
const num = (key: FilterNumberField) => {
  const [min, max, int] = FILTER_NUMBER_RANGES[key];
  return z.preprocess(coerceFilterNumber, (int ? z.number().int() : z.number()).min(min).max(max));
};

const flag = z.preprocess(coerceFilterFlag, z.boolean());

export const productFilterSchema = z.strictObject({
  q: z.string().trim().max(MAX_QUERY_LENGTH).nullish(),
  category: num('category').nullish(),
  min_price: num('min_price').nullish(),
  max_price: num('max_price').nullish(),
  rating: num('rating').nullish(),
  discount: num('discount').nullish(),
  free_shipping: flag.nullish(),
  pickup: flag.nullish(),
  around_the_clock: flag.nullish(),
  store: z.union([num('store'), z.array(num('store')).max(50)]).nullish(),
  comments: flag.nullish(),
  available: flag.nullish(),
  latitude: num('latitude').nullish(),
  longitude: num('longitude').nullish(),
  distance: num('distance').nullish(),
});

export type ProductFilterInput = z.input<typeof productFilterSchema>;

export const productSortSchema = z.enum(PRODUCT_SORTS);
