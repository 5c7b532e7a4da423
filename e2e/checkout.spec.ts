import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, localDigits, logInThroughModal, storeTokens } from './helpers/accounts';
import { separateNote, withoutMinimum } from './helpers/delivery';
import { msg, msgPattern } from './helpers/messages';

/**
 * Basket to doorstep: a visitor fills a basket from two stores, saves a favourite, applies a promo
 * code, is asked to log in at checkout, adds an address, places the order, finds it in the account
 * and cancels it — and the stock comes back.
 */
const LOGIN_TITLE = { uz: msg('uz', 'auth.titles.login'), ru: msg('ru', 'auth.titles.login') } as const;

interface ApiProduct {
  id: number;
  name: string;
  available: number;
  store: { id: number; brand_name: string };
}

async function inStock(request: APIRequestContext, locale: 'uz' | 'ru'): Promise<ApiProduct[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
    data: { available: true },
    headers: { 'Accept-Language': locale },
  });
  const body = await response.json();
  expect(body.ok).toBe(true);
  return withoutMinimum(
    request,
    (body.result.content as ApiProduct[]).filter((p) => p.available >= 3),
  );
}

async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const body = await (await request.get(`/api/v1/store/products/${id}/`)).json();
  return body.result.available as number;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`basket → promo → login → address → order → cancel (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { phone, password } = await createAccount(request);
    const products = await inStock(request, locale);
    const first = products[0]!;
    const second = products.find((p) => p.store.id !== first.store.id)!;
    expect(second).toBeTruthy();

    // A visitor fills the basket from two stores: the second store's add says in a toast, not a
    // dialog, that it delivers separately and for what fee (its own terms).
    await page.goto(`/${locale}/products/${first.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.addToCartLabel', { name: first.name }) })
      .first()
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.increase', { name: first.name }) })
      .first()
      .click();
    await page.goto(`/${locale}/products/${second.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.addToCartLabel', { name: second.name }) })
      .first()
      .click();
    await expect(page.getByText(await separateNote(request, locale, second.store))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(2);

    await page.goto(`/${locale}/cart`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: first.name })).toBeVisible();
    await expect(main.getByRole('link', { name: second.name })).toBeVisible();

    // A favourite saved as a visitor goes to the server after the login.
    await main
      .getByRole('listitem')
      .filter({ hasText: first.name })
      .getByRole('button', { name: m('product.addToFavourites') })
      .click();

    // Promo codes: an expired one is refused in the shopper's language, SAVAT10 works.
    const promo = main.getByLabel(m('cart.promoLabel'));
    await promo.fill('BAHOR20');
    await main.getByRole('button', { name: m('cart.promoApply') }).click();
    await expect(main.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    await promo.fill('SAVAT10');
    await main.getByRole('button', { name: m('cart.promoApply') }).click();
    await expect(main.getByText(m('cart.promoApplied', { code: 'SAVAT10', discount: 10 }))).toBeVisible();

    // Checkout asks for a login and comes back.
    await main.getByRole('link', { name: m('cart.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));
    await logInThroughModal(page, locale, phone, password);
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/checkout$`));

    const tokens = await apiLogin(request, phone, password);
    await expect
      .poll(async () => {
        const body = await (await request.get('/api/v1/store/products/feature-list/', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
        return (body.result as { id: number }[]).map((p) => p.id);
      })
      .toContain(first.id);

    // The recipient: the phone comes from the profile, the name is typed.
    await expect(main.getByLabel(msg(locale, 'auth.phone'))).toHaveValue(new RegExp(localDigits(phone).slice(-2) + '$'));
    await main.getByLabel(m('checkout.fullName')).fill('Dilnoza Karimova');

    // A new address, chosen at once.
    await main.getByRole('button', { name: m('addresses.add') }).click();
    const form = main.getByRole('form', { name: m('addresses.addTitle') });
    await form.getByLabel(m('addresses.name')).fill('Uy');
    await form.getByLabel(m('addresses.address'), { exact: true }).fill('Toshkent, Chilonzor 9-kvartal, 12-uy');
    await form.getByLabel(m('addresses.entrance')).fill('2');
    await form.getByLabel(m('addresses.floor')).fill('3');
    await form.getByLabel(m('addresses.apartment')).fill('14');
    // The landmark the courier finds the door by (moʻljal / ориентир), with its hint read out.
    const landmark = form.getByLabel(m('addresses.landmark'));
    await expect(landmark).toHaveAccessibleDescription(m('addresses.landmarkHint'));
    await landmark.fill('Korzinka roʻparasida');
    await form.getByLabel(m('addresses.latitude')).fill('41.2856');
    await form.getByLabel(m('addresses.longitude')).fill('69.2034');
    await form.getByRole('button', { name: m('addresses.save') }).click();
    await expect(form).toBeHidden();
    await expect(main.getByRole('radio', { name: /Uy/ })).toBeChecked();

    // The figures shown are those the server charges.
    const shownTotal = await main.getByTestId('order-totals').locator('dd').last().textContent();
    const before = await stockOf(request, first.id);
    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
    const placedTitle = msgPattern(locale, 'orders.placedTitle', { id: /(\d+)/ });
    const placed = main.getByRole('status').filter({ hasText: placedTitle });
    await expect(placed).toBeVisible();
    const id = Number(placedTitle.exec((await placed.textContent())!)![1]);
    expect(await stockOf(request, first.id)).toBe(before - 2);
    await expect(main.getByText('SAVAT10')).toBeVisible();
    await expect(main.getByTestId('order-totals').locator('dd').last()).toHaveText(shownTotal!);
    await expect(main.getByText('Toshkent, Chilonzor 9-kvartal, 12-uy', { exact: false })).toBeVisible();
    await expect(main.getByTestId('address-landmark')).toHaveText(m('addresses.landmarkShort', { value: 'Korzinka roʻparasida' }));
    // The basket is empty now.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(0);

    // The account's orders: search, open, cancel in the store's dialog with a reason (never the browser's confirm()).
    await page.goto(`/${locale}/account/orders`);
    await main.getByRole('searchbox').fill(String(id));
    await main.getByRole('searchbox').press('Enter');
    await main.getByRole('link', { name: m('orders.number', { id }) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${id}$`));
    await expect(main.getByText(m('orders.timeline'))).toBeVisible();
    await expect(main.getByTestId('cancel-until')).toHaveText(m('orders.cancelUntilDelivery'));
    page.on('dialog', (dialog) => {
      throw new Error(`a browser dialog: ${dialog.message()}`);
    });
    await main.getByRole('button', { name: m('orders.cancel') }).click();
    const cancelDialog = page.getByRole('dialog', { name: m('orders.cancelConfirm', { id }) });
    // "Keep it" changes nothing.
    await cancelDialog.getByRole('button', { name: m('common.keep') }).click();
    await expect(cancelDialog).toBeHidden();
    await main.getByRole('button', { name: m('orders.cancel') }).click();
    await cancelDialog.getByRole('radio', { name: m('orders.cancelReasons.too_long') }).check();
    await cancelDialog.getByRole('button', { name: m('orders.cancelConfirmButton') }).click();
    await expect(page.getByText(m('orders.cancelled', { id }))).toBeVisible();
    await expect(cancelDialog).toBeHidden();
    await expect(main.getByTestId('cancel-until')).toBeHidden();
    const { access_token } = await apiLogin(request, phone, password);
    expect(
      (await (await request.get(`/api/v1/store/order/${id}/`, { headers: { Authorization: `Bearer ${access_token}` } })).json()).result?.cancel_reason,
    ).toBe('too_long');
    await expect(main.getByRole('button', { name: m('orders.cancel') })).toBeHidden();
    expect(await stockOf(request, first.id)).toBe(before);
    // The order's page says why, in the shopper's own words as chosen, and still does when read again.
    const ownReason = m('orderDesk.shopper.byYou', { reason: m('orders.cancelReasons.too_long') });
    await expect(main.getByTestId('cancel-note')).toHaveText(ownReason);
    await page.reload();
    await expect(main.getByTestId('cancel-note')).toHaveText(ownReason);

    // Reorder puts the items back in the basket.
    await main.getByRole('button', { name: m('orders.reorder') }).click();
    await expect(page.getByText(m('orders.reordered', { count: 2 }))).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '{}').state?.products?.length)).toBe(2);
  });
}

async function authed(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](`/api/v1/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as { ok: boolean; result: unknown };
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`stock sold meanwhile: the short item is named and the basket updated (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const shopper = await createAccount(request);
    const rival = await createAccount(request);
    const rivalToken = (await apiLogin(request, rival.phone, rival.password)).access_token;
    const products = await inStock(request, locale);
    const product = products[products.length - (locale === 'uz' ? 1 : 2)]!;

    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, shopper.phone, shopper.password));
    await page.goto(`/${locale}/products/${product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })
      .first()
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.increase', { name: product.name }) })
      .first()
      .click();
    await page.goto(`/${locale}/cart/checkout`);
    const main = page.getByRole('main');
    await main.getByLabel(m('checkout.fullName')).fill('Aziz Rahimov');
    await main.getByRole('button', { name: m('addresses.add') }).click();
    const form = main.getByRole('form', { name: m('addresses.addTitle') });
    await form.getByLabel(m('addresses.name')).fill('Ish');
    await form.getByLabel(m('addresses.address'), { exact: true }).fill('Toshkent, Amir Temur 1');
    await form.getByRole('button', { name: m('addresses.save') }).click();
    await expect(main.getByRole('radio', { name: /Ish/ })).toBeChecked();

    // Another shopper buys all but one.
    const stock = await stockOf(request, product.id);
    const address = (await authed(request, rivalToken, 'post', 'store/shipping/', { address_name: 'Uy', address: 'Toshkent' })).result as { id: number };
    const rivalOrder = await authed(request, rivalToken, 'post', 'store/order/', {
      type: 'D',
      full_name: 'Rival',
      phone_number: rival.phone,
      products: [{ product: product.id, quantity: stock - 1 }],
      delivery_address: address.id,
    });
    expect(rivalOrder.ok).toBe(true);

    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(main.getByText(m('checkout.shortTitle'))).toBeVisible();
    await expect(main.getByText(m('checkout.shortItem', { name: product.name, available: 1 }))).toBeVisible();
    await main.getByRole('button', { name: m('checkout.updateBasket') }).click();
    await expect(main.getByText(m('checkout.shortTitle'))).toBeHidden();
    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
    expect(await stockOf(request, product.id)).toBe(0);

    // Give the stock back for the other journeys.
    await authed(request, rivalToken, 'get', `store/order/canceled/${(rivalOrder.result as { id: number }).id}/`);
    const last = (await authed(request, (await apiLogin(request, shopper.phone, shopper.password)).access_token, 'get', 'store/orders/last/')).result as {
      id: number;
      order_items: { quantity: number }[];
    };
    expect(last.order_items[0]!.quantity).toBe(1);
  });

  test(`a logged-in shopper's favourites go to the server on every toggle (${locale})`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const [product] = await inStock(request, locale);
    const serverIds = async () =>
      ((await authed(request, tokens.access_token, 'get', 'store/products/feature-list/')).result as { id: number }[]).map((p) => p.id);

    await page.goto(`/${locale}`);
    await storeTokens(page, tokens);
    await page.goto(`/${locale}/products/${product!.id}`);
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: m('product.addToFavourites') })
      .first()
      .click();
    await expect.poll(serverIds).toContain(product!.id);
    await main
      .getByRole('button', { name: m('product.removeFromFavourites') })
      .first()
      .click();
    await expect.poll(serverIds).not.toContain(product!.id);

    await page.goto(`/${locale}/favourites`);
    await expect(main.getByText(m('favourites.empty'))).toBeVisible();
  });

  test(`addresses: a visitor's stay on the device, a shopper's are saved and one is main (${locale})`, async ({ page, request }) => {
    await page.goto(`/${locale}/account/addresses`);
    const main = page.getByRole('main');
    await main.getByLabel(m('addresses.address'), { exact: true }).fill('Samarqand, Registon 5');
    await main.getByRole('button', { name: m('addresses.add') }).click();
    await expect(main.getByText('Samarqand, Registon 5')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('address') ?? '{}').state?.address_list?.length)).toBe(1);

    const { phone, password } = await createAccount(request);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.reload();
    for (const name of ['Uy', 'Ish']) {
      await main.getByRole('button', { name: m('addresses.add') }).click();
      const form = main.getByRole('form', { name: m('addresses.addTitle') });
      await form.getByLabel(m('addresses.name')).fill(name);
      await form.getByLabel(m('addresses.address'), { exact: true }).fill(`Toshkent, ${name} koʻchasi`);
      await form.getByRole('button', { name: m('addresses.save') }).click();
      await expect(form).toBeHidden();
    }
    await main.getByRole('button', { name: m('addresses.makeMainLabel', { name: 'Ish' }) }).click();
    await expect(main.getByRole('button', { name: m('addresses.makeMainLabel', { name: 'Uy' }) })).toBeVisible();
    await main.getByRole('button', { name: m('addresses.deleteLabel', { name: 'Uy' }) }).click();
    await page
      .getByRole('dialog', { name: m('addresses.deleteConfirm', { name: 'Uy' }) })
      .getByRole('button', { name: m('common.delete') })
      .click();
    await expect(main.getByText('Toshkent, Uy koʻchasi')).toBeHidden();
  });
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`pickup: the store's hours, held for 4 hours, no delivery price (${locale})`, async ({ page, request }) => {
    const { phone, password } = await createAccount(request);
    const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=20', {
      data: { available: true, pickup: true },
      headers: { 'Accept-Language': locale },
    });
    const product = ((await response.json()).result.content as ApiProduct[]).find((p) => p.available >= 3)!;

    await page.goto(`/${locale}`);
    await storeTokens(page, await apiLogin(request, phone, password));
    await page.goto(`/${locale}/products/${product.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.addToCartLabel', { name: product.name }) })
      .first()
      .click();
    await page.goto(`/${locale}/cart/checkout`);
    const main = page.getByRole('main');
    await main.getByLabel(m('checkout.fullName')).fill('Malika Yusupova');
    await main.getByRole('radio', { name: m('checkout.pickup') }).check();
    await expect(main.getByText(msgPattern(locale, 'checkout.pickupUntil', { hours: 4, time: /.+/ }))).toBeVisible();
    await expect(main.getByTestId('order-totals')).toContainText(m('checkout.free'));
    await main.getByRole('button', { name: m('checkout.place') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
    await expect(main.getByText(m('orders.pickupFrom'))).toBeVisible();
    await expect(main.getByText(msgPattern(locale, 'orders.pickupUntil', { time: /.+/ }))).toBeVisible();
  });
}

test('on a phone the basket, promo and checkout work with the bottom navbar @mobile', async ({ page, request }) => {
  const [product] = await inStock(request, 'uz');
  await page.goto(`/uz/products/${product!.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: msg('uz', 'product.addToCartLabel', { name: product!.name }) })
    .first()
    .click();
  const cartLink = page.getByRole('navigation', { name: msg('uz', 'nav.mobile') }).getByRole('link', { name: `${msg('uz', 'nav.cart')} (1)` });
  await cartLink.focus();
  await cartLink.press('Enter');
  await expect(page).toHaveURL(/\/uz\/cart$/);
  const main = page.getByRole('main');
  await main.getByLabel(msg('uz', 'cart.promoLabel')).fill('YANGI15');
  await main.getByRole('button', { name: msg('uz', 'cart.promoApply') }).click();
  await expect(main.getByText(msg('uz', 'cart.promoApplied', { code: 'YANGI15', discount: 15 }))).toBeVisible();
  await main.getByRole('link', { name: msg('uz', 'cart.checkout') }).click();
  await expect(page.getByRole('dialog', { name: LOGIN_TITLE.uz })).toBeVisible();
});

