import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { formatAmount } from '../lib/domain/money';
import { apiLogin, createAccount, storeTokens } from './helpers/accounts';
import { msg, type Locale } from './helpers/messages';
import { staffSession } from './helpers/staff';

/**
 * The console's files (ADR 0039): a seller downloads the orders report as CSV and as XLSX and
 * finds the order a shopper just placed in both; and the price list's round trip: exported as
 * XLSX, a price raised by 80 % in the file, imported back, the flagged row confirmed, and the shop
 * shows the new price. Stores 24 (open round the clock, so an order is taken at any hour) and 23:
 * no other journey edits them.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
}

async function storeProduct(request: APIRequestContext, store: number, locale: Locale): Promise<ApiProduct> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=5', {
    data: { available: true, store },
    headers: { 'Accept-Language': locale },
  });
  const product = (await response.json()).result.content[0] as ApiProduct | undefined;
  expect(product, `a product of store ${store}`).toBeTruthy();
  return product!;
}

/** Clicks and answers the file the browser saved. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

async function xlsxRows(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

test('a seller downloads the orders report as CSV and XLSX and finds the order in both (uz) @mobile', async ({ page, request }) => {
  const locale = 'uz';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const store = 24;
  const product = await storeProduct(request, store, locale);
  const shopper = await createAccount(request);
  const tokens = await apiLogin(request, shopper.phone, shopper.password);
  const placed = await request.post('/api/v1/store/order/', {
    headers: { Authorization: `Bearer ${tokens.access_token}`, 'Accept-Language': locale },
    data: { type: 'T', full_name: 'Hisobot Sinovov', phone_number: shopper.phone, payment_type: 'cash', products: [{ product: product.id, quantity: 3 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).result.id as number;

  await page.goto(`/${locale}`);
  await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
  await page.goto(`/${locale}/console`);
  // The section is in the navigation (on a phone: behind "More").
  const nav = page.getByRole('navigation', { name: m('console.menu') });
  await nav.getByRole('button', { name: m('consoleShell.more') }).click();
  await nav.getByRole('link', { name: m('console.sections.reports') }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/console/reports`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: m('console.sections.reports') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // A range the wrong way round is said at once, on the field.
  const from = main.getByLabel(m('consoleReports.from'));
  const to = main.getByLabel(m('consoleReports.to'));
  const today = await to.inputValue();
  await from.fill(today);
  await to.fill('2020-01-01');
  await main.getByRole('button', { name: m('consoleReports.download') }).click();
  await expect(main.getByText(m('consoleReports.rangeReversed'))).toBeVisible();
  await main.getByRole('button', { name: m('consoleReports.last7') }).click();
  await expect(to).toHaveValue(today);

  await main.getByRole('radio', { name: new RegExp(m('consoleReports.kinds.orders').replace(/[()]/g, '\\$&')) }).check();
  const csv = await downloaded(page, () => main.getByRole('button', { name: m('consoleReports.download') }).click());
  expect(csv.name).toBe(`savat-orders-${await main.getByLabel(m('consoleReports.from')).inputValue()}_${today}-store-${store}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(csv.bytes, { bom: true, delimiter: ';' }) as string[][];
  expect(rows[0]![0]).toBe(m('api.reports.columns.order'));
  const row = rows.find((r) => r[0] === String(orderId));
  expect(row, `order ${orderId} in the CSV`).toBeTruthy();
  expect(row!.slice(7, 12)).toEqual(['Hisobot Sinovov', shopper.phone, product.name, expect.any(String), '3']);
  await expect(page.getByText(m('consoleReports.downloaded', { name: csv.name }))).toBeVisible();

  await main.getByText(m('consoleReports.xlsx')).click();
  const xlsx = await downloaded(page, () => main.getByRole('button', { name: m('consoleReports.download') }).click());
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const sheet = await xlsxRows(xlsx.bytes);
  expect(sheet.getRow(1).getCell(1).value).toBe(m('api.reports.columns.order'));
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((r) => {
    if (r.getCell(1).value === orderId) found = r;
  });
  expect(found, `order ${orderId} in the XLSX`).toBeTruthy();
  expect(found!.getCell(10).value).toBe(product.name);
  expect(found!.getCell(12).value).toBe(3);
});

test('the price list goes out as XLSX, a price raised by 80 % comes back flagged, is confirmed, and the shop shows it (ru)', async ({ page, request }) => {
  const locale = 'ru';
  const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
  const store = 23;
  const product = await storeProduct(request, store, locale);
  await page.goto(`/${locale}`);
  await storeTokens(page, (await staffSession(request, [{ role: 'seller', store_id: store }])).tokens);
  await page.goto(`/${locale}/console/products`);
  const main = page.getByRole('main');
  await main.getByText(m('console.importTitle')).click();

  const exported = await downloaded(page, () => main.getByRole('button', { name: m('consolePriceList.exportXlsx') }).click());
  expect(exported.name).toMatch(new RegExp(`^savat-price-list-store-${store}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(exported.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['sku', 'id', 'name', 'price', 'discount', 'stock']);
  // The accountant raises one price by 80 % in the spreadsheet.
  let price = 0;
  sheet.eachRow((row) => {
    if (row.getCell(2).value !== product.id) return;
    price = Math.round((Number(row.getCell(4).value) * 1.8) / 100) * 100;
    row.getCell(4).value = price;
  });
  expect(price).toBeGreaterThan(0);
  const edited = Buffer.from(await book.xlsx.writeBuffer());

  const file = main.getByLabel(m('console.importFile'));
  await file.setInputFiles({ name: 'прайс.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: edited });
  await main.getByRole('button', { name: m('console.importPreview') }).click();
  const report = main.getByTestId('import-report');
  await expect(report).toContainText(m('consolePriceList.flagged', { count: 1 }));
  const flaggedRow = report.locator('tr[data-flagged]');
  await expect(flaggedRow).toHaveCount(1);
  await expect(flaggedRow).toContainText(product.name);
  await expect(flaggedRow).toContainText(m('consolePriceList.flag_over_half'));

  // Not without the tick: the box is pointed at.
  await main.getByRole('button', { name: m('console.importApply', { count: 1 }) }).click();
  await expect(main.getByText(m('consolePriceList.confirmNeeded'))).toBeVisible();
  const confirm = main.getByLabel(m('consolePriceList.confirm', { count: 1 }));
  await expect(confirm).toBeFocused();
  await confirm.check();
  await main.getByRole('button', { name: m('console.importApply', { count: 1 }) }).click();
  await expect(report).toContainText(m('console.importDone', { count: 1 }));

  await page.goto(`/${locale}/products/${product.id}`);
  await expect(page.getByRole('main').getByText(formatAmount(price, locale)).first()).toBeVisible();
});
