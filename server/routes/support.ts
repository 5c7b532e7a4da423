import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IdParamsSchema } from '@/lib/contract/common';
import { FileLinkParamsSchema, FileLinkQuerySchema, SupportTicketSchema, TicketInputSchema } from '@/lib/contract/support';
import { SUPPORT_TOPICS } from '@/lib/contract/support-values';
import { SUPPORT_DESCRIPTION_MAX as MAX_DESCRIPTION, SUPPORT_MAX_FILES as MAX_FILES } from '@/lib/domain/support';
import { requireUser, userIdOf } from '../http/auth';
import { ApiFailure } from '../http/errors';
import { text } from '../http/messages';
import { ok } from '../http/respond';
import { createRouter, type AppEnv } from '../http/router';
import { zodFields } from '../http/validation';
import { createTicket, listTickets, readFile, validFileLink, type UploadedFile } from '../services/support';
import { errorResponses, failure, json, notFoundResponse, unauthorizedResponse as unauthorized } from '../openapi/responses';

export const supportRoutes = createRouter();

const tags = ['support'];
const auth = { security: [{ bearer: [] as string[] }], middleware: requireUser };

supportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/support',
    tags,
    summary: "The caller's tickets, newest first",
    ...auth,
    responses: { 200: json(z.array(SupportTicketSchema), 'Tickets'), ...unauthorized, ...errorResponses },
  }),
  async (c) => ok(c, await listTickets(c.var.db, userIdOf(c)), 200),
);

supportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/support',
    tags,
    summary: `A new ticket: JSON, or multipart with up to ${MAX_FILES} files (png, jpg, pdf; 2 MB each) under "files"`,
    ...auth,
    request: {
      // The form is described with a plain OpenAPI schema, so the validator lets it through to the
      // handler, which reads and checks it (the form validator would make one file a value, not a list).
      // Not `required`: that would run the JSON validator on forms too; the handler checks both.
      body: {
        required: false,
        content: {
          'application/json': { schema: TicketInputSchema },
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['topic', 'description'],
              properties: {
                topic: { type: 'string', enum: [...SUPPORT_TOPICS] },
                description: { type: 'string', maxLength: MAX_DESCRIPTION },
                email: { type: 'string', format: 'email' },
                order_id: { type: 'integer', description: "One of the caller's own orders the ticket is about" },
                files: { type: 'array', maxItems: MAX_FILES, items: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
    },
    responses: {
      201: json(SupportTicketSchema, 'Created'),
      ...unauthorized,
      404: failure("`not_found`: `order_id` is not one of the caller's orders"),
      ...errorResponses,
    },
  }),
  async (c) => {
    const type = c.req.header('content-type') ?? '';
    let fields: Record<string, unknown>;
    const files: UploadedFile[] = [];
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.formData();
      fields = {};
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else if (key === 'files' || key === 'files[]' || key === 'file') files.push({ name: value.name, data: new Uint8Array(await value.arrayBuffer()) });
        else throw new ApiFailure('validation_error', { fields: { [key]: text('fields.unknownField') } });
      }
    } else if (type.startsWith('application/json')) {
      fields = await c.req.json().catch(() => {
        throw new ApiFailure('validation_error');
      });
    } else {
      throw new ApiFailure('unsupported_media_type');
    }
    const parsed = TicketInputSchema.safeParse(fields);
    if (!parsed.success) throw new ApiFailure('validation_error', { fields: zodFields(parsed.error) });
    const ticket = await createTicket(c.var.db, userIdOf(c), parsed.data, files, c.var.locale);
    return ok(c, ticket, 201);
  },
);

/** A ticket's file as its type, named, never sniffed; cached by the browser only. */
async function serveFile(c: Context<AppEnv>, id: number, expires: number, signature: string) {
  if (!validFileLink(id, expires, signature)) throw new ApiFailure('not_found');
  const file = await readFile(c.var.db, id);
  return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, max-age=3600',
  });
}

supportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/support/file/{id}/{expires}/{signature}/{name}',
    tags,
    summary: "A ticket's file, through the signed link the ticket list gives (it ends with the file's name and extension)",
    request: { params: FileLinkParamsSchema },
    responses: { 200: { description: 'The file' }, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { id, expires, signature } = c.req.valid('param');
    return serveFile(c, id, expires, signature);
  },
);

supportRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/support/file/{id}',
    tags,
    summary: "A ticket's file, through a signed link of the older shape (`?expires=&signature=`)",
    request: { params: IdParamsSchema, query: FileLinkQuerySchema },
    responses: { 200: { description: 'The file' }, ...notFoundResponse, ...errorResponses },
  }),
  async (c) => {
    const { expires, signature } = c.req.valid('query');
    return serveFile(c, c.req.valid('param').id, expires, signature);
  },
);
