import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { settled } from './helpers/settle';
import { msg, msgPattern, type Locale } from './helpers/messages';

/**
 * The address map on a phone (ADR 0015). Here the map's third-party servers
 * (OpenStreetMap's tiles and its geocoder, Nominatim) cannot be reached, as in CI: the form must
 * say so and work with typed coordinates, "use my location" must still fill them, and a failed
 * geocoder must stay quiet. The map itself is checked by standing a small PNG in for the tile
 * server and a fixed answer in for the geocoder (page.route: they are other sites, not our API).
 */
const TILES = 'https://tile.openstreetmap.org/**';
const GEOCODER = 'https://nominatim.openstreetmap.org/**';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** A 1×1 green PNG: a tile that loads. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The third-party map servers out of reach (the network of CI and of this sandbox). */
async function noMapServers(context: BrowserContext) {
  await context.route(TILES, (route) => route.abort('internetdisconnected'));
  await context.route(GEOCODER, (route) => route.abort('internetdisconnected'));
}

async function loggedIn(page: Page, request: Parameters<typeof createAccount>[0], locale: Locale) {
  const { phone, password } = await createAccount(request);
  await page.goto(`/${locale}`);
  await storeTokens(page, await apiLogin(request, phone, password));
}

async function openNewAddress(page: Page, locale: Locale) {
  await page.goto(`/${locale}/account/addresses`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: msg(locale, 'addresses.add') }).click();
  return main.getByRole('form', { name: msg(locale, 'addresses.addTitle') });
}

