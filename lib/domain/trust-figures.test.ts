import { trustFigures } from './trust-figures';

describe('"Savat in numbers" shows only figures that help trust', () => {
  it('shows every figure of an established marketplace, in order', () => {
    expect(trustFigures({ products: 9560, stores: 24, categories: 16, customers: 1200, orders: 3400 })).toEqual([
      { key: 'products', value: 9560 },
      { key: 'stores', value: 24 },
      { key: 'categories', value: 16 },
      { key: 'customers', value: 1200 },
      { key: 'orders', value: 3400 },
    ]);
  });

  it('hides small figures: under 100 orders, customers or products, under 10 stores or categories', () => {
    expect(trustFigures({ products: 9560, stores: 24, categories: 16, customers: 12, orders: 7 }).map((f) => f.key)).toEqual([
      'products',
      'stores',
      'categories',
    ]);
    expect(trustFigures({ products: 99, stores: 9, categories: 9, customers: 100, orders: 100 }).map((f) => f.key)).toEqual(['customers', 'orders']);
    expect(trustFigures({ products: 100, stores: 10, categories: 10, customers: 99, orders: 0 }).map((f) => f.key)).toEqual([
      'products',
      'stores',
      'categories',
    ]);
  });

  it('leaves nothing (the block goes) for a new marketplace', () => {
    expect(trustFigures({ products: 40, stores: 2, categories: 5, customers: 3, orders: 0 })).toEqual([]);
  });
});
