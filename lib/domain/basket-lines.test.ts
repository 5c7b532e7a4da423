import { checkLines, orderLines } from './basket-lines';

describe('the lines a basket sends', () => {
  const basket = { products: [{ id: 3, count: 2, name: 'olma' }], not_available: [{ id: 8, count: 1, name: 'nok' }] };
  it('to the check: every line, in stock or not, as { id, count }', () => {
    expect(checkLines(basket)).toEqual([
      { id: 3, count: 2 },
      { id: 8, count: 1 },
    ]);
  });
  it('to an order: the lines in stock as { product, quantity }', () => {
    expect(orderLines(basket.products)).toEqual([{ product: 3, quantity: 2 }]);
  });
});
