import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema } from '@/lib/contract/common';
import {
  ConsoleProductPageSchema,
  ConsoleProductQuerySchema,
  ConsoleProductSchema,
  ImportQuerySchema,
  ImportReportSchema,
  PriceListExportQuerySchema,
  PriceListTemplateQuerySchema,
  ProductBulkResultSchema,
  ProductBulkSchema,
  ProductCreateSchema,
  ProductPatchSchema,
  productWithPhotosBody,
} from '@/lib/contract/console-products';
import { PICTURE_MAX_BYTES, PRODUCT_PHOTOS_MAX } from '@/lib/domain/pictures';
import { staffOf } from '../http/console-auth';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import {
  addProductImage,
  bulkProducts,
  checkProductTarget,
  createProduct,
  createProductWithPhotos,
  deleteProduct,
  getConsoleProduct,
  listConsoleProducts,
  patchProduct,
} from '../services/console-products';
import { PRODUCT_IMAGE_FOLDER, PRODUCT_IMAGE_MAX_BYTES, removeProductImage, renderProductImage, storeProductImage } from '../services/product-images';
import { servePictures } from './media';
import { IMPORT_MAX_BYTES, importPriceList, type PriceListFile } from '../services/product-import';
import { priceListColumns, priceListStore, templateHelp, writePriceList } from '../services/price-list-export';
import { CONTENT_TYPES, fileName, tableFile } from '../services/report-files';
import { looksLikeZip } from '../services/xlsx-read';
import { say } from '../http/messages';
import { tashkentDay } from '@/lib/domain/datetime';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';
import { uploadBody, uploadedFile } from '../http/upload';
import { zodFields } from '../http/validation';

/**
 * The console's products: a seller's own stores, an operator's every store. The rules
 * live in server/services/console-products.ts (scope, audit, caches), product-images.ts (uploads)
 * and product-import.ts with price-list-export.ts (the price list: CSV or XLSX, out and back in).
 */
export const consoleProductRoutes = createRouter();

const tags = ['console'];
const guarded = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses };
const tooLarge = { 413: failure('`payload_too_large`') } as const;
const unsupported = { 415: failure('`unsupported_media_type`') } as const;
const conflict = { 409: failure('`conflict`: the SKU belongs to another product of the store') } as const;

/** Requests that carry a file, and how large each may be (server/app.ts sets the body limit from it). */
export const CONSOLE_UPLOAD_LIMITS: { path: RegExp; maxBytes: number }[] = [
  // The multipart envelope around the picture takes a few hundred bytes more than the file.
  { path: /^\/api\/v1\/console\/products\/\d+\/images\/?$/, maxBytes: PRODUCT_IMAGE_MAX_BYTES + 64 * 1024 },
  { path: /^\/api\/v1\/console\/products\/import\/?$/, maxBytes: IMPORT_MAX_BYTES + 64 * 1024 },
  // A new product with its photos: five at most, each up to the limit, and the product's JSON.
  { path: /^\/api\/v1\/console\/products\/with-photos\/?$/, maxBytes: PRODUCT_PHOTOS_MAX * PICTURE_MAX_BYTES + 128 * 1024 },
];

consoleProductRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/products',
    tags,
    summary: "The caller's products (a seller: their stores; an operator: all), newest first",
    ...staffAuth,
    request: { query: ConsoleProductQuerySchema },
    responses: { 200: json(ConsoleProductPageSchema, 'Products'), ...guarded },
  }),
  async (c) => ok(c, await listConsoleProducts(c.var.db, staffOf(c), c.req.valid('query')), 200),
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/products',
    tags,
    summary: 'A new product in a store the caller serves (an operator names the store)',
    ...staffAuth,
    request: { body: { required: true, content: { 'application/json': { schema: ProductCreateSchema } } } },
    responses: { 201: json(ConsoleProductSchema, 'Created'), ...notFoundResponse, ...conflict, ...guarded },
  }),
  async (c) => ok(c, await createProduct(c.var.db, staffOf(c), c.req.valid('json')), 201),
);

