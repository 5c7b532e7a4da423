import { z } from '@hono/zod-openapi';

/**
 * Response shapes for the OpenAPI document (/api/v1/openapi.json). They mirror lib/api/types.ts,
 * which is what the code is typed against; a test checks a real answer against these.
 */

export const ErrorBody = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.string().openapi({ example: 'validation_error' }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
    new_otp_time: z.string().optional().openapi({ description: 'On otp_locked (and on the invalid_code that locked the phone): ISO 8601 time from which a new code may be requested' }),
    tries_left: z.number().int().optional().openapi({ description: 'On invalid_code: tries left on this code' }),
    resends_left: z.number().int().optional().openapi({ description: 'On invalid_code: resends left for this phone' }),
    retry_after: z.number().int().optional().openapi({ description: 'On rate_limited: seconds to wait (also the Retry-After header)' }),
  })
  .openapi('Error');

export const envelope = <T extends z.ZodTypeAny>(result: T) => z.object({ ok: z.literal(true), result });

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    content: z.array(item),
    empty: z.boolean(),
    first: z.boolean(),
    last: z.boolean(),
    number: z.number().int().openapi({ description: 'Counts from 1' }),
    numberOfElements: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });

const ImageSchema = z.object({ id: z.number().int(), image: z.string().openapi({ description: 'A path on this host, e.g. /media/emoji/red-apple.svg' }) });

export const ProductStoreSchema = z
  .object({
    id: z.number().int(),
    brand_name: z.string(),
    logo: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    store_location_name: z.string(),
    working_time: z.string(),
    rating: z.number(),
    rating_count: z.number().int(),
    free_shipping_distance: z.number(),
  })
  .openapi('ProductStore');

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
}).openapi('Store');

export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().int().openapi({ description: "Whole so'm" }),
    discount: z.number().int().openapi({ description: 'Percent' }),
    discount_price: z.number().int().openapi({ description: 'Price after the discount; equals price when there is none' }),
    available: z.number().int().openapi({ description: 'Stock' }),
    amount_type: z.string(),
    weight: z.string().nullable(),
    rating: z.number(),
    rating_count: z.number().int(),
    view_count: z.number().int(),
    number_of_sales: z.number().int(),
    free_shipping: z.boolean(),
    pickup: z.boolean(),
    around_the_clock: z.boolean(),
    flag: z.enum(['new', 'sale', 'free_ship']).nullable(),
    images: z.array(ImageSchema),
    category: z.object({ id: z.number().int(), name: z.string() }),
    store: ProductStoreSchema,
    is_favorite: z.boolean(),
  })
  .openapi('Product');

export const CommentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    created_at: z.string(),
    images: z.array(ImageSchema),
    answers: z.array(z.object({ id: z.number().int(), name: z.string(), comment: z.string(), created_at: z.string() })),
  })
  .openapi('Comment');

export const ProductDetailSchema = ProductSchema.extend({
  comparison_products: z.array(ProductSchema),
  related_products: z.array(ProductSchema),
  comments: z.array(CommentSchema),
}).openapi('ProductDetail');

export const RatingCountSchema = z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() });

export const CategorySchema = z
  .object({ id: z.number().int(), name: z.string(), icon: z.string(), image: z.string(), color: z.string(), count_product: z.number().int() })
  .openapi('Category');

export const AboutSchema = z
  .object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string(),
    address_url: z.string().nullable(),
    telegram: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    app_qr_image: z.string().nullable(),
    description: z.string(),
  })
  .openapi('About');

export const BannerSchema = z
  .object({ id: z.number().int(), type: z.enum(['web', 'mobile']), title: z.string(), subtitle: z.string(), image: z.string(), color: z.string(), link: z.string() })
  .openapi('Banner');

export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() }).openapi('Faq');
export const PartnerSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string(), url: z.string().nullable() }).openapi('Partner');
export const StatisticsSchema = z
  .object({ products: z.number().int(), stores: z.number().int(), categories: z.number().int(), customers: z.number().int(), orders: z.number().int() })
  .openapi('Statistics');

/** Error answers every route may give. */
export const errorResponses = {
  400: { description: 'Invalid input (`validation_error` with fields)', content: { 'application/json': { schema: ErrorBody } } },
  500: { description: 'Unexpected failure (`internal_error`)', content: { 'application/json': { schema: ErrorBody } } },
} as const;

export const notFoundResponse = { 404: { description: '`not_found`', content: { 'application/json': { schema: ErrorBody } } } } as const;

export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelope(schema) } },
});
