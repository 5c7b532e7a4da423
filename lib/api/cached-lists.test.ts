import { testTargets, useSeededDb } from '@/test/db';
import { findCategory } from './cached-lists';

// The data cache as `next start` finds it after a build against another catalog: the build's
// list of categories (here: none), served stale at the first requests.
jest.mock('next/cache', () => ({
  unstable_cache: (compute: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) => (keyParts[0] === 'categories' ? async () => [] : compute),
  unstable_noStore: () => {},
}));

describe('a list page deciding 404 for a category', () => {
  useSeededDb(testTargets()[0]!);

  it('asks the API when the cached list lacks the category: a real one is found', async () => {
    expect(await findCategory('uz', 4)).toMatchObject({ id: 4, name: expect.any(String) });
    expect(await findCategory('ru', 4)).toMatchObject({ id: 4 });
  });

  it('finds no category that does not exist (the page answers 404)', async () => {
    expect(await findCategory('uz', 9_999)).toBeUndefined();
  });
});
