import { z } from '@hono/zod-openapi';
import { CLICK_ERROR } from '../domain/click';

/**
 * Click's SHOP API as it calls us (docs.click.uz, "Click-API – Request"): form-encoded Prepare and
 * Complete, answered in Click's JSON shape, not in our envelope. Every field arrives as text and
 * stays text: the signature covers the text as sent. A body that does not parse is answered -8.
 */

/** Click's ids are bigint in its documentation; real ones are far below 2^53, which JSON keeps exact. */
const clickId = z.string().regex(/^\d{1,15}$/);

export const ClickPrepareFormSchema = z
  .object({
    click_trans_id: clickId.openapi({ description: "Click's id of this payment attempt", example: '2222' }),
    service_id: clickId.openapi({ description: 'Our service in Click (CLICK_SERVICE_ID)', example: '333' }),
    click_paydoc_id: clickId.openapi({ description: 'The payment number Click shows the shopper' }),
    merchant_trans_id: z.string().min(1).max(64).openapi({ description: 'Our order id', example: '42' }),
    amount: z.string().min(1).max(32).openapi({ description: "So'm, as Click writes them", example: '15000.00' }),
    action: z.string().min(1).max(8).openapi({ description: '0 on Prepare, 1 on Complete', example: '0' }),
    error: z
      .string()
      .regex(/^-?\d{1,9}$/)
      .openapi({ description: "Click's status: below 0 when the payment failed on Click's side", example: '0' }),
    error_note: z.string().max(1000).optional(),
    sign_time: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .openapi({ example: '2026-11-25 10:00:00' }),
    sign_string: z.string().min(1).max(64).openapi({ description: 'md5 of the signed fields and the secret key (hex)' }),
  })
  .openapi('ClickPrepareForm');
export type ClickPrepareForm = z.infer<typeof ClickPrepareFormSchema>;

export const ClickCompleteFormSchema = ClickPrepareFormSchema.extend({
  merchant_prepare_id: clickId.openapi({ description: 'What our Prepare answered', example: '7' }),
}).openapi('ClickCompleteForm');
export type ClickCompleteForm = z.infer<typeof ClickCompleteFormSchema>;

const errorCode = z.number().int().min(CLICK_ERROR.TRANSACTION_CANCELLED).max(CLICK_ERROR.SUCCESS).openapi({
  description:
    '0 success; -1 sign check failed; -2 incorrect amount; -3 action not found; -4 already paid; -5 order not found; -6 transaction not found; -7 failed to update; -8 error in request; -9 transaction cancelled',
});

/** The fields every answer carries; the ids are there when the request named them. */
const answerFields = {
  click_trans_id: z.number().int().optional(),
  merchant_trans_id: z.string().optional(),
  error: errorCode,
  error_note: z.string(),
};

export const ClickPrepareAnswerSchema = z
  .object({ ...answerFields, merchant_prepare_id: z.number().int().optional().openapi({ description: 'Our transaction id, for the Complete' }) })
  .openapi('ClickPrepareAnswer');
export type ClickPrepareAnswer = z.infer<typeof ClickPrepareAnswerSchema>;

export const ClickCompleteAnswerSchema = z
  .object({ ...answerFields, merchant_confirm_id: z.number().int().optional().openapi({ description: 'Our transaction id' }) })
  .openapi('ClickCompleteAnswer');
export type ClickCompleteAnswer = z.infer<typeof ClickCompleteAnswerSchema>;
