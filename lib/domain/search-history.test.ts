import { addTerm, clearTerms, normaliseTerm, removeTerm, SEARCH_HISTORY_LIMIT } from './search-history';

describe('search history', () => {
  it('adds a new term at the top', () => {
    expect(addTerm([], 'olma')).toEqual(['olma']);
    expect(addTerm(['olma'], 'non')).toEqual(['non', 'olma']);
  });

  it('trims the term and ignores an empty one', () => {
    expect(addTerm(['olma'], '  sut  ')).toEqual(['sut', 'olma']);
    expect(addTerm(['olma'], '   ')).toEqual(['olma']);
    expect(addTerm([], '')).toEqual([]);
    expect(normaliseTerm('  qizil   olma ')).toBe('qizil olma');
  });

  it('adds a term only if it is not present, ignoring case', () => {
    expect(addTerm(['non', 'olma'], 'olma')).toEqual(['non', 'olma']);
    expect(addTerm(['non', 'olma'], 'OLMA')).toEqual(['non', 'olma']);
    expect(addTerm(['non', 'olma'], ' olma ')).toEqual(['non', 'olma']);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT} terms, dropping the oldest`, () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = addTerm(history, `term ${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe('term 12');
    expect(history.at(-1)).toBe('term 3');
  });

  it('does not change the list it is given', () => {
    const history = Object.freeze(['olma']) as readonly string[];
    expect(addTerm(history, 'non')).toEqual(['non', 'olma']);
    expect(removeTerm(history, 'olma')).toEqual([]);
    expect(history).toEqual(['olma']);
  });

  it('removes a single term', () => {
    expect(removeTerm(['non', 'olma', 'sut'], 'olma')).toEqual(['non', 'sut']);
    expect(removeTerm(['non'], 'olma')).toEqual(['non']);
  });

  it('clears all terms', () => {
    expect(clearTerms()).toEqual([]);
  });

  it('caps a very long term', () => {
    expect(addTerm([], 'a'.repeat(150))[0]).toHaveLength(100);
  });
});
