import { queryOptions } from './query-options';
import type { SupportTopic } from '@/lib/domain/support';
import { unwrap, type Http } from './http';

/** Support tickets (login). Files come back as signed links valid for an hour. */
export interface SupportTicket {
  id: number;
  topic: SupportTopic;
  description: string;
  email: string | null;
  /** 0 closed, 1 accepted, 2 in progress */
  status: number;
  date: string;
  files: { id: number; file: string; name: string }[];
  answers: { id: number; text: string; date: string }[];
}

export const listTickets = (http: Http) => http.get('support/').then(unwrap<SupportTicket[]>);

/** A new ticket as multipart/form-data (files under `files`). */
export function createTicket(http: Http, input: { topic: SupportTopic; description: string; email?: string; files: File[] }) {
  const form = new FormData();
  form.set('topic', input.topic);
  form.set('description', input.description);
  if (input.email) form.set('email', input.email);
  for (const file of input.files) form.append('files', file, file.name);
  return http.post('support/', { body: form }).then(unwrap<SupportTicket>);
}

export const supportKeys = { all: ['support'] as const, list: () => [...supportKeys.all, 'list'] as const };

export const ticketsQuery = (http: Http) => queryOptions({ queryKey: supportKeys.list(), queryFn: () => listTickets(http), staleTime: 0 });
