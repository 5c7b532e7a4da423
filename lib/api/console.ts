import { queryOptions } from './query-options';
import type { Page } from '@/lib/contract/common';
import type { Role } from '@/lib/contract/console';
import type { ConsoleNewCount, ConsoleOrder, ConsoleOrderPart, ConsoleStatusInput } from '@/lib/contract/console-orders';
import type { ConsoleProduct, ImportReport, ProductCreate, ProductPatch } from '@/lib/contract/console-products';
import type { DeskTicket } from '@/lib/contract/console-support';
import type { Locale } from '@/lib/contract/values';
import { searchParams, unwrap, type Http } from './http';

/** The console's calls (issue 18): every one needs a console role; a shopper gets 403 `forbidden`. */

export interface ConsoleMe {
  roles: Role[];
  /** An operator reaches every store; the list then is empty. */
  all_stores: boolean;
  stores: { id: number; brand_name: string }[];
}

export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
};

export const getConsoleMe = (http: Http) => http.get('console/me/').then(unwrap<ConsoleMe>);

export const consoleMeQuery = (http: Http) => queryOptions({ queryKey: consoleKeys.me(), queryFn: () => getConsoleMe(http), staleTime: 60_000, retry: false });

// ---- Orders (GET /console/orders/, GET and POST /console/orders/{id}/…) -----------------------

export interface ConsoleOrdersParams {
  status?: number;
  store?: number;
  q?: string;
  page: number;
  size: number;
}

/** How often the orders board asks for new orders while its live channel is down (ADR 0028). */
export const BOARD_REFRESH_MS = 10_000;
/**
 * How often it asks all the same while the channel is up: events are not kept, so one lost on the
 * way (Redis down between two instances) is made up for within this time.
 */
export const BOARD_LIVE_REFRESH_MS = 30_000;

/** The board's polling: on in a background tab too (a till's browser often is), slower while the stream is up. */
export const boardPolling = (live: boolean) => ({ refetchInterval: live ? BOARD_LIVE_REFRESH_MS : BOARD_REFRESH_MS, refetchIntervalInBackground: true });

