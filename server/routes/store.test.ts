import { expectError, get } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';

describe.each(testTargets())('stores on %s', (target) => {
  useSeededDb(target);

  it('groups every store by first letter, letters in order', async () => {
    const all = await get('/store/all/');
    const groups: { letter: string; stores: { id: number; brand_name: string }[] }[] = all.body.result;
    expect(groups.length).toBeGreaterThan(5);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort((a, b) => a.localeCompare(b)));
    for (const g of groups) for (const s of g.stores) expect(s.brand_name[0].toUpperCase()).toBe(g.letter);
    expect(groups.reduce((n, g) => n + g.stores.length, 0)).toBeGreaterThanOrEqual(20);
  });

  it('pages stores and filters them by letter', async () => {
    const page = await get('/store/?paged=1&page=1&size=5');
    expect(page.body.result).toMatchObject({ number: 1, size: 5, first: true, numberOfElements: 5 });
    expect(page.body.result.totalElements).toBeGreaterThanOrEqual(20);
    const groups = (await get('/store/all/')).body.result;
    const letter = groups[0].letter;
    const byLetter = await get(`/store/?letter=${encodeURIComponent(letter.toLowerCase())}`);
    expect(byLetter.body.result.map((s: { id: number }) => s.id).sort()).toEqual(groups[0].stores.map((s: { id: number }) => s.id).sort());
  });

  it('answers one store in full, in both languages', async () => {
    const id = (await get('/store/all/')).body.result[0].stores[0].id;
    const uz = await get(`/store/${id}/`);
    const ru = await get(`/store/${id}`, { locale: 'ru' });
    expect(uz.body.result).toMatchObject({
      id,
      brand_name: expect.any(String),
      legal_name: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      working_time: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/),
      around_the_clock: expect.any(Boolean),
      free_shipping: expect.any(Boolean),
      pickup: expect.any(Boolean),
      customers_count: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(uz.body.result.description).not.toBe(ru.body.result.description);
  });

  it('answers not_found for a missing store and 400 for a bad id', async () => {
    expectError(await get('/store/999999/'), 404, 'not_found');
    for (const bad of ['abc', '-1', '1.5', '0', '99999999999']) expectError(await get(`/store/${bad}/`), 400, 'validation_error');
  });

  it('refuses bad paging', async () => {
    for (const q of ['page=0', 'size=0', 'page=x', 'letter=ab']) expectError(await get(`/store/?paged=1&${q}`), 400, 'validation_error');
  });
});
