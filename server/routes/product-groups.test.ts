import type { Product } from '@/lib/contract/catalog';
import { get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_SORTS } from '@/lib/contract/values';
import { products } from '@/server/db/schema';

type Page = { content: Product[]; totalElements: number; totalPages: number; number: number };
const filter = async (body: object, query: string) => {
  const res = await post(`/store/products/filter/?${query}`, body);
  expect(res.status).toBe(200);
  return res.body.result as Page;
};

/** Every page of a list, in order. */
async function everyPage(body: object, query: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await filter(body, `${query}&page=${page}&size=5`);
    out.push(...answer.content);
    if (page >= answer.totalPages) return out;
  }
}

/**
 * The grouped list (ADR 0034): the same product (one kind) sold by several stores is one item with
 * how many stores sell it and the lowest price; grouping and its paging are the database's.
 */
describe.each(testTargets())('grouped product lists on %s', (target) => {
  const db = useSeededDb(target);

  /** The offers of each kind of a category, straight from the table. */
  async function offersByKind(categoryId: number) {
    const rows = await db()
      .db.select({ id: products.id, kind: products.kind, storeId: products.storeId, price: products.discountPrice, available: products.available })
      .from(products)
      .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt)));
    const byKind = new Map<string, typeof rows>();
    for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
    return { rows, byKind };
  }

  it('shows each product once, with its stores and its lowest price, and counts the groups', async () => {
    const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).where(eq(products.kind, 'milk')).limit(1);
    const { rows, byKind } = await offersByKind(categoryId);
    expect([...byKind.values()].some((offers) => offers.length > 1)).toBe(true);

    const plain = await filter({ category: categoryId }, 'size=100');
    expect(plain.totalElements).toBe(rows.length);
    expect(plain.content.every((p) => p.offers === undefined)).toBe(true);

    const grouped = await everyPage({ category: categoryId }, 'group=1');
    const first = await filter({ category: categoryId }, 'group=1&size=5');
    expect(first.totalElements).toBe(byKind.size);
    expect(grouped).toHaveLength(byKind.size);
    const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
    const kinds = grouped.map((p) => kindOf.get(p.id));
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const p of grouped) {
      const offers = byKind.get(kindOf.get(p.id)!)!;
      const inStock = offers.filter((o) => o.available > 0);
      expect(p.offers).toEqual({ stores: offers.length, min_price: Math.min(...(inStock.length ? inStock : offers).map((o) => o.price)) });
    }
  });

  it('orders the groups by their first offer in every sort, in stock first', async () => {
    const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).where(eq(products.kind, 'milk')).limit(1);
    for (const sort of PRODUCT_SORTS) {
      const list = await everyPage({ category: categoryId }, `group=1&sort=${sort}`);
      const stock = list.map((p) => p.available > 0);
      if (stock.includes(false)) expect(stock.slice(stock.indexOf(false)).every((s) => !s)).toBe(true);
      if (sort === 'cheap') {
        const prices = list.filter((p) => p.available > 0).map((p) => p.discount_price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        // The cheapest offer stands for its group: its price is the group's lowest.
        for (const p of list) if (p.available > 0) expect(p.discount_price).toBe(p.offers!.min_price);
      }
    }
  });

  it('groups only the offers the filters keep', async () => {
    const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).where(eq(products.kind, 'milk')).limit(1);
    const { byKind } = await offersByKind(categoryId);
    const milk = byKind.get('milk')!;
    const prices = milk.map((o) => o.price).sort((a, b) => a - b);
    const cap = prices[prices.length - 2];
    const list = await everyPage({ category: categoryId, max_price: cap }, 'group=1');
    const milkIds = new Set(milk.map((o) => o.id));
    const card = list.find((p) => milkIds.has(p.id))!;
    expect(card.offers!.stores).toBe(milk.filter((o) => o.price <= cap).length);
    expect(list.every((p) => p.offers!.min_price <= cap)).toBe(true);
  });

  it("keeps each store's product its own where the shopper filters by store", async () => {
    const [{ storeId }] = await db().db.select({ storeId: products.storeId }).from(products).where(eq(products.kind, 'milk')).limit(1);
    const plain = await filter({ store: storeId }, 'size=100');
    const grouped = await filter({ store: [storeId] }, 'group=1&size=100');
    expect(grouped.content.map((p) => p.id)).toEqual(plain.content.map((p) => p.id));
    expect(grouped.content.every((p) => p.offers === undefined && p.store.id === storeId)).toBe(true);
  });

  it('refuses a bad group value with a 400', async () => {
    const res = await post('/store/products/filter/?group=maybe', {});
    expect(res.status).toBe(400);
  });

  describe('the volume-or-weight filter', () => {
    it('lists the sizes of a category with their counts, in the request language', async () => {
      const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).where(eq(products.kind, 'milk')).limit(1);
      const { rows } = await offersByKind(categoryId);
      const weights = await db()
        .db.select({ kind: products.kind, weight: products.weight })
        .from(products)
        .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt)));
      const kindsOf = new Map<string, Set<string>>();
      for (const w of weights) if (w.weight) kindsOf.set(w.weight, (kindsOf.get(w.weight) ?? new Set()).add(w.kind));
      expect(rows.length).toBeGreaterThan(0);

      const res = await get(`/store/products/weights/?category=${categoryId}`);
      expect(res.status).toBe(200);
      const facets = res.body.result as { value: string; label: string; count: number }[];
      expect(facets.map((f) => f.value).sort()).toEqual([...kindsOf.keys()].sort());
      for (const f of facets) expect(f.count).toBe(kindsOf.get(f.value)!.size);
      const ru = (await get(`/store/products/weights/?category=${categoryId}`, { locale: 'ru' })).body.result as { value: string; label: string }[];
      const litre = ru.find((f) => f.value === '0.9 l');
      if (litre) expect(litre.label).toBe('0,9 л');
    });

    it('keeps only the products of the sizes chosen, grouped or not', async () => {
      const [{ categoryId }] = await db().db.select({ categoryId: products.categoryId }).from(products).where(eq(products.kind, 'milk')).limit(1);
      const facets = (await get(`/store/products/weights/?category=${categoryId}`)).body.result as { value: string; count: number }[];
      const chosen = facets.slice(0, 2).map((f) => f.value);
      const expected = await db()
        .db.select({ id: products.id, weight: products.weight })
        .from(products)
        .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt)));
      const ids = expected
        .filter((r) => chosen.includes(r.weight!))
        .map((r) => r.id)
        .sort((a, b) => a - b);
      const plain = await filter({ category: categoryId, weight: chosen }, 'size=100');
      expect(plain.content.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
      const grouped = await filter({ category: categoryId, weight: chosen }, 'group=1&size=100');
      expect(grouped.totalElements).toBe(facets.slice(0, 2).reduce((n, f) => n + f.count, 0));
    });

    it('refuses a size not written as the catalog writes it, and a missing category', async () => {
      expect((await post('/store/products/filter/', { weight: ['1 litre please'] })).status).toBe(400);
      expect((await post('/store/products/filter/', { weight: '1 l' })).status).toBe(400);
      expect((await get('/store/products/weights/')).status).toBe(400);
    });
  });
});
