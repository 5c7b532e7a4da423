import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  BasketCheckInputSchema,
  CheckedProductSchema,
  ProductDetailSchema,
  ProductFilterSchema,
  ProductFilterQuerySchema,
  WeightFacetSchema,
  WeightFacetsQuerySchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductsNearQuerySchema,
  SearchHintsSchema,
  SuggestionsQuerySchema,
  type ProductFilter,
} from '@/lib/contract/catalog';
import { IdParamsSchema, pageOf, pagingQuery } from '@/lib/contract/common';
import { DEFAULT_PAGE_SIZE } from '@/lib/domain/product-filter-rules';
import { createRouter, type AppEnv } from '../http/router';
import { ok } from '../http/respond';
import { mostSearched } from '../services/content';
import { searchHints } from '../services/search-hints';
import { countSearchMiss, countSearchTerm } from '../services/tallies';
import { favouriteIds } from '../services/favourites';
import { discountedProducts, filterProducts, popularProducts, productsNear, weightFacets } from '../services/product-list';
import { productDetail } from '../services/product-page';
import { checkProducts, type ProductContext } from '../services/product-rows';
import { nameSuggestions } from '../services/product-suggestions';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';

export const productRoutes = createRouter();
const tags = ['products'];

/** The favourites of the caller, for `is_favorite` (a visitor has none). */
async function ctx(c: Context<AppEnv>): Promise<ProductContext> {
  const userId = c.var.userId;
  return { locale: c.var.locale, favourites: userId ? new Set(await favouriteIds(c.var.db, userId)) : undefined };
}

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/most-viewed',
    tags,
    summary: 'Popular search terms',
    description: "The most searched terms that find products by name, those in the request language's script first",
    responses: { 200: json(z.array(z.string()), 'Up to 10 terms, most searched first'), ...errorResponses },
  }),
  async (c) => ok(c, await mostSearched(c.var.read, c.var.locale)),
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/weights',
    tags,
    summary: "The sizes of a category's products, for the volume-or-weight filter",
    description:
      "Each size as the filter body's `weight` takes it, in the request language, and how many products have it (the same product of several stores once). Volumes, then weights, then pieces; small first.",
    request: { query: WeightFacetsQuerySchema },
    responses: { 200: json(z.array(WeightFacetSchema), 'The sizes'), ...errorResponses },
  }),
  async (c) => ok(c, await weightFacets(c.var.read, c.req.valid('query').category, c.var.locale)),
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/popular',
    tags,
    summary: 'Bestsellers',
    request: { query: pagingQuery(DEFAULT_PAGE_SIZE) },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products, most sold first'), ...errorResponses },
  }),
  async (c) => {
    const { page, size } = c.req.valid('query');
    return ok(c, await popularProducts(c.var.read, page, size, await ctx(c)));
  },
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/discount',
    tags,
    summary: 'Discounted products in stock, biggest discount first',
    request: { query: pagingQuery(4) },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products'), ...errorResponses },
  }),
  async (c) => {
    const { page, size } = c.req.valid('query');
    return ok(c, await discountedProducts(c.var.read, page, size, await ctx(c)));
  },
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/chace_name',
    tags,
    summary: 'Product-name suggestions for what was typed (Latin or Cyrillic, typos tolerated)',
    request: { query: SuggestionsQuerySchema },
    responses: { 200: json(z.array(z.string()).max(10), 'Up to 10 names in the request language'), ...errorResponses },
  }),
  async (c) => {
    const { q } = c.req.valid('query');
    const names = await nameSuggestions(c.var.read, q, c.var.locale);
    // What shoppers look for and the catalog lacks (ADR 0038): counted in memory, written later.
    if (names.length === 0) countSearchMiss(c.var.db, q);
    return ok(c, names);
  },
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/search-hints',
    tags,
    summary: 'What the search box offers for a text: matching stores and categories, product names, and "did you mean"',
    description:
      'Stores (up to 3) and categories (up to 3) whose names match, product names as `chace_name` answers them, and, only when none of these matches, the closest product name as `did_you_mean` (else null).',
    request: { query: SuggestionsQuerySchema },
    responses: { 200: json(SearchHintsSchema, 'The hints, in the request language'), ...errorResponses },
  }),
  async (c) => {
    const { q } = c.req.valid('query');
    const hints = await searchHints(c.var.read, q, c.var.locale);
    if (hints.names.length === 0 && hints.stores.length === 0 && hints.categories.length === 0) countSearchMiss(c.var.db, q);
    return ok(c, hints);
  },
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/location',
    tags,
    summary: 'In-stock products of the stores within `distance` km of a point, nearest store first',
    request: { query: ProductsNearQuerySchema },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products'), ...errorResponses },
  }),
  async (c) => {
    const { page, size, ...at } = c.req.valid('query');
    return ok(c, await productsNear(c.var.read, at, page, size, await ctx(c)));
  },
);

