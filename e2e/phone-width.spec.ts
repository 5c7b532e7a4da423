import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msgPattern } from './helpers/messages';
import { settled } from './helpers/settle';
import { staffSession } from './helpers/staff';

/**
 * No page of the shop is wider than a phone: on a page that scrolls sideways
 * the header is cut, the bottom bar moves and a tap can land on a control of the page. Every route,
 * in both languages, at the two narrowest widths shoppers have (360 and 390 px), as a visitor and
 * as a shopper with a basket and an order.
 */
const WIDTHS = [360, 390] as const;
const LOCALES = ['uz', 'ru'] as const;

interface ApiProduct {
  id: number;
  available: number;
  pickup: boolean;
  store: { id: number };
  comparison_products: unknown[];
}

/** A product that has offers in other stores and can be picked up: the widest product page. */
async function productWithOffers(request: APIRequestContext): Promise<ApiProduct> {
  const list = await (await request.get('/api/v1/store/products/popular/?size=60')).json();
  for (const { id } of list.result.content as { id: number }[]) {
    const detail = (await (await request.get(`/api/v1/store/products/${id}/`)).json()).result as ApiProduct;
    if (detail.comparison_products.length > 0 && detail.available > 2 && detail.pickup) return detail;
  }
  throw new Error('the demo catalog has no product with offers in other stores');
}

/** How far the page reaches past the viewport, and the elements that stick out (for the failure). */
async function overflow(page: Page, width: number) {
  return page.evaluate((viewport) => {
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > viewport + 1 && culprits.length < 5) {
        culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(box.right)} px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
}

/**
 * The page is loaded once, at the first width, and measured again at each other: the layout is CSS
 * (media queries, flex and grid), which the browser lays out anew on a resize, and both widths are
 * under the same breakpoints. One load instead of one per width halves the sweep's time in CI.
 */
async function expectFits(page: Page, path: string) {
  for (const [i, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 844 });
    if (i === 0) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    } else await settled(page);
    const { scrollWidth, culprits } = await overflow(page, width);
    expect.soft(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(width);
  }
}

test.describe('on a phone @mobile', () => {
  let product: ApiProduct;

  test.beforeAll(async ({ request }) => {
    product = await productWithOffers(request);
  });

  for (const locale of LOCALES) {
    test(`no page is wider than the screen, for a visitor (${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of [
        '',
        '/catalog',
        '/products?category_id=4',
        '/products?q=olma',
        '/products?sort=cheap&discount=1&available=true&rating=4',
        `/products/${product.id}`,
        '/stores',
        `/stores/${product.store.id}`,
        '/about',
        '/offer',
        '/favourites',
        '/cart',
        '/cart/checkout',
        '/account',
        '/account/orders',
        '/no-such-page',
      ]) {
        await expectFits(page, `/${locale}${path}`);
      }
    });

    test(`no page is wider than the screen, for a shopper with a basket and an order (${locale})`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const { phone, password } = await createAccount(request);
      const tokens = await apiLogin(request, phone, password);
      const placed = await request.post('/api/v1/store/order/', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
        data: { type: 'T', full_name: 'Keng Ekran', phone_number: phone, products: [{ product: product.id, quantity: 1 }], payment_type: 'cash' },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()).result as { id: number };

      await page.goto(`/${locale}/products/${product.id}`);
      await storeTokens(page, tokens);
      const main = page.getByRole('main');
      await main
        .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
        .first()
        .tap();
      await expect(main.getByRole('button', { name: msgPattern(locale, 'product.increase', { name: /.+/ }) }).first()).toBeVisible();

      for (const path of [
        `/products/${product.id}`,
        '/favourites',
        '/cart',
        '/cart/checkout',
        '/account',
        '/account/profile',
        '/account/addresses',
        '/account/orders',
        `/account/orders/${order.id}`,
        '/account/support',
      ]) {
        await expectFits(page, `/${locale}${path}`);
      }
    });

    test(`no console page is wider than the screen (${locale})`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const { phone, password } = await createAccount(request);
      const { access_token } = await apiLogin(request, phone, password);
      const placed = await request.post('/api/v1/store/order/', {
        headers: { Authorization: `Bearer ${access_token}` },
        data: { type: 'T', full_name: 'Keng Pult', phone_number: phone, products: [{ product: product.id, quantity: 1 }], payment_type: 'cash' },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()).result as { id: number };
      await page.goto(`/${locale}`);
      // Staff of the product's store who is an operator too: every console page opens.
      await storeTokens(page, (await staffSession(request, [{ role: 'operator' }, { role: 'seller', store_id: product.store.id }])).tokens);
      for (const path of [
        '/console',
        '/console/orders',
        `/console/orders/${order.id}`,
        '/console/products',
        '/console/products/new',
        '/console/support',
        '/console/users',
        '/console/audit',
        '/console/reviews',
        '/console/promo-codes',
        '/console/content',
        '/console/store',
        `/console/store?id=${product.store.id}`,
        `/console/store-promos?store=${product.store.id}`,
        '/console/stores',
      ]) {
        await expectFits(page, `/${locale}${path}`);
      }
    });
  }
});
