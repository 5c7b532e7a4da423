import { queryOptions } from './query-options';
import { shopApi } from '@/lib/contract/shop-route-values';
import type { TicketInput } from '@/lib/contract/support';
import { call } from './call';
import type { Http } from './http';

/** Support tickets (login). Files come back as signed links valid for an hour. */

const listTickets = (http: Http) => call(http, shopApi.support.list);

/** A new ticket as multipart/form-data (files under `files`). */
export function createTicket(http: Http, input: TicketInput & { files: File[] }) {
  const form = new FormData();
  form.set('topic', input.topic);
  form.set('description', input.description);
  if (input.email) form.set('email', input.email);
  if (input.order_id) form.set('order_id', String(input.order_id));
  for (const file of input.files) form.append('files', file, file.name);
  return call(http, shopApi.support.create, { form });
}

export const supportKeys = { all: ['support'] as const, list: () => [...supportKeys.all, 'list'] as const };

export const ticketsQuery = (http: Http) => queryOptions({ queryKey: supportKeys.list(), queryFn: () => listTickets(http), staleTime: 0 });