/** A file answer of the OpenAPI document: CSV or XLSX, as an attachment. */
const fileAnswer = (description: string) => ({
  description: `${description} (Content-Disposition: attachment with the file's name)`,
  content: { [CONTENT_TYPES.csv]: { schema: { type: 'string' as const } }, [CONTENT_TYPES.xlsx]: { schema: { type: 'string' as const, format: 'binary' } } },
});

/**
 * A new product with its photos in one request: all or nothing. Every photo is checked
 * (type by content, size, pixels) and rendered before anything is written; a refused one answers
 * 413 or 415 naming the file (under `photos.N` and in the message), and no product is made. Then the
 * files are stored and the product, its photos (the first the cover) and the audit entry are
 * written in one transaction; if that fails, the stored files are removed again.
 */
consoleProductRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/products/with-photos',
    tags,
    summary: `A new product with up to ${PRODUCT_PHOTOS_MAX} photos (multipart: "product" as JSON, "photos" in order, the first the cover), in one transaction: a refused photo (413, 415, named) leaves nothing`,
    ...staffAuth,
    request: { body: { required: false, content: { 'multipart/form-data': { schema: productWithPhotosBody } } } },
    responses: {
      201: json(ConsoleProductSchema, 'Created, with its photos'),
      ...notFoundResponse,
      ...conflict,
      413: failure('`payload_too_large`: a photo over its size or its pixels (fields `photos.N`, the message names the file), or the whole form'),
      415: failure('`unsupported_media_type`: not a form, or a photo that is no JPEG, PNG or WebP (fields `photos.N`, the message names the file)'),
      ...guarded,
    },
  }),
  async (c) => {
    const db = c.var.db;
    const scope = staffOf(c);
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiFailure('unsupported_media_type');
    const form = await c.req.formData().catch(() => {
      throw new ApiFailure('validation_error');
    });
    let json: unknown;
    const photos: File[] = [];
    for (const [key, value] of form.entries()) {
      if (key === 'product' && typeof value === 'string') {
        try {
          json = JSON.parse(value);
        } catch {
          throw new ApiFailure('validation_error', { fields: { product: text('fields.invalid') } });
        }
      } else if ((key === 'photos' || key === 'photos[]') && typeof value !== 'string') {
        // An empty file input of a plain HTML form sends a nameless empty part: no photo.
        if (value.size === 0 && !value.name) continue;
        photos.push(value);
      } else throw new ApiFailure('validation_error', { fields: { [key]: text('fields.unknownField') } });
    }
    if (json === undefined) throw new ApiFailure('validation_error', { fields: { product: text('fields.required') } });
    const parsed = ProductCreateSchema.safeParse(json);
    if (!parsed.success) throw new ApiFailure('validation_error', { fields: zodFields(parsed.error) });
    if (photos.length > PRODUCT_PHOTOS_MAX)
      throw new ApiFailure('validation_error', { fields: { photos: text('catalogScale.photoCount', { maximum: PRODUCT_PHOTOS_MAX }) } });
    // The store, the category and the SKU before a photo is decoded.
    await checkProductTarget(db, scope, parsed.data);
    const rendered: Buffer[] = [];
    for (const [i, photo] of photos.entries())
      rendered.push(await renderProductImage(new Uint8Array(await photo.arrayBuffer()), undefined, `photos.${i}`, photo.name || `${i + 1}`));
    const stored: { key: string; path: string }[] = [];
    try {
      for (const webp of rendered) stored.push(await storeProductImage(webp));
      return ok(
        c,
        await createProductWithPhotos(
          db,
          scope,
          parsed.data,
          stored.map((s) => s.path),
        ),
        201,
      );
    } catch (err) {
      await Promise.all(stored.map((s) => removeProductImage(s.key)));
      throw err;
    }
  },
);

