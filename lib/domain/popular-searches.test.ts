import { popularSearchesFor } from './popular-searches';

const terms = ['olma', 'sut', 'молоко', 'goʻsht', 'хлеб', "go'sht", 'гўшт', 'non', 'сыр'];

describe('popularSearchesFor', () => {
  it("puts the terms in the language's script first, most searched first within each", () => {
    expect(popularSearchesFor(terms, 'uz')).toEqual(['olma', 'sut', 'goʻsht', 'non', 'молоко', 'хлеб', 'сыр']);
    expect(popularSearchesFor(terms, 'ru')).toEqual(['молоко', 'хлеб', 'гўшт', 'сыр', 'olma', 'sut', 'non']);
  });

  it('offers each word once whatever its spelling, and at most the limit', () => {
    expect(popularSearchesFor(['сут', 'sut', 'SUT', '  ', 'нон'], 'uz', 10)).toEqual(['sut', 'нон']);
    expect(popularSearchesFor(terms, 'uz', 3)).toEqual(['olma', 'sut', 'goʻsht']);
    expect(popularSearchesFor([], 'ru')).toEqual([]);
  });
});
