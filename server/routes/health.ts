import { createRoute } from '@hono/zod-openapi';
import { ReadySchema } from '@/lib/contract/common';
import { getDb } from '../bootstrap';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { RETRY_AFTER_SECONDS } from '../http/unavailable';
import { failure, json } from '../openapi/responses';
import { readiness } from '../services/readiness';

/** `/health/ready` (ADR 0026); `/health`, the liveness, stays in server/app.ts. */
export const healthRoutes = createRouter();

healthRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/health/ready',
    tags: ['meta'],
    summary: 'Readiness',
    description:
      'Whether this instance should be sent requests: 200 while its database answers and it is not stopping; 503 `service_unavailable` with Retry-After otherwise. Redis and the read replica are reported in `checks`, never required.',
    responses: {
      200: json(ReadySchema, 'Ready, with what was checked'),
      503: failure('`service_unavailable`: the database does not answer or the instance is stopping (`checks` says which)'),
    },
  }),
  async (c) => {
    const { ready, checks } = await readiness(await getDb());
    if (!ready) throw new ApiFailure('service_unavailable', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) }, extra: { checks } });
    return ok(c, { status: 'ready' as const, checks }, 200);
  },
);
