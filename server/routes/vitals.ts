import { createRoute } from '@hono/zod-openapi';
import { VitalsAcceptedSchema, VitalsBeaconSchema, type VitalsBeacon } from '@/lib/contract/web-vitals';
import { clientAddress } from '../http/auth';
import { ApiFailure } from '../http/errors';
import { ok } from '../http/respond';
import { createRouter } from '../http/router';
import { validationHook } from '../http/validation';
import { errorResponses, failure, json } from '../openapi/responses';
import { countVitals, limitVitals } from '../services/web-vitals';

/**
 * The beacon of shoppers' real speed: a sampled page view's LCP, INP, CLS and TTFB, sent by
 * `navigator.sendBeacon` when the page is hidden (components/layout/vitals-beacon.tsx). A
 * string body is sent as `text/plain;charset=UTF-8` (the only kind a beacon sends without a CORS
 * preflight), so that is taken as JSON as well as `application/json`.
 */
export const vitalsRoutes = createRouter();

/** The path, for its own body limit in server/app.ts. */
export const VITALS_PATH = /^\/api\/v1\/vitals\/?$/;
/** A beacon is about 150 bytes; four metrics with long decimals stay far below this. */
export const VITALS_BODY_LIMIT = 2 * 1024;

/** The body of a text/plain beacon, read and validated as the JSON one is. */
async function textBeacon(text: string): Promise<VitalsBeacon> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiFailure('validation_error');
  }
  const parsed = VitalsBeaconSchema.safeParse(raw);
  if (!parsed.success) validationHook(parsed);
  return parsed.data!;
}

vitalsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/vitals',
    tags: ['meta'],
    summary: "A page view's Core Web Vitals (the shop's speed beacon)",
    description:
      'Counted per day (Tashkent), page type, metric and bucket of values; no address, visitor or time is kept. The body is required, as `application/json` or as `text/plain` holding the same JSON (what `navigator.sendBeacon` sends for a string). At most 2 kB; 120 beacons a minute per client address.',
    // Before the body is read: a flood is refused at the cost of a map lookup.
    middleware: async (c, next) => {
      limitVitals(clientAddress(c));
      await next();
    },
    request: {
      body: {
        content: { 'application/json': { schema: VitalsBeaconSchema }, 'text/plain': { schema: VitalsBeaconSchema } },
      },
    },
    responses: {
      200: json(VitalsAcceptedSchema, 'Counted'),
      413: failure('`payload_too_large`'),
      415: failure('`unsupported_media_type`: neither JSON nor text'),
      429: failure('`rate_limited`: too many beacons from this address this minute'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const type = c.req.header('content-type') ?? '';
    const beacon = /^application\/([a-z-.]+\+)?json/i.test(type) ? (c.req.valid('json') as VitalsBeacon) : await textBeacon(await c.req.text());
    return ok(c, { accepted: countVitals(c.var.db, beacon) }, 200);
  },
);
