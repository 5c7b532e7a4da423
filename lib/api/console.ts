import { queryOptions } from './query-options';
import type { ConsoleStatusInput } from '@/lib/contract/console-orders';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { ProductBulk, ProductCreate, ProductPatch, StockFilter } from '@/lib/contract/console-products';
import type { Locale } from '@/lib/contract/values';
import { call } from './call';
import type { Http } from './http';

/**
 * The console's calls (ADR 0017): every one needs a console role; a shopper gets 403 `forbidden`.
 * Each goes through `call` with its route of lib/contract/console-api.ts: the answer's type is the
 * contract's, never a cast.
 */

export type { ConsoleMe } from '@/lib/contract/console';

export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
};

const getConsoleMe = (http: Http) => call(http, consoleApi.me);

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
const BOARD_REFRESH_MS = 10_000;
/**
 * How often it asks all the same while the channel is up: events are not kept, so one lost on the
 * way (Redis down between two instances) is made up for within this time.
 */
const BOARD_LIVE_REFRESH_MS = 30_000;

/** The board's polling: on in a background tab too (a till's browser often is), slower while the stream is up. */
const boardPolling = (live: boolean) => ({ refetchInterval: live ? BOARD_LIVE_REFRESH_MS : BOARD_REFRESH_MS, refetchIntervalInBackground: true });

const listConsoleOrders = (http: Http, params: ConsoleOrdersParams) => call(http, consoleApi.orders.list, { query: { ...params } });

/** How many of the caller's parts are new, and the newest of their orders (the title counter, the chime). */
const getConsoleNewCount = (http: Http) => call(http, consoleApi.orders.newCount);

const getConsoleOrder = (http: Http, id: number) => call(http, consoleApi.orders.one, { path: { id } });

export const moveConsoleOrder = (http: Http, id: number, body: ConsoleStatusInput) => call(http, consoleApi.orders.move, { path: { id }, json: body });

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

const listDeskTickets = (http: Http, params: { status?: number; page: number; size: number }) => call(http, consoleApi.support.list, { query: { ...params } });

export const answerTicket = (http: Http, id: number, text: string) => call(http, consoleApi.support.answer, { path: { id }, json: { text } });

export const moveTicket = (http: Http, id: number, status: number) => call(http, consoleApi.support.move, { path: { id }, json: { status } });

export const deskKeys = {
  all: [...consoleKeys.all, 'support'] as const,
  list: (locale: Locale, params: { status?: number; page: number; size: number }) => [...deskKeys.all, locale, params] as const,
};

export const deskTicketsQuery = (http: Http, locale: Locale, params: { status?: number; page: number; size: number }) =>
  queryOptions({
    queryKey: deskKeys.list(locale, params),
    queryFn: () => listDeskTickets(http, params),
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

// ---- Products (GET /console/products/, PATCH …/{id}/, POST …/import/) --------------------------

export interface ConsoleProductsParams {
  store?: number;
  q?: string;
  category?: number;
  stock?: StockFilter;
  price_min?: number;
  price_max?: number;
  no_photo?: 1;
  page: number;
  size: number;
}

export const listConsoleProducts = (http: Http, params: ConsoleProductsParams) => call(http, consoleApi.products.list, { query: { ...params } });

export const patchConsoleProduct = (http: Http, id: number, patch: ProductPatch) => call(http, consoleApi.products.patch, { path: { id }, json: patch });

/**
 * A store's price list (CSV or XLSX); `dryRun` answers what would change without writing it. An
 * apply that is not written fails (ApiError 422 `import_refused`, 409 `price_change_unconfirmed`)
 * with the report in its body; `confirm` is the preview's `confirm_token` for the flagged rows.
 */
export const importPriceList = (http: Http, file: File, options: { store?: number; dryRun: boolean; confirm?: string }) => {
  const body = new FormData();
  body.set('file', file);
  return call(http, consoleApi.products.import, { form: body, query: { store: options.store, dry_run: options.dryRun ? 1 : 0, confirm: options.confirm } });
};

export const consoleProductKeys = {
  all: [...consoleKeys.all, 'products'] as const,
  list: (locale: Locale, params: ConsoleProductsParams) => [...consoleProductKeys.all, locale, params] as const,
};

export const consoleProductsQuery = (http: Http, locale: Locale, params: ConsoleProductsParams) =>
  queryOptions({
    queryKey: consoleProductKeys.list(locale, params),
    queryFn: () => listConsoleProducts(http, params),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** A new product as the form sends it (the server fills the defaults). */
export type ProductCreateInput = Partial<ProductCreate> & Pick<ProductCreate, 'name_uz' | 'name_ru' | 'price' | 'amount_type' | 'category_id'>;

const getConsoleProduct = (http: Http, id: number) => call(http, consoleApi.products.one, { path: { id } });
export const deleteConsoleProduct = (http: Http, id: number) => call(http, consoleApi.products.remove, { path: { id } });

/** A new product with its photos in one request (the first photo the cover): all or nothing. */
export const createConsoleProductWithPhotos = (http: Http, body: ProductCreateInput, photos: readonly File[]) => {
  const form = new FormData();
  form.set('product', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo);
  return call(http, consoleApi.products.createWithPhotos, { form });
};

/** One action on the selected products: all of them or none. */
export const bulkConsoleProducts = (http: Http, body: ProductBulk) => call(http, consoleApi.products.bulk, { json: body });

/** A photo for a product (jpeg, png or webp; the server checks the content and resizes it). */
export const uploadProductImage = (http: Http, id: number, file: File) => {
  const body = new FormData();
  body.set('file', file);
  return call(http, consoleApi.products.image, { path: { id }, form: body });
};

export const consoleProductQuery = (http: Http, locale: Locale, id: number) =>
  queryOptions({ queryKey: [...consoleProductKeys.all, 'one', locale, id] as const, queryFn: () => getConsoleProduct(http, id), staleTime: 0 });
