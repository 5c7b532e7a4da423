import { z } from '@hono/zod-openapi';
import { DISCOUNT_MAX, PERCENT_MAX, PERCENT_MIN, PRICE_MAX, STOCK_MAX } from '../domain/product-pricing';
import { PICTURE_MAX_BYTES, PRODUCT_PHOTOS_MAX } from '../domain/pictures';
import { UNIT_CODES } from '../domain/units';
import { BodyIdSchema, ImageSchema, MediaUrlSchema, idSchema, pageOf, pagingQuery, queryInt } from './common';
import { FILE_FORMATS } from './report-values';
import { PRODUCT_FLAGS } from './values';

/**
 * The console's products (ADR 0017): what a store's staff (their own stores) and the operators
 * (every store) read and change. Both languages at once: the console edits uz and ru side by side.
 */

export const ConsoleProductSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    store_name: z.string().openapi({ description: "The store's brand name (the operators' table shows whose product it is)" }),
    sku: z.string().nullable(),
    name_uz: z.string(),
    name_ru: z.string(),
    description_uz: z.string(),
    description_ru: z.string(),
    price: z.number().int(),
    discount: z.number().int(),
    discount_price: z.number().int().openapi({ description: 'What the shopper pays, derived from price and discount' }),
    available: z.number().int().openapi({ description: 'Stock' }),
    amount_type: z.string().openapi({ description: `Unit of sale: ${UNIT_CODES.join(', ')}` }),
    weight: z.string().nullable(),
    weight_step: z.number().int().nullable().openapi({ description: 'Sold by the kilogram: the grams one unit of quantity stands for; null otherwise' }),
    category_id: z.number().int(),
    flag: z.enum(PRODUCT_FLAGS).nullable(),
    image: MediaUrlSchema,
    images: z.array(ImageSchema),
    stopped_until: z.string().nullable().openapi({ description: 'Stopped (stop-list) until then, ISO; null when on sale. The stock is untouched' }),
    deleted_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('ConsoleProduct');
export type ConsoleProduct = z.infer<typeof ConsoleProductSchema>;

export const ConsoleProductPageSchema = pageOf(ConsoleProductSchema).openapi('ConsoleProductPage');

const yesNo = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The products table's stock filter: on sale with stock, sold out (stock 0), or stopped (stop-list) now. */
export const STOCK_FILTERS = ['in', 'out', 'stopped'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const ConsoleProductQuerySchema = pagingQuery(20).extend({
  store: idSchema.optional().openapi({ type: 'integer', description: "One store's products (a seller: one of theirs)" }),
  q: z.string().trim().max(100).optional().openapi({ description: 'Part of a name (either language) or the SKU' }),
  category: idSchema.optional().openapi({ type: 'integer' }),
  available: yesNo.optional().openapi({ type: 'boolean', description: 'true: in stock only; false: sold out only' }),
  deleted: yesNo.optional().openapi({ type: 'boolean', description: 'true: the deleted products too' }),
  stock: z.enum(STOCK_FILTERS).optional().openapi({ description: 'in: stock above 0 and not stopped; out: stock 0; stopped: on the stop-list now' }),
  price_min: queryInt(0, PRICE_MAX).optional().openapi({ type: 'integer', description: "The price (before the discount) at least this many so'm" }),
  price_max: queryInt(0, PRICE_MAX).optional().openapi({ type: 'integer', description: "The price (before the discount) at most this many so'm" }),
  no_photo: yesNo
    .optional()
    .openapi({ type: 'boolean', description: "true: only products without an uploaded photo (the category's or the demo's picture stands in)" }),
});

// ---- Writing -------------------------------------------------------------------------------

const name = z.string().trim().min(1).max(200);
const description = z.string().trim().max(5000);
const priceSchema = z.number().int().min(1).max(PRICE_MAX).openapi({ description: "Whole so'm" });
const discountSchema = z.number().int().min(0).max(DISCOUNT_MAX).openapi({ description: 'Percent' });
const stockSchema = z.number().int().min(0).max(STOCK_MAX);
const sku = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\s,;"]+$/, 'no spaces, commas, semicolons or quotes');

/** A product's editable fields. */
const editable = {
  sku: sku.nullable(),
  name_uz: name,
  name_ru: name,
  description_uz: description,
  description_ru: description,
  price: priceSchema,
  discount: discountSchema,
  available: stockSchema,
  amount_type: z.enum(UNIT_CODES),
  weight: z.string().trim().min(1).max(40).nullable(),
  /** Kept for goods sold by the kilogram (amount_type kg) only; the order desk weighs within ±10 % of it. */
  weight_step: z.number().int().min(1).max(100_000).nullable(),
  category_id: BodyIdSchema,
  flag: z.enum(PRODUCT_FLAGS).nullable(),
};

export const ProductCreateSchema = z
  .object({
    /** Needed from an operator and from a seller of several stores; a seller of one store may leave it out. */
    store_id: BodyIdSchema.optional(),
    ...editable,
    sku: editable.sku.optional(),
    description_uz: description.optional().default(''),
    description_ru: description.optional().default(''),
    discount: discountSchema.optional().default(0),
    available: stockSchema.optional().default(0),
    weight: editable.weight.optional(),
    weight_step: editable.weight_step.optional(),
    flag: editable.flag.optional(),
  })
  .strict()
  .openapi('ConsoleProductCreate');
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** The end of a stop (ADR 0030): ISO with its offset, at most a week ahead (longer is no "today"). */
const STOP_MAX_DAYS = 7;
const stoppedUntil = z
  .string()
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) <= Date.now() + STOP_MAX_DAYS * 86_400_000, `at most ${STOP_MAX_DAYS} days ahead`)
  .nullable()
  .openapi({
    description: 'Stops the product (stop-list) until then, its stock untouched; null resumes it. The console sends the end of the Tashkent day for "today"',
  });

