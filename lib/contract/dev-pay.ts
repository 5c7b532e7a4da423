import { z } from '@hono/zod-openapi';

/**
 * The development stand-ins of the providers' pay pages (ADR 0018, DEV_PAYMENTS=1 only): the page
 * hands over the link it was opened with and the shopper's choice; the server plays the provider
 * against our own merchant endpoints and says where the shopper goes next.
 */
const DEV_PAY_ACTIONS = ['pay', 'decline'] as const;
export type DevPayAction = (typeof DEV_PAY_ACTIONS)[number];

export const DevPayInputSchema = z.object({
  link: z.string().min(1).max(4000).openapi({ description: "Payme: the checkout link's base64 part; Click: the pay link's query string" }),
  action: z.enum(DEV_PAY_ACTIONS),
});
export type DevPayInput = z.infer<typeof DevPayInputSchema>;

export const DevPayOutcomeSchema = z.object({
  outcome: z.enum(['paid', 'declined', 'refused']).openapi({ description: 'refused: the store answered the provider with an error (detail says which)' }),
  return_url: z.string(),
  detail: z.string().nullable(),
});
export type DevPayOutcome = z.infer<typeof DevPayOutcomeSchema>;
