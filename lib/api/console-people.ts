import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { RoleInput } from '@/lib/contract/console-users';
import type { Locale } from '@/lib/contract/values';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** The console's people (issue 18): users and their roles, the audit log, and reviews. */

// ---- Users (operators: GET /console/users/, …/{id}/, POST|DELETE …/{id}/roles/, …/block/, …/unblock/) ----

export interface ConsoleUsersParams {
  phone?: string;
  page: number;
  size: number;
}

export const userKeys = {
  all: [...consoleKeys.all, 'users'] as const,
  list: (params: ConsoleUsersParams) => [...userKeys.all, 'list', params] as const,
  one: (id: number) => [...userKeys.all, 'one', id] as const,
};

export const listConsoleUsers = (http: Http, params: ConsoleUsersParams) => call(http, consoleApi.users.list, { query: { ...params } });
export const getConsoleUser = (http: Http, id: number) => call(http, consoleApi.users.one, { path: { id } });
export const grantRole = (http: Http, id: number, role: RoleInput) => call(http, consoleApi.users.grant, { path: { id }, json: role });
export const revokeRole = (http: Http, id: number, role: RoleInput) => call(http, consoleApi.users.revoke, { path: { id }, json: role });
export const setBlocked = (http: Http, id: number, blocked: boolean) => call(http, blocked ? consoleApi.users.block : consoleApi.users.unblock, { path: { id } });

export const consoleUsersQuery = (http: Http, params: ConsoleUsersParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: () => listConsoleUsers(http, params), staleTime: 0, placeholderData: (previous) => previous });
export const consoleUserQuery = (http: Http, id: number) => queryOptions({ queryKey: userKeys.one(id), queryFn: () => getConsoleUser(http, id), staleTime: 0 });

// ---- Audit log (operators: GET /console/audit/) ---------------------------------------------------

export interface AuditParams {
  entity?: string;
  action?: string;
  actor?: number;
  page: number;
  size: number;
}

export const auditKeys = {
  all: [...consoleKeys.all, 'audit'] as const,
  list: (params: AuditParams) => [...auditKeys.all, params] as const,
};

export const listAudit = (http: Http, params: AuditParams) => call(http, consoleApi.audit.list, { query: { ...params } });

export const auditQuery = (http: Http, params: AuditParams) =>
  queryOptions({ queryKey: auditKeys.list(params), queryFn: () => listAudit(http, params), staleTime: 0, placeholderData: (previous) => previous });

// ---- Reviews (staff: GET /console/reviews/, POST …/{id}/answer/; operators: …/hide/, …/unhide/) -----

export interface ConsoleReviewsParams {
  store?: number;
  hidden?: '0' | '1';
  page: number;
  size: number;
}

export const reviewKeys = {
  all: [...consoleKeys.all, 'reviews'] as const,
  list: (locale: Locale, params: ConsoleReviewsParams) => [...reviewKeys.all, locale, params] as const,
};

export const listConsoleReviews = (http: Http, params: ConsoleReviewsParams) => call(http, consoleApi.reviews.list, { query: { ...params } });
export const answerReview = (http: Http, id: number, text: string) => call(http, consoleApi.reviews.answer, { path: { id }, json: { text } });
export const setReviewHidden = (http: Http, id: number, hidden: boolean) => call(http, hidden ? consoleApi.reviews.hide : consoleApi.reviews.unhide, { path: { id } });

export const consoleReviewsQuery = (http: Http, locale: Locale, params: ConsoleReviewsParams) =>
  queryOptions({ queryKey: reviewKeys.list(locale, params), queryFn: () => listConsoleReviews(http, params), staleTime: 0, placeholderData: (previous) => previous });
