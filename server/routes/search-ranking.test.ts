import type { Product } from '@/lib/contract/catalog';
import { get, post } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';

type Locale = 'uz' | 'ru';
type Page = { content: Product[]; totalElements: number };

/**
 * The held-out list (ADR 0032): 40 queries as shoppers typed them, in both scripts and both
 * languages, with the names each must find and must not find on the first page. The fuzzy
 * threshold and the sound key (lib/domain/search-ranking.ts) were chosen against it: a change to
 * either must keep every line. `first` names a product that must come before another.
 */
interface HeldOut {
  q: string;
  locale: Locale;
  find: string[];
  not?: string[];
  first?: [string, string];
}

const HELD_OUT: HeldOut[] = [
  // Uzbek interface, Latin
  { q: 'olma', locale: 'uz', find: ['Olma', 'Yashil olma Semerenko'], not: ['Banan', 'Sut'] },
  { q: 'sut', locale: 'uz', find: ['Sut', 'Quyultirilgan sut'], not: ['Olma'] },
  { q: 'non', locale: 'uz', find: ['Tandir non', 'Javdar noni'], not: ['Qoʻziqorin (shampinyon)'] },
  { q: 'nonn', locale: 'uz', find: ['Tandir non'], not: ['Tirnoq loki', 'Qoʻziqorin (shampinyon)', 'Banan'] },
  { q: "go'sht", locale: 'uz', find: ['Qoʻy goʻshti', 'Mol goʻshti (lahm)'], not: ['Sut'] },
  { q: 'pishloq', locale: 'uz', find: ['Gollandskiy pishlogʻi'], not: ['Sut'] },
  { q: 'qovun', locale: 'uz', find: ['Qovun Mirzachoʻl'], not: ['Tarvuz'] },
  { q: 'kefr', locale: 'uz', find: ['Kefir 2,5%'], not: ['Sut', 'Olma'] },
  { q: 'bodrng', locale: 'uz', find: ['Bodring'], not: ['Pomidor'] },
  { q: 'qulupnay', locale: 'uz', find: ['Qulupnay', 'Qulupnayli yogurt'], not: ['Gilos'] },
  { q: 'tuxum', locale: 'uz', find: ['Tovuq tuxumi (10 dona)'], not: ['Tovuq filesi'] },
  { q: 'choy', locale: 'uz', find: ['Qora choy (bargli)', 'Mate choyi'], not: ['Kakao kukuni'] },
  { q: 'mol', locale: 'uz', find: ['Mol goʻshti (lahm)', 'Sut'], first: ['Mol goʻshti (lahm)', 'Sut'] },
  // Uzbek interface, Cyrillic
  { q: 'олма', locale: 'uz', find: ['Olma'], not: ['Nok'] },
  { q: 'сут', locale: 'uz', find: ['Sut'], not: ['Olma'] },
  { q: 'гўшт', locale: 'uz', find: ['Qoʻy goʻshti'], not: ['Olma'] },
  { q: 'тарвуз', locale: 'uz', find: ['Tarvuz'], not: ['Qovun Mirzachoʻl'] },
  { q: 'молоко', locale: 'uz', find: ['Sut'], not: ['Olma'] },
  { q: 'хлеб', locale: 'uz', find: ['Tandir non', 'Javdar noni'], not: ['Qoʻziqorin (shampinyon)'] },
  { q: 'асал', locale: 'uz', find: ['Tabiiy asal'], not: ['Shakar'] },
  // Russian interface, Cyrillic
  { q: 'молоко', locale: 'ru', find: ['Молоко', 'Сгущённое молоко'], not: ['Яблоко'] },
  { q: 'малоко', locale: 'ru', find: ['Молоко'], not: ['Яблоко'] },
  { q: 'малако', locale: 'ru', find: ['Молоко'], not: ['Яблоко'] },
  { q: 'мол', locale: 'ru', find: ['Молоко', 'Говядина (мякоть)'], first: ['Молоко', 'Говядина (мякоть)'] },
  { q: 'сыр', locale: 'ru', find: ['Сыр Голландский'], not: ['Молоко'] },
  { q: 'яблоко', locale: 'ru', find: ['Яблоко', 'Сок яблочный'], not: ['Молоко'] },
  { q: 'яблако', locale: 'ru', find: ['Яблоко'], not: ['Молоко'] },
  { q: 'шакалад', locale: 'ru', find: ['Молочный шоколад', 'Горький шоколад 70%'], not: ['Молоко'] },
  { q: 'курица', locale: 'ru', find: ['Курица (тушка)'], not: ['Лак для ногтей'] },
  { q: 'хлеб', locale: 'ru', find: ['Хлеб ржаной', 'Лепёшка тандырная'], not: ['Шампиньоны'] },
  { q: 'арбуз', locale: 'ru', find: ['Арбуз'], not: ['Дыня мирзачульская'] },
  { q: 'рис', locale: 'ru', find: ['Рис девзира', 'Рис лазер'], not: ['Фарш говяжий'] },
  { q: 'кефирр', locale: 'ru', find: ['Кефир 2,5%'], not: ['Молоко'] },
  { q: 'сметан', locale: 'ru', find: ['Сметана 20%'], not: ['Молоко'] },
  // Russian interface, Latin
  { q: 'syr', locale: 'ru', find: ['Сыр Голландский'], not: ['Молоко'] },
  { q: 'moloko', locale: 'ru', find: ['Молоко'], not: ['Яблоко'] },
  { q: 'non', locale: 'ru', find: ['Лепёшка тандырная'], not: ['Шампиньоны'] },
  { q: 'tarvuz', locale: 'ru', find: ['Арбуз'], not: ['Дыня мирзачульская'] },
  { q: 'kefir', locale: 'ru', find: ['Кефир 2,5%'], not: ['Молоко'] },
  { q: 'olma', locale: 'ru', find: ['Яблоко'], not: ['Бананы'] },
];

