import { intParam, letterParam, param, sortParam } from './search-params';

describe('query parameters', () => {
  it('takes the first of a repeated value', () => {
    expect(param({ a: ['1', '2'] }, 'a')).toBe('1');
    expect(param({}, 'a')).toBeUndefined();
  });

  it('accepts only positive integers', () => {
    expect(intParam('12')).toBe(12);
    expect(intParam('0')).toBeUndefined();
    expect(intParam('-1')).toBeUndefined();
    expect(intParam('1.5')).toBeUndefined();
    expect(intParam('abc')).toBeUndefined();
    expect(intParam('99999999999')).toBeUndefined();
  });

  it('falls back to the popular sort', () => {
    expect(sortParam('cheap')).toBe('cheap');
    expect(sortParam('nonsense')).toBe('popular');
    expect(sortParam(undefined)).toBe('popular');
  });

  it('takes one letter of any script', () => {
    expect(letterParam('a')).toBe('a');
    expect(letterParam('Ш')).toBe('Ш');
    expect(letterParam('ab')).toBeUndefined();
    expect(letterParam('1')).toBeUndefined();
  });
});
