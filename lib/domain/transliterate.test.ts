import { cyrillicToLatin, searchFold } from './transliterate';

describe('cyrillicToLatin', () => {
  it.each([
    ['олма', 'olma'],
    ['Шоколад', 'Shokolad'],
    ['сут', 'sut'],
    ['ўрик', 'oʻrik'],
    ['ғалла', 'gʻalla'],
    ['қовун', 'qovun'],
    ['ҳаво', 'havo'],
    ['ер', 'yer'],
    ['поезд', 'poyezd'],
    ['мева', 'meva'],
    ['цемент', 'sement'],
    ['милиция', 'militsiya'],
    ['яблоко', 'yabloko'],
    ['съезд', 'sʼyezd'],
  ])('%s → %s', (cyr, lat) => {
    expect(cyrillicToLatin(cyr)).toBe(lat);
  });

  it('leaves Latin text alone', () => {
    expect(cyrillicToLatin('Olma 1 kg')).toBe('Olma 1 kg');
  });
});

describe('searchFold', () => {
  it('meets Latin and Cyrillic Uzbek in one form', () => {
    expect(searchFold('Olma')).toBe(searchFold('олма'));
    expect(searchFold('Oʻrik')).toBe(searchFold('ўрик'));
  });

  it('treats every apostrophe as the same sign', () => {
    const forms = ["o'rik", 'o‘rik', 'o’rik', 'o`rik', 'oʻrik'];
    expect(new Set(forms.map(searchFold)).size).toBe(1);
  });

  it('lowercases and collapses punctuation', () => {
    expect(searchFold('  Sut, 3.2% — 1 L ')).toBe('sut 3 2 1 l');
  });
});
