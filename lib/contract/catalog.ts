import { z } from '@hono/zod-openapi';
import {
  coerceFilterFlag,
  coerceFilterNumber,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FILTER_NUMBER_RANGES,
  isWeightValue,
  MAX_DISTANCE_KM,
  MAX_QUERY_LENGTH,
  MAX_WEIGHTS,
  type FilterNumberField,
} from '../domain/product-filter-rules';
import { MAX_FAVOURITES } from '../domain/favourites';
import { PER_UNITS } from '../domain/unit-price';
import { BodyIdSchema, ImageSchema, MAX_PAGE_SIZE, MediaUrlSchema, blankIsAbsent, pageOf, pagingQuery, queryInt, queryNumber, querySize } from './common';
import { FAVOURITE_ACTIONS, PRODUCT_FLAGS, PRODUCT_SORTS } from './values';
import { WeeklyScheduleSchema, openStateFields } from './schedule';

/** Categories, stores, products, comments: the public catalog's shapes (api-contract.md, "Catalog shapes"). */

export const CategorySchema = z
  .object({ id: z.number().int(), name: z.string(), icon: MediaUrlSchema, image: MediaUrlSchema, color: z.string(), count_product: z.number().int() })
  .openapi('Category');
export type Category = z.infer<typeof CategorySchema>;
/** A category as the header's catalog menu shows it (its payload crosses into every page: ADR 0022). */
export type MenuCategory = Pick<Category, 'id' | 'name' | 'icon' | 'color'>;

export const CategoryQuerySchema = z.object({
  size: querySize(MAX_PAGE_SIZE).optional(),
  q: blankIsAbsent(z.enum(['popular']).optional()),
});

/** A store as nested in a product. */
const ProductStoreSchema = z
  .object({
    id: z.number().int(),
    brand_name: z.string(),
    logo: MediaUrlSchema,
    latitude: z.number(),
    longitude: z.number(),
    store_location_name: z.string(),
    working_time: z.string().openapi({
      description:
        'Today\'s hours "08:00-22:00" ("00:00-24:00" around the clock; "closed today" in words when closed all day); as typed when the store has no schedule',
    }),
    rating: z.number(),
    rating_count: z.number().int(),
    free_shipping_distance: z.number(),
    // Optional: products kept on a device or in an order from before the store hours (ADR 0030) lack them.
    open_now: openStateFields.open_now.optional(),
    opens_at: openStateFields.opens_at.optional(),
  })
  .openapi('ProductStore');
export type ProductStore = z.infer<typeof ProductStoreSchema>;

/** A store from `/store/` and `/store/{id}/`. */
export const StoreSchema = ProductStoreSchema.extend({
  legal_name: z.string(),
  description: z.string(),
  customers_count: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
  around_the_clock: z.boolean(),
  free_shipping: z.boolean(),
  pickup: z.boolean(),
  phone_number: z.string().nullable(),
  schedule: WeeklyScheduleSchema.nullable()
    .optional()
    .openapi({ description: 'Opening hours per weekday and holidays (ADR 0030); null: none, working_time as typed' }),
}).openapi('Store');
export type Store = z.infer<typeof StoreSchema>;

export const StoreLetterGroupSchema = z.object({ letter: z.string(), stores: z.array(z.object({ id: z.number().int(), brand_name: z.string() })) });
export type StoreLetterGroup = z.infer<typeof StoreLetterGroupSchema>;

export const StoreListQuerySchema = pagingQuery(20).extend({
  letter: blankIsAbsent(
    z
      .string()
      .regex(/^\p{L}$/u)
      .optional()
      .openapi({ description: 'Only the stores filed under this letter of the A–Z index (empty: all)' }),
  ),
  q: z.string().trim().max(100).optional().openapi({ description: 'Part of the brand or legal name, in Latin or Cyrillic' }),
  /**
   * The contract's clients read `GET /store/` as a plain list (ADR 0019); the storefront's pages
   * ask for pages with `paged=1`.
   */
  paged: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .openapi({ description: '`1`: a page object (`page`, `size`); otherwise a plain list of every matching store (up to 1 000), `page` and `size` ignored' }),
});

