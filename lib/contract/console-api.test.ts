import { z } from '@hono/zod-openapi';
import { app } from '@/server/app';
import { consoleApiSchemas } from './console-api';
import { consoleApi } from './console-route-values';
import { CONSOLE_FILES } from './report-values';
import type { ApiRoute } from './route-values';

/**
 * The console's client table (console-route-values.ts) against the server's own routes: every
 * entry's method and path is a route of the OpenAPI document, and its schemas describe exactly what
 * that route answers and reads. A path renamed on the server, or a result, body or query schema
 * swapped for another, fails here; a field renamed inside a schema fails the callers' typecheck.
 */

interface ServerRoute {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
  request?: { body?: { content?: Record<string, { schema?: z.ZodType }> }; query?: z.ZodType };
}

const serverRoutes = app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route as unknown as ServerRoute] : []));
const normal = (path: string) => path.replace(/^\/api\/v1/, '').replace(/\/+$/, '');

/** JSON Schema of a zod schema, for comparing two schemas by what they describe. */
const described = (schema: z.ZodType | undefined, io: 'input' | 'output') => (schema ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : undefined);

type Entry = { name: string; route: ApiRoute; schemas: { result: z.ZodType; body?: z.ZodType; query?: z.ZodType } };

function entries(table: object, schemas: object, prefix = ''): Entry[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const s = (schemas as Record<string, unknown>)[key] as object;
    return 'method' in value ? [{ name, route: value as ApiRoute, schemas: s as Entry['schemas'] }] : entries(value, s, name);
  });
}

const all = entries(consoleApi, consoleApiSchemas);

describe('the console route table', () => {
  it('lists every console route of the server once', () => {
    const tabled = new Set(all.map((e) => `${e.route.method} ${normal(e.route.path)}`));
    expect(tabled.size).toBe(all.length);
    const console = serverRoutes.filter((r) => r.path.startsWith('/console/')).map((r) => `${r.method} ${normal(r.path)}`);
    // Routes the console's client does not call yet are named here, so that a new one is a choice.
    const untabled = console.filter((r) => !tabled.has(r)).sort();
    // The boards' event stream is read as a stream (lib/api/order-stream.ts), and the files (reports,
    // the price list and its template) are downloads (lib/api/console-reports.ts), not through call().
    const files = Object.values(CONSOLE_FILES).map((path) => `get ${normal(path)}`);
    expect(untabled).toEqual([...files, 'get /console/orders/events', 'get /console/reviews/{id}', 'get /console/support/{id}'].sort());
  });

  it.each(all.map((e) => [e.name, e] as const))('%s: the same method, path and schemas as the server', (_, { route, schemas }) => {
    const server = serverRoutes.find((r) => r.method === route.method && normal(r.path) === normal(route.path));
    expect(server && `${server.method} ${server.path}`).toBe(`${route.method} ${normal(route.path)}`);
    const ok = Object.entries(server!.responses).find(([status]) => /^2\d\d$/.test(status))![1];
    const envelope = ok.content?.['application/json']?.schema as z.ZodObject<{ result: z.ZodType }>;
    expect(described(schemas.result, 'output')).toEqual(described(envelope.shape.result, 'output'));
    const body = server!.request?.body?.content?.['application/json']?.schema;
    if (schemas.body) expect(described(schemas.body, 'input')).toEqual(described(body, 'input'));
    if (schemas.query) expect(described(schemas.query, 'input')).toEqual(described(server!.request?.query, 'input'));
  });
});
