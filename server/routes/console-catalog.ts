import { createRoute, z } from '@hono/zod-openapi';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import {
  AboutInputSchema,
  BannerCreateSchema,
  BannerUpdateSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  ConsoleAboutSchema,
  ConsoleBannerSchema,
  ConsoleCategorySchema,
  ConsoleFaqSchema,
  ConsoleListQuerySchema,
  ConsolePartnerSchema,
  ImageUseQuerySchema,
  ConsolePromoSchema,
  FaqCreateSchema,
  FaqUpdateSchema,
  PartnerCreateSchema,
  PartnerUpdateSchema,
  PromoCreateSchema,
  PromoUpdateSchema,
} from '@/lib/contract/console-catalog';
import { operatorOf, requireOperator } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { uploadBody, uploadedFile } from '../http/upload';
import { PRODUCT_IMAGE_MAX_BYTES, renderPicture, storeProductImage } from '../services/product-images';
import {
  createCategory,
  createContent,
  deleteCategory,
  deleteContent,
  getConsoleAbout,
  listConsoleCategories,
  listContent,
  putAbout,
  updateCategory,
  updateContent,
} from '../services/console-catalog';
import { createPromo, deactivatePromo, listPromos, updatePromo } from '../services/console-promos';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';
import { consoleStoreRoutes } from './console-stores';

/**
 * The operator's console for the catalog's shared parts: categories, banners, FAQ,
 * contacts, partners, promo codes; and (console-stores.ts) the stores. Every route here is for
 * operators only: a seller is 403 like a shopper.
 */
export const consoleCatalogRoutes = createRouter();
consoleCatalogRoutes.route('/', consoleStoreRoutes);

const tags = ['console'];
const auth = { ...staffAuth, middleware: requireOperator };
const refusals = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses } as const;
const conflictResponse = { 409: failure('`conflict`') } as const;
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const DeletedSchema = z.object({ id: z.number().int() });

// ---- Pictures --------------------------------------------------------------------------------

/**
 * A picture for the shop's shared parts (a category's icon or picture, a banner's image, a partner's
 * logo, the app's QR code): checked by content and kept at the largest size the shop shows that use
 * (`use`: a banner up to 1440 pixels wide, a category's picture 640, an icon or a logo 256; earlier
 * every one was kept at 256, and a 1200×400 banner became 256×85); the pages ask for the
 * smaller sizes from the same file. The answer's path goes into the item's field.
 */
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/images',
    tags,
    summary: `A picture for a category, banner, partner or the contacts (multipart, under "file"): JPEG, PNG or WebP by content, up to ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB, kept at the size of its use (operator)`,
    ...auth,
    request: { query: ImageUseQuerySchema, ...uploadBody },
    responses: {
      201: json(z.object({ path: z.string().openapi({ example: '/api/v1/media/product-images/3kZ….webp' }) }), 'Where the picture is served'),
      413: failure('`payload_too_large`'),
      415: failure('`unsupported_media_type`'),
      ...refusals,
    },
  }),
  async (c) => {
    const stored = await storeProductImage(await renderPicture(await uploadedFile(c), c.req.valid('query').use ?? 'logo'));
    return ok(c, { path: stored.path }, 201);
  },
);

// ---- Categories -------------------------------------------------------------------------------

consoleCatalogRoutes.openapi(
  // Read by any staff: a store's products table filters by category and names each row's.
  createRoute({
    method: 'get',
    path: '/console/categories',
    tags,
    summary: 'Categories in catalog order, with their product counts (any staff; the changes are for operators)',
    ...staffAuth,
    responses: { 200: json(z.array(ConsoleCategorySchema), 'Categories'), ...refusals },
  }),
  async (c) => ok(c, await listConsoleCategories(c.var.db)),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/categories',
    tags,
    summary: 'A new category (operator)',
    ...auth,
    request: body(CategoryCreateSchema),
    responses: { 201: json(ConsoleCategorySchema, 'Created'), ...refusals },
  }),
  async (c) => ok(c, await createCategory(c.var.db, operatorOf(c), c.req.valid('json')), 201),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/categories/{id}',
    tags,
    summary: 'Changes a category (operator)',
    ...auth,
    request: { params: IdParamsSchema, ...body(CategoryUpdateSchema) },
    responses: { 200: json(ConsoleCategorySchema, 'Changed'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await updateCategory(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json'))),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/categories/{id}',
    tags,
    summary: 'Deletes a category without products (operator; with products: 409 conflict)',
    ...auth,
    request: { params: IdParamsSchema },
    responses: { 200: json(DeletedSchema, 'Deleted'), ...notFoundResponse, ...conflictResponse, ...refusals },
  }),
  async (c) => ok(c, await deleteCategory(c.var.db, operatorOf(c), c.req.valid('param').id)),
);

