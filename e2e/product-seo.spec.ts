import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { msg, msgPattern } from './helpers/messages';
import { staffSession } from './helpers/staff';

/** Every file under the build's server folder, where Next's page cache writes (paths relative to it). */
function builtFiles(): string[] {
  return readdirSync(path.join('.next', 'server'), { recursive: true, encoding: 'utf8' });
}

interface RichProduct {
  id: number;
  counts: Record<string, number>;
}

/**
 * A demo product with what the page shows at its richest: several images, the same product in
 * other stores, stock, more than one page of reviews and a star that has some (but not all) of them.
 */
async function findRichProduct(request: APIRequestContext): Promise<RichProduct> {
  const list = await (await request.get('/api/v1/store/products/popular/?size=60')).json();
  for (const { id } of list.result.content as { id: number }[]) {
    const detail = (await (await request.get(`/api/v1/store/products/${id}/`)).json()).result;
    if (detail.images.length < 2 || detail.comparison_products.length === 0 || detail.available < 2) continue;
    const comments = (await (await request.get(`/api/v1/store/comments/${id}/?size=5`)).json()).result;
    const counts: Record<string, number> = comments.rating_count;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total <= 5) continue;
    if (!Object.values(counts).some((n) => n > 0 && n < total)) continue;
    return { id, counts };
  }
  throw new Error('the demo catalog has no product with images, comparison and reviews');
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** A PNG's or a JPEG's width and height, read from its bytes (IHDR; a JPEG's start-of-frame). */
function pictureSize(bytes: Buffer, type: string): [number, number] {
  if (type === 'image/png') {
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  }
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
  }
  throw new Error('a JPEG without a frame header');
}