export const ProductPatchSchema = z
  .object({ ...editable, stopped_until: stoppedUntil })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'nothing to change' })
  .openapi('ConsoleProductPatch');
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

// ---- Bulk actions on the products table -----------------------------------------------------

/** The most products one bulk action takes: a page of the table at its largest. */
const BULK_MAX = 200;

const bulkIds = z
  .array(BodyIdSchema)
  .min(1)
  .max(BULK_MAX)
  .openapi({
    description: `The products (1 to ${BULK_MAX}), all of them the caller's: one that is not (another store's, deleted, unknown) fails the whole request with 404 and nothing changes`,
  });

export const ProductBulkSchema = z
  .discriminatedUnion('action', [
    z.strictObject({
      action: z.literal('price_percent'),
      ids: bulkIds,
      percent: z
        .number()
        .int()
        .min(PERCENT_MIN)
        .max(PERCENT_MAX)
        .refine((p) => p !== 0, 'not 0')
        .openapi({
          description:
            "Whole percent, up (10) or down (-10); each new price rounded to whole so'm, never below 1; the discount is kept and the price after it follows",
        }),
    }),
    z.strictObject({ action: z.literal('set_stock'), ids: bulkIds, available: stockSchema }),
    z.strictObject({ action: z.literal('stop'), ids: bulkIds, stopped_until: stoppedUntil.unwrap() }),
    z.strictObject({ action: z.literal('resume'), ids: bulkIds }),
    z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
  ])
  .openapi('ConsoleProductBulk');
export type ProductBulk = z.infer<typeof ProductBulkSchema>;
export type BulkAction = ProductBulk['action'];

export const ProductBulkResultSchema = z
  .object({
    action: z.enum(['price_percent', 'set_stock', 'stop', 'resume', 'delete']),
    count: z.number().int().openapi({ description: 'Products changed' }),
    products: z.array(ConsoleProductSchema).openapi({ description: 'The products after the change, in the order asked' }),
  })
  .openapi('ConsoleProductBulkResult');
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

// ---- A product with its photos in one request ----------------------------------------------

/** The multipart form of POST /console/products/with-photos/ (documented; the handler reads and checks it). */
export const productWithPhotosBody = {
  type: 'object' as const,
  required: ['product'],
  properties: {
    product: { type: 'string' as const, description: 'The product as JSON: the body of POST /console/products/ (ConsoleProductCreate)' },
    photos: {
      type: 'array' as const,
      maxItems: PRODUCT_PHOTOS_MAX,
      items: { type: 'string' as const, format: 'binary' },
      description: `Up to ${PRODUCT_PHOTOS_MAX} photos in order, the first the cover: JPEG, PNG or WebP by content, each up to ${PICTURE_MAX_BYTES / 1024 / 1024} MB and 40 megapixels`,
    },
  },
};

// ---- The price-list import -----------------------------------------------------------------

export { ImportReportSchema, type ImportRefusal, type ImportReport } from './price-list';

export const ImportQuerySchema = z.object({
  store: idSchema.optional().openapi({ type: 'integer', description: "The store whose price list it is (an operator's, or a seller of several stores)" }),
  dry_run: yesNo.optional().openapi({ type: 'boolean', description: 'Answer what would change without writing it' }),
  confirm: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/)
    .optional()
    .openapi({
      description:
        "The preview's `confirm_token`: applies the rows it flagged (a price moved by more than 50 %, or to under 10 %). Without it a file with flagged rows is 409 `price_change_unconfirmed`",
    }),
});

export const PriceListExportQuerySchema = z.object({
  store: idSchema.optional().openapi({ type: 'integer', description: 'The store (an operator, or a seller of several stores, names it)' }),
  format: z.enum(FILE_FORMATS).optional().default('csv').openapi({ description: 'csv (UTF-8 with BOM) or xlsx' }),
});

export const PriceListTemplateQuerySchema = z.object({
  format: z.enum(FILE_FORMATS).optional().default('csv').openapi({ description: 'csv (UTF-8 with BOM) or xlsx' }),
});