async function search(q: string, locale: Locale) {
  const res = await post('/store/products/filter/?size=100', { q }, { locale });
  expect(res.status).toBe(200);
  return (res.body.result as Page).content.map((p) => p.name);
}

describe.each(testTargets())('search ranking on %s', (target) => {
  useSeededDb(target);

  it('holds 40 queries in both scripts and both languages', () => {
    expect(HELD_OUT).toHaveLength(40);
    const cyrillic = (q: string) => /\p{Script=Cyrillic}/u.test(q);
    for (const locale of ['uz', 'ru'] as const) {
      const mine = HELD_OUT.filter((h) => h.locale === locale);
      expect(mine.some((h) => cyrillic(h.q))).toBe(true);
      expect(mine.some((h) => !cyrillic(h.q))).toBe(true);
    }
  });

  it.each(HELD_OUT.map((h) => [`${h.locale}: "${h.q}"`, h] as const))('%s', async (_name, { q, locale, find, not = [], first }) => {
    const found = await search(q, locale);
    for (const name of find) expect(found).toContain(name);
    for (const name of not) expect(found).not.toContain(name);
    if (first) expect(found.indexOf(first[0])).toBeLessThan(found.indexOf(first[1]));
  });

  it("suggests names in the same order: the shopper's language first, no look-alikes", async () => {
    const ru = (await get(`/store/products/chace_name/?q=${encodeURIComponent('мол')}`, { locale: 'ru' })).body.result as string[];
    expect(ru.indexOf('Молоко')).toBeGreaterThanOrEqual(0);
    if (ru.includes('Говядина (мякоть)')) expect(ru.indexOf('Молоко')).toBeLessThan(ru.indexOf('Говядина (мякоть)'));
    const typo = (await get(`/store/products/chace_name/?q=${encodeURIComponent('малоко')}`, { locale: 'ru' })).body.result as string[];
    expect(typo).toContain('Молоко');
    expect(typo).not.toContain('Яблоко');
  });
});

describe.each(testTargets())('search hints on %s', (target) => {
  useSeededDb(target);
  const hints = async (q: string, locale: Locale = 'uz') => {
    const res = await get(`/store/products/search-hints/?q=${encodeURIComponent(q)}`, { locale });
    expect(res.status).toBe(200);
    return res.body.result as { stores: { brand_name: string; logo: string }[]; categories: { name: string }[]; names: string[]; did_you_mean: string | null };
  };

  it.each<[string, Locale]>([
    ['Baraka Market', 'uz'],
    ['baraka', 'ru'],
    ['барака', 'ru'],
    ['Barakа market', 'uz'],
  ])('finds the store by "%s" (%s), with its logo', async (q, locale) => {
    const found = await hints(q, locale);
    expect(found.stores[0]?.brand_name).toBe('Baraka Market');
    expect(found.stores[0]?.logo).toMatch(/^https?:\/\/|^\//);
  });

  it('offers the categories whose names match, in the request language', async () => {
    expect((await hints('sut')).categories.map((c) => c.name)).toContain('Sut mahsulotlari');
    expect((await hints('молоч', 'ru')).categories.map((c) => c.name)).toContain('Молочные продукты');
    expect((await hints('olma')).stores).toEqual([]);
  });

  it('says "did you mean" only when nothing matches, and nothing for gibberish', async () => {
    // "qlpnay" is too far from "qulupnay" to list strawberries, near enough to propose them.
    expect(await search('qlpnay', 'uz')).toEqual([]);
    expect(await hints('qlpnay')).toEqual({ stores: [], categories: [], names: [], did_you_mean: 'Qulupnay' });
    expect((await hints('qlpnay', 'ru')).did_you_mean).toBe('Клубника');
    expect((await hints('olma')).did_you_mean).toBeNull();
    expect((await hints('zzqqxx')).did_you_mean).toBeNull();
  });
});
