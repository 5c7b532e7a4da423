import { queryOptions } from './query-options';
import type { z } from '@hono/zod-openapi';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { AboutInputSchema, PromoCreateSchema, PromoUpdateSchema } from '@/lib/contract/console-catalog';
import type { ResultSchemaOf } from '@/lib/contract/route-values';
import type { PictureUse } from '@/lib/domain/pictures';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** The operator's calls for the catalog's shared parts (ADR 0017): promo codes and the site's content. */

// ---- Promo codes (GET/POST /console/promo-codes, PATCH …/{id}, POST …/{id}/deactivate) ----------

export interface PromoListParams {
  q?: string;
  page: number;
  size: number;
}

/** A new code as the form sends it; a change leaves the code itself alone. */
export type PromoInput = z.input<typeof PromoCreateSchema>;
export type PromoChange = z.input<typeof PromoUpdateSchema>;

export const promoKeys = {
  all: [...consoleKeys.all, 'promo-codes'] as const,
  list: (params: PromoListParams) => [...promoKeys.all, params] as const,
};

const listPromos = (http: Http, params: PromoListParams) => call(http, consoleApi.promoCodes.list, { query: { ...params } });
export const createPromo = (http: Http, body: PromoInput) => call(http, consoleApi.promoCodes.create, { json: body });
export const updatePromo = (http: Http, id: number, body: PromoChange) => call(http, consoleApi.promoCodes.update, { path: { id }, json: body });
export const deactivatePromo = (http: Http, id: number) => call(http, consoleApi.promoCodes.deactivate, { path: { id } });

export const promosQuery = (http: Http, params: PromoListParams) =>
  queryOptions({ queryKey: promoKeys.list(params), queryFn: () => listPromos(http, params), staleTime: 0, placeholderData: (previous) => previous });

// ---- Content: categories, banners, FAQ, partners (list, create, change, delete) -----------------

const CONTENT = consoleApi.content;
export type ContentKind = keyof typeof CONTENT;
/** An item of each content kind, as the contract answers it. */
export type ContentItems = { [K in ContentKind]: z.output<ResultSchemaOf<(typeof CONTENT)[K]['create']>> };

export const contentKeys = {
  all: [...consoleKeys.all, 'content'] as const,
  list: (kind: ContentKind) => [...contentKeys.all, kind] as const,
  about: () => [...contentKeys.all, 'about'] as const,
};

/** A picture for a category, banner, partner or the contacts; its path goes into the item's field. */
/** A picture for a shared part of the shop, kept at the size of its use (lib/domain/pictures.ts). */
export const uploadContentImage = (http: Http, file: File, use?: PictureUse) => {
  const body = new FormData();
  body.set('file', file);
  return call(http, consoleApi.images, { form: body, query: { use } });
};

// The editor builds each kind's body from its own fields (components/console/content-editor.tsx):
// the answers are typed from the contract; the bodies are checked by the server per kind.
const listContent = <K extends ContentKind>(http: Http, kind: K): Promise<ContentItems[K][]> => call(http, CONTENT[kind].list) as Promise<ContentItems[K][]>;
export const createContent = <K extends ContentKind>(http: Http, kind: K, body: Record<string, unknown>): Promise<ContentItems[K]> =>
  call(http, CONTENT[kind].create, { json: body as never }) as Promise<ContentItems[K]>;
export const updateContent = <K extends ContentKind>(http: Http, kind: K, id: number, body: Record<string, unknown>): Promise<ContentItems[K]> =>
  call(http, CONTENT[kind].update, { path: { id }, json: body as never }) as Promise<ContentItems[K]>;
export const deleteContent = (http: Http, kind: ContentKind, id: number) => call(http, CONTENT[kind].remove, { path: { id } });

export const contentQuery = <K extends ContentKind>(http: Http, kind: K) =>
  queryOptions({ queryKey: contentKeys.list(kind), queryFn: () => listContent(http, kind), staleTime: 0 });

/** The categories for a store's staff (the products table's filter and the product form), both names: read by any staff. */
export const consoleCategoriesQuery = (http: Http) => ({ ...contentQuery(http, 'categories'), staleTime: 5 * 60_000 });

// ---- About (GET and PUT /console/about) --------------------------------------------------------

const getConsoleAbout = (http: Http) => call(http, consoleApi.about.get);
export const putConsoleAbout = (http: Http, body: Record<string, unknown>) =>
  call(http, consoleApi.about.put, { json: body as z.input<typeof AboutInputSchema> });
export const aboutQuery = (http: Http) => queryOptions({ queryKey: contentKeys.about(), queryFn: () => getConsoleAbout(http), staleTime: 0, retry: false });
