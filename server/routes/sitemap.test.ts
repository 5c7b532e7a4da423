import { expectError, get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';

interface Entry {
  type: 'category' | 'store' | 'product';
  id: number;
  updated_at: string | null;
}

describe.each(testTargets())('sitemap on %s', (target) => {
  useSeededDb(target);

  it('lists every category, store and product once, in that order, in the paged envelope', async () => {
    // Every product, sold-out ones included (the popular shelf leaves those out).
    const [categories, stores, products] = await Promise.all([
      get('/category/?size=100'),
      get('/store/?paged=1&size=100'),
      post('/store/products/filter/?size=1', {}),
    ]);
    const all = await get('/sitemap/?page=1&size=5000');
    expect(all.status).toBe(200);
    expect(all.body.ok).toBe(true);
    const page = all.body.result;
    const expected = categories.body.result.length + stores.body.result.totalElements + products.body.result.totalElements;
    expect(page).toMatchObject({
      number: 1,
      size: 5000,
      first: true,
      last: true,
      totalElements: expected,
      totalPages: 1,
      numberOfElements: expected,
      empty: false,
    });
    const entries: Entry[] = page.content;
    const rank = { category: 0, store: 1, product: 2 };
    for (let i = 1; i < entries.length; i++) {
      const [a, b] = [entries[i - 1], entries[i]];
      expect(rank[a.type] < rank[b.type] || (a.type === b.type && a.id < b.id)).toBe(true);
    }
    expect(
      entries
        .filter((e) => e.type === 'category')
        .map((e) => e.id)
        .sort((a, b) => a - b),
    ).toEqual(categories.body.result.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b));
    for (const e of entries) {
      if (e.type === 'category') expect(e.updated_at).toBeNull();
      else expect(new Date(e.updated_at ?? '').toISOString()).toBe(e.updated_at);
    }
  });

  it('pages without gaps or overlaps, with and without the trailing slash', async () => {
    const whole: Entry[] = (await get('/sitemap/?size=5000')).body.result.content;
    const first = (await get('/sitemap/?page=1&size=7')).body.result;
    const second = (await get('/sitemap?page=2&size=7')).body.result;
    expect(first).toMatchObject({ number: 1, first: true, last: false, numberOfElements: 7, totalPages: Math.ceil(whole.length / 7) });
    expect(second).toMatchObject({ number: 2, first: false });
    expect([...first.content, ...second.content]).toEqual(whole.slice(0, 14));
    const past = (await get(`/sitemap/?page=${first.totalPages + 1}&size=7`)).body.result;
    expect(past).toMatchObject({ empty: true, numberOfElements: 0, content: [] });
  });

  it('defaults to pages of 1000 and refuses bad paging', async () => {
    expect((await get('/sitemap/')).body.result).toMatchObject({ number: 1, size: 1000 });
    for (const q of ['page=0', 'size=0', 'size=-1', 'page=x', 'size=1.5']) expectError(await get(`/sitemap/?${q}`), 400, 'validation_error');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).body;
    expect(doc.paths['/api/v1/sitemap']?.get?.parameters?.map((p: { name: string }) => p.name)).toEqual(['page', 'size']);
  });
});
