/**
 * Site content for the demo: banners, FAQ, partners, the About row, promo codes, popular search
 * terms and the raw material for reviews. Texts are written separately in Uzbek and Russian, not
 * translated word for word, because that is how the real storefront reads.
 */

export interface BannerSeed {
  type: 'web' | 'mobile';
  titleUz: string;
  titleRu: string;
  subtitleUz: string;
  subtitleRu: string;
  image: string;
  color: string;
  /** Built by the seed from category keys so that links survive different ids. */
  link: { categoryKey?: string; path?: string; sort?: string };
}

export const BANNERS: readonly BannerSeed[] = [
  {
    type: 'web',
    titleUz: 'Meva va sabzavotlarga 30% gacha chegirma',
    titleRu: 'Скидки до 30% на овощи и фрукты',
    subtitleUz: 'Bogʻdan toʻgʻri dasturxoningizga — har kuni yangi hosil',
    subtitleRu: 'Прямо с грядки на ваш стол — свежий урожай каждый день',
    image: 'red-apple',
    color: '#DCF5DC',
    link: { categoryKey: 'produce', sort: 'discount' },
  },
  {
    type: 'web',
    titleUz: 'Issiq osh va somsa 30 daqiqada',
    titleRu: 'Горячий плов и самса за 30 минут',
    subtitleUz: 'Tayyor taomlarni yaqin atrofdagi oshxonalardan buyurtma qiling',
    subtitleRu: 'Закажите готовую еду из ближайших кухонь',
    image: 'curry-rice',
    color: '#FDECC8',
    link: { categoryKey: 'ready', sort: 'popular' },
  },
  {
    type: 'web',
    titleUz: 'Birinchi buyurtmaga 15% chegirma',
    titleRu: 'Скидка 15% на первый заказ',
    subtitleUz: 'YANGI15 promokodini kiriting',
    subtitleRu: 'Введите промокод YANGI15',
    image: 'shopping-cart',
    color: '#E3F0FF',
    link: { path: '/products', sort: 'new' },
  },
  {
    type: 'web',
    titleUz: 'Sut mahsulotlari — fermadan',
    titleRu: 'Молочка прямо с фермы',
    subtitleUz: 'Uy suti, qatiq va suzma eng yaqin doʻkondan',
    subtitleRu: 'Домашнее молоко, катык и сузьма из ближайшего магазина',
    image: 'glass-of-milk',
    color: '#FFF4C2',
    link: { categoryKey: 'dairy', sort: 'popular' },
  },
  {
    type: 'mobile',
    titleUz: 'Bepul yetkazib berish',
    titleRu: 'Бесплатная доставка',
    subtitleUz: 'Belgilangan doʻkonlardan buyurtma qilganda',
    subtitleRu: 'При заказе из отмеченных магазинов',
    image: 'delivery-truck',
    color: '#DDF3F5',
    link: { path: '/products', sort: 'popular' },
  },
  {
    type: 'mobile',
    titleUz: 'Goʻsht va parranda chegirmada',
    titleRu: 'Мясо и птица со скидкой',
    subtitleUz: 'Kabob mavsumiga tayyorlaning',
    subtitleRu: 'Готовьтесь к сезону шашлыков',
    image: 'cut-of-meat',
    color: '#FDE2E1',
    link: { categoryKey: 'meat', sort: 'discount' },
  },
];