export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().int().openapi({ description: "Whole so'm" }),
    discount: z.number().int().openapi({ description: 'Percent' }),
    discount_price: z.number().int().openapi({ description: 'Price after the discount; equals price when there is none' }),
    available: z.number().int().openapi({ description: 'Stock; 0 while the product is stopped (stopped_until)' }),
    stopped_until: z.string().nullable().optional().openapi({
      description: 'Stopped by its store until then (ISO): not available, not orderable; null when on sale. Absent from copies kept before it existed',
    }),
    amount_type: z.string(),
    weight: z.string().nullable(),
    weight_step: z.number().int().nullable().optional().openapi({
      description:
        'Sold by weight (kg): the grams one unit of quantity stands for; the final price follows the weight packed. Null for piece goods; absent from copies kept before it existed',
    }),
    price_per_unit: z
      .object({ price: z.number().int().openapi({ description: "Whole so'm" }), unit: z.enum(PER_UNITS) })
      .nullable()
      .optional()
      .openapi({
        description:
          "What 1 kg or 1 l costs at the price paid, for a product sold in another amount (lib/domain/unit-price.ts); null for piece goods and for exactly 1 kg or 1 l; absent from copies kept before it existed (an order's products, a basket on a device)",
      }),
    rating: z.number(),
    rating_count: z.number().int(),
    view_count: z.number().int(),
    number_of_sales: z.number().int(),
    free_shipping: z.boolean(),
    pickup: z.boolean(),
    around_the_clock: z.boolean(),
    flag: z.enum(PRODUCT_FLAGS).nullable(),
    images: z.array(ImageSchema),
    category: z.object({ id: z.number().int(), name: z.string() }),
    store: ProductStoreSchema,
    is_favorite: z.boolean(),
    offers: z
      .object({
        stores: z.number().int().openapi({ description: 'How many stores sell this product among those the filters keep (this one included)' }),
        min_price: z.number().int().openapi({ description: "The lowest price paid among them (in stock, when any is), whole so'm" }),
      })
      .optional()
      .openapi({ description: 'Only in a grouped list (`group=1`): this product stands for the same product in every store that sells it' }),
  })
  .openapi('Product');
export type Product = z.infer<typeof ProductSchema>;

/**
 * A product as a card shows it, and as its islands (the basket and favourite buttons) keep it on
 * the device: the few fields a card, a basket line and the checkout read, with the first image
 * only and the store's name, address and hours (ADR 0022). Server components hand this, never a
 * whole Product, to the client components of cards (lib/domain/product.ts `cardProduct`): every
 * field crosses into the page's React payload once per card. A whole Product is one too.
 */
export type CardProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'discount'
  | 'discount_price'
  | 'available'
  | 'stopped_until'
  | 'amount_type'
  | 'weight'
  | 'weight_step'
  | 'price_per_unit'
  | 'rating'
  | 'rating_count'
  | 'free_shipping'
  | 'pickup'
  | 'around_the_clock'
  | 'flag'
  | 'images'
  | 'offers'
> & {
  category: Pick<Product['category'], 'id'>;
  store: Pick<ProductStore, 'id' | 'brand_name' | 'store_location_name' | 'working_time' | 'open_now' | 'opens_at'>;
};

/** A store's offer of the same product, as the product page's "in other stores" block shows it. */
export type StoreOffer = Pick<Product, 'id' | 'price' | 'discount' | 'discount_price' | 'available' | 'rating' | 'rating_count'> & {
  store: Pick<ProductStore, 'brand_name' | 'logo'>;
};

const CommentAnswerSchema = z.object({ id: z.number().int(), name: z.string(), comment: z.string(), created_at: z.string() });

export const CommentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    created_at: z.string(),
    images: z.array(ImageSchema),
    answers: z.array(CommentAnswerSchema),
  })
  .openapi('Comment');
export type Comment = z.infer<typeof CommentSchema>;

const RatingCountSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RatingCount = z.infer<typeof RatingCountSchema>;

export const CommentsPageSchema = pageOf(CommentSchema).extend({ rating_count: RatingCountSchema });
export type CommentsPage = z.infer<typeof CommentsPageSchema>;

export const CommentsQuerySchema = pagingQuery(5).extend({ rating: queryInt(1, 5).optional() });

export const ProductDetailSchema = ProductSchema.extend({
  comparison_products: z.array(ProductSchema),
  related_products: z.array(ProductSchema),
  comments: z.array(CommentSchema),
}).openapi('ProductDetail');
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

// ---- The product list -------------------------------------------------------------------------

const ProductSortSchema = z.enum(PRODUCT_SORTS);

/*
 * The filter body of `POST /store/products/filter/`, built from the plain rules of
 * lib/domain/product-filter-rules.ts, which the storefront uses to read the URL without zod.
 */
