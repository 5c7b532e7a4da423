import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { formatAmount } from '../lib/domain/money';
import { PICTURE_MAX_BYTES } from '../lib/domain/pictures';
import { storeTokens } from './helpers/accounts';
import { msg } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * Catalog work at scale: the products table filtered and changed in bulk, a product
 * made with its photos in one step, and the table on a phone. Each journey makes its own products
 * (names with a stamp) in a store no other spec edits.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Products of the seller's store made through the API, as the console's form would. */
async function makeProducts(request: APIRequestContext, token: string, products: { name: string; price: number; available: number }[]) {
  const category = (await (await request.get('/api/v1/category/?size=1')).json()).result[0].id as number;
  const made: { id: number; name: string; price: number }[] = [];
  for (const p of products) {
    const res = await request.post('/api/v1/console/products/', {
      headers: auth(token),
      data: { name_uz: p.name, name_ru: p.name, price: p.price, available: p.available, amount_type: 'pcs', category_id: category },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push({ id: (await res.json()).result.id, name: p.name, price: p.price });
  }
  return made;
}

test('a seller filters the sold-out products, raises two by 10 % and the shop shows the new prices (uz)', async ({ page, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const staff = await staffSession(request, [{ role: 'seller', store_id: 21 }]);
  const stamp = `Jadval ${Date.now()}`;
  const [a, b] = await makeProducts(request, staff.tokens.access_token, [
    { name: `${stamp} olma`, price: 12_345, available: 0 },
    { name: `${stamp} nok`, price: 45_000, available: 0 },
    { name: `${stamp} anor`, price: 30_000, available: 4 },
  ]);

  await page.goto(`/${locale}`);
  await storeTokens(page, staff.tokens);
  await page.goto(`/${locale}/console/products`);
  const main = page.getByRole('main');
  await main.getByLabel(m('console.productSearch')).fill(stamp);
  await main.getByRole('button', { name: m('console.find') }).click();
  const rows = main.getByTestId('console-product');
  await expect(rows).toHaveCount(3);
  // Out of stock: the filter is in the URL, the two sold-out ones stay, their stock marked.
  await main.getByLabel(m('catalogScale.stockFilter'), { exact: true }).selectOption('out');
  await expect(page).toHaveURL(/stock=out/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('product-stock')).toHaveText(`0 — ${m('catalogScale.soldOut')}`);

  await main.getByRole('checkbox', { name: m('catalogScale.select', { name: a!.name }) }).check();
  await main.getByRole('checkbox', { name: m('catalogScale.select', { name: b!.name }) }).check();
  const bar = main.getByTestId('bulk-bar');
  await expect(bar.getByRole('heading')).toHaveText(m('catalogScale.selected', { count: 2 }));
  await bar.getByLabel(m('catalogScale.action')).selectOption('price_percent');
  // A percent out of bounds is said at the field, with the bounds (the contract's rule), and nothing is sent.
  await bar.getByLabel(m('catalogScale.percent')).fill('+2000');
  await bar.getByRole('button', { name: m('catalogScale.apply') }).click();
  await expect(bar.getByLabel(m('catalogScale.percent'))).toHaveAttribute('aria-invalid', 'true');
  await expect(bar.getByRole('alert')).toHaveText(m('catalogScale.percentInvalid', { min: -99, max: 1000 }));
  await bar.getByLabel(m('catalogScale.percent')).fill('+10');
  await bar.getByRole('button', { name: m('catalogScale.apply') }).click();
  await expect(page.getByText(m('catalogScale.done.price_percent', { count: 2 }))).toBeVisible();

  // 12 345 + 10 % = 13 579.5, rounded to 13 580; 45 000 + 10 % = 49 500.
  await expect(rows.filter({ hasText: a!.name }).getByTestId('product-price')).toHaveText(new RegExp(formatAmount(13_580, locale)));
  await expect(rows.filter({ hasText: b!.name }).getByTestId('product-price')).toHaveText(new RegExp(formatAmount(49_500, locale)));
  await expect(bar).toHaveCount(0);

  // The shop, the very next request.
  await page.goto(`/${locale}/products/${a!.id}`);
  await expect(page.getByRole('main').getByText(formatAmount(13_580, locale)).first()).toBeVisible();
  const shop = (await (await request.get(`/api/v1/store/products/${b!.id}/`)).json()).result;
  expect(shop.price).toBe(49_500);
});

test('a seller makes a product with two photos in one step, in the order chosen; a photo over the limit is refused before upload (ru)', async ({
  page,
  request,
}) => {
  const locale = 'ru';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const staff = await staffSession(request, [{ role: 'seller', store_id: 22 }]);
  // Two small PNGs (told apart by their size) and one just over the server's limit, in a temp folder.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-e2e-photos-'));
  const file = (name: string) => path.join(dir, name);
  await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c33' } })
    .png()
    .toFile(file('qizil.png'));
  await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3c3' } })
    .png()
    .toFile(file('yashil.png'));
  const big = Buffer.alloc(PICTURE_MAX_BYTES + 1);
  (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
  ).copy(big);
  fs.writeFileSync(file('ogromnoe.png'), big);

  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/console/products/with-photos')) uploads.push(r.url());
  });
  await page.goto(`/${locale}`);
  await storeTokens(page, staff.tokens);
  await page.goto(`/${locale}/console/products/new`);
  const main = page.getByRole('main');
  const name = `Фото-товар ${Date.now()}`;
  await main.getByLabel(m('console.nameUz')).fill(name);
  await main.getByLabel(m('console.nameRu')).fill(name);
  await main.getByLabel(m('console.price'), { exact: true }).fill('18000');
  await main.getByLabel(m('console.stock'), { exact: true }).fill('6');
  await main.getByLabel(m('console.category')).selectOption({ index: 1 });

  const photos = main.getByLabel(m('catalogScale.photos', { maximum: 5 }));
  await photos.setInputFiles([file('qizil.png'), file('ogromnoe.png'), file('yashil.png')]);
  await expect(
    main.getByRole('alert').filter({ hasText: m('catalogScale.refused.size', { file: 'ogromnoe.png', maximum: PICTURE_MAX_BYTES / 1024 / 1024 }) }),
  ).toBeVisible();
  const picked = main.getByTestId('picked-photo');
  await expect(picked).toHaveCount(2);
  await expect(picked.first()).toContainText('qizil.png');
  await expect(picked.first()).toContainText(m('catalogScale.cover'));

  // The green one first, by the keyboard: its "up" button, then the focus stays on that photo.
  const up = main.getByRole('button', { name: m('catalogScale.moveUp', { file: 'yashil.png' }) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(picked.first()).toContainText('yashil.png');
  await expect(main.getByRole('button', { name: m('catalogScale.moveDown', { file: 'yashil.png' }) })).toBeFocused();
  expect(uploads).toEqual([]);

  await main.getByRole('button', { name: m('console.createProduct') }).click();
  await expect(page.getByText(m('console.productSaved', { name })).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/console\/products\/\d+$/);
  expect(uploads).toHaveLength(1);
  const id = Number(page.url().split('/').pop());
  const saved = (await (await request.get(`/api/v1/store/products/${id}/`)).json()).result as { images: { image: string }[] };
  expect(saved.images).toHaveLength(2);
  // The cover is the green 300-pixel photo, as ordered.
  const cover = await request.get(new URL(saved.images[0]!.image).pathname);
  expect((await sharp(await cover.body()).metadata()).width).toBe(300);
  fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the products table scrolls sideways inside its box, not the page, and its rows can be picked (uz) @mobile', async ({ page, request }) => {
    const locale = 'uz';
    const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
    await page.goto(`/${locale}`);
    await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: 23 }])).tokens);
    await page.goto(`/${locale}/console/products`);
    const main = page.getByRole('main');
    const table = main.getByTestId('products-table');
    await expect(table.getByTestId('console-product').first()).toBeVisible();
    const widths = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await table.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    await main.getByRole('checkbox', { name: m('catalogScale.selectAll') }).check();
    await expect(main.getByTestId('bulk-bar').getByRole('heading')).toBeVisible();
  });
});