export const FAQ: readonly { questionUz: string; questionRu: string; answerUz: string; answerRu: string }[] = [
  {
    questionUz: 'Qanday buyurtma beraman?',
    questionRu: 'Как сделать заказ?',
    answerUz:
      'Mahsulotlarni savatga qoʻshing, savatni oching va «Rasmiylashtirish» tugmasini bosing. Telefon raqamingiz orqali kirganingizdan soʻng manzil va toʻlov usulini tanlang.',
    answerRu: 'Добавьте товары в корзину, откройте её и нажмите «Оформить». После входа по номеру телефона выберите адрес и способ оплаты.',
  },
  {
    questionUz: 'Yetkazib berish qancha turadi?',
    questionRu: 'Сколько стоит доставка?',
    answerUz:
      'Har bir buyurtma uchun yetkazib berish 5 000 soʻm. Agar savatdagi barcha mahsulotlar bepul yetkaziladigan boʻlsa, yetkazib berish bepul. Doʻkondan olib ketish har doim bepul.',
    answerRu:
      'Доставка стоит 5 000 сум за заказ. Если все товары в корзине с бесплатной доставкой, доставка бесплатна. Самовывоз из магазина всегда бесплатный.',
  },
  {
    questionUz: 'Qanday toʻlashim mumkin?',
    questionRu: 'Как можно оплатить?',
    answerUz: 'Buyurtmani qabul qilganingizda kuryerga naqd pul yoki karta (Uzcard, Humo) orqali toʻlashingiz mumkin.',
    answerRu: 'Оплатить заказ можно курьеру при получении — наличными или картой (Uzcard, Humo).',
  },
  {
    questionUz: 'Promokoddan qanday foydalanaman?',
    questionRu: 'Как применить промокод?',
    answerUz: 'Buyurtmani rasmiylashtirishda promokodni maxsus maydonga kiriting. Chegirma mahsulotlar narxiga qoʻllanadi, yetkazib berish narxiga emas.',
    answerRu: 'Введите промокод в специальное поле при оформлении заказа. Скидка действует на стоимость товаров, но не на доставку.',
  },
  {
    questionUz: 'Buyurtmani bekor qilsa boʻladimi?',
    questionRu: 'Можно ли отменить заказ?',
    answerUz:
      'Ha, buyurtma «Qabul qilindi» holatida boʻlsa, uni «Buyurtmalarim» sahifasida bekor qilishingiz mumkin. Tayyorlash boshlangandan keyin qoʻllab-quvvatlash xizmatiga yozing.',
    answerRu: 'Да, пока заказ в статусе «Принят», его можно отменить на странице «Мои заказы». Если сборка уже началась, напишите в поддержку.',
  },
  {
    questionUz: 'Mahsulotni qaytarish mumkinmi?',
    questionRu: 'Можно ли вернуть товар?',
    answerUz:
      'Sifatsiz yoki notoʻgʻri mahsulotni qabul qilishda kuryerga qaytaring yoki 24 soat ichida qoʻllab-quvvatlash xizmatiga murojaat qiling — pulingizni qaytaramiz.',
    answerRu: 'Некачественный или не тот товар верните курьеру при получении или напишите в поддержку в течение 24 часов — мы вернём деньги.',
  },
  {
    questionUz: 'Buyurtmalar qachon yetkaziladi?',
    questionRu: 'Когда доставляют заказы?',
    answerUz:
      'Har bir doʻkon oʻz ish vaqtida yetkazadi; kechayu kunduz ishlaydigan doʻkonlar tunda ham buyurtma qabul qiladi. Odatda yetkazib berish 30–90 daqiqa davom etadi.',
    answerRu: 'Каждый магазин доставляет в свои часы работы; круглосуточные магазины принимают заказы и ночью. Обычно доставка занимает 30–90 минут.',
  },
  {
    questionUz: 'Doʻkondan olib ketish qanday ishlaydi?',
    questionRu: 'Как работает самовывоз?',
    answerUz: 'Buyurtmada «Olib ketish»ni tanlang. Buyurtma tayyor boʻlgach, uni 4 soat ichida doʻkondan olib ketishingiz mumkin.',
    answerRu: 'Выберите в заказе «Самовывоз». Когда заказ будет готов, его можно забрать в магазине в течение 4 часов.',
  },
  {
    questionUz: 'Qoʻllab-quvvatlash xizmati bilan qanday bogʻlanaman?',
    questionRu: 'Как связаться с поддержкой?',
    answerUz:
      'Profilingizdagi «Qoʻllab-quvvatlash» boʻlimida murojaat qoldiring yoki +998 71 200 50 50 raqamiga qoʻngʻiroq qiling. Biz har kuni 08:00 dan 23:00 gacha ishlaymiz.',
    answerRu: 'Оставьте обращение в разделе «Поддержка» профиля или позвоните по номеру +998 71 200 50 50. Мы работаем ежедневно с 08:00 до 23:00.',
  },
];

