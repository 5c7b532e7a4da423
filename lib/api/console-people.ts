import { queryOptions } from './query-options';
import { consoleApi } from '@/lib/contract/console-route-values';
import type { StaffAddInput } from '@/lib/contract/console-staff';
import type { RoleInput } from '@/lib/contract/console-users';
import type { Locale } from '@/lib/contract/values';
import { call } from './call';
import { consoleKeys } from './console';
import type { Http } from './http';

/** The console's people (ADR 0017): users and their roles, the audit log, and reviews. */

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

const listConsoleUsers = (http: Http, params: ConsoleUsersParams) => call(http, consoleApi.users.list, { query: { ...params } });
const getConsoleUser = (http: Http, id: number) => call(http, consoleApi.users.one, { path: { id } });
export const grantRole = (http: Http, id: number, role: RoleInput) => call(http, consoleApi.users.grant, { path: { id }, json: role });
export const revokeRole = (http: Http, id: number, role: RoleInput) => call(http, consoleApi.users.revoke, { path: { id }, json: role });
export const setBlocked = (http: Http, id: number, blocked: boolean) =>
  call(http, blocked ? consoleApi.users.block : consoleApi.users.unblock, { path: { id } });

export const consoleUsersQuery = (http: Http, params: ConsoleUsersParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: () => listConsoleUsers(http, params), staleTime: 0, placeholderData: (previous) => previous });
export const consoleUserQuery = (http: Http, id: number) => queryOptions({ queryKey: userKeys.one(id), queryFn: () => getConsoleUser(http, id), staleTime: 0 });

// ---- Audit log (operators, and a store's owners for its entries: GET /console/audit/) -------------

export interface AuditParams {
  entity?: string;
  action?: string;
  actor?: number;
  /** The actor's phone, E.164. */
  actor_phone?: string;
  store?: number;
  page: number;
  size: number;
}

const auditKeys = {
  all: [...consoleKeys.all, 'audit'] as const,
  list: (locale: Locale, params: AuditParams) => [...auditKeys.all, locale, params] as const,
};

const listAudit = (http: Http, params: AuditParams) => call(http, consoleApi.audit.list, { query: { ...params } });

/** The entries' words (`summary`) are in the page's language: the key holds it. */
export const auditQuery = (http: Http, locale: Locale, params: AuditParams) =>
  queryOptions({ queryKey: auditKeys.list(locale, params), queryFn: () => listAudit(http, params), staleTime: 0, placeholderData: (previous) => previous });

// ---- A store's staff (its owners and operators: GET|POST /console/stores/{id}/staff/, DELETE …/{user_id}/) ----

export const staffKeys = {
  all: [...consoleKeys.all, 'staff'] as const,
  store: (storeId: number) => [...staffKeys.all, storeId] as const,
};

const getStoreStaff = (http: Http, storeId: number) => call(http, consoleApi.staff.list, { path: { id: storeId } });
export const addStoreStaff = (http: Http, storeId: number, input: StaffAddInput) => call(http, consoleApi.staff.add, { path: { id: storeId }, json: input });
export const removeStoreStaff = (http: Http, storeId: number, userId: number) =>
  call(http, consoleApi.staff.remove, { path: { id: storeId, user_id: userId } });

export const storeStaffQuery = (http: Http, storeId: number) =>
  queryOptions({ queryKey: staffKeys.store(storeId), queryFn: () => getStoreStaff(http, storeId), staleTime: 0 });

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

const listConsoleReviews = (http: Http, params: ConsoleReviewsParams) => call(http, consoleApi.reviews.list, { query: { ...params } });
export const answerReview = (http: Http, id: number, text: string) => call(http, consoleApi.reviews.answer, { path: { id }, json: { text } });
export const setReviewHidden = (http: Http, id: number, hidden: boolean) =>
  call(http, hidden ? consoleApi.reviews.hide : consoleApi.reviews.unhide, { path: { id } });

export const consoleReviewsQuery = (http: Http, locale: Locale, params: ConsoleReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.list(locale, params),
    queryFn: () => listConsoleReviews(http, params),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
