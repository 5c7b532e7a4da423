import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';
import { BOT_USERNAME, outbox, postUpdate, startInPrivate } from './helpers/telegram';

/**
 * A shopper's Telegram (ADR 0033): a new shopper links it from their profile through the bot's
 * deep link (Telegram's side played by posting the /start Update to the webhook), waits for a
 * sold-out product, and when the store gives stock back through the console's API exactly one
 * notice reaches their Telegram chat and none goes by SMS. Then, in Russian, they unlink it.
 */

/** A product in stock of a late store of the demo catalog (not the back-in-stock journeys' stores). */
async function productOfLateStore(request: APIRequestContext) {
  const groups = (await (await request.get('/api/v1/store/all/')).json()).result as { stores: { id: number }[] }[];
  const store = groups
    .flatMap((g) => g.stores.map((s) => s.id))
    .sort((a, b) => a - b)
    .at(-5)!;
  const list = await request.post('/api/v1/store/products/filter/?sort=cheap&page=1&size=20', { data: { available: true, store } });
  const product = ((await list.json()).result.content as { id: number }[]).at(-2);
  expect(product, `a product of store ${store}`).toBeTruthy();
  return { id: product!.id, store };
}

/** What the dev SMS outbox holds for a phone that links this product's page. */
async function smsNoticesFor(request: APIRequestContext, phone: string, productId: number): Promise<number> {
  const response = await request.get(`/api/v1/dev/sms/?phone_number=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).result as { text: string }[]).filter((s) => new RegExp(`/products/${productId}$`).test(s.text)).length;
}

test('a shopper links Telegram from the profile and hears there, once, when a sold-out product is back; unlinks in ru', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const product = await productOfLateStore(request);
  const seller = await staffSession(request, [{ role: 'seller', store_id: product.store }]);
  const setStock = async (available: number) => {
    const saved = await request.patch(`/api/v1/console/products/${product.id}/`, {
      headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
      data: { available },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await setStock(0);

  const { phone, password } = await createAccount(request);
  const tokens = await apiLogin(request, phone, password);
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/uz');
  await storeTokens(page, tokens);

  // The profile offers Telegram; the button gives the bot's deep link.
  await page.goto('/uz/account/profile');
  const card = page.getByTestId('shopper-telegram');
  await expect(card.getByRole('heading', { name: msg('uz', 'shopperTelegram.title') })).toBeVisible();
  await expect(card.getByText(msg('uz', 'shopperTelegram.notLinked'))).toBeVisible();
  await card.getByRole('button', { name: msg('uz', 'shopperTelegram.link') }).click();
  const deepLink = card.getByRole('link', { name: msg('uz', 'shopperTelegram.open') });
  const href = (await deepLink.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^https://t\\.me/${BOT_USERNAME}\\?start=[A-Za-z0-9_-]+$`));

  // Telegram: the shopper presses Start in the bot's chat. The card sees it without a reload.
  const chatId = 710_000_000 + (Date.now() % 1_000_000);
  expect((await postUpdate(request, startInPrivate(chatId, new URL(href).searchParams.get('start')!))).status()).toBe(200);
  expect((await outbox(request, chatId))[0]!.text).toBe(msg('uz', 'deskTelegram.bot.shopperLinked'));
  await expect(card.getByText(msg('uz', 'shopperTelegram.linked'))).toBeVisible();
  await expect(deepLink).toHaveCount(0);

  // The shopper waits for the product, in Russian: the notice comes in Russian.
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const waiting = await request.post(`/api/v1/store/products/back-in-stock/${product.id}/`, { headers: { ...auth, 'Accept-Language': 'ru' } });
  expect(waiting.ok(), await waiting.text()).toBe(true);

  // The store gives stock back: exactly one notice in the Telegram chat, no SMS; raising it again sends nothing more.
  const notices = async () => (await outbox(request, chatId)).filter((m) => m.kind === 'back_in_stock' && m.text.endsWith(`/ru/products/${product.id}`));
  await setStock(5);
  await expect.poll(async () => (await notices()).length).toBe(1);
  expect((await notices())[0]!.text).toContain('снова в продаже');
  await setStock(9);
  const left = await request.get('/api/v1/store/products/back-in-stock/', { headers: auth });
  expect((await left.json()).result.product_ids).not.toContain(product.id);
  expect(await notices()).toHaveLength(1);
  expect(await smsNoticesFor(request, phone, product.id)).toBe(0);

  // In Russian, the profile says it is linked, and unlinks it: the notices go by SMS again.
  await page.goto('/ru/account/profile');
  await expect(card.getByText(msg('ru', 'shopperTelegram.linked'))).toBeVisible();
  await card.getByRole('button', { name: msg('ru', 'shopperTelegram.unlinkLabel') }).click();
  await expect(card.getByText(msg('ru', 'shopperTelegram.notLinked'))).toBeVisible();
  await expect(card.getByRole('button', { name: msg('ru', 'shopperTelegram.link') })).toBeVisible();
  expect((await (await request.get('/api/v1/auth/telegram/', { headers: auth })).json()).result.linked).toBe(false);
  await context.close();
});
