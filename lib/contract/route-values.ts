import type { z } from '@hono/zod-openapi';
import type { paths } from './openapi.gen';

/**
 * One route of the API as a client calls it: method and path template (as the contract spells
 * it, `{name}` for a path parameter), with the schemas of its `result`, JSON body and query as
 * TYPES only. No zod reaches the browser through these (the route tables are plain values); the
 * schemas themselves are paired with each table in a schema file that a test holds to the
 * server's routes (lib/contract/console-api.ts and its test). lib/api/call.ts types every call
 * from a route: a path, a parameter or a field renamed in the contract fails the callers'
 * typecheck. Every entry's method and path must be one the server serves: `paths` is generated
 * from the server's OpenAPI document (scripts/api-types.ts, run by `npm run typecheck`), so a
 * route renamed or removed on the server fails the table's typecheck too.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The path templates the server serves with `method`, as written in its document or with a trailing slash. */
export type ServedPath<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P | `${P}/`;
}[keyof paths];

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  R extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  path: P;
  /** Only where a caller gives the schema at run time (tests): the answer is then checked with it. */
  result?: R;
  /** Type carriers: never set at run time. */
  readonly _types?: { result: R; body: B; query: Q };
}

/**
 * An entry of a route table: `apiRoute<typeof ResultSchema, typeof BodySchema, typeof QuerySchema>()('post', '/x/{id}/')`
 * (curried so that the method and path are inferred while the schemas are named).
 */
export const apiRoute =
  <R extends z.ZodType, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>() =>
  <M extends HttpMethod, P extends ServedPath<M>>(method: M, path: P): ApiRoute<M, P, R, B, Q> => ({ method, path });

/** The `{name}` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type ResultSchemaOf<R extends ApiRoute> = NonNullable<R['_types']>['result'];
export type BodySchemaOf<R extends ApiRoute> = Exclude<NonNullable<R['_types']>['body'], undefined>;
export type QuerySchemaOf<R extends ApiRoute> = Exclude<NonNullable<R['_types']>['query'], undefined>;

/** What a route table's schema file holds for each entry: the very schemas its types name. */
export type RouteSchemas<T> = {
  [K in keyof T]: T[K] extends ApiRoute ? { result: ResultSchemaOf<T[K]>; body?: BodySchemaOf<T[K]>; query?: QuerySchemaOf<T[K]> } : RouteSchemas<T[K]>;
};
