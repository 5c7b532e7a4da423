import { FILTER_NUMBER_RANGES, filterFlag, filterNumber, type FilterNumberField } from '../domain/product-filter-rules';
import { ProductFilterSchema as productFilterSchema } from './catalog';

// The browser reads the URL with the plain rules, the server validates with the zod schema: they must agree.
describe('product filter rules agree with the schema', () => {
  const samples: unknown[] = [
    '0',
    '1',
    '5',
    '4.5',
    '-1',
    '-90.5',
    '100',
    '101',
    '180',
    '1000000000',
    '1000000001',
    '2147483648',
    ' 7 ',
    'abc',
    '',
    '1e3',
    3,
    3.5,
    true,
    null,
  ];

  it.each(Object.keys(FILTER_NUMBER_RANGES) as FilterNumberField[])('%s', (key) => {
    for (const v of samples) {
      if (v === null) continue;
      const schema = key === 'store' ? productFilterSchema.shape.category : productFilterSchema.shape[key];
      const parsed = schema.safeParse(v);
      expect([key, v, filterNumber(key, v)]).toEqual([key, v, parsed.success ? (parsed.data ?? undefined) : undefined]);
    }
  });

  it('flags', () => {
    for (const v of ['true', 'false', '1', '0', 1, 0, true, false, 'yes', '', 2]) {
      const parsed = productFilterSchema.shape.pickup.safeParse(v);
      expect([v, filterFlag(v)]).toEqual([v, parsed.success ? parsed.data : undefined]);
    }
  });
});
