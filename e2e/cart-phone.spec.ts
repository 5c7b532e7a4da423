import { expect, test } from '@playwright/test';
import { unitPrice } from '../lib/domain/product';
import { msg, msgPattern } from './helpers/messages';

/**
 * The cart on a phone: each line says what it costs in all ("2 × 4 000 so'm =
 * 8 000 so'm"), the summary has no "promo −0" row before a code applies, and delivery that costs
 * nothing reads "free", as at checkout.
 */
interface ApiProduct {
  id: number;
  price: number;
  discount: number;
  discount_price: number;
  available: number;
}

const amount = (text: string) => Number(text.replace(/\D/g, ''));

for (const locale of ['uz', 'ru'] as const) {
  test(`on a phone a cart line shows its total, promo and free delivery read as they are (${locale}) @mobile`, async ({ page, request }) => {
    const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
      data: { available: true, free_shipping: true },
      headers: { 'Accept-Language': locale },
    });
    const product = ((await response.json()).result.content as ApiProduct[]).find((p) => p.available >= 3);
    expect(product, 'a free-shipping product with 3 in stock').toBeTruthy();
    const unit = unitPrice(product!);

    await page.goto(`/${locale}/products/${product!.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: msgPattern(locale, 'product.addToCartLabel', { name: /.+/ }) })
      .first()
      .tap();
    await main
      .getByRole('button', { name: msgPattern(locale, 'product.increase', { name: /.+/ }) })
      .first()
      .tap();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.[0]?.count)).toBe(2);

    await page.goto(`/${locale}/cart`);
    const line = main.getByTestId('line-total');
    await expect(line).toHaveText(/^2 × .+ = .+$/);
    const [each, total] = (await line.textContent())!.split('=').map((part) => amount(part.split('×').pop()!));
    expect(each).toBe(unit);
    expect(total).toBe(2 * unit);

    const totals = main.getByTestId('order-totals');
    await expect(totals.getByText(m('cart.promo'), { exact: true })).toHaveCount(0);
    await expect(totals).toContainText(m('checkout.free'));

    await main.getByLabel(m('cart.promoLabel')).fill('SAVAT10');
    await main.getByRole('button', { name: m('cart.promoApply') }).tap();
    await expect(main.getByText(m('cart.promoApplied', { code: 'SAVAT10', discount: 10 }))).toBeVisible();
    await expect(totals.getByText(`${m('cart.promo')} SAVAT10`)).toBeVisible();

    // Emptying the basket asks in the store's own dialog (never the browser's confirm()).
    page.on('dialog', (dialog) => {
      throw new Error(`a browser dialog: ${dialog.message()}`);
    });
    const ask = page.getByRole('dialog', { name: m('cart.clearConfirm') });
    await main.getByRole('button', { name: m('cart.clear') }).tap();
    await ask.getByRole('button', { name: m('common.keep') }).tap();
    await expect(ask).toBeHidden();
    await expect(line).toBeVisible();
    await main.getByRole('button', { name: m('cart.clear') }).tap();
    await ask.getByRole('button', { name: m('cart.clear') }).tap();
    await expect(main.getByText(m('cart.empty'))).toBeVisible();
  });
}

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const locale of ['uz', 'ru'] as const) {
  test(`on a phone "add to basket" stays pinned on a product page, and scroll-to-top covers no bar (${locale}) @mobile`, async ({ page, request }) => {
    const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
      data: { available: true },
      headers: { 'Accept-Language': locale },
    });
    const product = ((await response.json()).result.content as (ApiProduct & { name: string })[]).find((p) => p.available >= 3)!;
    await page.goto(`/${locale}/products/${product.id}`);
    const main = page.getByRole('main');
    const pinned = main.getByTestId('pinned-buy');
    // While the page's own button shows, there is one button only.
    await main.locator('#buy-box').scrollIntoViewIfNeeded();
    await expect(pinned).toHaveCount(0);
    await main.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(pinned).toBeInViewport();
    await pinned.getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) }).tap();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.[0]?.count)).toBe(1);
    await expect(pinned.getByRole('button', { name: m('product.increase', { name: product.name }) })).toBeVisible();

    const top = page.getByRole('button', { name: m('scrollTop.label') });
    const nav = page.getByRole('navigation', { name: m('nav.mobile') });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(top).toBeVisible();
    for (const bar of [pinned, nav]) expect(overlap((await top.boundingBox())!, (await bar.boundingBox())!)).toBe(false);

    await page.goto(`/${locale}/cart`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(top).toBeVisible();
    expect(overlap((await top.boundingBox())!, (await main.getByTestId('pinned-checkout').boundingBox())!)).toBe(false);
  });
}

for (const locale of ['uz', 'ru'] as const) {
  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`on a 390 px phone a removed line comes back with Undo, and no "discount −0" row shows (${locale}) @mobile`, async ({ page, request }) => {
      const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
      const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
        data: { available: true },
        headers: { 'Accept-Language': locale },
      });
      const content = (await response.json()).result.content as (ApiProduct & { name: string })[];
      const plain = content.filter((p) => p.available >= 3 && p.discount === 0);
      const discounted = content.find((p) => p.available >= 3 && p.discount > 0);
      expect(plain.length, 'two products without a discount').toBeGreaterThanOrEqual(2);
      expect(discounted, 'a discounted product').toBeTruthy();
      const [first, second] = plain as [ApiProduct & { name: string }, ApiProduct & { name: string }];

      for (const product of [first, second]) {
        await page.goto(`/${locale}/products/${product.id}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })
          .first()
          .tap();
      }
      await page.goto(`/${locale}/products/${first.id}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: m('product.increase', { name: first.name }) })
        .first()
        .tap();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.map((p: { count: number }) => p.count)))
        .toEqual([2, 1]);

      await page.goto(`/${locale}/cart`);
      const main = page.getByRole('main');
      const totals = main.getByTestId('order-totals');
      // Nothing discounted: no discount row at all (never "−0").
      await expect(totals).toBeVisible();
      await expect(totals.getByText(m('cart.discount'), { exact: true })).toHaveCount(0);

      // The bin removes the line at once; the toast offers Undo, which puts it back with its count, in its place.
      await main.getByRole('button', { name: m('cart.remove', { name: first.name }) }).tap();
      await expect(main.getByRole('link', { name: first.name })).toHaveCount(0);
      const toast = page.getByRole('status').filter({ hasText: m('cart.removed', { name: first.name }) });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: m('cart.undo') }).tap();
      await expect(toast).toBeHidden();
      await expect(main.getByRole('link', { name: first.name })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.map((p: { id: number; count: number }) => [p.id, p.count])),
        )
        .toEqual([
          [first.id, 2],
          [second.id, 1],
        ]);

      // Without Undo the line stays gone once the toast has closed.
      await main.getByRole('button', { name: m('cart.remove', { name: second.name }) }).tap();
      await expect(page.getByRole('status').filter({ hasText: m('cart.removed', { name: second.name }) })).toBeHidden({ timeout: 10_000 });
      await expect(main.getByRole('link', { name: second.name })).toHaveCount(0);

      // A discounted product: the discount row shows its amount.
      await page.goto(`/${locale}/products/${discounted!.id}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: m('product.addToCartLabel', { name: discounted!.name }) })
        .first()
        .tap();
      await page.goto(`/${locale}/cart`);
      await expect(totals.getByText(m('cart.discount'), { exact: true })).toBeVisible();
    });
  });
}
