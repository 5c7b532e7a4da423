import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatAmount } from '../lib/domain/money';
import { storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/** The console's products: a store changes a price and the shop shows it at once. */

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  available: number;
}

async function storeProduct(request: APIRequestContext, store: number, locale: string, skip = 0): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=10', {
    data: { available: true, store },
    headers: { 'Accept-Language': locale },
  });
  const product = (await response.json()).result.content[skip] as ApiProduct | undefined;
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product!;
}

for (const [i, locale] of (['uz', 'ru'] as const).entries()) {
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);

  test(`a seller changes a price on the product's page and the shop shows it (${locale}) @mobile`, async ({ page, request }) => {
    // Store 3 for uz, 4 for ru: the two languages' runs never edit the same product.
    const store = 3 + i;
    const product = await storeProduct(request, store, locale);
    const newPrice = product.price + 1_234;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
    await page.goto(`/${locale}/console/products`);
    const main = page.getByRole('main');
    await main.getByLabel(m('console.productSearch')).fill(String(product.name));
    await main.getByRole('button', { name: m('console.find') }).click();
    // The found rows, not the last list's standing in for them: a row clicked there moved away
    // under the pointer when the search's answer came.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(main.getByTestId('products-table')).not.toHaveAttribute('aria-busy', 'true');
    // The table's row links to the product's page.
    await main.getByTestId('console-product').filter({ hasText: product.name }).first().getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console/products/${product.id}$`));
    const price = main.getByLabel(m('console.price'), { exact: true });
    await expect(price).toHaveValue(String(product.price));

    // A price of nothing is refused in place, and the field says why (sent with Enter from the field).
    await price.fill('0');
    await price.press('Enter');
    await expect(main.getByText(m('console.priceInvalid'))).toBeVisible();
    await expect(price).toBeFocused();

    await price.fill(String(newPrice));
    await main.getByRole('button', { name: m('console.save') }).click();
    await expect(page.getByText(m('console.productSaved', { name: product.name }))).toBeVisible();

    // The product's page, the very next request.
    await page.goto(`/${locale}/products/${product.id}`);
    await expect(page.getByRole('main').getByText(formatAmount(newPrice, locale)).first()).toBeVisible();
  });

  test(`a price list is previewed, refused whole for one bad row, then applied (${locale}) @mobile`, async ({ page, request }) => {
    const store = 5 + i;
    const product = await storeProduct(request, store, locale);
    const stock = product.available + 7;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
    await page.goto(`/${locale}/console/products`);
    const main = page.getByRole('main');
    await main.getByText(m('console.importTitle')).click();
    const file = main.getByLabel(m('console.importFile'));

    await file.setInputFiles({
      name: 'narxlar.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`id,price,discount,stock\n${product.id},,,${stock}\n999999999,100,0,1\n`),
    });
    await main.getByRole('button', { name: m('console.importPreview') }).click();
    const report = main.getByTestId('import-report');
    await expect(report).toContainText(m('console.importRefused', { count: 1 }));
    await expect(main.getByRole('button', { name: m('console.importApply', { count: 1 }) })).toHaveCount(0);

    await file.setInputFiles({ name: 'narxlar.csv', mimeType: 'text/csv', buffer: Buffer.from(`id,price,discount,stock\n${product.id},,,${stock}\n`) });
    await main.getByRole('button', { name: m('console.importPreview') }).click();
    await expect(report).toContainText(`${product.available} → ${stock}`);
    await main.getByRole('button', { name: m('console.importApply', { count: 1 }) }).click();
    await expect(report).toContainText(m('console.importDone', { count: 1 }));
    const after = (await (await request.get(`/api/v1/store/products/${product.id}/`)).json()).result;
    expect(after.available).toBe(stock);
  });

  test(`a seller adds a product with a photo in one step; a wrong file is refused by name and nothing is made (${locale}) @mobile`, async ({
    page,
    request,
  }) => {
    const store = 7 + i;
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
    await page.goto(`/${locale}/console/products`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: m('console.newProduct') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console/products/new$`));

    // Nothing filled: the first wrong field takes the focus.
    await main.getByRole('button', { name: m('console.createProduct') }).click();
    await expect(main.getByLabel(m('console.nameUz'))).toBeFocused();

    const name = `Sinov pishloq ${Date.now()}`;
    const nameRu = `Тестовый сыр ${Date.now()}`;
    await main.getByLabel(m('console.nameUz')).fill(name);
    await main.getByLabel(m('console.nameRu')).fill(nameRu);
    await main.getByLabel(m('console.price')).fill('45000');
    await main.getByLabel(m('console.stock')).fill('12');
    await main.getByLabel(m('console.unit')).selectOption('kg');
    await main.getByLabel(m('console.weight')).fill('1 kg');
    await main.getByLabel(m('console.category')).selectOption({ index: 1 });
    // A text file dressed as a picture: the server reads the content and refuses it, naming it; no product is made.
    const photos = main.getByLabel(m('catalogScale.photos', { maximum: 5 }));
    await photos.setInputFiles({ name: 'rasm.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await main.getByRole('button', { name: m('console.createProduct') }).click();
    await expect(main.getByRole('alert').filter({ hasText: m('api.catalogScale.photoType', { file: 'rasm.png' }) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/console/products/new$`));
    const made = await request.post('/api/v1/store/products/filter/', { data: { q: name, store }, headers: { 'Accept-Language': 'uz' } });
    expect(((await made.json()).result.content as { name: string }[]).filter((p) => p.name === name)).toEqual([]);

    // Another photo instead: the product is made with it, in one step.
    await main.getByRole('button', { name: m('catalogScale.removePhoto', { file: 'rasm.png' }) }).click();
    await photos.setInputFiles({ name: 'rasm.png', mimeType: 'image/png', buffer: PNG });
    await main.getByRole('button', { name: m('console.createProduct') }).click();
    await expect(page.getByText(m('console.productSaved', { name: locale === 'ru' ? nameRu : name })).first()).toBeVisible();
    await expect(page).toHaveURL(/\/console\/products\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = (await (await request.get(`/api/v1/store/products/${id}/`, { headers: { 'Accept-Language': 'uz' } })).json()).result;
    expect(saved.name).toBe(name);
    expect(saved.images[0].image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/media\/product-images\/.+\.webp$/);

    await page.goto(`/${locale}/products/${id}`);
    await expect(page.getByRole('main').getByText(formatAmount(45000, locale)).first()).toBeVisible();
  });
}
