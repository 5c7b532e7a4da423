import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '@/lib/contract/common';
import { app } from '@/server/app';

/**
 * Holds every answer of the API tests to the contract: the OpenAPI document (/api/v1/openapi.json)
 * is generated from the routes' zod schemas (lib/contract), and third-party clients build against
 * it, so an answer must parse with its route's schema for its status AND carry no field the schema
 * does not declare (zod's parse would silently drop such a field; a client would see it). Failures
 * (4xx/5xx) must match the error envelope, whatever the route.
 */

type AnySchema = z.ZodType;

interface RouteShape {
  method: string;
  pattern: RegExp;
  /** Literal segments: `/store/products/popular` wins over `/store/products/{id}`. */
  literals: number;
  template: string;
  responses: Record<string, AnySchema | undefined>;
}

interface RouteConfigLike {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let table: RouteShape[] | undefined;

function routes(): RouteShape[] {
  table ??= app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route = definition.route as unknown as RouteConfigLike;
    const template = route.path.startsWith('/api/v1') ? route.path : `/api/v1${route.path}`;
    const segments = template.split('/').filter(Boolean);
    const pattern = new RegExp(`^/${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([status, r]) => [status, r.content?.['application/json']?.schema as AnySchema | undefined]),
    );
    return [{ method: route.method.toUpperCase(), pattern, literals: segments.filter((s) => !s.startsWith('{')).length, template, responses }];
  });
  return table;
}

/** The route of the document that serves a request, or undefined (an unknown path). */
export function routeOf(method: string, url: string): RouteShape | undefined {
  const path = new URL(url, 'http://savat.test').pathname.replace(/\/+$/, '') || '/';
  return routes()
    .filter((r) => r.method === method.toUpperCase() && r.pattern.test(path))
    .sort((a, b) => b.literals - a.literals)[0];
}

/**
 * The paths of `value` that `schema` does not declare, e.g. `result.content.0.store.secret`.
 * Walks zod's own definitions, so it follows exactly what the OpenAPI document is made from.
 */
function undeclaredFields(schema: AnySchema, value: unknown, path = ''): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      const shape = def.shape as Record<string, AnySchema>;
      return Object.entries(value).flatMap(([key, v]) => (key in shape ? undeclaredFields(shape[key]!, v, at(key)) : [at(key)]));
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => undeclaredFields(def.element as AnySchema, item, at(i))) : [];
    case 'record':
      return typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => undeclaredFields(def.valueType as AnySchema, v, at(k)))
        : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return value === null || value === undefined ? [] : undeclaredFields(def.innerType as AnySchema, value, path);
    case 'pipe':
      return undeclaredFields(def.out as AnySchema, value, path);
    case 'lazy':
      return undeclaredFields((def.getter as () => AnySchema)(), value, path);
    case 'union': {
      // The option the value parses with (the first, as zod picks it).
      const option = (def.options as AnySchema[]).find((o) => o.safeParse(value).success);
      return option ? undeclaredFields(option, value, path) : [];
    }
    case 'intersection': {
      // A field is declared when either side declares it.
      const left = new Set(undeclaredFields(def.left as AnySchema, value, path));
      return undeclaredFields(def.right as AnySchema, value, path).filter((p) => left.has(p));
    }
    default:
      return [];
  }
}

/** What is wrong with an answer, or null when it keeps to the contract. */
export function contractViolation(method: string, url: string, status: number, body: unknown): string | null {
  const route = routeOf(method, url);
  const where = `${method} ${url} → ${status}`;
  let schema: AnySchema | undefined;
  // The document does not describe itself.
  if (new URL(url, 'http://savat.test').pathname.replace(/\/+$/, '') === '/api/v1/openapi.json') return null;
  if (status >= 400) schema = ErrorBodySchema;
  else if (!route) return `${where}: no route of the OpenAPI document serves this path`;
  else {
    schema = route.responses[String(status)];
    if (!schema) return `${where}: ${route.template} declares no JSON answer for status ${status}`;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return `${where}: the answer does not match its schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  const extra = undeclaredFields(schema, body);
  if (extra.length) return `${where}: the answer has fields its schema does not declare: ${extra.slice(0, 10).join(', ')}`;
  return null;
}
