import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ClickCompleteAnswerSchema, ClickCompleteFormSchema, ClickPrepareAnswerSchema, ClickPrepareFormSchema } from '@/lib/contract/click';
import { CLICK_ERROR } from '@/lib/domain/click';
import { createRouter } from '../http/router';
import { failure } from '../openapi/responses';
import { clickAnswer, clickComplete, clickPrepare } from '../services/payments/click';

/**
 * Click's two merchant endpoints (SHOP API), registered in Click's cabinet as the Prepare and
 * Complete URLs. They answer in Click's JSON shape with HTTP 200 whatever happened, as Click
 * expects; a form that does not parse is Click's -8, never our envelope.
 */
export const clickRoutes = createRouter();

const form = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema } } });
const answer = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const notForm = { 413: failure('A body over 64 KB (`payload_too_large`)'), 415: failure('Not a form (`unsupported_media_type`)') } as const;

/** The hook of both routes: a form without Click's fields is answered -8 ("error in request"). */
function malformed(result: { success: boolean; data?: unknown }, c: Context) {
  if (result.success) return;
  const sent = typeof result.data === 'object' && result.data !== null ? (result.data as Record<string, unknown>) : {};
  return c.json(clickAnswer(CLICK_ERROR.BAD_REQUEST, sent), 200);
}

const description =
  "Click's server calls it, form-encoded and signed with md5 (`sign_string`); every answer is HTTP 200 in Click's shape with `error` 0 … -9 (docs.click.uz, Click-API).";

clickRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payments/click/prepare',
    tags: ['payments'],
    summary: "Click's Prepare (action 0): checks the order and records the payment attempt",
    description,
    request: { body: form(ClickPrepareFormSchema) },
    responses: { 200: answer(ClickPrepareAnswerSchema, "Click's answer"), ...notForm },
  }),
  async (c) => c.json(await clickPrepare(c.var.db, c.req.valid('form')), 200),
  (result, c) => malformed(result, c),
);

clickRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/payments/click/complete',
    tags: ['payments'],
    summary: "Click's Complete (action 1): pays the order, or cancels it when Click's own error is below 0",
    description,
    request: { body: form(ClickCompleteFormSchema) },
    responses: { 200: answer(ClickCompleteAnswerSchema, "Click's answer"), ...notForm },
  }),
  async (c) => c.json(await clickComplete(c.var.db, c.req.valid('form')), 200),
  (result, c) => malformed(result, c),
);
