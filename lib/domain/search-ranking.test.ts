import { soundKey } from './search-ranking';
import { searchFold } from './transliterate';

describe('soundKey', () => {
  it('makes the letters shoppers mix up by ear one, in both scripts', () => {
    // An unstressed "о" heard as "а": the typo and the word meet.
    expect(soundKey(searchFold('малако'))).toBe(soundKey(searchFold('молоко')));
    // "syr" typed in Latin and "сыр" (folded "sir").
    expect(soundKey(searchFold('syr'))).toBe(soundKey(searchFold('сыр')));
    expect(soundKey(searchFold('шакалад'))).toBe(soundKey(searchFold('шоколад')));
  });

  it('leaves other letters alone', () => {
    expect(soundKey('non')).toBe('nan');
    expect(soundKey('qatiq')).toBe('qatiq');
  });
});
