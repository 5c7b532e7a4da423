import { localeRedirect, trailingSlashRedirects } from './locale-redirect';

describe('localeRedirect', () => {
  it('sends / to the default locale without a cookie', () => {
    expect(localeRedirect('/', '', undefined)).toBe('/uz');
  });

  it('follows the NEXT_LOCALE cookie', () => {
    expect(localeRedirect('/', '', 'ru')).toBe('/ru');
    expect(localeRedirect('/', '', 'uz')).toBe('/uz');
  });

  it('treats "default" and unknown values as uz', () => {
    expect(localeRedirect('/', '', 'default')).toBe('/uz');
    expect(localeRedirect('/', '', 'en')).toBe('/uz');
  });

  it('prefixes a path without a locale and keeps the query', () => {
    expect(localeRedirect('/stores', '?letter=a', 'ru')).toBe('/ru/stores?letter=a');
    expect(localeRedirect('/products', '?category_id=2&sort=popular', undefined)).toBe('/uz/products?category_id=2&sort=popular');
  });

  it('drops a trailing slash', () => {
    expect(localeRedirect('/uz/', '', undefined)).toBe('/uz');
    expect(localeRedirect('/ru/stores/', '?letter=b', 'uz')).toBe('/ru/stores?letter=b');
    expect(localeRedirect('/about/', '', 'ru')).toBe('/ru/about');
  });

  it('leaves a good path alone, so it can never loop', () => {
    for (const path of ['/uz', '/ru', '/uz/about', '/ru/products/12']) {
      expect(localeRedirect(path, '?x=1', 'ru')).toBeNull();
    }
  });

  it('every redirect target is itself left alone', () => {
    for (const [path, cookie] of [
      ['/', 'ru'],
      ['/uz/', undefined],
      ['/a/b/', 'default'],
      ['//', 'uz'],
      ['//evil.example', 'ru'],
    ] as const) {
      const target = localeRedirect(path, '', cookie);
      expect(target).not.toBeNull();
      expect(target!.startsWith('//')).toBe(false);
      expect(localeRedirect(target!, '', cookie)).toBeNull();
    }
  });

  it('does not take a word that merely starts like a locale for one', () => {
    expect(localeRedirect('/uzbek', '', undefined)).toBe('/uz/uzbek');
  });
});

describe('trailingSlashRedirects', () => {
  it('sends a page path under each locale without its trailing slash, permanently', () => {
    expect(trailingSlashRedirects(['uz', 'ru'])).toEqual([
      { source: '/:locale(uz|ru)/', destination: '/:locale', permanent: true },
      { source: '/:locale(uz|ru)/:path+/', destination: '/:locale/:path+', permanent: true },
    ]);
  });
});
