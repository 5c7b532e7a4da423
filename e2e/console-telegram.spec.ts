import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';
import { buttonPress, outbox, postUpdate, startInGroup } from './helpers/telegram';

/**
 * The order desk in Telegram: a seller links the store's staff group from the console through the
 * bot's deep link, a new order is posted there with its button, and the button pressed in the
 * group moves the order as the console would; a press by someone who is not the store's staff
 * moves nothing. Telegram's side is played by posting its Updates to the webhook.
 */
async function signedIn(browser: Browser, locale: string, tokens: { access_token: string; refresh_token: string }): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await storeTokens(page, tokens);
  return page;
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a seller links the staff group; a new order's button pressed there moves it, a stranger's does not (${locale})${locale === 'ru' ? ' @mobile' : ''}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const seller = await staffSession(request, [{ role: 'seller', store_id: 1 }]);
    const page = await signedIn(browser, locale, seller.tokens);
    await page.goto(`/${locale}/console/store`);
    const section = page.getByTestId('telegram-links');
    await expect(section.getByRole('heading', { name: m('deskTelegram.title') })).toBeVisible();
    await section.getByRole('button', { name: m('deskTelegram.link') }).click();
    const groupLink = section.getByRole('link', { name: m('deskTelegram.groupLink') });
    await expect(groupLink).toBeVisible();
    const href = (await groupLink.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/t\.me\/savat_desk_bot\?startgroup=[A-Za-z0-9_-]+$/);
    await expect(section.getByRole('link', { name: m('deskTelegram.privateLink') })).toHaveAttribute('href', /\?start=/);

    // Telegram: the bot added to the group by the seller, who sends /start with the token.
    const chat = { id: -1_002_000_000_000 - (Date.now() % 1_000_000), title: `Doʻkon xodimlari ${locale}` };
    const sellerTg = 700_000_000 + (Date.now() % 1_000_000);
    const token = new URL(href).searchParams.get('startgroup')!;
    // Without the secret Telegram's header carries, nothing happens.
    expect((await postUpdate(request, startInGroup(chat, sellerTg, token), null)).status()).toBe(401);
    expect((await postUpdate(request, startInGroup(chat, sellerTg, token))).status()).toBe(200);
    expect((await outbox(request, chat.id))[0]!.text).toMatch(/ulandi|подключён/);
    // The console lists the group now.
    await page.reload();
    await expect(page.getByTestId('telegram-links').getByText(chat.title)).toBeVisible();
    await expect(page.getByTestId('telegram-links').getByText(m('deskTelegram.accountLinked'))).toBeVisible();

    // A shopper orders from the store: the post with its button reaches the group.
    const productRes = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', { data: { available: true, store: 1 } });
    const product = (await productRes.json()).result.content[0];
    const { phone, password } = await createAccount(request);
    const { access_token } = await apiLogin(request, phone, password);
    const placed = await request.post('/api/v1/store/order/', {
      headers: { Authorization: `Bearer ${access_token}`, 'Accept-Language': locale },
      data: { type: 'T', full_name: 'Telegram Xaridori', phone_number: phone, payment_type: 'cash', products: [{ product: product.id, quantity: 2 }] },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId: number = (await placed.json()).result.id;
    const post = (await outbox(request, chat.id)).find((x) => x.kind === 'new_order' && x.order_id === orderId)!;
    expect(post, 'the new order in the group').toBeTruthy();
    expect(post.text).toContain(`№${orderId}`);
    expect(post.text).toContain(`${product.name} × 2`);
    const button = post.reply_markup!.inline_keyboard[0]![0]!;
    expect(button.callback_data).toBe(`mv:${orderId}:1:3`);

    const orderPage = page;
    await orderPage.goto(`/${locale}/console/orders/${orderId}`);
    const status = orderPage.getByRole('main').getByRole('status').first();
    await expect(status).toHaveText(m('api.orderStatus.2'));

    // Someone in the group who is not the store's staff presses it: refused, nothing moves.
    expect((await postUpdate(request, buttonPress(chat, sellerTg + 1, button.callback_data, 5, locale))).status()).toBe(200);
    expect((await outbox(request, chat.id))[0]).toMatchObject({ kind: 'callback_answer', text: m('deskTelegram.bot.notLinked') });
    await orderPage.reload();
    await expect(status).toHaveText(m('api.orderStatus.2'));

    // The seller presses it: the order moves, as in the console.
    expect((await postUpdate(request, buttonPress(chat, sellerTg, button.callback_data, 5))).status()).toBe(200);
    await orderPage.reload();
    await expect(status).toHaveText(m('api.orderStatus.3'));
    const edited = (await outbox(request, chat.id)).find((x) => x.kind === 'edit' && x.order_id === orderId)!;
    expect(edited.reply_markup!.inline_keyboard[0]![0]!.callback_data).toBe(`mv:${orderId}:1:5`);
  });
}