async function axe(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);

  test.describe(`address map (${locale})`, () => {
    test(`without the map the typed point saves, and the header shows the main address @mobile`, async ({ page, context, request }) => {
      await noMapServers(context);
      await loggedIn(page, request, locale);
      const form = await openNewAddress(page, locale);
      await expect(form.getByText(m('map.unavailable'))).toBeVisible({ timeout: 15_000 });
      await expect(form.getByTestId('address-map')).toHaveCount(0);
      await axe(page, 'the address form without a map');

      const street = locale === 'uz' ? 'Toshkent, Chilonzor 9-kvartal, 12-uy' : 'Ташкент, Чиланзар 9-квартал, дом 12';
      await form.getByLabel(m('addresses.name')).fill('Uy');
      await form.getByLabel(m('addresses.address'), { exact: true }).fill(street);
      // Moscow: the page refuses a point outside Uzbekistan (and so does the API: server/routes/orders.test.ts).
      await form.getByLabel(m('addresses.latitude')).fill('55.7558');
      await form.getByLabel(m('addresses.longitude')).fill('37.6173');
      await form.getByRole('button', { name: m('addresses.save') }).click();
      await expect(form.getByText(m('addresses.pointInvalid'))).toBeVisible();
      await form.getByLabel(m('addresses.latitude')).fill('41,2856');
      await form.getByLabel(m('addresses.longitude')).fill('69.2034');
      await form.getByRole('button', { name: m('addresses.save') }).click();
      await expect(page.getByText(m('addresses.saved'))).toBeVisible();
      await expect(page.getByRole('main').getByText(street)).toBeVisible();

      // The first saved address is the main one: the phone header names it, cut to the screen.
      const headerPicker = page.getByRole('button', { name: m('location.current', { address: street }) });
      await expect(headerPicker).toBeVisible();
      const box = (await headerPicker.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      // It stays on another page (read from the address book on load).
      await page.goto(`/${locale}/catalog`);
      await expect(page.getByRole('button', { name: m('location.current', { address: street }) })).toBeVisible();
    });

    test(`"use my location" fills the point without a map, quietly without address words @mobile`, async ({ page, context, request }) => {
      await noMapServers(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 41.311081, longitude: 69.240562 });
      await loggedIn(page, request, locale);
      await page.goto(`/${locale}/account/addresses`);
      const main = page.getByRole('main');
      const add = main.getByRole('button', { name: m('addresses.add') });
      await expect(add).toBeVisible();
      // The page is here; the device goes offline: the map does not even try.
      await context.setOffline(true);
      await add.click();
      const form = main.getByRole('form', { name: m('addresses.addTitle') });
      await expect(form.getByText(m('map.unavailable'))).toBeVisible();
      const geocoderFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(GEOCODER.replace('**', '')));
      await form.getByRole('button', { name: m('map.useMine') }).click();
      await expect(form.getByLabel(m('addresses.latitude'))).toHaveValue('41.311081');
      await expect(form.getByLabel(m('addresses.longitude'))).toHaveValue('69.240562');
      await expect(form.getByText(msgPattern(locale, 'map.located', { point: /.+/ }))).toBeVisible();
      // The geocoder cannot be reached: once its request has failed, the address stays empty and no error shows.
      await geocoderFailed;
      await settled(page);
      await expect(form.getByLabel(m('addresses.address'), { exact: true })).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);
    });

    test(`a refused location says so @mobile`, async ({ page, context, request }) => {
      await noMapServers(context);
      await loggedIn(page, request, locale);
      const form = await openNewAddress(page, locale);
      await context.clearPermissions();
      await form.getByRole('button', { name: m('map.useMine') }).click();
      await expect(form.getByText(m('map.denied'))).toBeVisible();
      await expect(form.getByLabel(m('addresses.latitude'))).toHaveValue('');
    });

    test(`the map's pin sets the point, the geocoder's words fill an empty address, search moves the pin @mobile`, async ({ page, context, request }) => {
      await context.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
      const reverse = { lat: '41.3', lon: '69.28', display_name: 'x', address: { road: 'Amir Temur shoh koʻchasi', house_number: '1', city: 'Toshkent' } };
      const found = [{ lat: '41.2995', lon: '69.2401', display_name: 'Chorsu bozori, Toshkent', address: { road: 'Chorsu', city: 'Toshkent' } }];
      await context.route(GEOCODER, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(route.request().url().includes('/reverse') ? reverse : found) }),
      );
      await loggedIn(page, request, locale);
      const form = await openNewAddress(page, locale);
      const map = form.getByTestId('address-map');
      await expect(map).toHaveAttribute('data-status', 'ready');
      await expect(form.getByText(m('map.unavailable'))).toHaveCount(0);
      await axe(page, 'the address form with the map');

      await map.click({ position: { x: 120, y: 90 } });
      const lat = form.getByLabel(m('addresses.latitude'));
      const lon = form.getByLabel(m('addresses.longitude'));
      await expect(lat).not.toHaveValue('');
      const first = [Number(await lat.inputValue()), Number(await lon.inputValue())];
      expect(first[0]).toBeGreaterThan(41);
      expect(first[0]).toBeLessThan(41.6);
      expect(first[1]).toBeGreaterThan(69);
      expect(first[1]).toBeLessThan(69.5);
      await expect(map.locator('.savat-map-pin')).toHaveCount(1);
      // The address was empty: the geocoder's words go in.
      const address = form.getByLabel(m('addresses.address'), { exact: true });
      await expect(address).toHaveValue('Toshkent, Amir Temur shoh koʻchasi, 1');

      // A second tap moves the pin; the shopper's own words are offered to replace, never replaced.
      await address.fill('Mening uyim');
      await map.click({ position: { x: 220, y: 160 } });
      await expect.poll(async () => Number(await lon.inputValue())).toBeGreaterThan(first[1]!);
      await expect(form.getByText(m('map.found', { address: 'Toshkent, Amir Temur shoh koʻchasi, 1' }))).toBeVisible();
      await expect(address).toHaveValue('Mening uyim');
      await form.getByRole('button', { name: m('map.useFound') }).click();
      await expect(address).toHaveValue('Toshkent, Amir Temur shoh koʻchasi, 1');

      // Typed coordinates move the pin; a found place sets the point.
      await form.getByLabel(m('map.searchLabel')).fill('Chorsu');
      await form
        .getByRole('list', { name: m('map.results') })
        .getByRole('button', { name: 'Toshkent, Chorsu' })
        .click();
      await expect(lat).toHaveValue('41.2995');
      await expect(lon).toHaveValue('69.2401');
    });

    test(`without the map the phone header's picker asks for the street, not coordinates, and names it @mobile`, async ({ page, context }) => {
      await noMapServers(context);
      await page.goto(`/${locale}`);
      await page.getByRole('button', { name: m('location.button') }).click();
      const dialog = page.getByRole('dialog', { name: m('location.title') });
      await expect(dialog.getByText(m('map.unavailableStreet'))).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('heading', { name: m('location.manualStreet') })).toBeVisible();
      await expect(dialog.getByLabel(m('location.latitude'))).toHaveCount(0);
      await expect(dialog.getByLabel(m('location.longitude'))).toHaveCount(0);
      await axe(page, 'the location dialog without a map');
      // Nothing typed: it says what is missing.
      await dialog.getByRole('button', { name: m('location.save') }).click();
      await expect(dialog.getByText(m('location.streetMissing'))).toBeVisible();
      // The geocoder is out of reach too: the street is kept as words, and the header names it.
      const street = locale === 'uz' ? 'Toshkent, Mirobod koʻchasi, 3-uy' : 'Ташкент, улица Мирабад, дом 3';
      await dialog.getByLabel(m('location.street')).fill(street);
      await dialog.getByRole('button', { name: m('location.save') }).click();
      await expect(dialog).toBeHidden();
      // The header's (the first on the page), at the top.
      const picker = page.getByRole('button', { name: m('location.current', { address: street }) }).first();
      await expect(picker).toBeVisible();
      expect((await picker.boundingBox())!.y).toBeLessThan(60);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('filter_location') ?? '{}').state?.street)).toBe(street);
    });

    test(`without map tiles the header's street form takes the geocoder's point for the street @mobile`, async ({ page, context }) => {
      await context.route(TILES, (route) => route.abort('internetdisconnected'));
      const found = [{ lat: '41.2995', lon: '69.2401', display_name: 'Chorsu bozori, Toshkent', address: { road: 'Chorsu', city: 'Toshkent' } }];
      await context.route(GEOCODER, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(found) }));
      await page.goto(`/${locale}`);
      await page.getByRole('button', { name: m('location.button') }).click();
      const dialog = page.getByRole('dialog', { name: m('location.title') });
      await expect(dialog.getByText(m('map.unavailableStreet'))).toBeVisible({ timeout: 15_000 });
      await dialog.getByLabel(m('location.street')).fill('Chorsu 1');
      await dialog.getByRole('button', { name: m('location.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: m('location.current', { address: 'Chorsu 1' }) }).first()).toBeVisible();
      const chosen = await page.evaluate(() => JSON.parse(localStorage.getItem('filter_location') ?? '{}').state);
      expect(chosen).toMatchObject({ street: null, location: { address: 'Chorsu 1', latitude: 41.2995, longitude: 69.2401 } });
    });
  });
}
