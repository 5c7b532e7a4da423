import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatTimeRange } from '../lib/domain/datetime';
import { isTashkentToday } from '../lib/domain/delivery';
import { formatMoney } from '../lib/domain/money';
import { unitPrice } from '../lib/domain/product';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { separateNote, termsOf } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';

/**
 * Delivery by store on a phone (ADR 0012): the cart groups the basket by store,
 * each with its subtotal, fee, time and what is missing for its minimum; the total and the
 * checkout button stay pinned; the checkout offers a store's windows and refuses a delivery below
 * a minimum; the order page shows the promised time.
 */
interface ApiProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_price: number;
  available: number;
  free_shipping: boolean;
  store: { id: number; brand_name: string };
}

async function addToBasket(page: Page, request: APIRequestContext, locale: 'uz' | 'ru', product: ApiProduct) {
  await page.goto(`/${locale}/products/${product.id}`);
  const main = page.getByRole('main');
  const { count, stores } = await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('basket') ?? '{}').state;
    return { count: (state?.products?.length ?? 0) as number, stores: ((state?.store_list ?? []) as { id: number }[]).map((s) => s.id) };
  });
  await main
    .getByRole('button', { name: msg(locale, 'product.addToCartLabel', { name: product.name }) })
    .first()
    .tap();
  // Another store's product: the toast says it delivers separately, for its fee (no dialog to close).
  if (stores.length > 0 && !stores.includes(product.store.id)) await expect(page.getByText(await separateNote(request, locale, product.store))).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(count + 1);
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
  const money = (amount: number) => formatMoney(amount, locale, m('common.currency'));

  test(`a basket by store: minimums, windows, a pinned total and the promised time (${locale}) @mobile`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=100', {
      data: { available: true },
      headers: { 'Accept-Language': locale },
    });
    const products = ((await response.json()).result.content as ApiProduct[]).filter((p) => p.available >= 3 && !p.free_shipping);
    const terms = await termsOf(
      request,
      products.map((p) => p.store.id),
    );
    const byClock = products.find((p) => terms.get(p.store.id)!.offered_slots.length >= 2 && terms.get(p.store.id)!.min_order === 0);
    const small = products.find(
      (p) => terms.get(p.store.id)!.min_order > unitPrice(p) && !terms.get(p.store.id)!.slots.length && p.store.id !== byClock?.store.id,
    );
    expect(byClock, 'a product from a store with delivery windows').toBeTruthy();
    expect(small, "a product below its store's minimum").toBeTruthy();
    const minimum = terms.get(small!.store.id)!.min_order;

    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const address = await request.post('/api/v1/store/shipping/', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { address_name: 'Uy', address: 'Toshkent, Yunusobod 4-kvartal, 7-uy' },
    });
    expect(address.status()).toBe(201);

    await page.goto(`/${locale}`);
    await storeTokens(page, tokens);
    await addToBasket(page, request, locale, byClock!);
    await addToBasket(page, request, locale, small!);

    // The cart: one group per store, each with its subtotal and terms.
    await page.goto(`/${locale}/cart`);
    const main = page.getByRole('main');
    const groups = main.getByTestId('store-group');
    await expect(groups).toHaveCount(2);
    const clockGroup = main.getByRole('region', { name: m('cart.storeGroup', { store: byClock!.store.brand_name }) });
    const smallGroup = main.getByRole('region', { name: m('cart.storeGroup', { store: small!.store.brand_name }) });
    await expect(clockGroup.getByTestId('store-delivery')).toContainText(money(unitPrice(byClock!)));
    await expect(clockGroup.getByTestId('store-delivery')).toContainText(msgPattern(locale, 'cart.nearestSlot', { slot: /.+/ }));
    await expect(smallGroup.getByTestId('below-minimum')).toHaveText(
      m('cart.minimumMissing', { min: money(minimum), missing: money(minimum - unitPrice(small!)) }),
    );

    // On a phone the total and the checkout button stay at the bottom, above the bottom bar.
    const pinned = main.getByTestId('pinned-checkout');
    await expect(pinned).toBeInViewport();
    await expect(pinned).toContainText(
      money(await (async () => Number((await main.getByTestId('order-totals').locator('dd').last().textContent())!.replace(/\D/g, '')))()),
    );
    await pinned.locator('a').tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));

    // The checkout: the windows of the store that delivers by the clock; the minimum refuses the order.
    const slots = main.getByRole('group', { name: m('checkout.slotFor', { store: byClock!.store.brand_name }) });
    const offered = terms.get(byClock!.store.id)!.offered_slots;
    await expect(slots.getByRole('radio')).toHaveCount(offered.length);
    await expect(slots.getByRole('radio').first()).toBeChecked();
    await expect(main.getByTestId('below-minimum')).toContainText(money(minimum - unitPrice(small!)));
    await main.getByLabel(m('checkout.fullName')).fill('Sardor Aliyev');
    await main.getByRole('button', { name: m('checkout.place') }).tap();
    await expect(
      main
        .getByRole('alert')
        .filter({ hasText: money(minimum - unitPrice(small!)) })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));

    // Without that store's product the order goes, in the second window.
    await page.goto(`/${locale}/cart`);
    await main.getByRole('button', { name: m('cart.remove', { name: small!.name }) }).tap();
    await expect(groups).toHaveCount(1);
    await page.goto(`/${locale}/cart/checkout`);
    const second = offered[1]!;
    const slotLabel = m(isTashkentToday(second.from) ? 'cart.slotToday' : 'cart.slotTomorrow', { time: formatTimeRange(second.from, second.to, locale) });
    await slots.getByRole('radio', { name: slotLabel }).check();
    await main.getByLabel(m('checkout.fullName')).fill('Sardor Aliyev');
    await main.getByRole('button', { name: m('checkout.place') }).tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
    const promised = main.getByTestId('promised');
    await expect(promised).toContainText(m('orders.promised'));
    const when = isTashkentToday(second.from) ? slotLabel : formatTimeRange(second.from, second.to, locale);
    await expect(promised).toContainText(byClock!.store.brand_name);
    await expect(promised).toContainText(when);
  });
}
