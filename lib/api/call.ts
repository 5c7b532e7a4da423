import type { z } from '@hono/zod-openapi';
import type { ApiRoute, BodySchemaOf, PathParamNames, QuerySchemaOf, ResultSchemaOf } from '@/lib/contract/route-values';
import { ApiError, searchParams, unwrap, type Http } from './http';

type QueryValue = string | number | boolean | undefined | null;

interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

type BodyOf<R extends ApiRoute> = BodySchemaOf<R>;
type QueryOf<R extends ApiRoute> = QuerySchemaOf<R>;

/** What a call of `route` takes: its path parameters, its query (the names the contract reads), its body. */
export type CallInput<R extends ApiRoute> = ([PathParamNames<R['path']>] extends [never]
  ? { path?: undefined }
  : { path: Record<PathParamNames<R['path']>, string | number> }) & {
  query?: [QueryOf<R>] extends [never] ? Record<string, QueryValue> : { [K in keyof z.input<QueryOf<R>>]?: QueryValue };
  /** A multipart body (a picture, a price list): the server checks the file itself. */
  form?: FormData;
  /** What some calls add to the request: a header the route reads (Idempotency-Key, the refresh cookie's), a signal to cancel a stale one, credentials. */
  options?: CallOptions;
} & ([BodyOf<R>] extends [never] ? { json?: undefined } : { json: z.input<BodyOf<R>> });

/** Whether a route can be called without an input (no path parameter and no JSON body). */
type NeedsInput<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never] ? ([BodyOf<R>] extends [never] ? false : true) : true;

/** The path with its parameters filled in, as ky wants it under its prefix (no leading slash). */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/^\//, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls a route of a contract table (lib/contract/console-route-values.ts): the result's type is
 * the contract's schema's for that route, never a cast. A route given with its schema at run time
 * (`{ ...route, result: Schema }`: tests, a tool) has the answer held to it, so a server answering
 * otherwise fails here (`invalid_response`) instead of deep in a component; the browser's tables
 * carry no schemas (no zod in a page). Failures are ApiErrors as with `unwrap`.
 */
export async function call<R extends ApiRoute>(
  http: Http,
  route: R,
  ...[input]: NeedsInput<R> extends true ? [CallInput<R>] : [CallInput<R>?]
): Promise<z.output<ResultSchemaOf<R>>> {
  const options: { json?: unknown; body?: FormData; searchParams?: Record<string, string | number | boolean> } & CallOptions = { ...input?.options };
  if (input?.json !== undefined) options.json = input.json;
  if (input?.form) options.body = input.form;
  if (input?.query) options.searchParams = searchParams(input.query as Record<string, QueryValue>);
  const response = await http(fillPath(route.path, input?.path as Record<string, string | number> | undefined), { method: route.method, ...options });
  const result = await unwrap<z.output<ResultSchemaOf<R>>>(response);
  if (!route.result) return result;
  const parsed = route.result.safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      response.status,
      'invalid_response',
      `The answer of ${route.method.toUpperCase()} ${route.path} does not keep to the contract: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data as z.output<ResultSchemaOf<R>>;
}
