import { availableFirst, hasDiscount, unitLabel, unitPrice } from './product';

describe('hasDiscount', () => {
  it.each([
    [{ price: 10_000, discount: 20, discount_price: 8_000 }, true],
    [{ price: 10_000, discount: 0, discount_price: 10_000 }, false],
    // A percent without a lower price (rounded away) shows no discount.
    [{ price: 100, discount: 1, discount_price: 100 }, false],
    [{ price: 10_000, discount: 0, discount_price: 9_000 }, false],
  ])('%j → %s', (product, expected) => {
    expect(hasDiscount(product)).toBe(expected);
  });
});

describe('unitLabel', () => {
  it('joins the weight and the unit, or gives whichever there is', () => {
    expect(unitLabel({ weight: '0,9 l', amount_type: 'dona' })).toBe('0,9 l · dona');
    expect(unitLabel({ weight: null, amount_type: 'kg' })).toBe('kg');
    expect(unitLabel({ weight: '500 g', amount_type: '' })).toBe('500 g');
  });

  it('never repeats the unit the weight already names', () => {
    expect(unitLabel({ weight: '1 kg', amount_type: 'kg' })).toBe('1 kg');
    expect(unitLabel({ weight: '1 кг', amount_type: 'кг' })).toBe('1 кг');
    expect(unitLabel({ weight: '1 dona', amount_type: 'dona' })).toBe('1 dona');
    expect(unitLabel({ weight: '100 g', amount_type: 'g' })).toBe('100 g');
    expect(unitLabel({ weight: '1 l', amount_type: 'dona' })).toBe('1 l · dona');
    expect(unitLabel({ weight: '5 шт', amount_type: 'упак' })).toBe('5 шт · упак');
  });
});

describe('availableFirst', () => {
  it('puts sold-out offers last and keeps the order within each group', () => {
    const offers = [
      { id: 1, available: 0 },
      { id: 2, available: 5 },
      { id: 3, available: -1 },
      { id: 4, available: 1 },
    ];
    expect(availableFirst(offers).map((o) => o.id)).toEqual([2, 4, 1, 3]);
    expect(offers.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('unitPrice', () => {
  it('is the lower price only when the product shows a discount', () => {
    expect(unitPrice({ price: 10_000, discount: 20, discount_price: 8_000 })).toBe(8_000);
    expect(unitPrice({ price: 10_000, discount: 0, discount_price: 9_000 })).toBe(10_000);
  });
});
