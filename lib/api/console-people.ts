import { queryOptions } from './query-options';
import type { Page } from '@/lib/contract/common';
import type { AuditEntry } from '@/lib/contract/console-audit';
import type { ConsoleReview } from '@/lib/contract/console-reviews';
import type { ConsoleUser, RoleInput } from '@/lib/contract/console-users';
import type { Locale } from '@/lib/contract/values';
import { consoleKeys } from './console';
import { searchParams, unwrap, type Http } from './http';

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

export const listConsoleUsers = (http: Http, params: ConsoleUsersParams) =>
  http.get('console/users/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsoleUser>>);
export const getConsoleUser = (http: Http, id: number) => http.get(`console/users/${id}/`).then(unwrap<ConsoleUser>);
export const grantRole = (http: Http, id: number, role: RoleInput) => http.post(`console/users/${id}/roles/`, { json: role }).then(unwrap<ConsoleUser>);
export const revokeRole = (http: Http, id: number, role: RoleInput) => http.delete(`console/users/${id}/roles/`, { json: role }).then(unwrap<ConsoleUser>);
export const setBlocked = (http: Http, id: number, blocked: boolean) => http.post(`console/users/${id}/${blocked ? 'block' : 'unblock'}/`).then(unwrap<ConsoleUser>);

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

export const listAudit = (http: Http, params: AuditParams) => http.get('console/audit/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<AuditEntry>>);

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

export const listConsoleReviews = (http: Http, params: ConsoleReviewsParams) =>
  http.get('console/reviews/', { searchParams: searchParams({ ...params }) }).then(unwrap<Page<ConsoleReview>>);
export const answerReview = (http: Http, id: number, text: string) => http.post(`console/reviews/${id}/answer/`, { json: { text } }).then(unwrap<ConsoleReview>);
export const setReviewHidden = (http: Http, id: number, hidden: boolean) => http.post(`console/reviews/${id}/${hidden ? 'hide' : 'unhide'}/`).then(unwrap<ConsoleReview>);

export const consoleReviewsQuery = (http: Http, locale: Locale, params: ConsoleReviewsParams) =>
  queryOptions({ queryKey: reviewKeys.list(locale, params), queryFn: () => listConsoleReviews(http, params), staleTime: 0, placeholderData: (previous) => previous });
