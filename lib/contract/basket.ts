import { z } from '@hono/zod-openapi';
import { MAX_BASKET_LINES, MAX_LINE_COUNT } from '../domain/basket-merge';
import { CheckedProductSchema } from './catalog';
import { BodyIdSchema } from './common';

/** The basket a logged-in shopper keeps on the server (ADR 0031): GET and PUT /store/basket/. */

export const BasketPutSchema = z
  .strictObject({
    // Lines are not strict: a client may send the products as it keeps them (as to the check);
    // only id and count are read, never a price.
    products: z
      .array(z.object({ id: BodyIdSchema, count: z.number().int().min(1).max(MAX_LINE_COUNT) }))
      .max(MAX_BASKET_LINES)
      .openapi({
        description: `The whole basket, in its order; an empty list empties it. At most ${MAX_BASKET_LINES} lines, each product once, 1–${MAX_LINE_COUNT} of it`,
      }),
  })
  .openapi('BasketPut');

export const AccountBasketSchema = z
  .object({
    products: z.array(CheckedProductSchema).openapi({
      description:
        'Each line as its product is now, with `count`: capped to the stock left, or as chosen when none is left (the storefront shows it under not_available)',
    }),
  })
  .openapi('AccountBasket');
export type AccountBasket = z.infer<typeof AccountBasketSchema>;