const num = (key: FilterNumberField) => {
  const [min, max, int] = FILTER_NUMBER_RANGES[key];
  return z.preprocess(coerceFilterNumber, (int ? z.number().int() : z.number()).min(min).max(max));
};

const flag = z.preprocess(coerceFilterFlag, z.boolean());

export const ProductFilterSchema = z.strictObject({
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
  weight: z
    .array(z.string().refine(isWeightValue, 'A size as the catalog writes it: "0.9 l", "500 g"'))
    .max(MAX_WEIGHTS)
    .nullish()
    .openapi({ description: 'Volume or weight: any of these sizes, as `GET /store/products/weights/` lists them (`value`)' }),
  comments: flag.nullish(),
  available: flag.nullish(),
  latitude: num('latitude').nullish(),
  longitude: num('longitude').nullish(),
  distance: num('distance').nullish(),
});
type ParsedFilter = z.output<typeof ProductFilterSchema>;
/** The filters a client sets (a field not sent, or sent as null, is no filter). */
export type ProductFilter = { [K in keyof ParsedFilter]?: NonNullable<ParsedFilter[K]> };

export const ProductListQuerySchema = pagingQuery(DEFAULT_PAGE_SIZE).extend({ sort: ProductSortSchema.optional().default(DEFAULT_SORT) });

/** The filter's query: a grouped list on request (ADR 0034); older clients get one card per offer. */
export const ProductFilterQuerySchema = ProductListQuerySchema.extend({
  group: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .openapi({
      description:
        "`1`: the same product sold by several stores is one item (its first offer in the sort, with `offers`: how many stores and the lowest price); ignored when `store` is set, where each store's product is its own",
    }),
});

export const ProductsNearQuerySchema = pagingQuery(DEFAULT_PAGE_SIZE).extend({
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
  distance: queryNumber(0, MAX_DISTANCE_KM).optional().default(5).openapi({ type: 'number', default: 5, description: 'Kilometres' }),
});

/** The sizes of a category's products, for the "volume or weight" filter (ADR 0034). */
export const WeightFacetsQuerySchema = z.object({ category: queryInt(1, 2_147_483_647).openapi({ description: 'A category id' }) });
export const WeightFacetSchema = z
  .object({
    value: z.string().openapi({ description: 'The size as the filter takes it ("0.9 l")' }),
    label: z.string().openapi({ description: 'The size in the request language ("0,9 l")' }),
    count: z.number().int().openapi({ description: 'How many products (a product of several stores once) have it' }),
  })
  .openapi('WeightFacet');
export type WeightFacet = z.infer<typeof WeightFacetSchema>;

export const SuggestionsQuerySchema = z.object({ q: z.string().max(MAX_QUERY_LENGTH).optional().default('') });

/** What the search box offers for a text (ADR 0032): stores and categories above product names. */
export const SearchHintsSchema = z
  .object({
    stores: z.array(StoreSchema).max(3),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), icon: MediaUrlSchema })).max(3),
    names: z.array(z.string()).max(10),
    did_you_mean: z.string().nullable().openapi({ description: 'When nothing matches, the closest product name in the request language; else null' }),
  })
  .openapi('SearchHints');
export type SearchHints = z.infer<typeof SearchHintsSchema>;

/** The basket check: ids and counts in, each product as it is now with `count` capped to stock out. */
export const BasketCheckInputSchema = z.strictObject({
  // Not strict inside: clients send the basket's products as they keep them (price, name, store...:
  // the whole line); only id and count are read, the rest is ignored, never trusted (ADR 0006).
  products: z.array(z.object({ id: BodyIdSchema, count: z.number().int().min(0).max(100_000) })).max(200),
});
export type BasketLineRef = z.infer<typeof BasketCheckInputSchema>['products'][number];

export const CheckedProductSchema = ProductSchema.extend({ count: z.number().int() });

// ---- Back in stock (ADR 0033) ------------------------------------------------------------------

/** The products a shopper waits for (pending "tell me when it is back"), the newest first. */
export const BackInStockListSchema = z.object({ product_ids: z.array(z.number().int()) }).openapi('BackInStockList');
export type BackInStockList = z.infer<typeof BackInStockListSchema>;

// ---- Favourites -------------------------------------------------------------------------------

export const FavouritesChangeSchema = z.strictObject({
  // Empty is allowed: a device with no local favourites uploads none after login.
  product_ids: z.array(BodyIdSchema).max(MAX_FAVOURITES),
  action: z.enum(FAVOURITE_ACTIONS).optional().default('toggle'),
});
