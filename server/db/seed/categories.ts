/**
 * The demo categories. The first four are the default ones and must keep positions 1–4: the
 * home page shows them first and the e2e tests look for them there. `key` links product templates
 * to a category without depending on database ids.
 */
export interface CategorySeed {
  key: string;
  nameUz: string;
  nameRu: string;
  /** Emoji names from @iconify-json/fluent-emoji-flat, served as /media/emoji/<name>.svg. */
  icon: string;
  image: string;
  /** A pastel background for the category tile. */
  color: string;
  popularity: number;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { key: 'ready', nameUz: 'Tayyor taomlar', nameRu: 'Готовая еда', icon: 'pot-of-food', image: 'curry-rice', color: '#FDECC8', popularity: 980 },
  { key: 'produce', nameUz: 'Meva va sabzavotlar', nameRu: 'Овощи и фрукты', icon: 'red-apple', image: 'leafy-green', color: '#DCF5DC', popularity: 1000 },
  { key: 'dairy', nameUz: 'Sut mahsulotlari', nameRu: 'Молочные продукты', icon: 'glass-of-milk', image: 'cheese-wedge', color: '#E3F0FF', popularity: 940 },
  { key: 'meat', nameUz: 'Goʻsht va parranda', nameRu: 'Мясо и птица', icon: 'cut-of-meat', image: 'poultry-leg', color: '#FDE2E1', popularity: 910 },
  { key: 'bakery', nameUz: 'Non va pishiriqlar', nameRu: 'Хлеб и выпечка', icon: 'bread', image: 'croissant', color: '#F8E7D0', popularity: 900 },
  { key: 'drinks', nameUz: 'Ichimliklar', nameRu: 'Напитки', icon: 'cup-with-straw', image: 'beverage-box', color: '#DDF3F5', popularity: 820 },
  { key: 'sweets', nameUz: 'Shirinliklar', nameRu: 'Сладости', icon: 'chocolate-bar', image: 'candy', color: '#FBE3F0', popularity: 760 },
  { key: 'grocery', nameUz: 'Bakaleya', nameRu: 'Бакалея', icon: 'sheaf-of-rice', image: 'cooked-rice', color: '#FFF4C2', popularity: 870 },
  { key: 'tea', nameUz: 'Choy va qahva', nameRu: 'Чай и кофе', icon: 'teapot', image: 'hot-beverage', color: '#EADFD3', popularity: 700 },
  {
    key: 'frozen',
    nameUz: 'Muzlatilgan mahsulotlar',
    nameRu: 'Замороженные продукты',
    icon: 'snowflake',
    image: 'dumpling',
    color: '#E0ECFA',
    popularity: 560,
  },
  { key: 'fish', nameUz: 'Baliq va dengiz mahsulotlari', nameRu: 'Рыба и морепродукты', icon: 'fish', image: 'shrimp', color: '#D6EEF8', popularity: 430 },
  { key: 'nuts', nameUz: 'Yongʻoq va quruq mevalar', nameRu: 'Орехи и сухофрукты', icon: 'peanuts', image: 'chestnut', color: '#F1E6D6', popularity: 610 },
  { key: 'household', nameUz: 'Maishiy kimyo', nameRu: 'Бытовая химия', icon: 'sponge', image: 'bubbles', color: '#E6F4EA', popularity: 520 },
  { key: 'hygiene', nameUz: 'Gigiyena va goʻzallik', nameRu: 'Гигиена и красота', icon: 'soap', image: 'lotion-bottle', color: '#F3E5F5', popularity: 480 },
  { key: 'baby', nameUz: 'Bolalar uchun', nameRu: 'Детские товары', icon: 'baby-bottle', image: 'teddy-bear', color: '#FFF0E0', popularity: 450 },
  { key: 'pets', nameUz: 'Uy hayvonlari uchun', nameRu: 'Зоотовары', icon: 'paw-prints', image: 'dog-face', color: '#EFEAD8', popularity: 300 },
];
