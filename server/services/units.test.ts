import { UNIT_CODES, localizeWeight, unitName } from './units';

describe('unitName', () => {
  it('names every unit in both languages', () => {
    for (const code of UNIT_CODES) {
      expect(unitName(code, 'uz')).toBeTruthy();
      expect(unitName(code, 'ru')).toMatch(/[а-я]/);
    }
    expect(unitName('pcs', 'uz')).toBe('dona');
    expect(unitName('pcs', 'ru')).toBe('шт');
  });
  it('passes an unknown code through', () => {
    expect(unitName('box', 'ru')).toBe('box');
  });
});

describe('localizeWeight', () => {
  it.each([
    ['0.9 l', 'uz', '0,9 l'],
    ['0.9 l', 'ru', '0,9 л'],
    ['500 g', 'ru', '500 г'],
    ['40 pcs', 'uz', '40 dona'],
    ['250 ml', 'ru', '250 мл'],
    ['30 cm', 'uz', '30 sm'],
    ['big', 'ru', 'big'],
  ] as const)('%s in %s → %s', (weight, locale, expected) => {
    expect(localizeWeight(weight, locale)).toBe(expected);
  });
  it('keeps an empty weight empty', () => {
    expect(localizeWeight(null, 'uz')).toBeNull();
  });
});