/**
 * One action on many products: registered before `/console/products/{id}` like the
 * import. All the products or none; another store's product fails the whole request (404).
 */
consoleProductRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/products/bulk',
    tags,
    summary:
      "One action on many of the caller's products in one transaction: price by a whole percent (rounded to whole so'm, at least 1), stock, stop, resume, delete; any product not the caller's fails all (404), audited per product",
    ...staffAuth,
    request: { body: { required: true, content: { 'application/json': { schema: ProductBulkSchema } } } },
    responses: { 200: json(ProductBulkResultSchema, 'Changed'), ...notFoundResponse, ...guarded },
  }),
  async (c) => ok(c, await bulkProducts(c.var.db, staffOf(c), c.req.valid('json')), 200),
);

/**
 * The price-list import: multipart (the file under `file`, CSV or XLSX told apart by its bytes), a
 * text/csv body, or an XLSX body. Registered before `/console/products/{id}` so that "import" is
 * never read as an id.
 */
consoleProductRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/products/import',
    tags,
    summary:
      "A store's price list (CSV or XLSX: sku or id, price, discount, stock; Russian accounting headers too): dry_run=1 previews it; applied, all rows are written in one transaction or none",
    description:
      "A preview (dry_run=1) answers 200 with the report: each row's product by name, what would change, the rows whose price moves by more than 50 % or to under 10 % (`flag`, with a `confirm_token`), and the refused rows. An apply answers 200 only when written; a refused row is 422 `import_refused`, flagged rows without `confirm` (the preview's token) are 409 `price_change_unconfirmed`; both carry `report` and write nothing.",
    ...staffAuth,
    request: {
      query: ImportQuerySchema,
      body: {
        required: false,
        content: {
          'text/csv': { schema: { type: 'string' } },
          [CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
          'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    responses: {
      200: json(ImportReportSchema, 'Written (or, on a dry run, what would be), and the refused rows of a preview'),
      ...notFoundResponse,
      409: failure("`price_change_unconfirmed`: rows move a price far and `confirm` is not the preview's token; `report` lists them"),
      ...tooLarge,
      ...unsupported,
      422: failure('`import_refused`: a row is refused; `report` lists every row and why'),
      ...guarded,
    },
  }),
  async (c) => {
    const { store, dry_run, confirm } = c.req.valid('query');
    const file = await priceListBody(c.req.raw);
    const report = await importPriceList(c.var.db, staffOf(c), file, { store, dryRun: dry_run ?? false, confirm, locale: c.var.locale });
    return ok(c, report, 200);
  },
);

