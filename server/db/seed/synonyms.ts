/**
 * The search synonyms a new database starts with (table `search_synonyms`, docs/adr/0013): common
 * groceries as shoppers type them in Russian and in both Uzbek scripts, plus a few Russian words
 * typed in Latin letters. Each word must fold to one search word (lib/domain/search-synonyms.ts).
 *
 * A word of a group other than the one typed matches at the start of a name's word, so words that
 * are parts of other names are safe here ("non" does not find "шампиньоны"). Left out on purpose:
 * "yogʻ" (it starts "yogurt"), "un"/"мука" and "tuz"/"соль" (two or three letters that start too
 * many other words); the names already carry both languages for those.
 */
export const SEARCH_SYNONYMS: readonly { name: string; words: readonly string[] }[] = [
  { name: 'bread', words: ['non', 'нон', 'хлеб', 'лепёшка', 'лепешка', 'hleb'] },
  { name: 'milk', words: ['sut', 'сут', 'молоко', 'moloko'] },
  { name: 'water', words: ['suv', 'сув', 'вода', 'voda'] },
  { name: 'meat', words: ['goʻsht', 'гўшт', 'мясо', 'myaso'] },
  { name: 'chicken', words: ['tovuq', 'товуқ', 'курица', 'kuritsa'] },
  { name: 'eggs', words: ['tuxum', 'тухум', 'яйца', 'яйцо', 'yaytsa'] },
  { name: 'rice', words: ['guruch', 'гуруч', 'рис'] },
  { name: 'sugar', words: ['shakar', 'шакар', 'сахар'] },
  { name: 'oil', words: ['yogʻi', 'ёғи', 'масло', 'maslo'] },
  { name: 'tea', words: ['choy', 'чой', 'чай', 'chay'] },
  { name: 'potatoes', words: ['kartoshka', 'картошка', 'картофель', 'kartofel'] },
  { name: 'onions', words: ['piyoz', 'пиёз', 'лук'] },
  { name: 'apples', words: ['olma', 'олма', 'яблоко', 'яблоки', 'яблок', 'yabloko'] },
  { name: 'carrots', words: ['sabzi', 'сабзи', 'морковь', 'морковка'] },
  { name: 'tomatoes', words: ['pomidor', 'помидор', 'помидоры', 'томаты'] },
  { name: 'cucumbers', words: ['bodring', 'бодринг', 'огурцы', 'огурец'] },
  { name: 'cheese', words: ['pishloq', 'пишлоқ', 'pishlogʻi', 'сыр'] },
  { name: 'fish', words: ['baliq', 'балиқ', 'baligʻi', 'рыба'] },
  { name: 'coffee', words: ['qahva', 'қаҳва', 'кофе', 'kofe'] },
  { name: 'grapes', words: ['uzum', 'узум', 'виноград'] },
  { name: 'melon', words: ['qovun', 'қовун', 'дыня'] },
  { name: 'watermelon', words: ['tarvuz', 'тарвуз', 'арбуз'] },
];
