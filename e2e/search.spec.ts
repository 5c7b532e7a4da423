import { expect, test, type Locator, type Page } from '@playwright/test';
import { msg, type Locale } from './helpers/messages';

/** The header's search combobox and its listbox, by their accessible names in each language. */
const names = (locale: Locale) => ({
  box: msg(locale, 'header.searchLabel'),
  list: msg(locale, 'search.listLabel'),
  history: msg(locale, 'search.history'),
  popular: msg(locale, 'search.popular'),
  clear: msg(locale, 'search.clearAll'),
});
const NAMES = { uz: names('uz'), ru: names('ru') };

type Lang = keyof typeof NAMES;

function searchBox(page: Page, lang: Lang) {
  const box = page.getByRole('banner').getByRole('combobox', { name: NAMES[lang].box });
  const list = page.getByRole('listbox', { name: NAMES[lang].list });
  return { box, list };
}

/** Moves the active option with ArrowDown until the option named `name` (inside `scope`) is active. */
async function arrowTo(box: Locator, list: Locator, name: string, scope: Locator = list) {
  // Suggestions of the previous text stay until the new ones arrive: wait for those.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const option = scope.getByRole('option', { name, exact: true });
  const id = (await option.getAttribute('id'))!;
  const ids = await list.getByRole('option').evaluateAll((els) => els.map((el) => el.id));
  const index = ids.indexOf(id);
  expect(index, `option "${name}"`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', id);
}

/** Waits until the island has hydrated (the header's client code is running). */
async function ready(page: Page, box: Locator) {
  await page.waitForLoadState('networkidle');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

test.describe('header search', () => {
  test('uz: suggestions, keyboard pick, history (remove one, clear all) and popular terms', async ({ page }) => {
    await page.goto('/uz');
    const { box, list } = searchBox(page, 'uz');
    await ready(page, box);

    // Typing shows suggestions from the API.
    await box.click();
    await box.pressSequentially('olm', { delay: 40 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: 'Olma', exact: true })).toBeVisible();
    await expect(list.getByRole('option').first()).toBeVisible();
    // The typed part is marked.
    await expect(list.locator('mark').first()).toHaveText(/olm/i);

    // Pick one with the keyboard: the product list opens with q and shows the product.
    await arrowTo(box, list, 'Olma');
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=Olma$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Olma');
    await expect(main.getByText('Olma', { exact: true }).first()).toBeVisible();
    await expect(box).toHaveValue('Olma');

    // Typed text submitted with Enter is searched as is.
    await box.fill('non');
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=non$/);
    await box.fill('sut');
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=sut$/);
    // Searching a term again does not duplicate it.
    await box.fill('olma');
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=olma$/);

    // Focus on the empty box: history (newest first, no duplicates) and popular terms.
    await box.fill('');
    await box.blur();
    await box.focus();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const history = list.getByRole('group', { name: NAMES.uz.history });
    await expect(history.getByRole('option')).toHaveText(['sut', 'non', 'Olma', NAMES.uz.clear]);
    const popular = list.getByRole('group', { name: NAMES.uz.popular });
    await expect(popular.getByRole('option').first()).toBeVisible();
    expect(await popular.getByRole('option').count()).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('search_history') ?? 'null'));
    expect(stored.state.history).toEqual(['sut', 'non', 'Olma']);

    // Remove one with its button, one with the keyboard (Delete on the active term).
    await history.getByRole('button', { name: msg('uz', 'search.remove', { term: 'sut' }) }).click();
    await expect(history.getByRole('option')).toHaveText(['non', 'Olma', NAMES.uz.clear]);
    await expect(box).toBeFocused();
    await arrowTo(box, list, 'non', history);
    await box.press('Delete');
    await expect(history.getByRole('option')).toHaveText(['Olma', NAMES.uz.clear]);

    // Clear all, from the keyboard.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // ArrowDown opens the list on its first option (Olma), the next one is "clear all".
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(history.getByRole('option', { name: 'Olma', exact: true })).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(history.getByRole('option', { name: NAMES.uz.clear })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(list.getByRole('group', { name: NAMES.uz.history })).toHaveCount(0);
    await expect(popular.getByRole('option').first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('search_history')!).state.history)).toEqual([]);

    // Tab leaves the box and closes the list.
    await box.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(list).toBeHidden();
  });

  test('uz: Cyrillic Uzbek "олма" suggests the apples; popular terms show on focus', async ({ page }) => {
    await page.goto('/uz/about');
    const { box, list } = searchBox(page, 'uz');
    await ready(page, box);
    await box.click();
    const popular = list.getByRole('group', { name: NAMES.uz.popular });
    await expect(popular.getByRole('option').first()).toBeVisible();
    await box.pressSequentially('олма', { delay: 40 });
    await expect(list.getByRole('option', { name: 'Olma', exact: true })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Olma sharbati' })).toBeVisible();

    // A term that matches nothing says so.
    await box.fill('zzqqxx');
    await expect(page.getByRole('search').getByText(msg('uz', 'search.noSuggestions')).first()).toBeVisible();
    await expect(page.getByRole('search').getByRole('status')).toHaveText(msg('uz', 'search.noSuggestions'));
    await expect(list.getByRole('option')).toHaveCount(0);

    // Escape closes, then clears.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('ru: "olm" and "яблоко" suggest «Яблоко», picked with the keyboard', async ({ page }) => {
    await page.goto('/ru');
    const { box, list } = searchBox(page, 'ru');
    await ready(page, box);
    await box.click();
    await box.pressSequentially('olm', { delay: 40 });
    await expect(list.getByRole('option', { name: 'Яблоко', exact: true })).toBeVisible();

    await box.fill('яблоко');
    await expect(list.getByRole('option', { name: 'Яблоко', exact: true })).toBeVisible();
    await arrowTo(box, list, 'Яблоко');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/ru/products' && url.searchParams.get('q') === 'Яблоко');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Яблоко');
    await expect(main.getByText('Яблоко', { exact: true }).first()).toBeVisible();

    // The history shows the term on focus; clear all with the pointer.
    await box.fill('');
    await box.blur();
    await box.focus();
    const history = list.getByRole('group', { name: NAMES.ru.history });
    await expect(history.getByRole('option')).toHaveText(['Яблоко', NAMES.ru.clear]);
    await expect(list.getByRole('group', { name: NAMES.ru.popular }).getByRole('option').first()).toBeVisible();
    await history.getByRole('button', { name: msg('ru', 'search.remove', { term: 'Яблоко' }) }).click();
    await expect(list.getByRole('group', { name: NAMES.ru.history })).toHaveCount(0);
  });
});

