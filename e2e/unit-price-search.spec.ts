import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '../lib/contract/catalog';
import { formatMoney } from '../lib/domain/money';
import { unitPrice } from '../lib/domain/product';
import { msg, type Locale } from './helpers/messages';

/**
 * The shopper's phone: a card and a product page say what a litre of
 * milk costs when the pack is not a litre, a unit is never said twice ("1 kg · kg"), and the
 * search knows the words people type: "хлеб" finds the tandoor bread ("non"), in both languages.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function audit(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      label,
    )
    .toEqual([]);
}

/** The first page of a search through the API, as the list page asks for it. */
async function search(request: APIRequestContext, locale: Locale, q: string): Promise<Product[]> {
  const response = await request.post('/api/v1/store/products/filter/?sort=popular&page=1&size=12', { data: { q }, headers: { 'Accept-Language': locale } });
  const body = await response.json();
  expect(body.ok).toBe(true);
  return body.result.content as Product[];
}

/** The demo catalog's tandoor bread, as each language names it. */
const NON: Record<Locale, string> = { uz: 'Tandir non', ru: 'Лепёшка тандырная' };
/** The 0.9 l milk, as each language names it. */
const MILK: Record<Locale, string> = { uz: 'Sut 2,5%', ru: 'Молоко 2,5%' };

for (const locale of ['uz', 'ru'] as const) {
  test(`a milk card and its page show the price per litre, and a unit is said once (${locale}) @mobile`, async ({ page, request }) => {
    const money = (amount: number) => formatMoney(amount, locale, msg(locale, 'common.currency'));
    const [milk] = await search(request, locale, MILK[locale]);
    expect(milk, 'the 0.9 l milk').toBeTruthy();
    expect(milk!.weight).toMatch(/^0,9 /);
    // 0.9 l: the litre costs what is paid, divided by 0.9, in whole so'm.
    expect(milk!.price_per_unit).toEqual({ price: Math.round(unitPrice(milk!) / 0.9), unit: 'l' });
    const perLitre = msg(locale, 'product.pricePer.l', { price: money(milk!.price_per_unit!.price) });

    // The milk's own card: with its store picked (a list groups the same milk of several stores
    // into one card "from X", which gives no price per litre, ADR 0034).
    await page.goto(`/${locale}/products?q=${encodeURIComponent(MILK[locale])}&store=${milk!.store.id}`);
    const main = page.getByRole('main');
    const card = main.locator('article').filter({ has: page.locator(`a[href$="/products/${milk!.id}"]`) });
    await expect(card).toContainText(perLitre);
    await audit(page, `${locale} search results`);

    await card.getByRole('link', { name: milk!.name }).tap();
    await page.waitForURL(new RegExp(`/${locale}/products/${milk!.id}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(milk!.name);
    await expect(main).toContainText(perLitre);
    await audit(page, `${locale} product page`);

    // Apples are sold by the kilogram: "1 kg", never "1 kg · kg", and no price per kg beside the price.
    const [apple] = await search(request, locale, 'Semerenko');
    expect(apple!.weight).toBeTruthy();
    await page.goto(`/${locale}/products/${apple!.id}`);
    await expect(main).toContainText(`${msg(locale, 'product.unit')}: ${apple!.weight}`);
    await expect(main).not.toContainText(`${apple!.weight} · ${apple!.amount_type}`);
    await expect(main).not.toContainText(msg(locale, 'product.pricePer.kg', { price: money(unitPrice(apple!)) }));
  });

  test(`typing "хлеб" finds the tandoor bread (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('banner').getByRole('combobox', { name: msg(locale, 'header.searchLabel') });
    const list = page.getByRole('listbox', { name: msg(locale, 'search.listLabel') });
    await box.tap();
    await box.pressSequentially('хлеб', { delay: 40 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: NON[locale], exact: true })).toBeVisible();

    await box.press('Enter');
    await page.waitForURL(new RegExp(`/${locale}/products\\?q=${encodeURIComponent('хлеб')}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: NON[locale], exact: true }).first()).toBeVisible();
    await audit(page, `${locale} "хлеб" results`);
  });
}
