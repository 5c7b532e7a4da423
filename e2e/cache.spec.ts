import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, createAccount } from './helpers/accounts';
import { msg } from './helpers/messages';

/**
 * Caches forget together (server/services/cache-invalidation.ts): a product page is served from
 * the page cache, and an order that takes the last units makes the next request render it afresh.
 */

interface ApiProduct {
  id: number;
  name: string;
  available: number;
  pickup: boolean;
}

/** A product in stock that a pickup order can take entirely (no address needed), away from the lists other journeys use. */
async function lastUnitsProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=expensive&page=3&size=40', { data: { available: true, pickup: true } });
  const body = await response.json();
  const product = (body.result.content as ApiProduct[]).find((p) => p.available >= 1 && p.available <= 999);
  expect(product, 'a product in stock with at most 999 units').toBeTruthy();
  return product!;
}

test('an order for the last units shows the product out of stock on its page at once, in uz and ru', async ({ page, request }) => {
  const product = await lastUnitsProduct(request);
  const main = page.getByRole('main');

  // Both pages show the stock and are in the page cache before the order.
  for (const locale of ['uz', 'ru'] as const) {
    await page.goto(`/${locale}/products/${product.id}`);
    await expect(main.getByTestId('stock')).toHaveText(msg(locale, 'product.inStock', { count: product.available }));
    await expect.poll(async () => (await request.get(`/${locale}/products/${product.id}`)).headers()['x-nextjs-cache']).toBe('HIT');
  }

  const { phone, password } = await createAccount(request);
  const { access_token } = await apiLogin(request, phone, password);
  const order = await request.post('/api/v1/store/order/', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { type: 'T', full_name: 'Oxirgi Dona', phone_number: phone, products: [{ product: product.id, quantity: product.available }], payment_type: 'cash' },
  });
  expect(order.status(), await order.text()).toBe(201);

  // The very next request: out of stock, in both languages, not a minute later.
  for (const locale of ['uz', 'ru'] as const) {
    await page.goto(`/${locale}/products/${product.id}`);
    await expect(main.getByTestId('stock')).toHaveText(msg(locale, 'product.outOfStock'));
  }
});