// ---- Banners, FAQ, partners -------------------------------------------------------------------

const CONTENT_ROUTES = [
  { kind: 'banner', path: 'banners', words: 'banner', item: ConsoleBannerSchema, create: BannerCreateSchema, update: BannerUpdateSchema },
  { kind: 'faq', path: 'faq', words: 'FAQ entry', item: ConsoleFaqSchema, create: FaqCreateSchema, update: FaqUpdateSchema },
  { kind: 'partner', path: 'partners', words: 'partner', item: ConsolePartnerSchema, create: PartnerCreateSchema, update: PartnerUpdateSchema },
] as const;

for (const r of CONTENT_ROUTES) {
  consoleCatalogRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/console/${r.path}`,
      tags,
      summary: `Every ${r.words} in display order (operator)`,
      ...auth,
      responses: { 200: json(z.array(r.item), 'List'), ...refusals },
    }),
    async (c) => ok(c, await listContent(c.var.db, operatorOf(c), r.kind)),
  );
  consoleCatalogRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/console/${r.path}`,
      tags,
      summary: `A new ${r.words} (operator)`,
      ...auth,
      request: body(r.create),
      responses: { 201: json(r.item, 'Created'), ...refusals },
    }),
    async (c) => ok(c, await createContent(c.var.db, operatorOf(c), r.kind, c.req.valid('json')), 201),
  );
  consoleCatalogRoutes.openapi(
    createRoute({
      method: 'patch',
      path: `/console/${r.path}/{id}`,
      tags,
      summary: `Changes a ${r.words} (operator)`,
      ...auth,
      request: { params: IdParamsSchema, ...body(r.update) },
      responses: { 200: json(r.item, 'Changed'), ...notFoundResponse, ...refusals },
    }),
    async (c) => ok(c, await updateContent(c.var.db, operatorOf(c), r.kind, c.req.valid('param').id, c.req.valid('json'))),
  );
  consoleCatalogRoutes.openapi(
    createRoute({
      method: 'delete',
      path: `/console/${r.path}/{id}`,
      tags,
      summary: `Deletes a ${r.words} (operator)`,
      ...auth,
      request: { params: IdParamsSchema },
      responses: { 200: json(DeletedSchema, 'Deleted'), ...notFoundResponse, ...refusals },
    }),
    async (c) => ok(c, await deleteContent(c.var.db, operatorOf(c), r.kind, c.req.valid('param').id)),
  );
}

// ---- About ------------------------------------------------------------------------------------

consoleCatalogRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/about',
    tags,
    summary: 'The contacts, both languages (operator)',
    ...auth,
    responses: { 200: json(ConsoleAboutSchema, 'Contacts'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await getConsoleAbout(c.var.db, operatorOf(c))),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/console/about',
    tags,
    summary: 'Replaces the contacts as a whole (operator; an optional field left out is cleared)',
    ...auth,
    request: body(AboutInputSchema),
    responses: { 200: json(ConsoleAboutSchema, 'Contacts'), ...refusals },
  }),
  async (c) => ok(c, await putAbout(c.var.db, operatorOf(c), c.req.valid('json'))),
);

// ---- Promo codes ------------------------------------------------------------------------------

consoleCatalogRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/promo-codes',
    tags,
    summary: 'Promo codes, newest first, with their used counts (operator)',
    ...auth,
    request: { query: ConsoleListQuerySchema },
    responses: { 200: json(pageOf(ConsolePromoSchema), 'A page of codes'), ...refusals },
  }),
  async (c) => ok(c, await listPromos(c.var.db, operatorOf(c), c.req.valid('query'))),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/promo-codes',
    tags,
    summary: 'A new promo code (operator; a taken code: 409 conflict)',
    ...auth,
    request: body(PromoCreateSchema),
    responses: { 201: json(ConsolePromoSchema, 'Created'), ...conflictResponse, ...refusals },
  }),
  async (c) => ok(c, await createPromo(c.var.db, operatorOf(c), c.req.valid('json')), 201),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/promo-codes/{id}',
    tags,
    summary: "Changes a code's discount, limits or window (operator; the code's text stays)",
    ...auth,
    request: { params: IdParamsSchema, ...body(PromoUpdateSchema) },
    responses: { 200: json(ConsolePromoSchema, 'Changed'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await updatePromo(c.var.db, operatorOf(c), c.req.valid('param').id, c.req.valid('json'))),
);
consoleCatalogRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/promo-codes/{id}/deactivate',
    tags,
    summary: "Ends a code now (operator): its window's end becomes now (the table has no active flag)",
    ...auth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsolePromoSchema, 'Ended'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await deactivatePromo(c.var.db, operatorOf(c), c.req.valid('param').id)),
);
