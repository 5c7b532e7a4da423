import type { Product } from '@/lib/contract/catalog';
import { expectError, get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { desc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_SORTS } from '@/lib/contract/values';
import { products, searchTerms } from '@/server/db/schema';
import { cachesForget } from '@/server/services/cache-invalidation';
import { flushTallies } from '@/server/services/tallies';

type Page = { content: Product[]; totalElements: number; totalPages: number; number: number; size: number; last: boolean; empty: boolean };
const filter = async (body: object, query = '') => {
  const res = await post(`/store/products/filter/${query ? `?${query}` : ''}`, body);
  expect(res.status).toBe(200);
  return res.body.result as Page;
};

describe.each(testTargets())('products on %s', (target) => {
  const db = useSeededDb(target);

  describe('lists', () => {
    it('answers popular products as a page, most sold first, 12 by default', async () => {
      const page: Page = (await get('/store/products/popular/')).body.result;
      expect(page.content).toHaveLength(12);
      expect(page).toMatchObject({ number: 1, size: 12, first: true, empty: false });
      const sales = page.content.map((p) => p.number_of_sales);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
    });

    it('puts sold-out items after the available ones in every sort, and never on the popular shelf', async () => {
      // The best sellers of one category sold out: they must sink below every item in stock.
      const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).limit(1);
      const best = await db()
        .db.select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, categoryId))
        .orderBy(desc(products.numberOfSales), desc(products.discountPrice))
        .limit(3);
      await db()
        .db.update(products)
        .set({ available: 0 })
        .where(
          inArray(
            products.id,
            best.map((b) => b.id),
          ),
        );
      await cachesForget({ kind: 'stock', productIds: best.map((b) => b.id), soldOutOrBack: best.map((b) => b.id) });
      for (const sort of PRODUCT_SORTS) {
        const page = await filter({ category: categoryId }, `sort=${sort}&size=100`);
        const inStock = page.content.map((p) => p.available > 0);
        const firstOut = inStock.indexOf(false);
        expect(firstOut).toBeGreaterThan(0);
        expect(inStock.slice(firstOut).every((s) => !s)).toBe(true);
      }
      const shelf: Page = (await get('/store/products/popular/?size=100')).body.result;
      expect(shelf.content.every((p) => p.available > 0)).toBe(true);
      const searched = await filter({ q: 'a', category: categoryId }, 'size=100');
      const found = searched.content.map((p) => p.available > 0);
      if (found.includes(false)) expect(found.slice(found.indexOf(false)).every((s) => !s)).toBe(true);
    });

    it('answers discounted products, 4 when asked', async () => {
      const page: Page = (await get('/store/products/discount/?size=4')).body.result;
      expect(page.content).toHaveLength(4);
      for (const p of page.content) {
        expect(p.discount).toBeGreaterThan(0);
        expect(p.discount_price).toBeLessThan(p.price);
        expect(p.available).toBeGreaterThan(0);
      }
    });

    it('gives each product the contract shape', async () => {
      const [p] = (await get('/store/products/popular/?size=1')).body.result.content;
      expect(p).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        price: expect.any(Number),
        discount: expect.any(Number),
        discount_price: expect.any(Number),
        available: expect.any(Number),
        amount_type: expect.any(String),
        weight: expect.anything(),
        // Goods sold by weight carry their step in grams (ADR 0029); others null.
        weight_step: p.weight_step === null ? null : expect.any(Number),
        price_per_unit: p.price_per_unit === null ? null : { price: expect.any(Number), unit: expect.stringMatching(/^(kg|l)$/) },
        stopped_until: null,
        rating: expect.any(Number),
        rating_count: expect.any(Number),
        view_count: expect.any(Number),
        number_of_sales: expect.any(Number),
        free_shipping: expect.any(Boolean),
        pickup: expect.any(Boolean),
        around_the_clock: expect.any(Boolean),
        flag: p.flag === null ? null : expect.stringMatching(/^(new|sale|free_ship)$/),
        images: expect.arrayContaining([{ id: expect.any(Number), image: expect.stringMatching(/^http:\/\/localhost:3000\/media\//) }]),
        category: { id: expect.any(Number), name: expect.any(String) },
        store: {
          id: expect.any(Number),
          brand_name: expect.any(String),
          logo: expect.any(String),
          latitude: expect.any(Number),
          longitude: expect.any(Number),
          store_location_name: expect.any(String),
          working_time: expect.any(String),
          rating: expect.any(Number),
          rating_count: expect.any(Number),
          free_shipping_distance: expect.any(Number),
          // A store without a schedule, not paused (ADR 0030).
          open_now: true,
          opens_at: null,
        },
        is_favorite: false,
      });
      expect(Number.isInteger(p.price) && Number.isInteger(p.discount_price)).toBe(true);
    });

    it('gives the price per kg or litre of a product sold in another amount, in both languages', async () => {
      const one = async (q: string, locale: 'uz' | 'ru') => (await post('/store/products/filter/?size=1', { q }, { locale })).body.result.content[0] as Product;
      for (const locale of ['uz', 'ru'] as const) {
        // Qatiq comes in 0.5 l: its litre costs twice what the shopper pays for it.
        const qatiq = await one('qatiq', locale);
        const paid = qatiq.discount > 0 && qatiq.discount_price < qatiq.price ? qatiq.discount_price : qatiq.price;
        expect(qatiq.price_per_unit).toEqual({ price: paid * 2, unit: 'l' });
        // Apples are sold by the kilogram: the price is the price per kg, and the unit is said once.
        const apple = await one('Semerenko', locale);
        expect(apple.price_per_unit).toBeNull();
        expect(apple.weight).toBe(locale === 'ru' ? '1 кг' : '1 kg');
        // Piece goods compare by the piece.
        expect((await one('supurgi', locale)).price_per_unit).toBeNull();
      }
      const tvorog = await one('tvorog', 'uz');
      expect(tvorog.price_per_unit?.unit).toBe('kg');
    });

    it('answers every product a page at a time at /store/products/ (no id), the size clamped like every list', async () => {
      // The contract's clients build their sitemaps with size=10000; `products` was read as a store id (400).
      const all = await filter({}, 'size=100');
      for (const path of ['/store/products/?page=1&size=10000', '/store/products?page=1&size=10000']) {
        const res = await get(path);
        expect(res.status).toBe(200);
        const page = res.body.result as Page;
        expect(page).toMatchObject({ number: 1, size: 100, totalElements: all.totalElements, totalPages: Math.ceil(all.totalElements / 100) });
        expect(page.content.map((p) => p.id)).toEqual(all.content.map((p) => p.id));
      }
      const defaults = (await get('/store/products/')).body.result as Page;
      expect(defaults).toMatchObject({ number: 1, size: 12 });
      const second = (await get('/store/products/?page=2&size=5&sort=new')).body.result as Page;
      expect(second.content.map((p) => p.id)).toEqual((await filter({}, 'page=2&size=5&sort=new')).content.map((p) => p.id));
      const past = (await get('/store/products/?page=100000&size=100')).body.result as Page;
      expect(past).toMatchObject({ number: 100000, empty: true, content: [] });
      for (const bad of ['page=0', 'size=0', 'page=x', 'sort=bogus']) expectError(await get(`/store/products/?${bad}`), 400, 'validation_error');
      // A product and a store are still read by their ids.
      expect((await get(`/store/products/${all.content[0]!.id}/`)).body.result.id).toBe(all.content[0]!.id);
      expect((await get(`/store/${all.content[0]!.store.id}/`)).body.result.id).toBe(all.content[0]!.store.id);
      expectError(await get('/store/nothing/'), 400, 'validation_error');
      // Documented for the clients that read the OpenAPI document.
      expect((await get('/openapi.json')).body.paths['/api/v1/store/products']?.get?.summary).toMatch(/Every product/);
    });

    it('lists popular search terms', async () => {
      const terms = (await get('/store/products/most-viewed/')).body.result;
      expect(terms.length).toBeGreaterThan(0);
      expect(terms.length).toBeLessThanOrEqual(10);
      expect(typeof terms[0]).toBe('string');
    });
  });

  describe('filter', () => {
    it('pages with the default sort and size, and counts the whole result', async () => {
      const first = await filter({});
      expect(first.size).toBe(12);
      expect(first.totalElements).toBeGreaterThanOrEqual(600);
      const second = await filter({}, 'page=2');
      expect(second.number).toBe(2);
      expect(second.content.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.content.map((p) => p.id)));
    });

    it('filters by category, and counts match the category list', async () => {
      const cats = (await get('/category/')).body.result;
      const cat = cats[1];
      const page = await filter({ category: cat.id }, 'size=100');
      expect(page.totalElements).toBe(cat.count_product);
      expect(page.content.every((p) => p.category.id === cat.id)).toBe(true);
    });

    it('filters by the price the shopper pays, and sorts cheap and expensive by it', async () => {
      const cheap = await filter({ min_price: 10_000, max_price: 20_000 }, 'sort=cheap&size=100');
      expect(cheap.totalElements).toBeGreaterThan(0);
      const prices = cheap.content.map((p) => p.discount_price);
      expect(prices.every((x) => x >= 10_000 && x <= 20_000)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const expensive = await filter({}, 'sort=expensive&size=20');
      const ep = expensive.content.map((p) => p.discount_price);
      expect(ep).toEqual([...ep].sort((a, b) => b - a));
    });

    it('filters by rating, reviews and stock, and sorts by rating', async () => {
      const page = await filter({ rating: 4, comments: true, available: true }, 'sort=highRate&size=50');
      expect(page.totalElements).toBeGreaterThan(0);
      for (const p of page.content) {
        expect(p.rating).toBeGreaterThanOrEqual(4);
        expect(p.rating_count).toBeGreaterThan(0);
        expect(p.available).toBeGreaterThan(0);
      }
      const ratings = page.content.map((p) => p.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('reads discount as "any" for 1 and "at least" above, and 0 as no filter', async () => {
      const any = await filter({ discount: 1 }, 'size=100');
      expect(any.content.every((p) => p.discount > 0)).toBe(true);
      const big = await filter({ discount: 20 }, 'sort=discount&size=100');
      expect(big.content.every((p) => p.discount >= 20)).toBe(true);
      expect(big.totalElements).toBeLessThan(any.totalElements);
      expect((await filter({ discount: 0 })).totalElements).toBe((await filter({})).totalElements);
      const all = await filter({});
      expect(any.totalElements / all.totalElements).toBeGreaterThan(0.15);
    });

    it('filters by the store flags, one store or several', async () => {
      for (const flag of ['free_shipping', 'pickup', 'around_the_clock'] as const) {
        const page = await filter({ [flag]: true }, 'size=100');
        expect(page.totalElements).toBeGreaterThan(0);
        expect(page.content.every((p) => p[flag])).toBe(true);
      }
      const stores = (await get('/store/?paged=1&size=3')).body.result.content.map((s: { id: number }) => s.id);
      const one = await filter({ store: stores[0] }, 'size=100');
      expect(one.content.every((p) => p.store.id === stores[0])).toBe(true);
      const several = await filter({ store: stores }, 'size=100');
      expect(several.totalElements).toBeGreaterThan(one.totalElements);
      expect(several.content.every((p) => stores.includes(p.store.id))).toBe(true);
    });

    it('filters by distance from a point', async () => {
      const store = (await get('/store/?paged=1&size=1')).body.result.content[0];
      const near = await filter({ latitude: store.latitude, longitude: store.longitude, distance: 0.5 }, 'size=100');
      expect(near.totalElements).toBeGreaterThan(0);
      expect(near.content.some((p) => p.store.id === store.id)).toBe(true);
      const nowhere = await filter({ latitude: 0, longitude: 0, distance: 10 });
      expect(nowhere).toMatchObject({ totalElements: 0, empty: true, content: [] });
    });

    it('combines filters and sorts newest first', async () => {
      const page = await filter({ available: true, discount: 1, min_price: 1000 }, 'sort=new&size=30');
      for (const p of page.content) expect(p.available > 0 && p.discount > 0 && p.discount_price >= 1000).toBe(true);
    });

    it.each([
      ['an unknown sort', {}, 'sort=random'],
      ['an unknown field', { colour: 'red' }, ''],
      ['a negative price', { min_price: -5 }, ''],
      ['a fractional category', { category: 1.5 }, ''],
      ['a string rating', { rating: 'high' }, ''],
      ['a too long query', { q: 'x'.repeat(101) }, ''],
      ['a huge distance', { latitude: 41.3, longitude: 69.2, distance: 1e6 }, ''],
      ['a bad page', {}, 'page=0'],
      ['a page size of 0', {}, 'size=0'],
      ['an array body', [], ''],
    ])('refuses %s with 400', async (_name, body, query) => {
      const res = await post(`/store/products/filter/${query ? `?${query}` : ''}`, body);
      expectError(res, 400, 'validation_error');
    });
  });

  describe('search in both scripts', () => {
    const names = async (q: string, locale: 'uz' | 'ru' = 'uz') => {
      const page = await post('/store/products/filter/?size=20', { q }, { locale });
      return (page.body.result as Page).content.map((p) => p.name.toLowerCase());
    };

    it('finds apples by Latin Uzbek, Cyrillic Uzbek and Russian', async () => {
      expect((await names('olma')).some((n) => n.includes('olma'))).toBe(true);
      expect((await names('олма')).some((n) => n.includes('olma'))).toBe(true);
      expect((await names('яблоко', 'ru')).some((n) => n.includes('яблок'))).toBe(true);
    });

    it('finds milk despite the script or a typo', async () => {
      expect((await names('sut')).some((n) => n.includes('sut'))).toBe(true);
      expect((await names('сут')).some((n) => n.includes('sut'))).toBe(true);
      expect((await names('moloko', 'ru')).some((n) => n.includes('молок'))).toBe(true);
      expect((await names('molako', 'ru')).some((n) => n.includes('молок'))).toBe(true);
    });

    it('suggests up to 10 distinct names in the request language', async () => {
      const uz = (await get('/store/products/chace_name/?q=olm')).body.result as string[];
      expect(uz.length).toBeGreaterThan(0);
      expect(uz.length).toBeLessThanOrEqual(10);
      expect(new Set(uz).size).toBe(uz.length);
      const ru = (await get(`/store/products/chace_name/?q=${encodeURIComponent('молоко')}`, { locale: 'ru' })).body.result as string[];
      expect(ru.some((n) => n.toLowerCase().includes('молок'))).toBe(true);
      expect((await get('/store/products/chace_name/?q=')).body.result).toEqual([]);
      expectError(await get(`/store/products/chace_name/?q=${'x'.repeat(101)}`), 400, 'validation_error');
    });

    it('counts searched terms for the popular list', async () => {
      const count = async () => {
        const [row] = await db().db.select().from(searchTerms).where(eq(searchTerms.term, 'qovun'));
        return row?.count ?? 0;
      };
      const before = await count();
      await post('/store/products/filter/', { q: ' Qovun ' });
      await post('/store/products/filter/', { q: 'qovun' });
      await post('/store/products/filter/?page=2', { q: 'qovun' });
      // A control character in a term does not stop the batch it is written with.
      await post('/store/products/filter/', { q: 'qovun\u0001 ' });
      // Counts are written in batches (server/services/tallies.ts).
      await flushTallies();
      expect(await count()).toBe(before + 3);
      // A term searched more often than any other heads the list.
      await db().db.update(searchTerms).set({ count: 1_000_000 }).where(eq(searchTerms.term, 'qovun'));
      expect((await get('/store/products/most-viewed/')).body.result[0]).toBe('qovun');
    });
  });

  describe('one product', () => {
    it('answers the product with comparison, related products and comments, and counts a view', async () => {
      const withComments = await filter({ comments: true }, 'size=1');
      const id = withComments.content[0].id;
      const first = (await get(`/store/products/${id}/`)).body.result;
      const second = (await get(`/store/products/${id}`)).body.result;
      expect(second.view_count).toBe(first.view_count + 1);
      expect(first.comments.length).toBeGreaterThan(0);
      expect(first.comments.length).toBeLessThanOrEqual(5);
      expect(first.related_products.length).toBeGreaterThan(0);
      expect(first.related_products.every((p: Product) => p.category.id === first.category.id && p.id !== id)).toBe(true);
      expect(first.comparison_products.every((p: Product) => p.id !== id && p.store.id !== undefined)).toBe(true);
    });

    it('has a comparison with other stores for products sold in several', async () => {
      const page = await filter({ q: 'olma' }, 'size=5');
      const detail = (await get(`/store/products/${page.content[0].id}/`)).body.result;
      expect(detail.comparison_products.length).toBeGreaterThan(0);
    });

    it('answers not_found for a missing product and 400 for a bad id', async () => {
      expectError(await get('/store/products/99999999/'), 404, 'not_found');
      expectError(await get('/store/products/abc/'), 400, 'validation_error');
      expectError(await get("/store/products/1' OR 1=1--/"), 400, 'validation_error');
    });
  });

  describe('comments', () => {
    it('pages comments with counts per rating, filters by rating', async () => {
      const withComments = await filter({ comments: true }, 'size=1');
      const product = withComments.content[0];
      const all = (await get(`/store/comments/${product.id}/?page=1&size=5`)).body.result;
      expect(all.size).toBe(5);
      expect(Object.keys(all.rating_count).sort()).toEqual(['1', '2', '3', '4', '5']);
      const total = Object.values(all.rating_count as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(all.totalElements).toBe(total);
      expect(total).toBe(product.rating_count);
      const star = Number(Object.entries(all.rating_count as Record<string, number>).find(([, n]) => n > 0)![0]);
      const only = (await get(`/store/comments/${product.id}/?rating=${star}&size=100`)).body.result;
      expect(only.content.every((c: { rating: number }) => c.rating === star)).toBe(true);
      expect(only.totalElements).toBe(all.rating_count[String(star)]);
    });

    it('answers not_found for a missing product and 400 for bad paging', async () => {
      expectError(await get('/store/comments/99999999/'), 404, 'not_found');
      expectError(await get('/store/comments/1/?rating=6'), 400, 'validation_error');
      expectError(await get('/store/comments/1/?size=0'), 400, 'validation_error');
    });
  });

  describe('location and check', () => {
    it('answers in-stock products near a point, nearest store first', async () => {
      const store = (await get('/store/?paged=1&size=1')).body.result.content[0];
      const page: Page = (await get(`/store/products/location/?latitude=${store.latitude}&longitude=${store.longitude}&distance=3`)).body.result;
      expect(page.totalElements).toBeGreaterThan(0);
      expect(page.content[0].store.id).toBe(store.id);
      expect(page.content.every((p) => p.available > 0)).toBe(true);
      expectError(await get('/store/products/location/?latitude=north&longitude=69'), 400, 'validation_error');
      expectError(await get('/store/products/location/'), 400, 'validation_error');
    });

    it('caps counts to stock and leaves out unknown ids', async () => {
      const page = await filter({ available: true }, 'size=2');
      const out = (await filter({}, 'size=100')).content.find((p) => p.available === 0);
      const [a, b] = page.content;
      const lines = [{ id: a.id, count: a.available + 10 }, { id: b.id, count: 1 }, { id: 99999999, count: 3 }, ...(out ? [{ id: out.id, count: 2 }] : [])];
      const res = await post('/store/products/check/', { products: lines });
      expect(res.status).toBe(200);
      const checked = res.body.result as (Product & { count: number })[];
      expect(checked.map((p) => p.id)).toEqual([a.id, b.id, ...(out ? [out.id] : [])]);
      expect(checked[0].count).toBe(a.available);
      expect(checked[1].count).toBe(1);
      if (out) expect(checked[2]).toMatchObject({ available: 0, count: 0 });
    });

    it.each([{}, { products: [{ id: 1 }] }, { products: [{ id: 1, count: -1 }] }, { products: [{ id: 'x', count: 1 }] }, { products: 'all' }])(
      'refuses %j',
      async (body) => {
        expectError(await post('/store/products/check/', body), 400, 'validation_error');
      },
    );
  });
});
