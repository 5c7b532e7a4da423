import { expect, test, type Page } from '@playwright/test';

/** The words each journey looks for, per language (from messages/*.json). */
const L = {
  uz: {
    carousel: 'karusel',
    nextBanner: 'Keyingi banner',
    anyDiscount: 'Har qanday chegirma',
    inStock: 'Sotuvda bor',
    cheap: 'Avval arzonlari',
    addToCart: /savatga qoʻshish$/,
    addToFavourites: 'Sevimlilarga qoʻshish',
    cart: (n: number) => `Savat: ${n}`,
    favourites: (n: number) => `Sevimlilar: ${n}`,
    filters: 'Filtrlar',
    filtersApply: 'Koʻrsatish',
    storeProducts: 'Doʻkon mahsulotlari',
    clear: 'Filtrlarni tozalash',
  },
  ru: {
    carousel: 'карусель',
    nextBanner: 'Следующий баннер',
    anyDiscount: 'Любая скидка',
    inStock: 'В наличии',
    cheap: 'Сначала дешёвые',
    addToCart: /добавить в корзину$/,
    addToFavourites: 'Добавить в избранное',
    cart: (n: number) => `Корзина: ${n}`,
    favourites: (n: number) => `Избранное: ${n}`,
    filters: 'Фильтры',
    filtersApply: 'Показать',
    storeProducts: 'Товары магазина',
    clear: 'Сбросить фильтры',
  },
} as const;

/** The number in "N products found". */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

for (const locale of ['uz', 'ru'] as const) {
  const w = L[locale];

  test(`home → category → filter and sort → product → basket and favourites (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const carousel = page.locator(`[aria-roledescription="${w.carousel}"]`);
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: w.nextBanner }).click();

    // A popular category from the home page.
    await page.locator('#popular-categories').getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(/\/products\?category_id=\d+/);
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);

    // A filter: the URL changes, the list and the count follow.
    const sidebar = page.getByRole('complementary');
    await sidebar.getByLabel(w.anyDiscount).check();
    await page.waitForURL(/discount=1/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await sidebar.getByLabel(w.inStock).check();
    await page.waitForURL(/available=true/);
    expect(page.url()).toMatch(/discount=1/);
    await expect(sidebar.getByLabel(w.anyDiscount)).toBeChecked();
    const filtered = await resultCount(page);
    expect(filtered).toBeGreaterThan(0);

    // A sort keeps the filters.
    await page.getByRole('main').getByRole('link', { name: w.cheap }).click();
    await page.waitForURL(/sort=cheap/);
    expect(page.url()).toMatch(/category_id=\d+.*discount=1.*available=true/);
    await expect(page.getByRole('main').getByRole('link', { name: w.cheap })).toHaveAttribute('aria-current', 'true');
    expect(await resultCount(page)).toBe(filtered);
    // Every card of the filtered list shows its discount.
    const cards = page.getByRole('main').getByRole('article');
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(n, 4); i++) await expect(cards.nth(i)).toContainText('%');

    // The server renders the same list from the URL alone (shareable, crawlable).
    const shared = page.url();
    const html = await (await page.request.get(shared)).text();
    expect(html).toContain(`aria-current="true"`);

    // A product page: into the basket, into favourites; the header badges count.
    await cards.first().getByRole('link').first().click();
    await page.waitForURL(/\/products\/\d+$/);
    const header = page.getByRole('banner');
    await page.getByRole('main').getByRole('button', { name: w.addToCart }).first().click();
    await expect(header.getByRole('link', { name: w.cart(1) })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: w.addToFavourites }).first().click();
    await expect(header.getByRole('link', { name: w.favourites(1) })).toBeVisible();
  });

  test(`stores index → a letter → a store with its products and filters (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/stores`);
    await page.getByRole('main').getByRole('link', { name: 'B', exact: true }).click();
    await page.waitForURL(/\/stores\?letter=b$/);
    await page.getByRole('main').getByRole('link', { name: /Baraka Market/ }).click();
    await page.waitForURL(/\/stores\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baraka Market');
    const section = page.locator('#store-products');
    await expect(section.getByRole('heading', { name: w.storeProducts })).toBeVisible();
    const cards = section.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator('.truncate').allTextContents()) expect(text).toBe('Baraka Market');
    const all = await resultCount(page);
    await page.getByRole('complementary').getByLabel(w.anyDiscount).check();
    await page.waitForURL(/\/stores\/\d+\?sort=popular&discount=1$/);
    await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(all);
  });
}

test('invalid filter values in the URL are ignored, never an error', async ({ page }) => {
  const response = await page.goto('/uz/products?sort=nope&page=-1&min_price=abc&rating=9&store=x&discount=500&latitude=1');
  expect(response?.status()).toBe(200);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('the filter form works as a plain GET form without script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/uz/products?sort=cheap');
  const sidebar = page.getByRole('complementary');
  await sidebar.getByLabel(L.uz.inStock).check();
  await sidebar.getByRole('button', { name: 'Koʻrsatish' }).click();
  await page.waitForURL(/available=true/);
  expect(page.url()).toMatch(/sort=cheap/);
  await expect(page.getByRole('complementary').getByLabel(L.uz.inStock)).toBeChecked();
  await context.close();
});

test('on a phone the filters open in a sheet and apply @mobile', async ({ page }) => {
  await page.goto('/ru/products?sort=popular');
  const all = await resultCount(page);
  await page.getByRole('button', { name: L.ru.filters, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: L.ru.filters });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(L.ru.anyDiscount).check();
  await sheet.getByRole('button', { name: L.ru.filtersApply }).click();
  await page.waitForURL(/discount=1/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: `${L.ru.filters}: 1` })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  // Clearing brings the whole list back.
  await page.getByRole('button', { name: `${L.ru.filters}: 1` }).click();
  await page.getByRole('dialog', { name: L.ru.filters }).getByRole('link', { name: L.ru.clear }).click();
  await page.waitForURL((url) => !url.search.includes('discount'));
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('a delivery point shows nearby products on the home page and drives the distance filter', async ({ page }) => {
  await page.goto('/uz');
  await expect(page.locator('#nearby')).toHaveCount(0);
  await page.getByRole('button', { name: 'Manzilni tanlang' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Yetkazib berish manzili' });
  await dialog.getByLabel('Manzil nomi').fill('Uy');
  await dialog.getByLabel('Kenglik').fill('41,2251');
  await dialog.getByLabel('Uzunlik').fill('69.2231');
  await dialog.getByLabel('Manzillarimga ham saqlash').check();
  await dialog.getByRole('button', { name: 'Tanlash' }).click();
  await expect(dialog).toBeHidden();
  const nearby = page.locator('#nearby');
  await expect(nearby.getByRole('article').first()).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('filter_location'), localStorage.getItem('address')]);
  expect(JSON.parse(stored[0]!).state.location).toEqual({ address: 'Uy', latitude: 41.2251, longitude: 69.2231 });
  expect(JSON.parse(stored[1]!).state.main_address).toMatchObject({ address: 'Uy', location: { latitude: 41.2251, longitude: 69.2231 } });

  await page.goto('/uz/products?sort=popular');
  const all = await resultCount(page);
  await page.getByRole('complementary').getByLabel('3 km gacha').check();
  await page.waitForURL(/latitude=41\.2251&longitude=69\.2231&distance=3/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
});
