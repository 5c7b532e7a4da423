import { orderedWeights } from './weights';

describe('the sizes a filter offers', () => {
  it('puts volumes, then weights, then pieces, small first', () => {
    const values = ['1 kg', '10 pcs', '0.9 l', '500 g', '250 ml', '1 l', '200 g', 'odd'];
    expect(orderedWeights(values.map((value) => ({ value }))).map((w) => w.value)).toEqual([
      '250 ml',
      '0.9 l',
      '1 l',
      '200 g',
      '500 g',
      '1 kg',
      '10 pcs',
      'odd',
    ]);
  });
});
