import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The console's store pages: a seller's new delivery terms and hours reach the shop at
 * once; an operator's suspension takes a store out of the shop and back.
 */

/** A 1×1 PNG: the smallest picture the logo upload takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Terms {
  store: number;
  fee: number;
  eta_min: number;
  eta_max: number;
}

async function deliveryTerms(request: APIRequestContext, store: number): Promise<Terms> {
  const response = await request.get(`/api/v1/store/delivery/?store=${store}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).result as Terms[])[0]!;
}

for (const [i, locale] of (['uz', 'ru'] as const).entries()) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a seller changes the store's delivery terms and hours and the shop shows them (${locale}) @mobile`, async ({ page, request }) => {
    // Store 9 for uz, 10 for ru: the two languages' runs never edit the same store.
    const store = 9 + i;
    const before = await deliveryTerms(request, store);
    const fee = before.fee + 1_000;
    const hours = i === 0 ? '07:30-22:30' : '06:45-23:15';
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
    await page.goto(`/${locale}/console/store`);
    const main = page.getByRole('main');
    // The console's own navigation (the bottom bar on a phone), not the shop's.
    const nav = page.getByRole('navigation', { name: m('console.menu') });
    // A seller has more sections than the bar holds: the store's page is behind "More", which is lit.
    const more = nav.getByRole('button', { name: m('consoleShell.more') });
    await expect(more).toBeVisible();
    await more.click();
    await expect(nav.getByRole('link', { name: m('console.sections.store'), exact: true })).toHaveAttribute('aria-current', 'page');
    await more.click();
    // A seller of one store sees its form at once, without the names only an operator changes.
    const feeField = main.getByLabel(m('console.storeProfile.fee'));
    await expect(feeField).toHaveValue(String(before.fee));
    await expect(main.getByLabel(m('console.storeProfile.brandName'))).toHaveCount(0);
    await expect(nav.getByRole('link', { name: m('console.sections.stores'), exact: true })).toHaveCount(0);

    // Checked in place: the soonest time after the latest one.
    await main.getByLabel(m('console.storeProfile.etaMin')).fill('90');
    await main.getByLabel(m('console.storeProfile.etaMax')).fill('45');
    await main.getByRole('button', { name: m('console.save') }).click();
    await expect(main.getByText(m('console.storeProfile.etaOrder'))).toBeVisible();
    await expect(main.getByLabel(m('console.storeProfile.etaMin'))).toBeFocused();

    // Refused by the server: a point outside Uzbekistan, shown at its field in the page's language.
    await main.getByLabel(m('console.storeProfile.etaMin')).fill('25');
    await main.getByLabel(m('console.storeProfile.etaMax')).fill('50');
    const latitude = main.getByLabel(m('console.storeProfile.latitude'));
    const oldLatitude = await latitude.inputValue();
    await latitude.fill('10.5');
    await main.getByRole('button', { name: m('console.save') }).click();
    await expect(main.getByText(m('api.fields.outsideUzbekistan')).first()).toBeVisible();
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await latitude.fill(oldLatitude);

    // A logo that is not a picture: refused at its field, in the page's language.
    const logo = main.getByLabel(m('console.storeProfile.logoFile'));
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await main.getByRole('button', { name: m('console.save') }).click();
    await expect(logo).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(m('api.fields.imageType'))).toBeVisible();
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });

    await feeField.fill(String(fee));
    // A store open around the clock has no hours to type: that goes first.
    await main.getByLabel(m('console.storeProfile.aroundTheClock')).setChecked(false);
    await main.getByLabel(m('console.storeProfile.workingTime'), { exact: true }).fill(hours);
    await main.getByRole('button', { name: m('console.save') }).click();
    const name = (await (await request.get(`/api/v1/store/${store}/`)).json()).result.brand_name as string;
    await expect(page.getByText(m('console.storeProfile.saved', { name }))).toBeVisible();

    // The cart's delivery terms, the new logo and the store's page, the very next request.
    const logoPath = (await (await request.get(`/api/v1/store/${store}/`)).json()).result.logo as string;
    // Answered as an absolute URL under the site's address (ADR 0019).
    expect(logoPath).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/media\/product-images\/.+\.webp$/);
    const after = await deliveryTerms(request, store);
    expect(after).toMatchObject({ fee, eta_min: 25, eta_max: 50 });
    await page.goto(`/${locale}/stores/${store}`);
    await expect(page.getByRole('main').getByText(hours)).toBeVisible();
  });

  test(`an operator suspends a store, its page leaves the shop, then unsuspends it (${locale})`, async ({ page, request }) => {
    // Store 11 for uz, 12 for ru.
    const store = 11 + i;
    const name = (await (await request.get(`/api/v1/store/${store}/`)).json()).result.brand_name as string;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/stores`);
    const main = page.getByRole('main');
    await main.getByLabel(m('console.stores.search')).fill(name);
    await main.getByRole('button', { name: m('console.find') }).click();
    const row = main.getByTestId('console-store').filter({ hasText: `#${store}` });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: m('console.stores.suspend') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(m('console.stores.suspendEffect'));
    await dialog.getByRole('button', { name: m('console.stores.suspend') }).click();
    await expect(page.getByText(m('console.stores.suspendedToast', { name }))).toBeVisible();
    await expect(row.getByRole('button', { name: m('console.stores.unsuspend') })).toBeVisible();

    // Out of the shop: its page is a 404, its API too.
    expect((await page.goto(`/${locale}/stores/${store}`))?.status()).toBe(404);
    expect((await request.get(`/api/v1/store/${store}/`)).status()).toBe(404);

    // Only the suspended ones: it is there; unsuspended, it is back in the shop.
    await page.goto(`/${locale}/console/stores`);
    await main.getByRole('button', { name: m('console.stores.filterSuspended') }).click();
    const suspended = main.getByTestId('console-store').filter({ hasText: `#${store}` });
    await suspended.getByRole('button', { name: m('console.stores.unsuspend') }).click();
    await dialog.getByRole('button', { name: m('console.stores.unsuspend') }).click();
    await expect(page.getByText(m('console.stores.unsuspendedToast', { name }))).toBeVisible();
    expect((await page.goto(`/${locale}/stores/${store}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`an operator's new store form asks for its names first and checks the hours (${locale})`, async ({ page, request }) => {
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'operator' }])).tokens);
    await page.goto(`/${locale}/console/stores`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: m('console.stores.newStore') }).click();
    const form = main.getByRole('form', { name: m('console.storeProfile.newStore') });
    await form.getByLabel(m('console.storeProfile.workingTime'), { exact: true }).fill('9-21');
    await form.getByRole('button', { name: m('console.storeProfile.create') }).click();
    // Nothing sent: the first wrong field takes the focus, and each says why.
    await expect(form.getByLabel(m('console.storeProfile.brandName'))).toBeFocused();
    await expect(form.getByLabel(m('console.storeProfile.brandName'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(m('console.storeProfile.windowInvalid'))).toBeVisible();
    await expect(form.getByText(m('console.storeProfile.numberInvalid')).first()).toBeVisible();
  });
}
