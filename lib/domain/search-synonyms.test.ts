import { expandTerm, synonymGroupProblem, synonymIndex } from './search-synonyms';
import { searchFold } from './transliterate';

const bread = ['non', 'нон', 'хлеб', 'лепёшка', 'лепешка'];
const butter = ['sariyogʻ', 'масло'];
const oil = ['yogʻ', 'масло'];

describe('synonymIndex and expandTerm', () => {
  const index = synonymIndex([bread, butter, oil]);

  it('makes every word of a group, in any script, stand for all of them', () => {
    const words = ['non', 'xleb', 'lepyoshka', 'lepeshka'];
    for (const typed of ['хлеб', 'non', 'Нон', 'лепёшка']) expect(expandTerm(searchFold(typed), index)).toEqual([expect.arrayContaining(words)]);
    expect(expandTerm('non', index)[0][0]).toBe('non');
  });

  it('expands each word of a term on its own and keeps unknown words as they are', () => {
    expect(expandTerm('tandir xleb', index)).toEqual([['tandir'], ['xleb', 'non', 'lepyoshka', 'lepeshka']]);
    expect(expandTerm('qovun', index)).toEqual([['qovun']]);
    expect(expandTerm('', index)).toEqual([]);
  });

  it('joins the groups a word belongs to', () => {
    expect(expandTerm('maslo', index)).toEqual([['maslo', 'sariyog', 'yog']]);
    expect(expandTerm('yog', index)).toEqual([['yog', 'maslo']]);
  });

  it('leaves out words that are not one search word, and groups of one word', () => {
    const odd = synonymIndex([
      ['лук репчатый', 'лук', 'piyoz'],
      ['x', 'sut'],
      ['olma', 'олма'],
    ]);
    expect(odd.get('piyoz')).toEqual(['piyoz', 'luk']);
    expect(odd.has('luk repchatiy')).toBe(false);
    expect(odd.has('sut')).toBe(false);
    expect(odd.has('olma')).toBe(false);
  });
});

describe('synonymGroupProblem', () => {
  it('accepts a group of single words in any script', () => {
    expect(synonymGroupProblem(bread)).toBeNull();
    expect(synonymGroupProblem(["go'sht", 'мясо', 'гўшт'])).toBeNull();
  });

  it.each<[string[], string]>([
    [['non'], 'too_few'],
    [['non', 'нон'], 'too_few'],
    [['лук репчатый', 'piyoz'], 'not_one_word'],
    [['a', 'non'], 'not_one_word'],
    [['!!', 'non'], 'not_one_word'],
    [['x'.repeat(41), 'non'], 'too_long'],
    [Array.from({ length: 31 }, (_, i) => `word${i}`), 'too_many'],
  ])('%j → %s', (words, problem) => {
    expect(synonymGroupProblem(words)).toBe(problem);
  });
});
