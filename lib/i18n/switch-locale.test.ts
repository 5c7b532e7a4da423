import { localizedPath } from './switch-locale';

describe('localizedPath', () => {
  it('swaps the locale segment and keeps the rest', () => {
    expect(localizedPath('/uz/products', '?category_id=2&sort=cheap', '', 'ru')).toBe('/ru/products?category_id=2&sort=cheap');
    expect(localizedPath('/ru/about', '', '#faq', 'uz')).toBe('/uz/about#faq');
    expect(localizedPath('/uz', '', '', 'ru')).toBe('/ru');
  });

  it('adds a locale to a path without one', () => {
    expect(localizedPath('/', '', '', 'ru')).toBe('/ru');
    expect(localizedPath('/stores', '?letter=a', '', 'uz')).toBe('/uz/stores?letter=a');
  });
});
