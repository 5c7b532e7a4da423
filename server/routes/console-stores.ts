import { createRoute } from '@hono/zod-openapi';
import { IdParamsSchema, pageOf } from '@/lib/contract/common';
import { ConsoleStoreQuerySchema, ConsoleStoreSchema, StoreCreateSchema, StoreUpdateSchema } from '@/lib/contract/console-stores';
import { operatorOf, requireOperator, staffOf } from '../http/console-auth';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { uploadBody, uploadedFile } from '../http/upload';
import { createConsoleStore, getConsoleStore, listConsoleStores, setStoreSuspended, updateConsoleStore } from '../services/console-stores';
import { PRODUCT_IMAGE_MAX_BYTES, removeProductImage, renderProductImage, STORE_LOGO_PX, storeProductImage } from '../services/product-images';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse } from '../openapi/responses';
import { forbiddenResponse, staffAuth } from './console';
import { StorePauseSchema, StorePauseStateSchema } from '@/lib/contract/schedule';
import { getStorePause, setStorePause } from '../services/store-hours';

/**
 * Store profiles in the console: sellers their own stores, operators every store; only
 * an operator opens, suspends and unsuspends one.
 */
export const consoleStoreRoutes = createRouter();

const tags = ['console'];
const operatorAuth = { ...staffAuth, middleware: requireOperator };
const refusals = { ...unauthorizedResponse, ...forbiddenResponse, ...errorResponses } as const;
const body = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

consoleStoreRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stores',
    tags,
    summary: 'Stores by name (a seller: the stores they serve)',
    ...staffAuth,
    request: { query: ConsoleStoreQuerySchema },
    responses: { 200: json(pageOf(ConsoleStoreSchema), 'A page of stores'), ...refusals },
  }),
  async (c) => ok(c, await listConsoleStores(c.var.db, staffOf(c), c.req.valid('query'))),
);

consoleStoreRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores',
    tags,
    summary: 'Opens a store (operator)',
    ...operatorAuth,
    request: body(StoreCreateSchema),
    responses: { 201: json(ConsoleStoreSchema, 'The new store'), ...refusals },
  }),
  async (c) => ok(c, await createConsoleStore(c.var.db, operatorOf(c), c.req.valid('json')), 201),
);

consoleStoreRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stores/{id}',
    tags,
    summary: "A store's profile (another seller's store: 404)",
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(ConsoleStoreSchema, 'The store'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await getConsoleStore(c.var.db, staffOf(c), c.req.valid('param').id)),
);

consoleStoreRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/console/stores/{id}',
    tags,
    summary:
      "Changes a store's profile: hours, services, address and point, logo, phone, descriptions, delivery terms (the names: operator only, a seller gets 403)",
    ...staffAuth,
    request: { params: IdParamsSchema, ...body(StoreUpdateSchema) },
    responses: { 200: json(ConsoleStoreSchema, 'The store as changed'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await updateConsoleStore(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json'))),
);

for (const [action, suspend] of [
  ['suspend', true],
  ['unsuspend', false],
] as const) {
  consoleStoreRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/console/stores/{id}/${action}`,
      tags,
      summary: suspend ? 'Suspends a store (operator): it and its products leave the shop' : 'Lifts a suspension (operator)',
      ...operatorAuth,
      request: { params: IdParamsSchema },
      responses: { 200: json(ConsoleStoreSchema, 'The store'), ...notFoundResponse, ...refusals },
    }),
    async (c) => ok(c, await setStoreSuspended(c.var.db, operatorOf(c), c.req.valid('param').id, suspend)),
  );
}

consoleStoreRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores/{id}/logo',
    tags,
    summary: `A new logo for a store (multipart, under "file"): JPEG, PNG or WebP by content, up to ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB, stored at ${STORE_LOGO_PX} px`,
    ...staffAuth,
    request: { params: IdParamsSchema, ...uploadBody },
    responses: {
      200: json(ConsoleStoreSchema, 'The store with its new logo'),
      413: failure('`payload_too_large`'),
      415: failure('`unsupported_media_type`'),
      ...notFoundResponse,
      ...refusals,
    },
  }),
  async (c) => {
    const db = c.var.db;
    const scope = staffOf(c);
    const id = c.req.valid('param').id;
    // Another seller's store is 404 before the file is even read.
    await getConsoleStore(db, scope, id);
    const stored = await storeProductImage(await renderProductImage(await uploadedFile(c), STORE_LOGO_PX));
    try {
      return ok(c, await updateConsoleStore(db, scope, id, { logo: stored.path }), 200);
    } catch (err) {
      await removeProductImage(stored.key);
      throw err;
    }
  },
);

// ---- The order desk's pause (ADR 0030) --------------------------------------------------------------

const pauseSummary = 'A store the caller serves (a seller: theirs; another store is 404)';

consoleStoreRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/console/stores/{id}/pause',
    tags,
    summary: `Whether the store takes orders now: paused until when, open by its schedule, when it opens. ${pauseSummary}`,
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(StorePauseStateSchema, 'The pause and open state'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await getStorePause(c.var.db, staffOf(c), c.req.valid('param').id)),
);

consoleStoreRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/console/stores/{id}/pause',
    tags,
    summary: `Pauses the store for some minutes (1..1440) or until its first opening tomorrow: shown closed, new orders refused with 409 store_closed. Audited. ${pauseSummary}`,
    ...staffAuth,
    request: { params: IdParamsSchema, ...body(StorePauseSchema) },
    responses: { 200: json(StorePauseStateSchema, 'Paused'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await setStorePause(c.var.db, staffOf(c), c.req.valid('param').id, c.req.valid('json'))),
);

consoleStoreRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/console/stores/{id}/pause',
    tags,
    summary: `Ends the pause: the store takes orders again (by its schedule). Audited. ${pauseSummary}`,
    ...staffAuth,
    request: { params: IdParamsSchema },
    responses: { 200: json(StorePauseStateSchema, 'Resumed'), ...notFoundResponse, ...refusals },
  }),
  async (c) => ok(c, await setStorePause(c.var.db, staffOf(c), c.req.valid('param').id, null)),
);
