import { inProcessInvalidator, staleLayers, type CacheChange } from './cache-invalidation';

describe('what a change makes stale', () => {
  it.each<[CacheChange, ReturnType<typeof staleLayers>]>([
    [
      { kind: 'stock', productIds: [7, 12], soldOutOrBack: [] },
      { lists: true, counts: false, tags: [], paths: ['/uz/products/7', '/ru/products/7', '/uz/products/12', '/ru/products/12'] },
    ],
    [
      { kind: 'stock', productIds: [7, 12], soldOutOrBack: [12] },
      { lists: true, counts: false, tags: ['products'], paths: ['/uz/products/7', '/ru/products/7', '/uz/products/12', '/ru/products/12', '/uz', '/ru'] },
    ],
    [
      { kind: 'products', productIds: [3] },
      { lists: true, counts: true, tags: ['products'], paths: ['/uz/products/3', '/ru/products/3', '/uz', '/ru'] },
    ],
    [{ kind: 'catalog' }, { lists: true, counts: true, tags: ['products', 'categories', 'stores'], paths: [] }],
    [{ kind: 'content' }, { lists: true, counts: true, tags: ['content'], paths: [] }],
    [{ kind: 'synonyms' }, { lists: true, counts: true, tags: ['products'], paths: [] }],
  ])('%j', (change, stale) => {
    expect(staleLayers(change)).toEqual(stale);
  });

  it('forgets outside a Next request without failing (the tests, the scripts)', async () => {
    await expect(inProcessInvalidator.forget({ kind: 'stock', productIds: [1], soldOutOrBack: [1] })).resolves.toBeUndefined();
  });
});