/**
 * `GET /store/products/`: every product shown in the shop, a page at a time, as the filter answers
 * with no body (the contract's clients build their sitemaps from it with `size=10000`: the size
 * is clamped to 100 like every list's). Its own router, mounted by server/routes/store.ts before
 * `/store/{id}`, which would otherwise read `products` as a store's id (app.ts mounts the store
 * routes before these).
 */
export const productIndexRoutes = createRouter();

productIndexRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products',
    tags,
    summary: 'Every product, a page at a time (the filter with nothing set)',
    description:
      "Sold-out products included, after those in stock. `size` is clamped to 100; `sort` as the filter's (popular by default); an unknown sort is a 400.",
    request: { query: ProductListQuerySchema },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products'), ...errorResponses },
  }),
  async (c) => {
    const { page, size, sort } = c.req.valid('query');
    return ok(c, await filterProducts(c.var.read, {}, sort, page, size, await ctx(c)));
  },
);

productRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/products/filter',
    tags,
    summary: 'The product list: every filter and sort together',
    description:
      'Prices in filters and sorts are the price the shopper pays (discount_price). `discount`: 1 = any discount, more = at least that percent. An unknown field or sort is a 400.',
    request: {
      query: ProductFilterQuerySchema,
      body: { content: { 'application/json': { schema: ProductFilterSchema } }, required: false },
    },
    responses: { 200: json(pageOf(ProductSchema), 'A page of products'), ...errorResponses },
  }),
  async (c) => {
    const { page, size, sort, group } = c.req.valid('query');
    const body = c.req.valid('json') ?? {};
    // zod leaves nulls for fields sent as null: treat them as not sent.
    const filter = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as ProductFilter;
    const result = await filterProducts(c.var.read, filter, sort, page, size, await ctx(c), { group });
    if (filter.q && page === 1) {
      countSearchTerm(c.var.db, filter.q);
      if (result.totalElements === 0) countSearchMiss(c.var.db, filter.q);
    }
    return ok(c, result);
  },
);

productRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/store/products/check',
    tags,
    summary: 'The basket check: current products with count capped to stock; unknown ids left out',
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: BasketCheckInputSchema,
          },
        },
      },
    },
    responses: { 200: json(z.array(CheckedProductSchema), 'Products as now, with count'), ...errorResponses },
  }),
  async (c) => ok(c, await checkProducts(c.var.db, c.req.valid('json').products, await ctx(c))),
);

productRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/store/products/{id}',
    tags,
    summary: 'One product with comparison and related products and its first comments (counts a view)',
    request: { params: IdParamsSchema },
    responses: { 200: json(ProductDetailSchema, 'The product'), ...notFoundResponse, ...errorResponses },
  }),
  async (c) => ok(c, await productDetail({ read: c.var.read, db: c.var.db }, c.req.valid('param').id, await ctx(c))),
);
