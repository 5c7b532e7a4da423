import { parseWeight, pricePerUnit } from './unit-price';

describe('parseWeight', () => {
  it.each([
    ['0.9 l', { amount: 0.9, unit: 'l' }],
    ['0,9 l', { amount: 0.9, unit: 'l' }],
    ['500 g', { amount: 500, unit: 'g' }],
    ['1 kg', { amount: 1, unit: 'kg' }],
    ['250ml', { amount: 250, unit: 'ml' }],
    ['40 pcs', { amount: 40, unit: 'pcs' }],
    [' 2 KG ', { amount: 2, unit: 'kg' }],
  ])('%j → %j', (weight, quantity) => {
    expect(parseWeight(weight)).toEqual(quantity);
  });

  it.each([null, undefined, '', 'kg', 'about 1 kg', '1 kg 200 g', '0,9 л', '-1 kg', '1.2.3 l'])('%j → null', (weight) => {
    expect(parseWeight(weight)).toBeNull();
  });
});

describe('pricePerUnit', () => {
  it('gives the price per litre of a pack that is not a litre', () => {
    expect(pricePerUnit(11_000, '0.9 l')).toEqual({ price: 12_222, unit: 'l' });
    expect(pricePerUnit(8_000, '0.5 l')).toEqual({ price: 16_000, unit: 'l' });
    expect(pricePerUnit(5_000, '1.5 l')).toEqual({ price: 3_333, unit: 'l' });
    expect(pricePerUnit(20_000, '250 ml')).toEqual({ price: 80_000, unit: 'l' });
  });

  it('gives the price per kilogram of grams and kilograms', () => {
    expect(pricePerUnit(18_000, '400 g')).toEqual({ price: 45_000, unit: 'kg' });
    expect(pricePerUnit(14_000, '2 kg')).toEqual({ price: 7_000, unit: 'kg' });
    expect(pricePerUnit(9_000, '100 g')).toEqual({ price: 90_000, unit: 'kg' });
    // Rounded to the nearest whole so'm.
    expect(pricePerUnit(10_001, '3 kg')).toEqual({ price: 3_334, unit: 'kg' });
    expect(pricePerUnit(10_000, '0,75 l')).toEqual({ price: 13_333, unit: 'l' });
  });

  it('gives nothing for exactly one unit: the price is already per unit', () => {
    expect(pricePerUnit(15_000, '1 kg')).toBeNull();
    expect(pricePerUnit(12_000, '1 l')).toBeNull();
    expect(pricePerUnit(12_000, '1000 ml')).toBeNull();
    expect(pricePerUnit(12_000, '1000 g')).toBeNull();
  });

  it('gives nothing for piece goods, lengths, tiny amounts and unreadable weights', () => {
    expect(pricePerUnit(10_000, '40 pcs')).toBeNull();
    expect(pricePerUnit(60_000, '30 cm')).toBeNull();
    expect(pricePerUnit(45_000, '4 g')).toBeNull();
    expect(pricePerUnit(20_000, '49 ml')).toBeNull();
    expect(pricePerUnit(20_000, '50 g')).toEqual({ price: 400_000, unit: 'kg' });
    expect(pricePerUnit(10_000, null)).toBeNull();
    expect(pricePerUnit(10_000, 'a bag')).toBeNull();
    expect(pricePerUnit(10_000, '0 g')).toBeNull();
  });

  it("gives nothing for a price that is not a positive whole number of so'm", () => {
    expect(pricePerUnit(0, '500 g')).toBeNull();
    expect(pricePerUnit(10.5, '500 g')).toBeNull();
  });
});
