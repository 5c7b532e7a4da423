import type { ConsoleOrder } from '@/lib/contract/console-orders';
import type { SubstituteInput, UnavailableInput, WeightInput } from '@/lib/contract/order-changes';
import type { Order } from '@/lib/contract/orders';
import { unwrap, type Http } from './http';

/** One item at a time (ADR 0029): the store's changes to a line, and the shopper's answer to a substitute. */

export const markItemUnavailable = (http: Http, orderId: number, itemId: number, body: UnavailableInput) =>
  http.post(`console/orders/${orderId}/items/${itemId}/unavailable/`, { json: body }).then(unwrap<ConsoleOrder>);

export const proposeSubstitute = (http: Http, orderId: number, itemId: number, body: SubstituteInput) =>
  http.post(`console/orders/${orderId}/items/${itemId}/substitute/`, { json: body }).then(unwrap<ConsoleOrder>);

export const setItemWeight = (http: Http, orderId: number, itemId: number, body: WeightInput) =>
  http.patch(`console/orders/${orderId}/items/${itemId}/`, { json: body }).then(unwrap<ConsoleOrder>);

export const answerSubstitute = (http: Http, orderId: number, substitutionId: number, answer: 'approve' | 'decline') =>
  http.post(`store/order/${orderId}/substitutions/${substitutionId}/${answer}/`).then(unwrap<Order>);