// Telegram and Facebook show no SVG; a shared product page carries a PNG or JPEG and its true size.
for (const locale of ['uz', 'ru'] as const) {
  test(`a product page shares a PNG or JPEG picture, of the type and size its tags say (${locale})`, async ({ page, request }) => {
    const list = await (await request.get('/api/v1/store/products/popular/?size=10', { headers: { 'Accept-Language': locale } })).json();
    const product = (list.result.content as { id: number; name: string; images: { image: string }[] }[]).find((p) => p.images.length > 0)!;
    await page.goto(`/${locale}/products/${product.id}`);
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`).first().getAttribute('content');
    const url = (await meta('og:image'))!;
    expect(url).toMatch(/^https?:\/\//);
    expect(url).not.toMatch(/\.svg($|\?)/);
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    const type = answer.headers()['content-type']!;
    expect(['image/png', 'image/jpeg']).toContain(type);
    expect(await meta('og:image:type')).toBe(type);
    const [width, height] = pictureSize(await answer.body(), type);
    expect([Number(await meta('og:image:width')), Number(await meta('og:image:height'))]).toEqual([width, height]);
    expect([width, height]).toEqual([1200, 630]);
    expect(await meta('og:image:alt')).toBe(product.name);
    // Twitter's card (which Telegram also reads) is the same picture.
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', url);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
}

test('a product with an uploaded photo shares it as a 1200×630 JPEG', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The least popular of the first 60, so that the richer products other journeys pick keep their pictures.
  const list = await (await request.get('/api/v1/store/products/popular/?size=60')).json();
  const product = (list.result.content as { id: number; store: { id: number } }[]).at(-1)!;
  const seller = await staffSession(request, [{ role: 'seller', store_id: product.store.id }]);
  const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const uploaded = await request.post(`/api/v1/console/products/${product.id}/images/`, {
    headers: { Authorization: `Bearer ${seller.tokens.access_token}` },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  // The upload renews the product's cached page (a minute at most, its revalidation).
  const og = () => page.locator('head meta[property="og:image"]').first().getAttribute('content');
  await expect
    .poll(
      async () => {
        await page.goto(`/uz/products/${product.id}`);
        return og();
      },
      { timeout: 70_000 },
    )
    .toMatch(/\/media\/product-images\/[A-Za-z0-9_-]{20,}\.og\.jpg$/);
  const answer = await request.get((await og())!);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  expect(pictureSize(await answer.body(), 'image/jpeg')).toEqual([1200, 630]);
  await expect(page.locator('head meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg');
});

test.describe('product page and search-engine reach', () => {
  let product: RichProduct;

  test.beforeAll(async ({ request }) => {
    product = await findRichProduct(request);
  });

  for (const locale of ['uz', 'ru'] as const) {
    test(`a product page in ${locale}: gallery, comparison table, reviews with a star filter and "show more"`, async ({ page }) => {
      const answer = await page.goto(`/${locale}/products/${product.id}`);
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Gallery: a thumbnail changes the main image; the keyboard moves between thumbnails.
      const gallery = page.getByRole('region', { name: msg(locale, 'product.gallery') });
      const main = gallery.locator('img').first();
      const thumbs = gallery.getByRole('list').getByRole('button');
      expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
      const before = await main.getAttribute('src');
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(main).not.toHaveAttribute('src', before ?? '');
      await thumbs.nth(1).press('ArrowLeft');
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs.first()).toBeFocused();
      await expect(main).toHaveAttribute('src', before ?? '');

      // Delivery and pickup cards, the seller's store link.
      await expect(page.getByRole('main').getByText(msg(locale, 'productPage.delivery'), { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: msgPattern(locale, 'productPage.seller') })).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/stores/\\d+$`),
      );

      // The comparison table: one row per other store, each with a link to its product.
      const table = page.locator('#comparison').getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(5);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(1);
      await expect(rows.first().getByRole('link')).toHaveAttribute('href', new RegExp(`/${locale}/products/\\d+$`));

      // Reviews: 5 at first, "show more" adds the next 5 (or the rest).
      const reviews = page.locator('#reviews');
      const list = reviews.getByTestId('reviews-list').locator(':scope > li');
      await expect(list).toHaveCount(5);
      const total = Object.values(product.counts).reduce((a, b) => a + b, 0);
      await reviews.getByRole('button', { name: msg(locale, 'productPage.showMore') }).click();
      await expect(list).toHaveCount(Math.min(10, total));

      // A star filter shows only reviews with that many stars, as many as its count (up to 5).
      const [stars, count] = Object.entries(product.counts).find(([, n]) => n > 0 && n < total)!;
      const filter = reviews
        .getByRole('group')
        .getByRole('button', { name: msg(locale, 'productPage.starsCount', { stars: Number(stars), count }), exact: true });
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(list).toHaveCount(Math.min(5, count));
      for (const rating of await list.evaluateAll((items) => items.map((li) => li.getAttribute('data-rating')))) expect(rating).toBe(stars);
    });
  }

  test('@mobile a product page on a phone: thumbnails, basket with its stock cap, other stores stacked', async ({ page }) => {
    await page.goto(`/uz/products/${product.id}`);
    const gallery = page.getByRole('region', { name: msg('uz', 'product.gallery') });
    const thumbs = gallery.getByRole('list').getByRole('button');
    await thumbs.nth(1).tap();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('main');
    await main
      .getByRole('button', { name: msgPattern('uz', 'product.addToCartLabel', { name: /.+/ }) })
      .first()
      .tap();
    await expect(main.getByRole('button', { name: msgPattern('uz', 'product.increase', { name: /.+/ }) }).first()).toBeVisible();
    // Other stores: the table's rows stacked on a phone (store, price, stock; "open" beside them),
    // no wider than the screen, with each offer's stock, the sold-out offers last.
    const comparison = page.locator('#comparison');
    const table = comparison.getByRole('table', { name: msg('uz', 'productPage.comparisonCaption') });
    await expect(table).toBeVisible();
    const offers = table.locator('tbody tr');
    expect(await offers.count()).toBeGreaterThanOrEqual(1);
    await expect(offers.first().getByRole('link')).toHaveAttribute('href', /\/uz\/products\/\d+$/);
    const box = await offers.first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const [name, open] = [offers.first().getByRole('rowheader'), offers.first().getByRole('link')];
    expect((await open.boundingBox())!.x, '"open" is beside the store, not under it').toBeGreaterThan((await name.boundingBox())!.x + 100);
    const soldOut = msg('uz', 'product.outOfStock');
    const stock = await offers.evaluateAll((items, out) => items.map((li) => (li.textContent ?? '').includes(out)), soldOut);
    expect(stock, 'sold-out offers come after the ones in stock').toEqual([...stock].sort((a, b) => Number(a) - Number(b)));
  });

  test('the product page describes itself to search engines (JSON-LD, canonical, hreflang)', async ({ page }) => {
    await page.goto(`/ru/products/${product.id}`);
    const data = await jsonLd(page);
    const item = data.find((d) => d['@type'] === 'Product') as {
      name: string;
      offers: { priceCurrency: string; price: number; availability: string; seller: { name: string } };
    };
    expect(item).toBeDefined();
    expect(item.offers.priceCurrency).toBe('UZS');
    expect(item.offers.price).toBeGreaterThan(0);
    expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(item.offers.seller.name).toBeTruthy();
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ru/products/${product.id}$`));
    for (const lang of ['uz', 'ru', 'x-default']) await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  });

  test('home names the organisation; lists name their breadcrumbs', async ({ page }) => {
    await page.goto('/uz');
    const org = (await jsonLd(page)).find((d) => d['@type'] === 'Organization') as {
      name: string;
      url: string;
      contactPoint: { telephone: string }[];
      sameAs: string[];
    };
    expect(org).toBeDefined();
    expect(org.name).toBe(msg('uz', 'common.siteName'));
    expect(org.contactPoint[0].telephone).toMatch(/^\+998/);
    expect(org.sameAs.length).toBeGreaterThan(0);

    for (const path of ['/ru/catalog', '/uz/products?category_id=1&sort=cheap&page=2']) {
      await page.goto(path);
      expect((await jsonLd(page)).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
    // The product list's canonical keeps the category and the page, not the sort.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/uz\/products\?category_id=1&page=2$/);
  });

  test('every page keeps its title and description in <head>, even a per-request list for an ordinary browser', async ({ request }) => {
    // Link previews (Telegram) and audits read <head> only; Next would stream a per-request page's
    // metadata into <body> for browsers it doesn't know as a limited bot (next.config htmlLimitedBots).
    const agent = 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
    for (const path of ['/uz', '/ru/products?category_id=1&sort=cheap', '/uz/products?q=olma']) {
      const html = await (await request.get(path, { headers: { 'User-Agent': agent } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(head, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test('a category list in a sort, with no tick or one, comes from the page cache; with more filters or a later page it renders per request, the same page', async ({
    request,
  }) => {
    const names = (html: string) => [...html.matchAll(/<h3 class="pc-name"><a href="([^"]+)"/g)].map((m) => m[1]);
    const get = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      return { cache: res.headers()['x-nextjs-cache'], html: await res.text() };
    };
    // Asked once first: a product that ran out in an earlier journey sends the list to be rendered
    // again on its next request (ADR 0011).
    await get('/uz/products?category_id=2&sort=cheap');
    // From the cache: fresh (HIT), or older than a minute and being rebuilt behind it (STALE).
    const cached = await get('/uz/products?category_id=2&sort=cheap');
    expect(['HIT', 'STALE']).toContain(cached.cache);
    // The same list with a page number in its query renders per request: the cached page shows
    // the same products in the same order, with the list's own canonical.
    const rendered = await get('/uz/products?category_id=2&sort=cheap&page=1');
    expect(rendered.cache).toBeUndefined();
    expect(names(cached.html)).toHaveLength(12);
    expect(names(cached.html)).toEqual(names(rendered.html));
    expect(cached.html).toMatch(/<link rel="canonical" href="[^"]*\/uz\/products\?category_id=2"\/>/);
    // One tick is a view of its own, built on its first request and then kept: the same products
    // as the list rendered per request with the tick.
    await get('/uz/products?category_id=2&sort=cheap&available=true');
    const ticked = await get('/uz/products?category_id=2&sort=cheap&available=true');
    expect(['HIT', 'STALE']).toContain(ticked.cache);
    const tickedRendered = await get('/uz/products?category_id=2&sort=cheap&available=true&page=1');
    expect(tickedRendered.cache).toBeUndefined();
    expect(names(ticked.html).length).toBeGreaterThan(0);
    expect(names(ticked.html)).toEqual(names(tickedRendered.html));
    // Two ticks, another filter or a later page render per request.
    expect((await get('/uz/products?category_id=2&sort=cheap&available=true&pickup=true')).cache).toBeUndefined();
    expect((await get('/uz/products?category_id=2&sort=cheap&min_price=1000')).cache).toBeUndefined();
    expect((await get('/uz/products?category_id=2&sort=cheap&page=2')).cache).toBeUndefined();
    // A category that does not exist is not found, whichever way the list is served.
    expect((await request.get('/uz/products?category_id=99999')).status()).toBe(404);
    expect((await request.get('/uz/products?category_id=99999&page=1')).status()).toBe(404);
    // A campaign tag changes nothing on the list: still the cached page.
    expect(['HIT', 'STALE']).toContain((await get('/uz/products?category_id=2&sort=cheap&utm_source=e2e')).cache);
    // The filter form posts to the list's own address, not to the cached page's.
    expect(cached.html).toMatch(/<form[^>]* action="\/uz\/products"/);
  });

  test('a made-up product or category id is not found each time and never kept in the page cache', async ({ request }) => {
    // Next would keep each such 404: a client walking through ids would push the real pages out of
    // the cache (lib/http/page-cache-handler.mjs). A real product's page is kept, in memory only.
    for (const path of ['/uz/products/987654321', '/ru/products/987654322', '/uz/products?category_id=99998']) {
      for (let i = 0; i < 2; i++) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(404);
        expect(res.headers()['x-nextjs-cache'], path).not.toBe('HIT');
      }
    }
    const popular = (await (await request.get('/api/v1/store/products/popular/?size=1')).json()).result.content[0];
    await request.get(`/uz/products/${popular.id}`);
    expect(['HIT', 'STALE']).toContain((await request.get(`/uz/products/${popular.id}`)).headers()['x-nextjs-cache']);
    // Pages built at run time are not written to disk (lib/http/page-cache-handler.mjs): a crawler
    // following the sitemaps through the whole catalog would write about 235 kB per page.
    const productFiles = builtFiles().filter((file) => new RegExp(`^${popular.id}\\.(html|rsc|meta)$`).test(path.basename(file)));
    expect(productFiles).toEqual([]);
  });

  test('made-up icons and monograms are answered but never written to disk', async ({ request }) => {
    // Every address under /media/monogram is valid (two capitals, any colour) and any name under
    // /media/emoji is asked for: kept on disk, a client walking through them would fill it
    // (lib/http/page-cache-handler.mjs, app/media/monogram/[letters]/[file]/route.ts).
    const stamp = Date.now().toString(16).slice(-6).toUpperCase().padStart(6, '0');
    const icon = `/media/emoji/made-up-${stamp.toLowerCase()}.svg`;
    const monogram = `/media/monogram/QZ/${stamp}.svg`;
    for (let i = 0; i < 2; i++) {
      expect((await request.get(icon)).status()).toBe(404);
      const res = await request.get(monogram);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toContain('immutable');
      expect(await res.text()).toContain(`fill="#${stamp}"`);
    }
    const names = builtFiles().map((file) => path.basename(file));
    expect(names.filter((name) => name.includes(stamp) || name.includes(stamp.toLowerCase()))).toEqual([]);
  });

  test('robots.txt and the sitemaps list every product in both languages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/Disallow: \/api\//);
    expect(robotsText).toMatch(/Disallow: \/\*\/cart/);
    const sitemapUrl = robotsText.match(/Sitemap: (\S+)/)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const files = [...indexXml.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThanOrEqual(1);

    const first = await request.get(files[0]);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toMatch(/xml/);
    const xml = await first.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/uz/products/${product.id}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/ru/products/${product.id}</loc>`));
    expect(xml).toMatch(/hreflang="x-default"/);
    expect(xml).toMatch(/<loc>[^<]*\/ru\/products\?category_id=\d+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/uz\/stores\/\d+<\/loc>/);
  });
});
