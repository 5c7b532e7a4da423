import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * Shoppers' reviews (docs/adr/0020-shoppers-reviews.md): a shopper whose order the store delivered
 * follows "write a review" from the order's page to the product's form, rates it with the keyboard,
 * writes, adds a photo and sends; the review shows with its photo and the product's new mean; the
 * store answers it in the console and the answer shows on the product page.
 */
type Tokens = { access_token: string; refresh_token: string };

async function signedIn(browser: Browser, locale: string, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

/** A product of store 1 in stock that no earlier run reviewed through this journey. */
async function productOf(request: APIRequestContext, locale: string, skip: number[]): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=40', {
    data: { available: true, store: 1 },
    headers: { 'Accept-Language': locale },
  });
  const product = (await response.json()).result.content.find((p: { id: number }) => !skip.includes(p.id));
  expect(product, 'a product of store 1').toBeTruthy();
  return product;
}

/** The shopper's delivery order of one product, moved to delivered by the store's seller in the console's API. */
async function deliveredOrder(request: APIRequestContext, locale: string, shopper: Tokens, phone: string, productId: number): Promise<number> {
  const auth = { Authorization: `Bearer ${shopper.access_token}`, 'Accept-Language': locale };
  const address = (
    await (await request.post('/api/v1/store/shipping/', { headers: auth, data: { address_name: 'Uy', address: 'Toshkent, Yunusobod 4' } })).json()
  ).result;
  const placed = await request.post('/api/v1/store/order/', {
    headers: auth,
    data: {
      type: 'D',
      full_name: 'Sharh Yozuvchi',
      phone_number: phone,
      delivery_address: address.id,
      payment_type: 'cash',
      products: [{ product: productId, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: number = (await placed.json()).result.id;
  const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
  for (const status of [3, 4, 6]) {
    const moved = await request.post(`/api/v1/console/orders/${orderId}/status/`, {
      headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return orderId;
}

const reviewed: number[] = [];

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a buyer reviews a delivered product with a photo; the store answers in the console (${locale})${locale === 'uz' ? ' @mobile' : ''}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const product = await productOf(request, locale, reviewed);
    reviewed.push(product.id);
    const { phone, password } = await createAccount(request);
    const tokens = await apiLogin(request, phone, password);
    const orderId = await deliveredOrder(request, locale, tokens, phone, product.id);

    // A delivered order's item offers a review on its product's page.
    const shopper = await signedIn(browser, locale, tokens);
    await shopper.goto(`/${locale}/account/orders/${orderId}`);
    const main = shopper.getByRole('main');
    await expect(main.getByRole('status').first()).toHaveText(m('api.orderStatus.6'));
    await main.getByRole('link', { name: new RegExp(m('orders.writeReview')) }).click();
    await expect(shopper).toHaveURL(new RegExp(`/${locale}/products/${product.id}#write-review$`));

    // The form is open (the link's #write-review); nothing sent without stars and text.
    const form = shopper.getByRole('form', { name: m('reviews.formTitle') });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: m('reviews.submit') }).click();
    await expect(form.getByText(m('reviews.ratingRequired'))).toBeVisible();
    await expect(form.getByText(m('reviews.textRequired'))).toBeVisible();

    // Stars are a radio group: five, then one step back with the arrow key.
    // A star is tapped on its label (the radio itself is visually hidden).
    await form
      .locator('label')
      .filter({ has: shopper.getByRole('radio', { name: m('reviews.stars', { stars: 5 }), exact: true }) })
      .click();
    await expect(form.getByRole('radio', { name: m('reviews.stars', { stars: 5 }) })).toBeChecked();
    await shopper.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: m('reviews.stars', { stars: 4 }) })).toBeChecked();
    await expect(form.getByText(m('reviews.ratingWord.4'))).toBeVisible();

    const text = `${locale === 'uz' ? 'Yangi va mazali' : 'Свежий и вкусный'} <b>${Date.now()}</b>`;
    await form.getByLabel(m('reviews.text'), { exact: true }).fill(text);
    await expect(form.getByText(m('reviews.counter', { count: text.length, max: 1000 }))).toBeVisible();
    await form.getByLabel(m('reviews.name'), { exact: true }).fill('Dilnoza');
    const picker = form.locator('input[type=file]');
    await picker.setInputFiles({ name: 'eslatma.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(form.getByText(m('reviews.photo_type', { name: 'eslatma.txt' }))).toBeVisible();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'olma.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('img', { name: m('reviews.chosenPhoto', { index: 1 }) })).toBeVisible();
    // The form with its errors and a refused file (WCAG 2.2 A and AA, as e2e/a11y.spec.ts audits the pages).
    await shopper.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    const { violations } = await new AxeBuilder({ page: shopper })
      .include('#write-review')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await form.getByRole('button', { name: m('reviews.submit') }).click();
    await expect(shopper.getByText(m('reviews.sent'))).toBeVisible();
    await expect(form).toBeHidden();

    // In the list at once, its text as text (never HTML), with its photo; the mean and the count are the product's new ones.
    const review = shopper.getByTestId('review').filter({ hasText: text });
    await expect(review).toContainText('Dilnoza');
    const image = review.getByRole('img', { name: m('reviews.photoOf', { name: 'Dilnoza', index: 1 }) });
    await expect(image).toBeVisible();
    // Served at its shown size from the kept file (<file>.<width>.webp, ADR 0024).
    await expect(image).toHaveAttribute('src', /\/media\/review-images\/[A-Za-z0-9_-]+(\.\d+)?\.webp$/);
    const fresh = (await (await request.get(`/api/v1/store/products/${product.id}/`, { headers: { 'Accept-Language': locale } })).json()).result;
    await expect(shopper.getByTestId('reviews-average')).toHaveText(fresh.rating.toFixed(1));
    await expect(shopper.getByTestId('reviews-count')).toHaveText(m('product.reviewsCount', { count: fresh.rating_count }));
    // The button now edits.
    await expect(shopper.getByRole('button', { name: m('reviews.edit') })).toBeVisible();

    // The store answers in the console.
    const seller = await signedIn(browser, locale, (await staffSession(request, [{ role: 'seller', store_id: 1 }])).tokens);
    await seller.goto(`/${locale}/console/reviews`);
    const card = seller.getByTestId('console-review').filter({ hasText: text });
    await expect(card).toContainText(product.name);
    const answer = locale === 'uz' ? 'Rahmat, yana kutib qolamiz!' : 'Спасибо, ждём вас снова!';
    await card.getByLabel(m('console.reviews.answer')).fill(answer);
    await card.getByRole('button', { name: m('console.sendAnswer') }).click();
    await expect(card.getByRole('list', { name: m('console.reviews.answers') })).toContainText(answer);

    // The shopper sees the answer under the review on the product page.
    await shopper.goto(`/${locale}/products/${product.id}`);
    const answered = shopper.getByTestId('review').filter({ hasText: text });
    await expect(answered).toContainText(answer);
    await expect(answered).toContainText(m('product.answer'));
  });
}