export const PARTNERS: readonly { name: string; color: string; url: string }[] = [
  { name: 'Tez Yetkaz', color: '0EA5E9', url: 'https://tez-yetkaz.example.uz/' },
  { name: 'Agro Vodiy', color: '16A34A', url: 'https://agrovodiy.example.uz/' },
  { name: 'Oltin Don', color: 'CA8A04', url: 'https://oltindon.example.uz/' },
  { name: 'Yashil Bogʻ', color: '15803D', url: 'https://yashilbog.example.uz/' },
  { name: 'Sut Olami', color: '2563EB', url: 'https://sutolami.example.uz/' },
  { name: 'Karta Pay', color: '7C3AED', url: 'https://kartapay.example.uz/' },
  { name: 'Mehnat Logistika', color: 'EA580C', url: 'https://mehnat-logistika.example.uz/' },
];

export const ABOUT = {
  id: 1,
  phone: '+998712005050',
  email: 'info@savat.uz',
  addressUz: 'Toshkent sh., Yunusobod tumani, Amir Temur shoh koʻchasi, 108',
  addressRu: 'г. Ташкент, Юнусабадский район, проспект Амира Темура, 108',
  addressUrl: 'https://yandex.uz/maps/?pt=69.2797,41.3385&z=17&l=map',
  telegram: 'https://t.me/savat_uz',
  facebook: 'https://facebook.com/savat.uz',
  instagram: 'https://instagram.com/savat.uz',
  appQrImage: '/media/app-qr.svg',
  descriptionUz:
    'Savat — Toshkentdagi oziq-ovqat doʻkonlari va bozorlarni bitta ilovada birlashtirgan onlayn marketpleys. Narxlarni solishtiring, yaqin atrofdagi doʻkondan buyurtma qiling va xaridingizni uyingizga yetkazib oling yoki oʻzingiz olib keting.',
  descriptionRu:
    'Savat — онлайн-маркетплейс, который собрал продуктовые магазины и базары Ташкента в одном приложении. Сравнивайте цены, заказывайте в ближайшем магазине и получайте покупки с доставкой или забирайте сами.',
} as const;

const DAY = 24 * 60 * 60 * 1000;

/** The promo codes, relative to `now`: one of each state the check endpoint distinguishes. */
export function promoCodes(now: number) {
  return [
    // Valid, no overall limit: the one the docs and e2e tests use.
    {
      code: 'SAVAT10',
      discount: 10,
      validFrom: new Date(now - 365 * DAY),
      validUntil: new Date(now + 730 * DAY),
      maxUses: null,
      maxUsesPerUser: 5,
      usedCount: 37,
    },
    {
      code: 'YANGI15',
      discount: 15,
      validFrom: new Date(now - 30 * DAY),
      validUntil: new Date(now + 365 * DAY),
      maxUses: 1000,
      maxUsesPerUser: 1,
      usedCount: 212,
    },
    // Expired.
    {
      code: 'BAHOR20',
      discount: 20,
      validFrom: new Date(now - 400 * DAY),
      validUntil: new Date(now - 30 * DAY),
      maxUses: null,
      maxUsesPerUser: 1,
      usedCount: 540,
    },
    // Used up.
    {
      code: 'TUGADI30',
      discount: 30,
      validFrom: new Date(now - 60 * DAY),
      validUntil: new Date(now + 300 * DAY),
      maxUses: 100,
      maxUsesPerUser: 1,
      usedCount: 100,
    },
    // Not valid yet.
    {
      code: 'KELAJAK25',
      discount: 25,
      validFrom: new Date(now + 30 * DAY),
      validUntil: new Date(now + 400 * DAY),
      maxUses: null,
      maxUsesPerUser: 1,
      usedCount: 0,
    },
  ];
}

/** Popular searches in both languages and both Uzbek scripts, as shoppers type them. */
export const SEARCH_TERMS: readonly { term: string; count: number }[] = [
  { term: 'olma', count: 1840 },
  { term: 'sut', count: 1720 },
  { term: 'non', count: 1610 },
  { term: 'goʻsht', count: 1390 },
  { term: 'молоко', count: 1280 },
  { term: 'хлеб', count: 1150 },
  { term: 'tuxum', count: 990 },
  { term: 'тухум', count: 870 },
  { term: 'guruch', count: 820 },
  { term: 'яблоко', count: 760 },
  { term: 'banan', count: 700 },
  { term: 'курица', count: 640 },
  { term: 'choy', count: 610 },
  { term: 'сыр', count: 520 },
  { term: 'kartoshka', count: 480 },
  { term: 'osh', count: 450 },
];

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

