import { consoleApi } from '@/lib/contract/console-route-values';
import type { SubstituteInput, UnavailableInput, WeightInput } from '@/lib/contract/order-changes';
import { shopApi } from '@/lib/contract/shop-route-values';
import { call } from './call';
import type { Http } from './http';

/** One item at a time (ADR 0029): the store's changes to a line, and the shopper's answer to a substitute. */

export const markItemUnavailable = (http: Http, orderId: number, itemId: number, body: UnavailableInput) =>
  call(http, consoleApi.orders.unavailable, { path: { id: orderId, item_id: itemId }, json: body });

export const proposeSubstitute = (http: Http, orderId: number, itemId: number, body: SubstituteInput) =>
  call(http, consoleApi.orders.substitute, { path: { id: orderId, item_id: itemId }, json: body });

export const setItemWeight = (http: Http, orderId: number, itemId: number, body: WeightInput) =>
  call(http, consoleApi.orders.weight, { path: { id: orderId, item_id: itemId }, json: body });

export const answerSubstitute = (http: Http, orderId: number, substitutionId: number, answer: 'approve' | 'decline') =>
  call(http, shopApi.orders.substitution[answer], { path: { id: orderId, sid: substitutionId } });