/**
 * The checkout's own shell: no shop footer, no bottom navigation; on a 390 px phone the
 * total and "place the order" stay pinned to the screen's bottom however far the form scrolls, and
 * the pinned button places the order. On a desktop the side's button does, and no bar shows.
 */
for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  /** A logged-in shopper with a saved address and one product in the basket, at checkout. */
  async function atCheckout(page: Page, request: APIRequestContext) {
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const saved = await request.post('/api/v1/store/shipping/', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { address_name: 'Uy', address: 'Toshkent, Yunusobod 4-kvartal, 7-uy', landmark: 'Korzinka roʻparasida' },
    });
    expect(saved.status()).toBe(201);
    const [product] = await inStock(request, locale);
    await page.goto(`/${locale}`);
    await storeTokens(page, tokens);
    await page.goto(`/${locale}/products/${product!.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: m('product.addToCartLabel', { name: product!.name }) })
      .first()
      .click();
    await page.goto(`/${locale}/cart/checkout`);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: /Uy/ })).toBeChecked();
    return main;
  }

  /** Where the screen's bottom edge is for a fixed element (the emulated phone's browser may keep a strip of its own). */
  const screenBottom = (page: Page) =>
    page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement('div'), { style: 'position:fixed;bottom:0;left:0;width:1px;height:1px' }));
      const bottom = Math.round(probe.getBoundingClientRect().bottom);
      probe.remove();
      return bottom;
    });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`on a 390 px phone the total and "place the order" stay pinned while the form scrolls, without the shop's footer and bottom bar (${locale}) @mobile`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const main = await atCheckout(page, request);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: m('nav.mobile') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: m('checkout.backToCart') }).first()).toBeVisible();
      // The address's landmark shows where the address is chosen.
      await expect(main.getByText(m('addresses.landmarkShort', { value: 'Korzinka roʻparasida' }))).toBeVisible();

      const bar = main.getByTestId('pinned-place');
      const place = bar.getByRole('button', { name: m('checkout.place') });
      // One button to place the order on a phone: the bar's.
      await expect(main.getByRole('button', { name: m('checkout.place') })).toHaveCount(1);
      await expect(bar).toContainText(m('cart.total'));
      const total = (await main.getByTestId('order-totals').locator('dd').last().textContent())!;
      await expect(bar).toContainText(total);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)).toBe(true);
      // Wherever the form is scrolled to, the bar sits at the screen's bottom with the button in view.
      for (const where of ['top', 'middle', 'bottom'] as const) {
        await page.evaluate(
          (w) => window.scrollTo(0, w === 'top' ? 0 : w === 'middle' ? document.documentElement.scrollHeight / 2 : document.documentElement.scrollHeight),
          where,
        );
        await expect(place).toBeInViewport();
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(await screenBottom(page));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The bar's button works like the side's: a missing name is said on its field, then the order goes.
      const fullName = main.getByLabel(m('checkout.fullName'));
      await fullName.fill('');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await place.tap();
      await expect(fullName).toHaveAttribute('aria-invalid', 'true');
      await expect(fullName).toBeFocused();
      await fullName.fill('Nodira Saidova');
      await place.tap();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart/order-placed$`));
      // Back in the shop: its footer and bottom bar are there again.
      await expect(page.getByRole('navigation', { name: m('nav.mobile') })).toBeVisible();
    });
  });

  test(`on a desktop the checkout has its own shell: no shop footer or bottom bar, the side's button and no pinned bar (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const main = await atCheckout(page, request);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: m('nav.mobile') })).toHaveCount(0);
    await expect(main.getByTestId('pinned-place')).toBeHidden();
    const place = main.getByRole('button', { name: m('checkout.place') });
    await expect(place).toHaveCount(1);
    await expect(place).toBeInViewport();
    await page
      .getByRole('link', { name: m('checkout.backToCart') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