/** Reviewer names: the Latin form for Uzbek reviews, the Cyrillic one for Russian reviews. */
export const REVIEWER_NAMES: readonly [uz: string, ru: string][] = [
  ['Dilnoza', 'Дилноза'],
  ['Jasur', 'Жасур'],
  ['Malika', 'Малика'],
  ['Sardor', 'Сардор'],
  ['Nodira', 'Нодира'],
  ['Bekzod', 'Бекзод'],
  ['Gulnora', 'Гульнора'],
  ['Otabek', 'Отабек'],
  ['Shahzoda', 'Шахзода'],
  ['Aziz', 'Азиз'],
  ['Madina', 'Мадина'],
  ['Rustam', 'Рустам'],
  ['Zarina', 'Зарина'],
  ['Javlon', 'Жавлон'],
  ['Feruza', 'Феруза'],
  ['Ulugʻbek', 'Улугбек'],
  ['Kamola', 'Камола'],
  ['Sherzod', 'Шерзод'],
  ['Nilufar', 'Нилуфар'],
  ['Timur', 'Тимур'],
  ['Sevara', 'Севара'],
  ['Doniyor', 'Дониёр'],
  ['Lola', 'Лола'],
  ['Eldor', 'Элдор'],
];

/** Review texts by sentiment; the seed picks the list from the rating it drew. */
export const REVIEW_TEXTS = {
  uz: {
    good: [
      'Juda yangi va sifatli, yana buyurtma qilaman.',
      'Tez yetkazib berishdi, hammasi joyida.',
      'Narxi ham, sifati ham yoqdi. Rahmat!',
      'Oilamiz bilan juda yoqtirdik.',
      'Kuryer xushmuomala, mahsulot ajoyib.',
      'Bozordagidan arzonroq va uyga olib kelishdi.',
      'Har doim shu doʻkondan olaman, hech qachon xafa qilmagan.',
      'Qadoq chiroyli, muddati uzoq.',
    ],
    mid: ['Yomon emas, lekin narxi biroz qimmat.', 'Sifati oʻrtacha, yetkazish biroz kechikdi.', 'Umuman olganda maʼqul, qadoqi ezilgan edi.'],
    bad: ['Mahsulot kutganimdek emas edi.', 'Yetkazib berish juda kechikdi, sovib qolgan.', 'Muddati tugashiga oz qolgan ekan.'],
  },
  ru: {
    good: [
      'Очень свежее, закажу ещё.',
      'Привезли быстро, всё в порядке.',
      'Отличное качество за свои деньги, спасибо!',
      'Всей семье понравилось.',
      'Вежливый курьер, товар отличный.',
      'Дешевле, чем на базаре, и с доставкой до двери.',
      'Беру здесь постоянно, ни разу не подвели.',
      'Аккуратная упаковка, срок годности большой.',
    ],
    mid: ['Неплохо, но дороговато.', 'Качество среднее, доставка немного задержалась.', 'В целом нормально, но упаковка была помята.'],
    bad: ['Товар не соответствует описанию.', 'Доставка сильно опоздала, всё остыло.', 'Срок годности почти истёк.'],
  },
} as const;

/** The store's replies; `{store}` is replaced by the brand name. */
export const ANSWER_TEXTS = {
  uz: {
    name: '{store} jamoasi',
    good: ['Fikringiz uchun rahmat! Sizni yana kutamiz.', 'Rahmat! Xaridingiz yoqqanidan xursandmiz.'],
    bad: ['Noqulaylik uchun uzr soʻraymiz. Operatorimiz siz bilan bogʻlanadi.', 'Uzr! Keyingi buyurtmangizga chegirma taqdim etamiz.'],
  },
  ru: {
    name: 'Команда {store}',
    good: ['Спасибо за отзыв! Ждём вас снова.', 'Спасибо! Рады, что вам понравилось.'],
    bad: ['Приносим извинения за неудобства. Оператор свяжется с вами.', 'Извините! На следующий заказ дадим скидку.'],
  },
} as const;
