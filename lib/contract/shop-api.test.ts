import { z } from '@hono/zod-openapi';
import { app } from '@/server/app';
import type { ApiRoute } from './route-values';
import { shopApiSchemas } from './shop-api';
import { shopApi } from './shop-route-values';

/**
 * The storefront's client table (shop-route-values.ts) against the server's own routes, as the
 * console's table is held in console-api.test.ts: every entry's method and path is a route of the
 * OpenAPI document, and its schemas describe exactly what that route answers and reads. The shop
 * calls only some of the public routes (other clients call the rest), so unlike the console's
 * there is no check that every route is listed.
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

const all = entries(shopApi, shopApiSchemas);

describe('the storefront route table', () => {
  it('lists each route once, and none of the console', () => {
    const tabled = all.map((e) => `${e.route.method} ${normal(e.route.path)}`);
    expect(new Set(tabled).size).toBe(all.length);
    expect(tabled.filter((r) => r.includes(' /console/'))).toEqual([]);
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