export const listConsoleOrders = (http: Http, params: ConsoleOrdersParams) =>
  http.get('console/orders/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsoleOrderPart>>);

/** How many of the caller's parts are new, and the newest of their orders (the title counter, the chime). */
export const getConsoleNewCount = (http: Http) => http.get('console/orders/new-count/').then(unwrap<ConsoleNewCount>);

export const getConsoleOrder = (http: Http, id: number) => http.get(`console/orders/${id}/`).then(unwrap<ConsoleOrder>);

export const moveConsoleOrder = (http: Http, id: number, body: ConsoleStatusInput) =>
  http.post(`console/orders/${id}/status/`, { json: body }).then(unwrap<ConsoleOrder>);

export const consoleOrderKeys = {
  all: [...consoleKeys.all, 'orders'] as const,
  list: (locale: Locale, params: ConsoleOrdersParams) => [...consoleOrderKeys.all, 'list', locale, params] as const,
  one: (locale: Locale, id: number) => [...consoleOrderKeys.all, 'one', locale, id] as const,
  newCount: () => [...consoleOrderKeys.all, 'new-count'] as const,
};

export const consoleOrdersQuery = (http: Http, locale: Locale, params: ConsoleOrdersParams, { live = false }: { live?: boolean } = {}) =>
  queryOptions({
    queryKey: consoleOrderKeys.list(locale, params),
    queryFn: () => listConsoleOrders(http, params),
    staleTime: 0,
    ...boardPolling(live),
    placeholderData: (previous) => previous,
  });

export const consoleNewCountQuery = (http: Http, { live = false }: { live?: boolean } = {}) =>
  queryOptions({ queryKey: consoleOrderKeys.newCount(), queryFn: () => getConsoleNewCount(http), staleTime: 0, ...boardPolling(live) });

export const consoleOrderQuery = (http: Http, locale: Locale, id: number) =>
  queryOptions({ queryKey: consoleOrderKeys.one(locale, id), queryFn: () => getConsoleOrder(http, id), staleTime: 0, refetchInterval: BOARD_REFRESH_MS });

// ---- Support desk (operators: GET /console/support/, POST …/{id}/answer/ and …/{id}/status/) ----

export const listDeskTickets = (http: Http, params: { status?: number; page: number; size: number }) =>
  http.get('console/support/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<DeskTicket>>);

export const answerTicket = (http: Http, id: number, text: string) => http.post(`console/support/${id}/answer/`, { json: { text } }).then(unwrap<DeskTicket>);

export const moveTicket = (http: Http, id: number, status: number) => http.post(`console/support/${id}/status/`, { json: { status } }).then(unwrap<DeskTicket>);

export const deskKeys = {
  all: [...consoleKeys.all, 'support'] as const,
  list: (locale: Locale, params: { status?: number; page: number; size: number }) => [...deskKeys.all, locale, params] as const,
};

export const deskTicketsQuery = (http: Http, locale: Locale, params: { status?: number; page: number; size: number }) =>
  queryOptions({ queryKey: deskKeys.list(locale, params), queryFn: () => listDeskTickets(http, params), staleTime: 0, refetchInterval: BOARD_REFRESH_MS, placeholderData: (previous) => previous });

// ---- Products (GET /console/products/, PATCH …/{id}/, POST …/import/) --------------------------

export interface ConsoleProductsParams {
  store?: number;
  q?: string;
  page: number;
  size: number;
}

export const listConsoleProducts = (http: Http, params: ConsoleProductsParams) =>
  http.get('console/products/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsoleProduct>>);

export const patchConsoleProduct = (http: Http, id: number, patch: ProductPatch) => http.patch(`console/products/${id}/`, { json: patch }).then(unwrap<ConsoleProduct>);

/** A store's price list (CSV); `dryRun` answers what would change without writing it. */
export const importPriceList = (http: Http, file: File, options: { store?: number; dryRun: boolean }) => {
  const body = new FormData();
  body.set('file', file);
  return http
    .post('console/products/import/', { body, searchParams: searchParams({ store: options.store, dry_run: options.dryRun ? 1 : 0 }) })
    .then(unwrap<ImportReport>);
};

export const consoleProductKeys = {
  all: [...consoleKeys.all, 'products'] as const,
  list: (locale: Locale, params: ConsoleProductsParams) => [...consoleProductKeys.all, locale, params] as const,
};

export const consoleProductsQuery = (http: Http, locale: Locale, params: ConsoleProductsParams) =>
  queryOptions({ queryKey: consoleProductKeys.list(locale, params), queryFn: () => listConsoleProducts(http, params), staleTime: 0, placeholderData: (previous) => previous });

/** A new product as the form sends it (the server fills the defaults). */
export type ProductCreateInput = Partial<ProductCreate> & Pick<ProductCreate, 'name_uz' | 'name_ru' | 'price' | 'amount_type' | 'category_id'>;

export const getConsoleProduct = (http: Http, id: number) => http.get(`console/products/${id}/`).then(unwrap<ConsoleProduct>);
export const createConsoleProduct = (http: Http, body: ProductCreateInput) => http.post('console/products/', { json: body }).then(unwrap<ConsoleProduct>);
export const deleteConsoleProduct = (http: Http, id: number) => http.delete(`console/products/${id}/`).then(unwrap<unknown>);

/** A photo for a product (jpeg, png or webp; the server checks the content and resizes it). */
export const uploadProductImage = (http: Http, id: number, file: File) => {
  const body = new FormData();
  body.set('file', file);
  return http.post(`console/products/${id}/images/`, { body }).then(unwrap<ConsoleProduct>);
};

export const consoleProductQuery = (http: Http, locale: Locale, id: number) =>
  queryOptions({ queryKey: [...consoleProductKeys.all, 'one', locale, id] as const, queryFn: () => getConsoleProduct(http, id), staleTime: 0 });
