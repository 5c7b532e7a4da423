import { createRoute } from '@hono/zod-openapi';
import { DevPayInputSchema, DevPayOutcomeSchema } from '@/lib/contract/dev-pay';
import { env } from '../env';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { errorResponses, json, notFoundResponse } from '../openapi/responses';
import { playClick, playPayme, type SendToApi } from '../services/payments/stand-in';

/**
 * The development stand-ins of the providers' pay pages (ADR 0018): only with DEV_PAYMENTS=1
 * (never because of NODE_ENV), otherwise 404 like any unknown path, as the SMS outbox.
 */
export const devPayRoutes = createRouter();

/**
 * How the stand-ins reach our merchant endpoints: server/app.ts gives its own fetch, so each call
 * goes through the whole app (middleware, body parsing, the provider's route) as a provider's
 * request over the network would, on any host and in the tests alike.
 */
let sendToApi: ((request: Request) => Promise<Response>) | undefined;
export function sendStandInCallsTo(fetch: (request: Request) => Promise<Response>) {
  sendToApi = fetch;
}

function sender(base: string): SendToApi {
  return (path, init) => {
    if (!sendToApi) throw new Error('the stand-ins have no API to call (server/app.ts sets it)');
    return sendToApi(new Request(new URL(path, base), init));
  };
}

for (const provider of ['payme', 'click'] as const) {
  devPayRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/dev/pay/${provider}`,
      tags: ['dev'],
      summary: `The ${provider === 'payme' ? 'Payme' : 'Click'} stand-in's "pay" or "decline": plays the provider against our endpoint (DEV_PAYMENTS=1 only)`,
      request: { body: { required: true, content: { 'application/json': { schema: DevPayInputSchema } } } },
      responses: { 200: json(DevPayOutcomeSchema, 'What happened and where the shopper goes back'), ...notFoundResponse, ...errorResponses },
    }),
    async (c) => {
      if (env().DEV_PAYMENTS !== '1') throw new ApiFailure('not_found');
      const { link, action } = c.req.valid('json');
      const send = sender(c.req.url);
      return ok(c, provider === 'payme' ? await playPayme(send, link, action, c.var.locale) : await playClick(send, link, action), 200);
    },
  );
}