test.describe('stores, categories and "did you mean" (ADR 0032)', () => {
  test('uz: "Baraka" suggests the store above the products; the results page leads with it', async ({ page }) => {
    await page.goto('/uz');
    const { box, list } = searchBox(page, 'uz');
    await ready(page, box);
    await box.click();
    await box.fill('Baraka');
    const stores = list.getByRole('group', { name: msg('uz', 'search.stores') });
    await expect(stores.getByRole('option', { name: 'Baraka Market' })).toBeVisible();
    // The store comes first: it is the first option of the list.
    await expect(list.getByRole('option').first()).toHaveText('Baraka Market');

    // The typed text searched as is: the page leads with the store, before the products' count.
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=Baraka$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(msg('uz', 'products.storesFound'));
    const lead = main.getByRole('region', { name: msg('uz', 'products.storesFound') });
    await expect(lead.getByRole('link', { name: /Baraka Market/ })).toBeVisible();

    // The store's full name finds it too, although no product is named so.
    await page.goto('/uz/products?q=Baraka%20Market');
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: msg('uz', 'products.storesFound') })
        .getByRole('link', { name: /Baraka Market/ }),
    ).toBeVisible();
  });

  test('ru: "барака" in Cyrillic suggests the store; picking it opens the store', async ({ page }) => {
    await page.goto('/ru');
    const { box, list } = searchBox(page, 'ru');
    await ready(page, box);
    await box.click();
    await box.fill('барака');
    const option = list.getByRole('group', { name: msg('ru', 'search.stores') }).getByRole('option', { name: 'Baraka Market' });
    await expect(option).toBeVisible();
    await arrowTo(box, list, 'Baraka Market');
    await box.press('Enter');
    await page.waitForURL(/\/ru\/stores\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Baraka Market');
  });

  test('a term that finds nothing proposes the closest name, in the box and on the page', async ({ page }) => {
    await page.goto('/ru');
    const { box, list } = searchBox(page, 'ru');
    await ready(page, box);
    await box.click();
    await box.fill('qlpnay');
    await expect(list.getByRole('option', { name: msg('ru', 'search.didYouMean', { term: 'Клубника' }) })).toBeVisible();

    await page.goto('/uz/products?q=qlpnay');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: msg('uz', 'products.empty') })).toBeVisible();
    await main.getByRole('link', { name: 'Qulupnay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/uz/products' && url.searchParams.get('q') === 'Qulupnay');
    await expect(main.getByRole('article').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form still opens the product list with q', async ({ page }) => {
    await page.goto('/uz');
    const box = page.getByRole('banner').getByRole('combobox', { name: NAMES.uz.box });
    await box.fill('olma');
    await box.press('Enter');
    await page.waitForURL(/\/uz\/products\?q=olma$/);
    await expect(page.getByRole('main').getByText('Olma', { exact: true }).first()).toBeVisible();
  });
});

test.describe('on a phone @mobile', () => {
  test('suggestions show under the header box and a tap opens the list', async ({ page }) => {
    await page.goto('/uz');
    const { box, list } = searchBox(page, 'uz');
    await ready(page, box);
    await box.tap();
    await box.pressSequentially('olm', { delay: 40 });
    const option = list.getByRole('option', { name: 'Olma', exact: true });
    await expect(option).toBeVisible();
    await option.tap();
    await page.waitForURL(/\/uz\/products\?q=Olma$/);
    await box.fill('');
    await box.blur();
    await box.tap();
    await expect(list.getByRole('group', { name: NAMES.uz.history }).getByRole('option', { name: 'Olma', exact: true })).toBeVisible();
  });

  test('a store is suggested on a phone and the results page leads with it', async ({ page }) => {
    await page.goto('/uz');
    const { box, list } = searchBox(page, 'uz');
    await ready(page, box);
    await box.tap();
    await box.fill('Baraka Market');
    const option = list.getByRole('group', { name: msg('uz', 'search.stores') }).getByRole('option', { name: 'Baraka Market' });
    await expect(option).toBeVisible();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/uz/products' && url.searchParams.get('q') === 'Baraka Market');
    const lead = page.getByRole('main').getByRole('region', { name: msg('uz', 'products.storesFound') });
    await expect(lead.getByRole('link', { name: /Baraka Market/ })).toBeVisible();
    await lead.getByRole('link', { name: /Baraka Market/ }).tap();
    await page.waitForURL(/\/uz\/stores\/\d+$/);
  });
});