/** The price list of an import request: CSV as text, XLSX as bytes. */
async function priceListBody(req: Request): Promise<PriceListFile> {
  const type = req.headers.get('content-type') ?? '';
  let data: Uint8Array;
  if (type.startsWith('multipart/form-data')) {
    const file = (await req.formData().catch(() => null))?.get('file');
    if (!file || typeof file === 'string') throw new ApiFailure('validation_error', { fields: { file: text('fields.csvFile') } });
    data = new Uint8Array(await file.arrayBuffer());
  } else if (/^text\/(csv|plain)/.test(type) || type.startsWith(CONTENT_TYPES.xlsx)) {
    data = new Uint8Array(await req.arrayBuffer());
  } else {
    throw new ApiFailure('unsupported_media_type');
  }
  if (data.byteLength > IMPORT_MAX_BYTES) throw new ApiFailure('payload_too_large');
  // An XLSX is a zip: told by its first bytes, whatever the file's name or the part's type says.
  if (looksLikeZip(data)) return { format: 'xlsx', bytes: data };
  if (type.startsWith(CONTENT_TYPES.xlsx)) throw new ApiFailure('validation_error', { fields: { file: text('fields.csvSyntax', { detail: 'XLSX' }) } });
  try {
    return { format: 'csv', text: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    throw new ApiFailure('validation_error', { fields: { file: text('fields.csvSyntax', { detail: 'UTF-8' }) } });
  }
}

consoleProductRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/products/export',
    tags,
    summary: "A store's products as a price list (CSV or XLSX) in exactly the columns the import reads back: sku, id, name, price, discount, stock",
    ...staffAuth,
    request: { query: PriceListExportQuerySchema },
    responses: { 200: fileAnswer('The price list'), ...notFoundResponse, ...guarded },
  }),
  async (c) => {
    const { store, format } = c.req.valid('query');
    const db = c.var.db;
    const locale = c.var.locale;
    const storeId = await priceListStore(db, staffOf(c), store);
    return tableFile(
      format,
      fileName(['price-list', `store-${storeId}`, tashkentDay(new Date())], format),
      { name: say(locale, 'reports.sheet.priceList'), columns: priceListColumns() },
      (w) => writePriceList(db, storeId, locale, w),
    );
  },
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/products/import/template',
    tags,
    summary: "An empty price list (CSV or XLSX) with the import's columns; the XLSX has a second sheet saying what each column takes",
    ...staffAuth,
    request: { query: PriceListTemplateQuerySchema },
    responses: { 200: fileAnswer('The template'), ...guarded },
  }),
  async (c) => {
    const { format } = c.req.valid('query');
    const locale = c.var.locale;
    return tableFile(
      format,
      fileName(['price-list-template'], format),
      { name: say(locale, 'reports.sheet.priceList'), columns: priceListColumns() },
      async (w) => {
        w.note?.(say(locale, 'reports.sheet.help'), templateHelp(locale));
      },
    );
  },
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/products/{id}',
    tags,
    summary: "One of the caller's products (deleted ones too); another store's is 404",
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleProductSchema, 'Product'), ...notFoundResponse, ...guarded },
  }),
  async (c) => ok(c, await getConsoleProduct(c.var.db, staffOf(c), c.req.valid('param').id), 200),
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/products/{id}',
    tags,
    summary: 'Changes a product: names and descriptions (uz, ru), price, discount, stock, unit, weight, category, flag, sku',
    ...staffAuth,
    request: { params: IdParamsSchema, body: { required: true, content: { 'application/json': { schema: ProductPatchSchema } } } },
    responses: { 200: json(ConsoleProductSchema, 'Changed'), ...notFoundResponse, ...conflict, ...guarded },
  }),
  async (c) => ok(c, await patchProduct(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/products/{id}',
    tags,
    summary: 'Deletes a product from the shop (softly: orders keep their snapshot of it)',
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleProductSchema, 'Deleted'), ...notFoundResponse, ...guarded },
  }),
  async (c) => ok(c, await deleteProduct(c.var.db, staffOf(c), c.req.valid('param').id), 200),
);

consoleProductRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/products/{id}/images',
    tags,
    summary: `A photo for a product (multipart, under "file"): JPEG, PNG or WebP by content, up to ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB; becomes its main picture`,
    ...staffAuth,
    request: { params: IdParamsSchema, ...uploadBody },
    responses: { 201: json(ConsoleProductSchema, 'The product with its new picture'), ...notFoundResponse, ...tooLarge, ...unsupported, ...guarded },
  }),
  async (c) => {
    const db = c.var.db;
    const scope = staffOf(c);
    const id = c.req.valid('param').id;
    // Another store's product is 404 before the file is even read.
    await getConsoleProduct(db, scope, id).then((p) => {
      if (p.deleted_at) throw new ApiFailure('not_found');
    });
    const webp = await renderProductImage(await uploadedFile(c));
    const stored = await storeProductImage(webp);
    try {
      return ok(c, await addProductImage(db, scope, id, stored.path), 201);
    } catch (err) {
      await removeProductImage(stored.key);
      throw err;
    }
  },
);

servePictures(consoleProductRoutes, PRODUCT_IMAGE_FOLDER, 'An uploaded product photo (WebP)');
