/**
 * Demo stores around Tashkent. The brands are fictional but read like the city's real chains and
 * bazaar shops; their first letters cover much of the alphabet so that the A–Z store index is
 * worth looking at. Coordinates sit in the real districts named in the addresses, so "near me"
 * filters and the map behave believably.
 */
export interface StoreSeed {
  brandName: string;
  legalName: string;
  descriptionUz: string;
  descriptionRu: string;
  /** Monogram colour (hex without #): the logo is /media/monogram/<LETTERS>/<color>.svg. */
  logoColor: string;
  latitude: number;
  longitude: number;
  locationNameUz: string;
  locationNameRu: string;
  workingTime: string;
  freeShippingDistance: number;
  pickup: boolean;
  phoneNumber: string;
  rating: number;
  ratingCount: number;
  customersCount: number;
  viewCount: number;
  /** How long ago the store joined Savat, in days. */
  ageDays: number;
}

export const STORES: readonly StoreSeed[] = [
  {
    brandName: 'Baraka Market', legalName: 'MChJ "Baraka Savdo Servis"',
    descriptionUz: 'Chilonzordagi oilaviy supermarket: har kuni yangi meva-sabzavot, goʻsht va sut mahsulotlari. Buyurtmalar 40 daqiqada yetkaziladi.',
    descriptionRu: 'Семейный супермаркет в Чиланзаре: каждый день свежие овощи, мясо и молочка. Доставляем заказы за 40 минут.',
    logoColor: '16A34A', latitude: 41.2756, longitude: 69.2034,
    locationNameUz: 'Chilonzor tumani, Bunyodkor shoh koʻchasi, 12', locationNameRu: 'Чиланзарский район, проспект Бунёдкор, 12',
    workingTime: '08:00-23:00', freeShippingDistance: 5, pickup: true, phoneNumber: '+998712771020',
    rating: 4.8, ratingCount: 1264, customersCount: 18450, viewCount: 96300, ageDays: 1650,
  },
  {
    brandName: 'Oila Supermarket', legalName: 'MChJ "Oila Retail"',
    descriptionUz: 'Butun oila uchun mahsulotlar bir joyda. Kechayu kunduz ishlaymiz, tunda ham buyurtma qabul qilamiz.',
    descriptionRu: 'Всё для всей семьи в одном месте. Работаем круглосуточно и принимаем заказы даже ночью.',
    logoColor: 'EA580C', latitude: 41.3648, longitude: 69.2872,
    locationNameUz: 'Yunusobod tumani, Amir Temur shoh koʻchasi, 108', locationNameRu: 'Юнусабадский район, проспект Амира Темура, 108',
    workingTime: '00:00-24:00', freeShippingDistance: 7, pickup: true, phoneNumber: '+998712350011',
    rating: 4.7, ratingCount: 2310, customersCount: 26400, viewCount: 143800, ageDays: 1820,
  },
  {
    brandName: 'Chorsu Bozori', legalName: 'MChJ "Chorsu Dehqon Savdo"',
    descriptionUz: 'Eski shahar bozorining dehqon mahsulotlari endi uyingizgacha: ziravorlar, quruq mevalar, uy suti va qatiq.',
    descriptionRu: 'Фермерские продукты старогородского базара теперь с доставкой: специи, сухофрукты, домашнее молоко и катык.',
    logoColor: 'B45309', latitude: 41.3263, longitude: 69.2362,
    locationNameUz: 'Shayxontohur tumani, Navoiy koʻchasi, 2', locationNameRu: 'Шайхантахурский район, улица Навои, 2',
    workingTime: '06:00-19:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998901234570',
    rating: 4.6, ratingCount: 1870, customersCount: 15200, viewCount: 121000, ageDays: 1400,
  },
  {
    brandName: 'Yangi Hayot', legalName: 'MChJ "Yangi Hayot Savdo"',
    descriptionUz: 'Yangihayot va Sergeli aholisi uchun qulay narxlardagi doʻkon. Haftalik chegirmalar va tez yetkazib berish.',
    descriptionRu: 'Магазин с доступными ценами для жителей Янгихаёта и Сергели. Еженедельные скидки и быстрая доставка.',
    logoColor: '0891B2', latitude: 41.2081, longitude: 69.2049,
    locationNameUz: 'Yangihayot tumani, Qoʻyliq koʻchasi, 45', locationNameRu: 'Янгихаётский район, улица Куйлюк, 45',
    workingTime: '08:00-22:00', freeShippingDistance: 4, pickup: false, phoneNumber: '+998935551122',
    rating: 4.3, ratingCount: 412, customersCount: 5100, viewCount: 28700, ageDays: 620,
  },
  {
    brandName: 'Tashkent Fresh', legalName: 'OOO "Tashkent Fresh Food"',
    descriptionUz: 'Premium meva va sabzavotlar, import mahsulotlar va salatlar. Har bir buyurtma sovuq sumkada keladi.',
    descriptionRu: 'Премиальные фрукты и овощи, импортные продукты и салаты. Каждый заказ приезжает в термосумке.',
    logoColor: '65A30D', latitude: 41.2995, longitude: 69.2811,
    locationNameUz: 'Mirobod tumani, Shahrisabz koʻchasi, 16', locationNameRu: 'Мирабадский район, улица Шахрисабз, 16',
    workingTime: '09:00-22:00', freeShippingDistance: 10, pickup: true, phoneNumber: '+998712001188',
    rating: 4.9, ratingCount: 980, customersCount: 9800, viewCount: 77400, ageDays: 900,
  },
  {
    brandName: 'Anor Market', legalName: 'MChJ "Anor Group"',
    descriptionUz: 'Mirzo Ulugʻbekdagi mahalla doʻkoni: non, sut, tuxum va kundalik mahsulotlar har doim bor.',
    descriptionRu: 'Магазин у дома в Мирзо-Улугбеке: хлеб, молоко, яйца и товары на каждый день всегда в наличии.',
    logoColor: 'DC2626', latitude: 41.3389, longitude: 69.3347,
    locationNameUz: 'Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 154', locationNameRu: 'Мирзо-Улугбекский район, улица Буюк Ипак Йули, 154',
    workingTime: '07:00-23:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998909876543',
    rating: 4.5, ratingCount: 356, customersCount: 4300, viewCount: 21900, ageDays: 760,
  },
  {
    brandName: 'Dehqon Savdo', legalName: 'MChJ "Dehqon Savdo Markazi"',
    descriptionUz: 'Fermerlardan toʻgʻridan-toʻgʻri: goʻsht, sabzavot va mevalar vositachilarsiz narxda.',
    descriptionRu: 'Напрямую от фермеров: мясо, овощи и фрукты по ценам без посредников.',
    logoColor: '854D0E', latitude: 41.2251, longitude: 69.2231,
    locationNameUz: 'Sergeli tumani, Yangi Sergeli koʻchasi, 7', locationNameRu: 'Сергелийский район, улица Янги Сергели, 7',
    workingTime: '07:00-20:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998712556677',
    rating: 4.4, ratingCount: 640, customersCount: 7200, viewCount: 35100, ageDays: 1100,
  },
  {
    brandName: 'Elyor Oziq-ovqat', legalName: 'MChJ "Elyor Oziq-ovqat"',
    descriptionUz: 'Olmazordagi katta oziq-ovqat doʻkoni. Bakaleya va maishiy kimyo ulgurji narxlarda.',
    descriptionRu: 'Большой продуктовый магазин в Алмазаре. Бакалея и бытовая химия по оптовым ценам.',
    logoColor: '7C3AED', latitude: 41.3462, longitude: 69.2151,
    locationNameUz: 'Olmazor tumani, Qorasaroy koʻchasi, 311', locationNameRu: 'Алмазарский район, улица Корасарай, 311',
    workingTime: '08:00-22:00', freeShippingDistance: 0, pickup: false, phoneNumber: '+998946001234',
    rating: 4.1, ratingCount: 233, customersCount: 3100, viewCount: 15800, ageDays: 480,
  },
  {
    brandName: 'Fayz Supermarket', legalName: 'OOO "Fayz Trade"',
    descriptionUz: 'Uchtepadagi zamonaviy supermarket: oshxonamizdan tayyor taomlar va yangi pishirilgan non.',
    descriptionRu: 'Современный супермаркет в Учтепе: готовая еда из собственной кухни и свежий хлеб.',
    logoColor: '0D9488', latitude: 41.2921, longitude: 69.1765,
    locationNameUz: 'Uchtepa tumani, Lutfiy koʻchasi, 21', locationNameRu: 'Учтепинский район, улица Лутфий, 21',
    workingTime: '00:00-24:00', freeShippingDistance: 5, pickup: true, phoneNumber: '+998712884455',
    rating: 4.6, ratingCount: 702, customersCount: 8800, viewCount: 50200, ageDays: 1300,
  },
  {
    brandName: 'Gulshan Market', legalName: 'MChJ "Gulshan Savdo"',
    descriptionUz: 'Yakkasaroydagi shinam doʻkon: shirinliklar, choy va sovgʻabop toʻplamlar.',
    descriptionRu: 'Уютный магазин в Яккасарае: сладости, чай и подарочные наборы.',
    logoColor: 'DB2777', latitude: 41.2874, longitude: 69.2561,
    locationNameUz: 'Yakkasaroy tumani, Bobur koʻchasi, 38', locationNameRu: 'Яккасарайский район, улица Бабура, 38',
    workingTime: '09:00-21:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998977003344',
    rating: 4.7, ratingCount: 318, customersCount: 2900, viewCount: 19400, ageDays: 540,
  },
  {
    brandName: 'Hamkor Savdo', legalName: 'MChJ "Hamkor Savdo Uyi"',
    descriptionUz: 'Yashnoboddagi savdo uyi: oilaviy xaridlar uchun katta qadoqlar va qulay narxlar.',
    descriptionRu: 'Торговый дом в Яшнабаде: большие упаковки и выгодные цены для семейных покупок.',
    logoColor: '2563EB', latitude: 41.2935, longitude: 69.3352,
    locationNameUz: 'Yashnobod tumani, Maxtumquli koʻchasi, 90', locationNameRu: 'Яшнабадский район, улица Махтумкули, 90',
    workingTime: '08:00-22:00', freeShippingDistance: 6, pickup: false, phoneNumber: '+998712903030',
    rating: 4.2, ratingCount: 287, customersCount: 4100, viewCount: 20600, ageDays: 830,
  },
  {
    brandName: 'Ipak Yoʻli Market', legalName: 'MChJ "Ipak Yoʻli Savdo"',
    descriptionUz: 'Buyuk Ipak yoʻli metrosi yonidagi doʻkon. Ishdan qaytishda buyurtmani olib keting.',
    descriptionRu: 'Магазин у метро Буюк Ипак Йули. Заберите заказ по дороге с работы.',
    logoColor: 'CA8A04', latitude: 41.3337, longitude: 69.3183,
    locationNameUz: 'Mirzo Ulugʻbek tumani, Mustaqillik shoh koʻchasi, 59', locationNameRu: 'Мирзо-Улугбекский район, проспект Мустакиллик, 59',
    workingTime: '08:00-23:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998998887766',
    rating: 4.4, ratingCount: 198, customersCount: 2600, viewCount: 13900, ageDays: 400,
  },
  {
    brandName: 'Kamalak Market', legalName: 'MChJ "Kamalak Retail"',
    descriptionUz: 'Bolalar mahsulotlari va gigiyena vositalarining keng tanlovi. Onalar uchun maxsus chegirmalar.',
    descriptionRu: 'Широкий выбор детских товаров и средств гигиены. Специальные скидки для мам.',
    logoColor: '9333EA', latitude: 41.3552, longitude: 69.2844,
    locationNameUz: 'Yunusobod tumani, 4-mavze, 17-uy', locationNameRu: 'Юнусабадский район, 4-й квартал, дом 17',
    workingTime: '09:00-22:00', freeShippingDistance: 5, pickup: true, phoneNumber: '+998915556677',
    rating: 4.8, ratingCount: 544, customersCount: 6100, viewCount: 38800, ageDays: 1000,
  },
  {
    brandName: 'Lola Supermarket', legalName: 'OOO "Lola Market"',
    descriptionUz: 'Chilonzor 19-mavzedagi supermarket: yangi goʻsht, baliq va muzlatilgan mahsulotlar.',
    descriptionRu: 'Супермаркет в 19-м квартале Чиланзара: свежее мясо, рыба и заморозка.',
    logoColor: 'E11D48', latitude: 41.2689, longitude: 69.1902,
    locationNameUz: 'Chilonzor tumani, 19-mavze, Muqimiy koʻchasi, 4', locationNameRu: 'Чиланзарский район, 19-й квартал, улица Мукими, 4',
    workingTime: '08:00-22:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998712785511',
    rating: 4.0, ratingCount: 176, customersCount: 2200, viewCount: 11700, ageDays: 700,
  },
  {
    brandName: 'Mehr Market', legalName: 'MChJ "Mehr Savdo"',
    descriptionUz: 'Mahallangizdagi mehribon doʻkon: nasiya yoʻq, lekin narxlar doim adolatli.',
    descriptionRu: 'Душевный магазин у дома: без долгов, зато с честными ценами.',
    logoColor: 'F59E0B', latitude: 41.3112, longitude: 69.2497,
    locationNameUz: 'Shayxontohur tumani, Abdulla Qodiriy koʻchasi, 5', locationNameRu: 'Шайхантахурский район, улица Абдуллы Кадыри, 5',
    workingTime: '07:00-22:00', freeShippingDistance: 0, pickup: false, phoneNumber: '+998933214567',
    rating: 4.3, ratingCount: 145, customersCount: 1900, viewCount: 9800, ageDays: 380,
  },
  {
    brandName: 'Navbahor Mart', legalName: 'MChJ "Navbahor Mart"',
    descriptionUz: 'Kechasi ham ochiq mini-market: ichimliklar, gazaklar va tez tayyorlanadigan taomlar.',
    descriptionRu: 'Мини-маркет, открытый и ночью: напитки, снеки и быстрая еда.',
    logoColor: '0EA5E9', latitude: 41.3189, longitude: 69.2943,
    locationNameUz: 'Mirobod tumani, Oybek koʻchasi, 24', locationNameRu: 'Мирабадский район, улица Айбека, 24',
    workingTime: '00:00-24:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998951112233',
    rating: 4.5, ratingCount: 391, customersCount: 5400, viewCount: 30300, ageDays: 560,
  },
  {
    brandName: 'Paxtakor Fresh', legalName: 'MChJ "Paxtakor Fresh"',
    descriptionUz: 'Shahar markazidagi yangi mahsulotlar doʻkoni. Salatlar va sharbatlar har kuni tayyorlanadi.',
    descriptionRu: 'Магазин свежих продуктов в центре города. Салаты и соки готовим каждый день.',
    logoColor: '15803D', latitude: 41.3165, longitude: 69.2518,
    locationNameUz: 'Yunusobod tumani, Islom Karimov koʻchasi, 47', locationNameRu: 'Юнусабадский район, улица Ислама Каримова, 47',
    workingTime: '08:00-21:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998712404040',
    rating: 4.6, ratingCount: 266, customersCount: 3300, viewCount: 17600, ageDays: 450,
  },
  {
    brandName: 'Qoʻqon Non', legalName: 'MChJ "Qoʻqon Non Uyi"',
    descriptionUz: 'Tandir non, patir va issiq somsa har kuni ertalab. Pishiriqlar buyurtma asosida ham tayyorlanadi.',
    descriptionRu: 'Тандырные лепёшки, патыр и горячая самса каждое утро. Выпечку готовим и на заказ.',
    logoColor: 'A16207', latitude: 41.2802, longitude: 69.2225,
    locationNameUz: 'Chilonzor tumani, Qatortol koʻchasi, 60', locationNameRu: 'Чиланзарский район, улица Катартал, 60',
    workingTime: '06:00-20:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998907771100',
    rating: 4.9, ratingCount: 812, customersCount: 7700, viewCount: 42100, ageDays: 1200,
  },
  {
    brandName: 'Rayhon Market', legalName: 'MChJ "Rayhon Savdo"',
    descriptionUz: 'Koʻkat, ziravorlar va uy sharoitida tayyorlangan tuzlamalar. Sergeli boʻylab yetkazib beramiz.',
    descriptionRu: 'Зелень, специи и домашние соленья. Доставляем по всему Сергели.',
    logoColor: '059669', latitude: 41.2318, longitude: 69.2356,
    locationNameUz: 'Sergeli tumani, Choshtepa koʻchasi, 12', locationNameRu: 'Сергелийский район, улица Чоштепа, 12',
    workingTime: '08:00-20:00', freeShippingDistance: 0, pickup: false, phoneNumber: '+998971234321',
    rating: 3.9, ratingCount: 94, customersCount: 1200, viewCount: 6400, ageDays: 390,
  },
  {
    brandName: 'Sharq Savdo', legalName: 'MChJ "Sharq Savdo Kompaniyasi"',
    descriptionUz: 'Bektemirdagi ulgurji-chakana doʻkon: guruch, un, yogʻ va shakar katta qadoqlarda.',
    descriptionRu: 'Оптово-розничный магазин в Бектемире: рис, мука, масло и сахар в больших упаковках.',
    logoColor: '4F46E5', latitude: 41.2094, longitude: 69.3341,
    locationNameUz: 'Bektemir tumani, Husayn Boyqaro koʻchasi, 33', locationNameRu: 'Бектемирский район, улица Хусейна Байкары, 33',
    workingTime: '08:00-20:00', freeShippingDistance: 8, pickup: true, phoneNumber: '+998712950505',
    rating: 4.2, ratingCount: 207, customersCount: 2700, viewCount: 12500, ageDays: 1500,
  },
  {
    brandName: 'Ulugʻbek Market', legalName: 'MChJ "Ulugʻbek Savdo"',
    descriptionUz: 'Qorasuv mavzesidagi supermarket. Kechki buyurtmalar ertasi kuni ertalab yetkaziladi.',
    descriptionRu: 'Супермаркет в массиве Карасу. Вечерние заказы доставляем на следующее утро.',
    logoColor: '0369A1', latitude: 41.3571, longitude: 69.3562,
    locationNameUz: 'Mirzo Ulugʻbek tumani, Qorasuv-6, 22', locationNameRu: 'Мирзо-Улугбекский район, Карасу-6, 22',
    workingTime: '08:00-22:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998935432100',
    rating: 4.1, ratingCount: 121, customersCount: 1700, viewCount: 8100, ageDays: 430,
  },
  {
    brandName: 'Vodiy Meva', legalName: 'MChJ "Vodiy Meva Eksport"',
    descriptionUz: 'Fargʻona vodiysidan meva va quruq mevalar: oʻrik qoqi, mayiz, yongʻoq va mavsumiy mevalar.',
    descriptionRu: 'Фрукты и сухофрукты из Ферганской долины: курага, изюм, орехи и сезонные фрукты.',
    logoColor: 'C2410C', latitude: 41.3041, longitude: 69.2198,
    locationNameUz: 'Olmazor tumani, Farobiy koʻchasi, 8', locationNameRu: 'Алмазарский район, улица Фараби, 8',
    workingTime: '08:00-21:00', freeShippingDistance: 5, pickup: true, phoneNumber: '+998901112299',
    rating: 4.7, ratingCount: 455, customersCount: 4900, viewCount: 27300, ageDays: 980,
  },
  {
    brandName: 'Xonadon Mart', legalName: 'MChJ "Xonadon Mart"',
    descriptionUz: 'Uy-roʻzgʻor uchun hammasi: maishiy kimyo, gigiyena va uy hayvonlari uchun mahsulotlar.',
    descriptionRu: 'Всё для дома: бытовая химия, гигиена и товары для питомцев.',
    logoColor: '475569', latitude: 41.2643, longitude: 69.2632,
    locationNameUz: 'Yakkasaroy tumani, Shota Rustaveli koʻchasi, 114', locationNameRu: 'Яккасарайский район, улица Шота Руставели, 114',
    workingTime: '09:00-21:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998712667788',
    rating: 3.8, ratingCount: 88, customersCount: 1100, viewCount: 5600, ageDays: 370,
  },
  {
    brandName: 'Zamin Market', legalName: 'MChJ "Zamin Savdo"',
    descriptionUz: 'Olmazordagi kecha-kunduz ishlaydigan supermarket. Tungi yetkazib berish ham bor.',
    descriptionRu: 'Круглосуточный супермаркет в Алмазаре. Есть и ночная доставка.',
    logoColor: '1D4ED8', latitude: 41.3389, longitude: 69.2012,
    locationNameUz: 'Olmazor tumani, Sebzor koʻchasi, 27', locationNameRu: 'Алмазарский район, улица Себзар, 27',
    workingTime: '00:00-24:00', freeShippingDistance: 6, pickup: true, phoneNumber: '+998992223344',
    rating: 4.4, ratingCount: 372, customersCount: 4600, viewCount: 24400, ageDays: 690,
  },
  {
    brandName: 'Shirin Dunyo', legalName: 'MChJ "Shirin Dunyo Qandolat"',
    descriptionUz: 'Oʻz qandolatxonamizdan tortlar va pishiriqlar, shuningdek sharqona shirinliklar.',
    descriptionRu: 'Торты и выпечка из собственного кондитерского цеха, а также восточные сладости.',
    logoColor: 'BE185D', latitude: 41.2977, longitude: 69.2399,
    locationNameUz: 'Yakkasaroy tumani, Kichik Beshyogʻoch koʻchasi, 70', locationNameRu: 'Яккасарайский район, улица Кичик Бешягач, 70',
    workingTime: '09:00-21:00', freeShippingDistance: 0, pickup: true, phoneNumber: '+998909990011',
    rating: 4.8, ratingCount: 603, customersCount: 5900, viewCount: 33200, ageDays: 1750,
  },
];

/** Delivery windows of the stores that deliver by the clock rather than as soon as they can. */
const DAY_WINDOWS = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00', '18:00-20:00', '20:00-22:00'];
const FEES = [5000, 7000, 9000, 6000];
const FREE_FROM = [150_000, 200_000, null, 100_000];
const ETA: readonly [number, number][] = [
  [30, 45],
  [40, 60],
  [25, 40],
  [45, 75],
];

/**
 * A store's delivery terms, by its place in STORES: fees of 5 000–9 000 so'm, most free from
 * 100 000–200 000, a few with a 30 000 minimum, every fifth by the clock (two-hour windows).
 */
export function deliveryTermsOf(index: number) {
  return {
    minOrder: index % 6 === 5 ? 30_000 : 0,
    deliveryFee: FEES[index % 4]!,
    freeDeliveryFrom: FREE_FROM[index % 4]!,
    etaMin: ETA[index % 4]![0],
    etaMax: ETA[index % 4]![1],
    deliverySlots: index % 5 === 2 ? DAY_WINDOWS : [],
  };
}
