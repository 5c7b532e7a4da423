import { expect, test } from '@playwright/test';
import { msg } from './helpers/messages';

/**
 * Lists that fit a phone: category chips over a list (on search results they
 * filter by category and keep the words) and "show more" instead of page links.
 */
for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);

  test(`a list on a phone: chips change the category, "show more" appends the next page (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}/products?sort=popular`);
    const main = page.getByRole('main');
    const chips = main.getByRole('navigation', { name: m('products.categories') });
    await expect(chips.getByRole('link', { name: m('products.allCategories') })).toHaveAttribute('aria-current', 'true');
    // The page links are for desktops and crawlers: on a phone they are not shown.
    await expect(main.getByRole('navigation', { name: m('products.pagination') })).toBeHidden();

    const cards = main.locator('[data-product]');
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    const more = main.getByTestId('load-more').getByRole('button');
    await more.tap();
    await expect.poll(() => cards.count()).toBe(first * 2);
    // The focus goes on to the first new product.
    await expect(cards.nth(first).getByRole('link').first()).toBeFocused();
    const ids = await cards.evaluateAll((items) => items.map((li) => li.getAttribute('data-product')));
    expect(new Set(ids).size).toBe(ids.length);

    // A chip opens its category, at its title.
    const chip = chips.getByRole('link').nth(1);
    const name = (await chip.textContent())!.trim();
    await chip.tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(chips.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test(`Back after "show more" twice keeps the cards loaded and the card opened in view (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}/products?sort=popular`);
    const main = page.getByRole('main');
    const cards = main.locator('[data-product]');
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    // The button, not the buttons of the cards loaded above it in the same box.
    const more = main.getByTestId('load-more').locator(':scope > button');
    await more.tap();
    await expect.poll(() => cards.count()).toBe(first * 2);
    await more.tap();
    await expect.poll(() => cards.count()).toBe(first * 3);

    // A card of the third page, opened by its name.
    const card = cards.nth(first * 2 + 1);
    const id = await card.getAttribute('data-product');
    const name = card.getByRole('heading', { level: 3 }).getByRole('link');
    await name.tap();
    await page.waitForURL(/\/products\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${locale}/products\\?sort=popular$`));
    await expect.poll(() => cards.count()).toBe(first * 3);
    await expect(main.locator(`[data-product="${id}"]`)).toBeInViewport();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();

    // A new visit of the list (a new history entry, not Back) starts from its first page.
    await page.goto(`/${locale}/about`);
    await page.goto(`/${locale}/products?sort=popular`);
    await expect(cards).toHaveCount(first);
  });

  test(`the filter sheet's "show" button counts the results as the choices change (${locale}) @mobile`, async ({ page }) => {
    const number = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, ''));
    await page.goto(`/${locale}/products?sort=popular`);
    const all = await number(page.getByTestId('result-count').textContent());
    await page.getByRole('button', { name: m('filters.open'), exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: m('filters.title') });
    const show = sheet.getByRole('button', { name: m('filters.apply') });
    await expect(show).toHaveText(m('filters.showCount', { count: all }));
    await sheet.getByLabel(m('filters.discountAny')).check();
    await expect.poll(() => number(show.textContent())).toBeLessThan(all);
    const counted = await number(show.textContent());
    expect(counted).toBeGreaterThan(0);
    await show.tap();
    await page.waitForURL(/discount=1/);
    await expect.poll(() => number(page.getByTestId('result-count').textContent())).toBe(counted);
  });

  test(`the filter sheet's script comes with its first open, not with the page (${locale}) @mobile`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(`/${locale}/products?sort=popular`);
    // A first key releases what waits for any interaction (the footer, the toasts): then only the sheet is left.
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByRole('button', { name: m('filters.open'), exact: true }).tap();
    await expect(page.getByRole('dialog', { name: m('filters.title') })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test(`the current category's chip is scrolled into view (${locale}) @mobile`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const categories = (await (await page.request.get('/api/v1/category/?size=30', { headers: { 'Accept-Language': locale } })).json()).result as {
      id: number;
      name: string;
    }[];
    const last = categories[categories.length - 1];
    await page.goto(`/${locale}/products?category_id=${last.id}&sort=popular`);
    const chips = page.getByRole('main').getByRole('navigation', { name: m('products.categories') });
    const chip = chips.getByRole('link', { name: last.name, exact: true });
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expect(chip).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`the phone header collapses to its search row as the page scrolls (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}/products?sort=popular`);
    const header = page.getByRole('banner');
    const search = header.getByRole('combobox').or(header.getByRole('searchbox')).first();
    const logo = header.getByRole('link', { name: m('header.logoLabel'), exact: true }).first();
    await expect(logo).toBeInViewport();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(search).toBeInViewport();
    await expect.poll(async () => (await search.boundingBox())!.y).toBeLessThan(30);
    await expect(logo).not.toBeInViewport();
  });

  test(`two rows of two cards fit under the header at 390 × 844 (${locale}) @mobile`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/products?sort=popular`);
    const cards = page.getByRole('main').locator('[data-product]');
    await expect(cards.nth(3)).toBeAttached();
    const barTop = (await page.getByRole('navigation', { name: m('nav.mobile') }).boundingBox())!.y;
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    const first = (await cards.nth(0).boundingBox())!;
    const fourth = (await cards.nth(3).boundingBox())!;
    // The first row placed right under the (uncollapsed) header: the second row ends above the bottom bar.
    const fits = fourth.y + fourth.height - first.y <= barTop - headerHeight;
    expect(fits).toBe(true);
  });

  test(`search results filter by category and keep the words (${locale}) @mobile`, async ({ page }) => {
    const q = locale === 'uz' ? 'sut' : 'молоко';
    await page.goto(`/${locale}/products?q=${encodeURIComponent(q)}`);
    const main = page.getByRole('main');
    const chips = main.getByRole('navigation', { name: m('products.categories') });
    const chip = chips.getByRole('link').nth(1);
    const name = (await chip.textContent())!.trim();
    await chip.tap();
    await expect(page).toHaveURL(/category_id=\d+/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
    await expect(chips.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  });
}

/** The volume-or-weight filter of a category, with the sheet's count, on a phone and a desktop. */
for (const locale of ['uz', 'ru'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => msg(locale, key, values);
  const journey = async (page: import('@playwright/test').Page, phone: boolean) => {
    const milk = (
      await (await page.request.post('/api/v1/store/products/filter/?size=1', { data: { q: 'sut' }, headers: { 'Accept-Language': locale } })).json()
    ).result.content[0];
    const category = milk.category.id as number;
    const facets = (await (await page.request.get(`/api/v1/store/products/weights/?category=${category}`, { headers: { 'Accept-Language': locale } })).json())
      .result as { value: string; label: string; count: number }[];
    expect(facets.length).toBeGreaterThan(1);
    const size = facets[0]!;
    await page.goto(`/${locale}/products?category_id=${category}&sort=popular`);
    let form = page.getByRole('complementary');
    if (phone) {
      await page.getByRole('button', { name: m('filters.open'), exact: true }).tap();
      form = page.getByRole('dialog', { name: m('filters.title') });
    }
    const sizes = form.getByRole('group', { name: m('filters.weight') });
    await sizes.getByRole('checkbox', { name: new RegExp(`^${size.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
    if (phone) {
      const show = form.getByRole('button', { name: m('filters.apply') });
      await expect(show).toHaveText(m('filters.showCount', { count: size.count }));
      await show.tap();
    }
    await page.waitForURL(new RegExp(`weight=${encodeURIComponent(size.value).replace(/%20/g, '(\\+|%20)')}`));
    await expect.poll(async () => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''))).toBe(size.count);
  };
  test(`a category's sizes filter the list (${locale})`, async ({ page }) => journey(page, false));
  test(`a category's sizes filter the list, counted on the "show" button (${locale}) @mobile`, async ({ page }) => journey(page, true));
}
