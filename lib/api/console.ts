import { queryOptions } from './query-options';
import type { Page } from '@/lib/contract/common';
import type { Role } from '@/lib/contract/console';
import type { ConsoleOrder, ConsoleOrderPart, ConsoleStatusInput } from '@/lib/contract/console-orders';
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

/** How often the orders board asks for new orders: staff see a new order within seconds. */
export const BOARD_REFRESH_MS = 10_000;

export const listConsoleOrders = (http: Http, params: ConsoleOrdersParams) =>
  http.get('console/orders/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsoleOrderPart>>);

export const getConsoleOrder = (http: Http, id: number) => http.get(`console/orders/${id}/`).then(unwrap<ConsoleOrder>);

export const moveConsoleOrder = (http: Http, id: number, body: ConsoleStatusInput) =>
  http.post(`console/orders/${id}/status/`, { json: body }).then(unwrap<ConsoleOrder>);

export const consoleOrderKeys = {
  all: [...consoleKeys.all, 'orders'] as const,
  list: (locale: Locale, params: ConsoleOrdersParams) => [...consoleOrderKeys.all, 'list', locale, params] as const,
  one: (locale: Locale, id: number) => [...consoleOrderKeys.all, 'one', locale, id] as const,
};

export const consoleOrdersQuery = (http: Http, locale: Locale, params: ConsoleOrdersParams) =>
  queryOptions({
    queryKey: consoleOrderKeys.list(locale, params),
    queryFn: () => listConsoleOrders(http, params),
    staleTime: 0,
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

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
