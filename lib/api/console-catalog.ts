import { queryOptions } from './query-options';
import type { Page } from '@/lib/contract/common';
import type { ConsoleAbout, ConsoleBanner, ConsoleCategory, ConsoleFaq, ConsolePartner, ConsolePromo } from '@/lib/contract/console-catalog';
import { consoleKeys } from './console';
import { searchParams, unwrap, type Http } from './http';

/** The operator's calls for the catalog's shared parts (issue 18): promo codes and the site's content. */

// ---- Promo codes (GET/POST /console/promo-codes, PATCH …/{id}, POST …/{id}/deactivate) ----------

export interface PromoListParams {
  q?: string;
  page: number;
  size: number;
}

export interface PromoInput {
  promocode?: string;
  discount: number;
  max_uses: number | null;
  max_uses_per_user: number;
  valid_from: string;
  valid_until: string;
}

export const promoKeys = {
  all: [...consoleKeys.all, 'promo-codes'] as const,
  list: (params: PromoListParams) => [...promoKeys.all, params] as const,
};

export const listPromos = (http: Http, params: PromoListParams) =>
  http.get('console/promo-codes', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsolePromo>>);
export const createPromo = (http: Http, body: PromoInput) => http.post('console/promo-codes', { json: body }).then(unwrap<ConsolePromo>);
export const updatePromo = (http: Http, id: number, body: Omit<PromoInput, 'promocode'>) => http.patch(`console/promo-codes/${id}`, { json: body }).then(unwrap<ConsolePromo>);
export const deactivatePromo = (http: Http, id: number) => http.post(`console/promo-codes/${id}/deactivate`).then(unwrap<ConsolePromo>);

export const promosQuery = (http: Http, params: PromoListParams) =>
  queryOptions({ queryKey: promoKeys.list(params), queryFn: () => listPromos(http, params), staleTime: 0, placeholderData: (previous) => previous });

// ---- Content: categories, banners, FAQ, partners (list, create, change, delete) -----------------

export interface ContentItems {
  categories: ConsoleCategory;
  banners: ConsoleBanner;
  faq: ConsoleFaq;
  partners: ConsolePartner;
}
export type ContentKind = keyof ContentItems;

export const contentKeys = {
  all: [...consoleKeys.all, 'content'] as const,
  list: (kind: ContentKind) => [...contentKeys.all, kind] as const,
  about: () => [...contentKeys.all, 'about'] as const,
};

/** A picture for a category, banner, partner or the contacts; its path goes into the item's field. */
export const uploadContentImage = (http: Http, file: File) => {
  const body = new FormData();
  body.set('file', file);
  return http.post('console/images/', { body }).then(unwrap<{ path: string }>);
};

export const listContent = <K extends ContentKind>(http: Http, kind: K) => http.get(`console/${kind}`).then(unwrap<ContentItems[K][]>);
export const createContent = <K extends ContentKind>(http: Http, kind: K, body: Record<string, unknown>) =>
  http.post(`console/${kind}`, { json: body }).then(unwrap<ContentItems[K]>);
export const updateContent = <K extends ContentKind>(http: Http, kind: K, id: number, body: Record<string, unknown>) =>
  http.patch(`console/${kind}/${id}`, { json: body }).then(unwrap<ContentItems[K]>);
export const deleteContent = (http: Http, kind: ContentKind, id: number) => http.delete(`console/${kind}/${id}`).then(unwrap<{ id: number }>);

export const contentQuery = <K extends ContentKind>(http: Http, kind: K) =>
  queryOptions({ queryKey: contentKeys.list(kind), queryFn: () => listContent(http, kind), staleTime: 0 });

// ---- About (GET and PUT /console/about) --------------------------------------------------------

export const getConsoleAbout = (http: Http) => http.get('console/about').then(unwrap<ConsoleAbout>);
export const putConsoleAbout = (http: Http, body: Record<string, unknown>) => http.put('console/about', { json: body }).then(unwrap<ConsoleAbout>);
export const aboutQuery = (http: Http) => queryOptions({ queryKey: contentKeys.about(), queryFn: () => getConsoleAbout(http), staleTime: 0, retry: false });
