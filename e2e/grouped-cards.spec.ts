import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '../lib/contract/catalog';
import { msg, type Locale } from './helpers/messages';

/**
 * The same product sold by several stores is one card on a list (ADR 0034): "in N stores, from X",
 * opening the product with the stores' offers; where the shopper picks a store, each store's card
 * is its own again. The journey takes a product from the demo catalog through the API.
 */
async function everyProduct(request: APIRequestContext, locale: Locale): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/store/products/?page=${page}&size=100`, { headers: { 'Accept-Language': locale } });
    const result = (await res.json()).result as { content: Product[]; last: boolean };
    out.push(...result.content);
    if (result.last || result.content.length === 0) return out;
  }
}

/** A product (name, unit and size) that several stores sell: its offers. */
async function productOfSeveralStores(request: APIRequestContext, locale: Locale): Promise<Product[]> {
  const byProduct = new Map<string, Product[]>();
  for (const p of await everyProduct(request, locale)) {
    const key = `${p.category.id}|${p.name}|${p.amount_type}|${p.weight}`;
    byProduct.set(key, [...(byProduct.get(key) ?? []), p]);
  }
  return [...byProduct.values()].find((offers) => offers.length >= 3 && offers.length <= 10)!;
}

async function groupedCardJourney(page: Page, locale: Locale) {
  const offers = await productOfSeveralStores(page.request, locale);
  expect(offers).toBeDefined();
  const { name, category } = offers[0];
  const list = `/${locale}/products?category_id=${category.id}&q=${encodeURIComponent(name)}&sort=cheap`;
  await page.goto(list);
  const main = page.getByRole('main');
  const cards = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText(msg(locale, 'offers.stores', { count: offers.length }));
  const choose = card.getByRole('link', { name: msg(locale, 'offers.chooseStoreLabel', { name }) });
  await expect(choose).toBeVisible();

  // The crawler-facing HTML has the group card as a real link to the product.
  const html = await (await page.request.get(list)).text();
  const href = await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${locale}/products/\\d+$`));
  expect(html).toContain(`href="${href}"`);

  // It opens the product with the other stores' offers.
  await choose.click();
  await page.waitForURL(/\/products\/\d+#comparison$/);
  const comparison = page.locator('#comparison');
  await expect(comparison.getByRole('heading', { name: msg(locale, 'product.comparison') })).toBeVisible();
  await expect(comparison.getByRole('table').locator('tbody tr')).toHaveCount(offers.length - 1);

  // Filtered by a store, the card is that store's own again, with its name.
  const own = offers.find((o) => o.available > 0) ?? offers[0];
  await page.goto(`${list}&store=${own.store.id}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator('.pc-store')).toHaveText(own.store.brand_name);
  await expect(cards.first()).not.toContainText(msg(locale, 'offers.stores', { count: offers.length }));
  if (own.available > 0) await expect(cards.first().getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name }) })).toBeVisible();
}

for (const locale of ['uz', 'ru'] as const) {
  test(`the same product of several stores is one card that opens its offers (${locale})`, async ({ page }) => {
    await groupedCardJourney(page, locale);
  });

  test(`the same product of several stores is one card on a phone (${locale}) @mobile`, async ({ page }) => {
    await groupedCardJourney(page, locale);
  });
}
