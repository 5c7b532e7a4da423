import { z } from '@hono/zod-openapi';

/**
 * Payme's Merchant API as it reaches `POST /api/v1/payments/payme/` (ADR 0018): a
 * JSON-RPC 2.0 request, answered with HTTP 200 and `result` or `error`, in Payme's shape, not
 * the API's envelope. The params of each method, as developer.help.paycom.uz defines them.
 */

/** Payme's transaction id: 24 characters in practice; anything else a store can keep as text. */
const PaymeId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** A 13-digit epoch millisecond time. */
const Timestamp = z.number().int().nonnegative().max(99_999_999_999_999);
/** Tiyin: a positive integer. A number that is not one is a wrong amount (-31001), not a malformed call. */
const Amount = z.number();
/** `account` is the store's own object; its `order_id` is checked by the method (-31050 when it names no order). */
const Account = z.record(z.string(), z.unknown());

export const PaymeParams = {
  CheckPerformTransaction: z.object({ amount: Amount, account: Account }),
  CreateTransaction: z.object({ id: PaymeId, time: Timestamp, amount: Amount, account: Account }),
  PerformTransaction: z.object({ id: PaymeId }),
  CancelTransaction: z.object({ id: PaymeId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: PaymeId }),
  GetStatement: z.object({ from: Timestamp, to: Timestamp }),
} as const;

/** The request's envelope; `id` is echoed back whatever it is. */
export const PaymeRequestSchema = z.object({
  jsonrpc: z.string().optional(),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string(),
  params: z.record(z.string(), z.unknown()),
});

const RpcId = z.union([z.number(), z.string(), z.null()]);

const PaymeErrorSchema = z.object({
  code: z.number().int(),
  message: z.object({ uz: z.string(), ru: z.string(), en: z.string() }),
  data: z.string().optional().openapi({ description: 'On an account error: the account field (order_id)' }),
});

/** CheckTransaction's answer: a transaction's times, our id, its state and reason. */
const CheckTransactionResultSchema = z.object({
  create_time: z.number().int(),
  perform_time: z.number().int(),
  cancel_time: z.number().int(),
  transaction: z.string(),
  state: z.number().int(),
  reason: z.number().int().nullable(),
});

/** GetStatement's transaction: the same, with what Payme sent to create it. */
const TransactionStatementSchema = z.object({
  id: z.string(),
  time: z.number().int(),
  amount: z.number().int(),
  account: z.object({ order_id: z.string() }),
  ...CheckTransactionResultSchema.shape,
});

/** What each method answers in `result`; the fullest shapes first, as a value takes the first option it fits. */
const PaymeResultSchema = z.union([
  CheckTransactionResultSchema,
  z.object({ transactions: z.array(TransactionStatementSchema) }),
  z.object({ create_time: z.number().int(), transaction: z.string(), state: z.number().int() }),
  z.object({ transaction: z.string(), perform_time: z.number().int(), state: z.number().int() }),
  z.object({ transaction: z.string(), cancel_time: z.number().int(), state: z.number().int() }),
  z.object({ allow: z.literal(true) }),
]);
export type PaymeResult = z.infer<typeof PaymeResultSchema>;
export type PaymeStatementTransaction = z.infer<typeof TransactionStatementSchema>;

export const PaymeAnswerSchema = z
  .union([
    z.object({ jsonrpc: z.literal('2.0'), id: RpcId, result: PaymeResultSchema }),
    z.object({ jsonrpc: z.literal('2.0'), id: RpcId, error: PaymeErrorSchema }),
  ])
  .openapi('PaymeAnswer');
export type PaymeAnswer = z.infer<typeof PaymeAnswerSchema>;
