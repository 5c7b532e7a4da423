/**
 * Product templates: one per kind of product. The seed sells every kind in several stores (that is
 * what the comparison table on a product page shows) and, for large catalogs, in brand variants.
 *
 * Prices are whole so'm for Tashkent in 2026. `amountType` is stored neutral and the client
 * translates it: kg (sold by weight), g (per 100 g and such), l (draught, by the litre),
 * pcs (a piece or a packaged item: dona / шт), pack (a multi-pack: qadoq / упак).
 *
 * `weight` is what the price buys ("0.9 l", "500 g", "10 pcs"): the price per kg or litre is worked
 * out from it (lib/domain/unit-price.ts), so a container's size (a 60 l bin bag, a 250 ml bottle)
 * is not a weight: those give their pieces.
 */
export type AmountType = 'kg' | 'g' | 'l' | 'pcs' | 'pack';

export interface ProductTemplate {
  kind: string;
  category: string;
  nameUz: string;
  nameRu: string;
  descriptionUz: string;
  descriptionRu: string;
  amountType: AmountType;
  weight: string;
  minPrice: number;
  maxPrice: number;
  /** Main image (emoji name); `extra` adds up to two more pictures for the gallery. */
  image: string;
  extra?: readonly string[];
}

type Row = [
  kind: string,
  nameUz: string,
  nameRu: string,
  descriptionUz: string,
  descriptionRu: string,
  amountType: AmountType,
  weight: string,
  minPrice: number,
  maxPrice: number,
  image: string,
  extra?: readonly string[],
];

// Grouped per category to keep the table readable; flattened below.
const BY_CATEGORY: Record<string, Row[]> = {
  ready: [
    ['plov', 'Toshkent oshi', 'Плов ташкентский', 'Qozonda damlangan osh: devzira guruch, mol goʻshti, sariq sabzi va noʻxat.', 'Плов из риса девзира с говядиной, жёлтой морковью и нутом, приготовленный в казане.', 'pcs', '400 g', 35000, 45000, 'curry-rice', ['cooked-rice', 'pot-of-food']],
    ['samsa', 'Tandir somsa', 'Самса тандырная', 'Qoʻy goʻshti va piyozli qatlamali somsa, tandirda yopilgan. Issiq holda yetkaziladi.', 'Слоёная самса с бараниной и луком из тандыра. Привозим горячей.', 'pcs', '180 g', 8000, 12000, 'stuffed-flatbread'],
    ['lagman', 'Lagʻmon', 'Лагман', 'Qoʻlda choʻzilgan ugra, goʻsht va sabzavotli quyuq sous bilan.', 'Тянутая вручную лапша с мясом и густой овощной подливой.', 'pcs', '450 g', 30000, 40000, 'steaming-bowl', ['spaghetti']],
    ['manti', 'Manti (5 dona)', 'Манты (5 штук)', 'Bugʻda pishirilgan manti, ichida qiyma va piyoz. Qatiq bilan tortiladi.', 'Манты на пару с рубленым мясом и луком. Подаются с катыком.', 'pack', '500 g', 30000, 42000, 'dumpling'],
    ['shashlik', 'Qoʻy goʻshtidan kabob', 'Шашлык из баранины', 'Koʻmirda pishirilgan kabob, piyoz va non bilan.', 'Шашлык на углях с луком и лепёшкой.', 'pcs', '250 g', 28000, 38000, 'meat-on-bone', ['oden']],
    ['achichuk', 'Achchiq-chuchuk salati', 'Салат ачичук', 'Pomidor, piyoz va rayhondan yangi salat. Osh bilan juda mos.', 'Свежий салат из помидоров, лука и базилика — лучшая пара к плову.', 'pcs', '300 g', 12000, 18000, 'green-salad', ['tomato']],
    ['shawarma', 'Lavashda shaurma', 'Шаурма в лаваше', 'Tovuq goʻshti, yangi sabzavotlar va sarimsoqli sous.', 'Курица, свежие овощи и чесночный соус в тонком лаваше.', 'pcs', '350 g', 25000, 32000, 'burrito'],
    ['hot-dog', 'Hot-dog', 'Хот-дог', 'Yumshoq bulochka, sosiska, tuzlangan bodring va souslar.', 'Мягкая булочка, сосиска, маринованный огурец и соусы.', 'pcs', '200 g', 14000, 20000, 'hot-dog'],
    ['pizza', 'Pitsa Margarita', 'Пицца Маргарита', 'Tomat sousi, motsarella va rayhonli klassik pitsa, 30 sm.', 'Классическая пицца с томатным соусом, моцареллой и базиликом, 30 см.', 'pcs', '550 g', 60000, 85000, 'pizza'],
    ['mastava', 'Mastava', 'Мастава', 'Guruch, goʻsht va sabzavotli quyuq shoʻrva, qatiq bilan.', 'Густой суп с рисом, мясом и овощами, с катыком.', 'pcs', '400 g', 25000, 32000, 'pot-of-food'],
  ],
  produce: [
    ['apple', 'Olma', 'Яблоко', 'Namangan bogʻlaridan shirin va suvli olmalar.', 'Сладкие сочные яблоки из садов Намангана.', 'kg', '1 kg', 15000, 25000, 'red-apple', ['green-apple', 'basket']],
    ['apple-green', 'Yashil olma Semerenko', 'Яблоко зелёное Семеренко', 'Nordon-shirin yashil olma, pishiriqlar uchun ham ajoyib.', 'Кисло-сладкое зелёное яблоко, отлично подходит для выпечки.', 'kg', '1 kg', 18000, 26000, 'green-apple'],
    ['banana', 'Banan', 'Бананы', 'Ekvadordan keltirilgan pishgan bananlar.', 'Спелые бананы из Эквадора.', 'kg', '1 kg', 22000, 30000, 'banana'],
    ['pear', 'Nok', 'Груша', 'Xushboʻy yumshoq nok, mavsum hosili.', 'Ароматная мягкая груша нового урожая.', 'kg', '1 kg', 20000, 32000, 'pear'],
    ['grapes', 'Uzum Husayni', 'Виноград Хусайни', 'Uzunchoq, yupqa poʻstli shirin uzum.', 'Продолговатый сладкий виноград с тонкой кожицей.', 'kg', '1 kg', 25000, 40000, 'grapes'],
    ['peach', 'Shaftoli', 'Персики', 'Shirali, xushboʻy shaftoli Fargʻona vodiysidan.', 'Сочные ароматные персики из Ферганской долины.', 'kg', '1 kg', 25000, 38000, 'peach'],
    ['melon', 'Qovun Mirzachoʻl', 'Дыня мирзачульская', 'Mashhur Mirzachoʻl qovuni, asal kabi shirin.', 'Знаменитая мирзачульская дыня, сладкая как мёд.', 'kg', '1 kg', 12000, 20000, 'melon'],
    ['watermelon', 'Tarvuz', 'Арбуз', 'Qizil etli, shakardek tarvuz. Butunligicha sotiladi.', 'Арбуз с красной сахарной мякотью. Продаётся целым.', 'kg', '1 kg', 5000, 8000, 'watermelon'],
    ['tangerine', 'Mandarin', 'Мандарины', 'Urugʻsiz, oson archiladigan mandarinlar.', 'Мандарины без косточек, легко чистятся.', 'kg', '1 kg', 20000, 30000, 'tangerine'],
    ['lemon', 'Limon', 'Лимоны', 'Toshkent limonlari: yupqa poʻst va kuchli xushboʻylik.', 'Ташкентские лимоны: тонкая кожура и яркий аромат.', 'kg', '1 kg', 25000, 35000, 'lemon'],
    ['strawberry', 'Qulupnay', 'Клубника', 'Issiqxonada yetishtirilgan yirik qulupnay.', 'Крупная тепличная клубника.', 'pack', '500 g', 30000, 45000, 'strawberry'],
    ['cherries', 'Gilos', 'Черешня', 'Toʻq qizil, shirin gilos — bahorning birinchi mevasi.', 'Тёмно-красная сладкая черешня — первая ягода весны.', 'kg', '1 kg', 35000, 55000, 'cherries'],
    ['kiwi', 'Kivi', 'Киви', 'Vitamin C ga boy, yumshoq kivi.', 'Мягкий киви, богатый витамином C.', 'kg', '1 kg', 30000, 40000, 'kiwi-fruit'],
    ['mango', 'Mango', 'Манго', 'Pishgan mango, sharbati koʻp.', 'Спелое сочное манго.', 'pcs', '350 g', 25000, 35000, 'mango'],
    ['potato', 'Kartoshka', 'Картофель', 'Yangi hosil kartoshkasi, qovurish va shoʻrva uchun.', 'Картофель нового урожая для жарки и супов.', 'kg', '1 kg', 5000, 8000, 'potato'],
    ['onion', 'Piyoz', 'Лук репчатый', 'Oq piyoz, osh va salatlar uchun.', 'Белый репчатый лук для плова и салатов.', 'kg', '1 kg', 4000, 7000, 'onion'],
    ['carrot', 'Sariq sabzi', 'Морковь жёлтая', 'Osh uchun maxsus sariq sabzi.', 'Жёлтая морковь — главный овощ для плова.', 'kg', '1 kg', 5000, 9000, 'carrot'],
    ['tomato', 'Pomidor', 'Помидоры', 'Qizil, goʻshtdor pomidorlar.', 'Красные мясистые помидоры.', 'kg', '1 kg', 12000, 25000, 'tomato'],
    ['cucumber', 'Bodring', 'Огурцы', 'Qarsildoq yangi bodringlar.', 'Хрустящие свежие огурцы.', 'kg', '1 kg', 10000, 20000, 'cucumber'],
    ['bell-pepper', 'Bolgar qalampiri', 'Перец болгарский', 'Rang-barang shirin qalampir.', 'Разноцветный сладкий перец.', 'kg', '1 kg', 18000, 28000, 'bell-pepper'],
    ['eggplant', 'Baqlajon', 'Баклажаны', 'Yosh baqlajonlar, qovurish va dimlama uchun.', 'Молодые баклажаны для жарки и димламы.', 'kg', '1 kg', 9000, 15000, 'eggplant'],
    ['garlic', 'Sarimsoq', 'Чеснок', 'Mahalliy sarimsoq, kuchli taʼmli.', 'Местный чеснок с ярким вкусом.', 'kg', '1 kg', 25000, 40000, 'garlic'],
    ['greens', 'Koʻkat toʻplami', 'Зелень (укроп, петрушка, кинза)', 'Ukrop, petrushka va kashnich — bugun uzilgan.', 'Укроп, петрушка и кинза, собранные сегодня.', 'pcs', '100 g', 3000, 5000, 'leafy-green', ['herb']],
    ['hot-pepper', 'Achchiq qalampir', 'Перец острый', 'Achchiq qizil qalampir, ziravor sifatida.', 'Острый красный перец для пикантных блюд.', 'kg', '1 kg', 20000, 30000, 'hot-pepper'],
    ['broccoli', 'Brokkoli', 'Брокколи', 'Yashil brokkoli, bugʻda pishirish uchun.', 'Зелёная брокколи для приготовления на пару.', 'kg', '1 kg', 30000, 45000, 'broccoli'],
    ['mushroom', 'Qoʻziqorin (shampinyon)', 'Шампиньоны', 'Oq shampinyonlar, qadoqda.', 'Белые шампиньоны в упаковке.', 'pack', '400 g', 15000, 22000, 'mushroom', ['brown-mushroom']],
    ['corn', 'Makkajoʻxori', 'Кукуруза', 'Shirin makkajoʻxori soʻtasi, qaynatish uchun.', 'Сладкая кукуруза в початках для варки.', 'pcs', '300 g', 5000, 8000, 'ear-of-corn'],
  ],
  dairy: [
    ['milk', 'Sut', 'Молоко', 'Pasterizatsiyalangan sigir suti, 3,2% yogʻlilik.', 'Пастеризованное коровье молоко жирностью 3,2%.', 'pcs', '1 l', 12000, 16000, 'glass-of-milk', ['beverage-box']],
    ['milk-25', 'Sut 2,5%', 'Молоко 2,5%', 'Yengil sut, nonushta va kofe uchun.', 'Лёгкое молоко для завтрака и кофе.', 'pcs', '0.9 l', 11000, 14000, 'glass-of-milk'],
    ['home-milk', 'Uy suti (quyma)', 'Молоко домашнее (разливное)', 'Fermer xoʻjaligidan har kuni keltiriladigan uy suti.', 'Домашнее молоко с фермы, привозим каждый день.', 'l', '1 l', 10000, 14000, 'glass-of-milk', ['cow-face']],
    ['kefir', 'Kefir 2,5%', 'Кефир 2,5%', 'Tabiiy kefir, hazm qilishga yordam beradi.', 'Натуральный кефир для хорошего пищеварения.', 'pcs', '1 l', 13000, 17000, 'beverage-box'],
    ['qatiq', 'Qatiq', 'Катык', 'Anʼanaviy oʻzbek qatigʻi, quyuq va nordon.', 'Традиционный узбекский катык, густой и кисловатый.', 'pcs', '0.5 l', 8000, 11000, 'jar'],
    ['suzma', 'Suzma', 'Сузьма', 'Suzilgan qatiq, salat va shoʻrvalar uchun.', 'Отцеженный катык для салатов и супов.', 'pcs', '500 g', 22000, 30000, 'jar'],
    ['butter', 'Sariyogʻ 72,5%', 'Масло сливочное 72,5%', 'Qaymoqdan tayyorlangan sariyogʻ.', 'Сливочное масло из натуральных сливок.', 'pcs', '200 g', 22000, 30000, 'butter'],
    ['cheese', 'Gollandskiy pishlogʻi', 'Сыр Голландский', 'Qattiq pishloq, yumshoq qaymoqli taʼm.', 'Твёрдый сыр с мягким сливочным вкусом.', 'kg', '1 kg', 90000, 140000, 'cheese-wedge'],
    ['brynza', 'Brinza', 'Брынза', 'Tuzlangan oq pishloq, salatlar uchun.', 'Рассольный белый сыр для салатов.', 'kg', '1 kg', 60000, 80000, 'cheese-wedge'],
    ['smetana', 'Smetana 20%', 'Сметана 20%', 'Quyuq smetana, blinchik va shoʻrvalar uchun.', 'Густая сметана к блинам и супам.', 'pcs', '400 g', 14000, 19000, 'jar'],
    ['tvorog', 'Tvorog 9%', 'Творог 9%', 'Yumshoq tvorog, nonushta uchun.', 'Нежный творог для завтрака.', 'pcs', '400 g', 18000, 25000, 'bowl-with-spoon'],
    ['yogurt', 'Qulupnayli yogurt', 'Йогурт клубничный', 'Qulupnay boʻlakchalari qoʻshilgan yogurt.', 'Йогурт с кусочками клубники.', 'pcs', '250 g', 7000, 10000, 'bowl-with-spoon', ['strawberry']],
    ['eggs', 'Tovuq tuxumi (10 dona)', 'Яйца куриные (10 штук)', 'Yangi tovuq tuxumi, C1 toifa.', 'Свежие куриные яйца категории С1.', 'pack', '600 g', 16000, 22000, 'egg', ['nest-with-eggs']],
    ['condensed', 'Quyultirilgan sut', 'Сгущённое молоко', 'Shakar qoʻshilgan quyultirilgan sut.', 'Сгущённое молоко с сахаром.', 'pcs', '380 g', 14000, 19000, 'canned-food'],
  ],
  meat: [
    ['beef', 'Mol goʻshti (lahm)', 'Говядина (мякоть)', 'Suyaksiz yangi mol goʻshti, kabob va qovurish uchun.', 'Свежая говядина без кости для шашлыка и жарки.', 'kg', '1 kg', 110000, 140000, 'cut-of-meat'],
    ['beef-bone', 'Mol goʻshti (suyakli)', 'Говядина на кости', 'Shoʻrva va osh uchun suyakli goʻsht.', 'Мясо на кости для шурпы и плова.', 'kg', '1 kg', 85000, 105000, 'meat-on-bone'],
    ['lamb', 'Qoʻy goʻshti', 'Баранина', 'Yosh qoʻzi goʻshti, dumba yogʻi bilan.', 'Мясо молодого барашка с курдючным жиром.', 'kg', '1 kg', 120000, 150000, 'meat-on-bone', ['ewe']],
    ['mince', 'Mol goʻshtidan qiyma', 'Фарш говяжий', 'Yangi tayyorlangan qiyma, manti va kotlet uchun.', 'Свежий фарш для мантов и котлет.', 'kg', '1 kg', 95000, 120000, 'cut-of-meat'],
    ['chicken', 'Tovuq (butun)', 'Курица (тушка)', 'Mahalliy broyler tovuq, tozalangan.', 'Местный бройлер, потрошёный.', 'kg', '1 kg', 38000, 48000, 'poultry-leg', ['chicken']],
    ['chicken-fillet', 'Tovuq filesi', 'Куриное филе', 'Koʻkrak qismi, terisiz va suyaksiz.', 'Грудка без кожи и кости.', 'kg', '1 kg', 55000, 70000, 'poultry-leg'],
    ['chicken-legs', 'Tovuq soni', 'Куриные окорочка', 'Qovurish va pishirish uchun tovuq sonlari.', 'Окорочка для жарки и запекания.', 'kg', '1 kg', 36000, 46000, 'poultry-leg'],
    ['turkey', 'Kurka filesi', 'Филе индейки', 'Parhezbop kurka goʻshti.', 'Диетическое мясо индейки.', 'kg', '1 kg', 90000, 120000, 'poultry-leg'],
    ['qazi', 'Qazi', 'Казы', 'Ot goʻshtidan tayyorlangan anʼanaviy qazi.', 'Традиционная колбаса казы из конины.', 'kg', '1 kg', 180000, 240000, 'bacon'],
    ['sausage', 'Doktorskaya kolbasasi', 'Колбаса Докторская', 'Qaynatilgan kolbasa, buterbrodlar uchun.', 'Варёная колбаса для бутербродов.', 'kg', '1 kg', 70000, 95000, 'bacon'],
    ['sosiski', 'Sutli sosiskalar', 'Сосиски молочные', 'Mol goʻshtidan sutli sosiskalar.', 'Молочные сосиски из говядины.', 'pack', '500 g', 30000, 42000, 'hot-dog'],
  ],
  bakery: [
    ['non', 'Tandir non', 'Лепёшка тандырная', 'Ertalab yopilgan issiq tandir non.', 'Горячая лепёшка из тандыра, испечённая утром.', 'pcs', '350 g', 4000, 6000, 'flatbread', ['bread']],
    ['patir', 'Patir non', 'Патыр', 'Qatlamali, sariyogʻli patir.', 'Слоёная лепёшка патыр на сливочном масле.', 'pcs', '500 g', 8000, 12000, 'flatbread'],
    ['baton', 'Oq baton', 'Батон нарезной', 'Yumshoq oq baton, kesilgan holda.', 'Мягкий белый батон в нарезке.', 'pcs', '400 g', 5000, 7000, 'bread'],
    ['rye-bread', 'Javdar noni', 'Хлеб ржаной', 'Javdar unidan tayyorlangan qora non.', 'Тёмный хлеб из ржаной муки.', 'pcs', '500 g', 6000, 8000, 'bread'],
    ['baguette', 'Fransuz bageti', 'Багет французский', 'Qarsildoq poʻstli bagetlar.', 'Багет с хрустящей корочкой.', 'pcs', '250 g', 7000, 10000, 'baguette-bread'],
    ['croissant', 'Kruassan', 'Круассан', 'Sariyogʻli qatlamali kruassan.', 'Слоёный круассан на сливочном масле.', 'pcs', '80 g', 8000, 14000, 'croissant'],
    ['bagel', 'Kunjutli bublik', 'Бублик с кунжутом', 'Kunjut sepilgan yumshoq bublik.', 'Мягкий бублик, посыпанный кунжутом.', 'pcs', '100 g', 4000, 6000, 'bagel'],
    ['pie', 'Olmali pirog', 'Пирог с яблоками', 'Dolchinli olmali uy piroggi.', 'Домашний пирог с яблоками и корицей.', 'pcs', '800 g', 45000, 65000, 'pie'],
    ['doughnut', 'Ponchik', 'Пончик', 'Shokolad qoplamali yumshoq ponchik.', 'Пышный пончик в шоколадной глазури.', 'pcs', '90 g', 7000, 11000, 'doughnut'],
    ['pretzel', 'Tuzli krendel', 'Крендель солёный', 'Qarsildoq tuzli krendel, choy bilan.', 'Хрустящий солёный крендель к чаю.', 'pcs', '120 g', 6000, 9000, 'pretzel'],
  ],
  drinks: [
    ['water', 'Ichimlik suvi (gazsiz)', 'Вода питьевая негазированная', 'Tozalangan ichimlik suvi.', 'Очищенная питьевая вода.', 'pcs', '1.5 l', 3500, 5000, 'potable-water'],
    ['water-19', 'Ichimlik suvi 19 l', 'Вода питьевая 19 л', 'Kuller uchun katta idishda suv.', 'Вода в большой бутыли для кулера.', 'pcs', '19 l', 18000, 25000, 'potable-water'],
    ['mineral', 'Mineral suv (gazli)', 'Минеральная вода газированная', 'Tabiiy mineral suv, gazlangan.', 'Природная минеральная вода с газом.', 'pcs', '1 l', 4000, 7000, 'potable-water', ['ice']],
    ['cola', 'Kola (gazli ichimlik)', 'Кола (газированный напиток)', 'Sovutilgan holda ichish tavsiya etiladi.', 'Лучше всего пить охлаждённой.', 'pcs', '1.5 l', 11000, 14000, 'cup-with-straw'],
    ['juice-apple', 'Olma sharbati', 'Сок яблочный', '100% olma sharbati, shakar qoʻshilmagan.', '100% яблочный сок без добавления сахара.', 'pcs', '1 l', 14000, 20000, 'beverage-box', ['red-apple']],
    ['juice-peach', 'Shaftoli nektari', 'Нектар персиковый', 'Shaftoli pyuresidan tayyorlangan nektar.', 'Нектар из персикового пюре.', 'pcs', '1 l', 13000, 18000, 'beverage-box', ['peach']],
    ['kompot', 'Olcha kompoti', 'Компот вишнёвый', 'Uy usulida tayyorlangan kompot, shisha idishda.', 'Компот по домашнему рецепту в стеклянной банке.', 'pcs', '1 l', 12000, 16000, 'jar', ['cherries']],
    ['lemonade', 'Tarxun limonadi', 'Лимонад Тархун', 'Tarxun taʼmli gazli limonad.', 'Газированный лимонад со вкусом тархуна.', 'pcs', '0.5 l', 7000, 10000, 'cup-with-straw'],
    ['ice-tea', 'Limonli muzli choy', 'Холодный чай с лимоном', 'Sovuq qora choy, limon taʼmi bilan.', 'Холодный чёрный чай со вкусом лимона.', 'pcs', '1 l', 8000, 11000, 'tumbler-glass', ['lemon']],
    ['ayran', 'Ayron', 'Айран', 'Yengil tuzli ayron, issiq kunlar uchun.', 'Слегка солёный айран для жарких дней.', 'pcs', '1 l', 9000, 12000, 'glass-of-milk'],
  ],
  sweets: [
    ['chocolate', 'Sutli shokolad', 'Молочный шоколад', 'Yumshoq sutli shokolad plitkasi.', 'Плитка нежного молочного шоколада.', 'pcs', '90 g', 14000, 22000, 'chocolate-bar'],
    ['dark-chocolate', 'Achchiq shokolad 70%', 'Горький шоколад 70%', 'Kakao miqdori yuqori boʻlgan shokolad.', 'Шоколад с высоким содержанием какао.', 'pcs', '90 g', 16000, 25000, 'chocolate-bar'],
    ['candies', 'Shokoladli konfetlar', 'Конфеты шоколадные', 'Turli ichli shokoladli konfetlar, tortib sotiladi.', 'Шоколадные конфеты с разными начинками, на развес.', 'kg', '1 kg', 60000, 110000, 'candy'],
    ['lollipops', 'Mevali ledenetslar', 'Леденцы фруктовые', 'Bolalar sevadigan rang-barang ledenetslar.', 'Разноцветные леденцы, которые любят дети.', 'pack', '200 g', 9000, 14000, 'lollipop'],
    ['halva', 'Kunjut holvasi', 'Халва кунжутная', 'Kunjutdan tayyorlangan sharqona holva.', 'Восточная халва из кунжута.', 'pcs', '350 g', 18000, 25000, 'moon-cake'],
    ['navvot', 'Navvot', 'Наввот (кристаллический сахар)', 'Choy bilan isteʼmol qilinadigan anʼanaviy navvot.', 'Традиционный кристаллический сахар к чаю.', 'pack', '500 g', 15000, 22000, 'candy'],
    ['honey', 'Tabiiy asal', 'Мёд натуральный', 'Togʻ gullaridan yigʻilgan asal.', 'Мёд с горных цветов.', 'pcs', '500 g', 45000, 70000, 'honey-pot'],
    ['cookies', 'Sutli pechenye', 'Печенье молочное', 'Choy uchun mayda sutli pechenye.', 'Небольшое молочное печенье к чаю.', 'pack', '300 g', 12000, 20000, 'cookie'],
    ['waffles', 'Vafli', 'Вафли', 'Shokoladli qatlamli qarsildoq vafli.', 'Хрустящие вафли с шоколадной прослойкой.', 'pack', '250 g', 10000, 16000, 'waffle'],
    ['cake', 'Napoleon torti', 'Торт Наполеон', 'Qaymoqli kremli koʻp qatlamli tort.', 'Многослойный торт с заварным кремом.', 'pcs', '1 kg', 120000, 180000, 'birthday-cake', ['shortcake']],
    ['chakchak', 'Chak-chak', 'Чак-чак', 'Asalli chak-chak, bayram dasturxoni uchun.', 'Чак-чак с мёдом для праздничного стола.', 'pcs', '400 g', 30000, 45000, 'cookie', ['honey-pot']],
  ],
  grocery: [
    ['rice-devzira', 'Devzira guruchi', 'Рис девзира', 'Osh uchun eng yaxshi qizgʻish devzira guruchi.', 'Розоватый рис девзира — лучший для плова.', 'kg', '1 kg', 28000, 40000, 'cooked-rice', ['sheaf-of-rice']],
    ['rice-lazer', 'Lazer guruchi', 'Рис лазер', 'Uzun donli oq guruch, kundalik taomlar uchun.', 'Длиннозёрный белый рис на каждый день.', 'kg', '1 kg', 18000, 24000, 'sheaf-of-rice'],
    ['flour', 'Bugʻdoy uni (oliy nav)', 'Мука пшеничная высший сорт', 'Non va pishiriqlar uchun oliy navli un.', 'Мука высшего сорта для хлеба и выпечки.', 'pack', '2 kg', 14000, 18000, 'sheaf-of-rice'],
    ['sunflower-oil', 'Kungaboqar yogʻi', 'Масло подсолнечное', 'Tozalangan hidsiz kungaboqar yogʻi.', 'Рафинированное дезодорированное подсолнечное масло.', 'pcs', '1 l', 22000, 28000, 'sunflower'],
    ['cotton-oil', 'Paxta yogʻi', 'Масло хлопковое', 'Osh uchun anʼanaviy paxta yogʻi.', 'Традиционное хлопковое масло для плова.', 'pcs', '1 l', 24000, 30000, 'jar'],
    ['sugar', 'Shakar', 'Сахар', 'Oq kristall shakar.', 'Белый кристаллический сахар.', 'kg', '1 kg', 12000, 15000, 'package'],
    ['salt', 'Yodlangan osh tuzi', 'Соль йодированная', 'Mayda yodlangan osh tuzi.', 'Мелкая йодированная поваренная соль.', 'pack', '1 kg', 3000, 5000, 'salt'],
    ['pasta', 'Spagetti', 'Макароны спагетти', 'Qattiq bugʻdoydan tayyorlangan spagetti.', 'Спагетти из твёрдых сортов пшеницы.', 'pack', '400 g', 8000, 14000, 'spaghetti'],
    ['buckwheat', 'Grechka yormasi', 'Гречневая крупа', 'Saralangan grechka yormasi.', 'Отборная гречневая крупа.', 'pack', '900 g', 14000, 20000, 'package'],
    ['chickpeas', 'Noʻxat', 'Нут', 'Osh va shoʻrvalar uchun yirik noʻxat.', 'Крупный нут для плова и супов.', 'kg', '1 kg', 18000, 25000, 'beans'],
    ['mung', 'Mosh', 'Маш', 'Mashxoʻrda va moshkichiri uchun mosh.', 'Маш для машхурды и мошкичири.', 'kg', '1 kg', 22000, 30000, 'beans'],
    ['lentils', 'Qizil yasmiq', 'Чечевица красная', 'Tez pishadigan qizil yasmiq.', 'Быстро развариваемая красная чечевица.', 'kg', '1 kg', 20000, 28000, 'beans'],
    ['zira', 'Zira', 'Зира', 'Osh uchun xushboʻy qora zira.', 'Ароматная чёрная зира для плова.', 'g', '100 g', 9000, 14000, 'herb'],
    ['tomato-paste', 'Tomat pastasi', 'Томатная паста', 'Quyuq tomat pastasi, shisha bankada.', 'Густая томатная паста в стеклянной банке.', 'pcs', '700 g', 18000, 25000, 'canned-food', ['tomato']],
    ['green-peas', 'Konservalangan koʻk noʻxat', 'Зелёный горошек консервированный', 'Salatlar uchun shirin koʻk noʻxat.', 'Сладкий горошек для салатов.', 'pcs', '400 g', 12000, 17000, 'canned-food', ['pea-pod']],
    ['oats', 'Suli yormasi', 'Овсяные хлопья', 'Nonushta uchun suli yormasi.', 'Овсяные хлопья для завтрака.', 'pack', '500 g', 10000, 15000, 'bowl-with-spoon'],
  ],
  tea: [
    ['black-tea', 'Qora choy (bargli)', 'Чай чёрный листовой', 'Hind qora choyi, quyuq damlanadi.', 'Индийский чёрный чай с насыщенным настоем.', 'pack', '100 g', 15000, 30000, 'teapot'],
    ['green-tea', 'Koʻk choy №95', 'Зелёный чай №95', 'Oʻzbek dasturxonining asosiy choyi.', 'Главный чай узбекского дастархана.', 'pack', '100 g', 12000, 25000, 'teacup-without-handle', ['teapot']],
    ['tea-bags', 'Qora choy (25 paketcha)', 'Чай чёрный в пакетиках (25 штук)', 'Ishxona uchun qulay paketchalardagi choy.', 'Удобный чай в пакетиках для офиса.', 'pack', '50 g', 12000, 20000, 'hot-beverage'],
    ['instant-coffee', 'Eriydigan qahva', 'Кофе растворимый', 'Sublimatsiyalangan eriydigan qahva, shisha bankada.', 'Сублимированный растворимый кофе в стеклянной банке.', 'pcs', '95 g', 45000, 75000, 'hot-beverage'],
    ['coffee-beans', 'Qahva donlari (arabika)', 'Кофе в зёрнах (арабика)', 'Oʻrtacha qovurilgan 100% arabika.', '100% арабика средней обжарки.', 'pack', '1 kg', 180000, 260000, 'hot-beverage'],
    ['ground-coffee', 'Maydalangan qahva', 'Кофе молотый', 'Turka va kofemashina uchun maydalangan qahva.', 'Молотый кофе для турки и кофемашины.', 'pack', '250 g', 50000, 80000, 'hot-beverage'],
    ['cocoa', 'Kakao kukuni', 'Какао-порошок', 'Issiq ichimlik va pishiriqlar uchun kakao.', 'Какао для горячих напитков и выпечки.', 'pack', '200 g', 20000, 30000, 'chocolate-bar'],
    ['mint-tea', 'Yalpizli koʻk choy', 'Зелёный чай с мятой', 'Yalpiz qoʻshilgan tetiklantiruvchi choy.', 'Освежающий чай с мятой.', 'pack', '100 g', 14000, 22000, 'herb', ['teapot']],
    ['mate', 'Mate choyi', 'Чай мате', 'Janubiy Amerika mate choyi.', 'Южноамериканский чай мате.', 'pack', '250 g', 40000, 60000, 'mate'],
  ],
  frozen: [
    ['pelmeni', 'Chuchvara (muzlatilgan)', 'Пельмени замороженные', 'Mol goʻshtli qoʻlda tugilgan chuchvara.', 'Пельмени ручной лепки с говядиной.', 'pack', '800 g', 35000, 50000, 'dumpling'],
    ['frozen-manti', 'Muzlatilgan manti', 'Манты замороженные', 'Qozonda bugʻlash uchun tayyor manti.', 'Готовые манты — осталось приготовить на пару.', 'pack', '1 kg', 45000, 60000, 'dumpling'],
    ['ice-cream', 'Plombir muzqaymoq', 'Мороженое пломбир', 'Klassik qaymoqli plombir.', 'Классический сливочный пломбир.', 'pcs', '80 g', 5000, 9000, 'ice-cream'],
    ['ice-cream-cone', 'Vafli stakanchadagi muzqaymoq', 'Мороженое в вафельном стаканчике', 'Qarsildoq vafli stakanchada muzqaymoq.', 'Мороженое в хрустящем вафельном стаканчике.', 'pcs', '70 g', 4000, 7000, 'soft-ice-cream'],
    ['frozen-veg', 'Muzlatilgan sabzavotlar aralashmasi', 'Овощная смесь замороженная', 'Brokkoli, sabzi va loviya aralashmasi.', 'Смесь брокколи, моркови и фасоли.', 'pack', '400 g', 15000, 22000, 'broccoli', ['snowflake']],
    ['frozen-berries', 'Muzlatilgan rezavorlar', 'Ягоды замороженные', 'Qulupnay, chernika va malina aralashmasi.', 'Смесь клубники, черники и малины.', 'pack', '300 g', 25000, 35000, 'blueberries'],
    ['fries', 'Muzlatilgan kartoshka fri', 'Картофель фри замороженный', 'Duxovka va fritur uchun tayyor kartoshka fri.', 'Картофель фри для духовки и фритюра.', 'pack', '1 kg', 28000, 38000, 'french-fries'],
    ['nuggets', 'Tovuq naggetslari', 'Куриные наггетсы', 'Tovuq filesidan qarsildoq naggetslar.', 'Хрустящие наггетсы из куриного филе.', 'pack', '500 g', 35000, 48000, 'poultry-leg'],
    ['ice', 'Muz kubiklari', 'Лёд в кубиках', 'Ichimliklar uchun toza muz.', 'Чистый лёд для напитков.', 'pack', '1 kg', 5000, 8000, 'ice'],
  ],
  fish: [
    ['salmon', 'Losos filesi', 'Лосось (филе)', 'Sovutilgan Norvegiya lososi.', 'Охлаждённый норвежский лосось.', 'kg', '1 kg', 230000, 300000, 'fish'],
    ['carp', 'Sazan baligʻi', 'Сазан', 'Mahalliy suv havzalaridan yangi sazan.', 'Свежий сазан из местных водоёмов.', 'kg', '1 kg', 40000, 55000, 'fish'],
    ['shrimp', 'Krevetkalar', 'Креветки', 'Qaynatib muzlatilgan krevetkalar.', 'Варёно-мороженые креветки.', 'pack', '500 g', 75000, 110000, 'shrimp', ['fried-shrimp']],
    ['herring', 'Tuzlangan seld', 'Сельдь солёная', 'Yengil tuzlangan seld baligʻi.', 'Слабосолёная сельдь.', 'pcs', '500 g', 30000, 45000, 'fish'],
    ['tuna', 'Tunets konservasi', 'Тунец консервированный', 'Oʻz sharbatidagi tunets.', 'Тунец в собственном соку.', 'pcs', '185 g', 18000, 26000, 'canned-food', ['fish']],
    ['squid', 'Kalmar', 'Кальмар', 'Tozalangan kalmar tanachalari.', 'Очищенные тушки кальмара.', 'pack', '500 g', 45000, 65000, 'squid'],
    ['crab-sticks', 'Krab tayoqchalari', 'Крабовые палочки', 'Salatlar uchun krab tayoqchalari.', 'Крабовые палочки для салатов.', 'pack', '200 g', 12000, 18000, 'crab'],
    ['trout', 'Gulmoy (forel)', 'Форель', 'Togʻ daryolarida yetishtirilgan gulmoy.', 'Форель, выращенная в горных реках.', 'kg', '1 kg', 120000, 160000, 'fish'],
  ],
  nuts: [
    ['walnuts', 'Yongʻoq magʻzi', 'Грецкий орех очищенный', 'Tozalangan yongʻoq magʻzi.', 'Очищенные ядра грецкого ореха.', 'kg', '1 kg', 70000, 100000, 'chestnut'],
    ['almonds', 'Bodom', 'Миндаль', 'Qovurilmagan bodom magʻzi.', 'Ядра миндаля без обжарки.', 'kg', '1 kg', 110000, 150000, 'peanuts'],
    ['raisins', 'Mayiz', 'Изюм', 'Qora va sariq mayiz aralashmasi.', 'Смесь тёмного и светлого изюма.', 'kg', '1 kg', 45000, 70000, 'grapes'],
    ['dried-apricots', 'Oʻrik qoqi', 'Курага', 'Quyoshda quritilgan shirin oʻrik.', 'Сладкий абрикос, высушенный на солнце.', 'kg', '1 kg', 55000, 85000, 'peach'],
    ['pistachios', 'Fistashka', 'Фисташки', 'Qovurilgan tuzli fistashka.', 'Жареные солёные фисташки.', 'kg', '1 kg', 200000, 280000, 'peanuts'],
    ['peanuts', 'Yeryongʻoq', 'Арахис жареный', 'Qovurilgan yeryongʻoq, pivo va choy uchun.', 'Жареный арахис к чаю.', 'pack', '200 g', 8000, 12000, 'peanuts'],
    ['seeds', 'Kungaboqar pistasi', 'Семечки подсолнечника', 'Qovurilgan pista — suhbat uchun.', 'Жареные семечки для душевных разговоров.', 'pack', '200 g', 8000, 12000, 'sunflower'],
    ['popcorn', 'Popkorn', 'Попкорн', 'Tuzli popkorn, kino kechasi uchun.', 'Солёный попкорн для вечера с фильмом.', 'pack', '100 g', 8000, 12000, 'popcorn'],
  ],
  household: [
    ['dish-soap', 'Idish yuvish vositasi', 'Средство для мытья посуды', 'Limon hidli, yogʻni oson ketkazadi.', 'С ароматом лимона, легко смывает жир.', 'pcs', '0.5 l', 12000, 20000, 'lotion-bottle', ['sponge']],
    ['laundry', 'Kir yuvish kukuni (avtomat)', 'Стиральный порошок (автомат)', 'Rangli va oq kiyimlar uchun kukun.', 'Порошок для цветного и белого белья.', 'pack', '3 kg', 60000, 90000, 'bubbles'],
    ['bleach', 'Oqartiruvchi vosita', 'Отбеливатель', 'Kiyim va sirtlar uchun xlorli vosita.', 'Хлорное средство для белья и поверхностей.', 'pcs', '1 l', 10000, 16000, 'bucket'],
    ['sponges', 'Idish yuvish gubkalari (5 dona)', 'Губки для посуды (5 штук)', 'Ikki tomonlama gubkalar.', 'Двусторонние губки.', 'pack', '5 pcs', 8000, 12000, 'sponge'],
    ['trash-bags', 'Chiqindi paketlari (30 dona)', 'Мешки для мусора (30 штук)', 'Mustahkam 60 litrlik paketlar.', 'Прочные мешки на 60 литров.', 'pack', '30 pcs', 10000, 16000, 'wastebasket'],
    ['toilet-paper', 'Hojatxona qogʻozi (4 rulon)', 'Туалетная бумага (4 рулона)', 'Ikki qatlamli yumshoq qogʻoz.', 'Мягкая двухслойная бумага.', 'pack', '4 pcs', 12000, 18000, 'roll-of-paper'],
    ['broom', 'Supurgi', 'Веник', 'Anʼanaviy supurgi, hovli va uy uchun.', 'Традиционный веник для дома и двора.', 'pcs', '1 pcs', 20000, 35000, 'broom'],
    ['candles', 'Xoʻjalik shamlari (10 dona)', 'Свечи хозяйственные (10 штук)', 'Elektr oʻchganda asqotadi.', 'Пригодятся, если отключат свет.', 'pack', '10 pcs', 10000, 15000, 'candle'],
    ['floor-cleaner', 'Pol yuvish vositasi', 'Средство для мытья полов', 'Yangi hidli universal vosita.', 'Универсальное средство со свежим ароматом.', 'pcs', '1 l', 18000, 26000, 'bucket'],
  ],
  hygiene: [
    ['soap', 'Atir sovun', 'Мыло туалетное', 'Glitserinli yumshoq sovun.', 'Мягкое мыло с глицерином.', 'pcs', '90 g', 5000, 9000, 'soap'],
    ['shampoo', 'Shampun', 'Шампунь', 'Barcha turdagi sochlar uchun.', 'Для всех типов волос.', 'pcs', '0.4 l', 35000, 60000, 'lotion-bottle', ['bubbles']],
    ['toothpaste', 'Tish pastasi', 'Зубная паста', 'Ftorli, tishlarni mustahkamlaydi.', 'С фтором, укрепляет эмаль.', 'pcs', '100 g', 15000, 25000, 'toothbrush', ['tooth']],
    ['toothbrush', 'Tish choʻtkasi', 'Зубная щётка', 'Oʻrtacha qattiqlikdagi choʻtka.', 'Щётка средней жёсткости.', 'pcs', '1 pcs', 10000, 20000, 'toothbrush'],
    ['hand-cream', 'Qoʻl uchun krem', 'Крем для рук', 'Namlovchi va oziqlantiruvchi krem.', 'Увлажняющий и питательный крем.', 'pcs', '75 g', 15000, 28000, 'lotion-bottle'],
    ['shower-gel', 'Dush geli', 'Гель для душа', 'Yangi hidli dush geli.', 'Гель для душа со свежим ароматом.', 'pcs', '0.25 l', 20000, 35000, 'shower', ['bubbles']],
    ['wet-wipes', 'Nam salfetkalar', 'Влажные салфетки', 'Antibakterial nam salfetkalar.', 'Антибактериальные влажные салфетки.', 'pack', '72 pcs', 10000, 16000, 'roll-of-paper'],
    ['razor', 'Ustara (3 dona)', 'Бритвенные станки (3 штуки)', 'Uch tigʻli bir martalik ustaralar.', 'Одноразовые станки с тремя лезвиями.', 'pack', '3 pcs', 25000, 40000, 'razor'],
    ['nail-polish', 'Tirnoq loki', 'Лак для ногтей', 'Tez quriydigan yorqin lok.', 'Быстросохнущий яркий лак.', 'pcs', '10 g', 20000, 35000, 'nail-polish'],
    ['lipstick', 'Lab boʻyogʻi', 'Помада губная', 'Uzoq saqlanadigan mat lab boʻyogʻi.', 'Стойкая матовая помада.', 'pcs', '4 g', 45000, 80000, 'lipstick'],
  ],
  baby: [
    ['diapers', 'Bolalar tagliklari (40 dona)', 'Подгузники детские (40 штук)', '4-oʻlcham, 9–14 kg gacha boʻlgan bolalar uchun.', 'Размер 4, для малышей 9–14 кг.', 'pack', '40 pcs', 120000, 180000, 'baby'],
    ['formula', 'Bolalar suti aralashmasi', 'Детская молочная смесь', '6 oydan katta bolalar uchun aralashma.', 'Смесь для детей старше 6 месяцев.', 'pcs', '350 g', 110000, 160000, 'baby-bottle'],
    ['baby-puree', 'Olmali bolalar pyuresi', 'Детское пюре яблочное', 'Shakarsiz olma pyuresi, 4 oydan.', 'Яблочное пюре без сахара, с 4 месяцев.', 'pcs', '100 g', 9000, 14000, 'jar', ['red-apple']],
    ['baby-wipes', 'Bolalar nam salfetkalari', 'Детские влажные салфетки', 'Spirtsiz, gipoallergen salfetkalar.', 'Гипоаллергенные салфетки без спирта.', 'pack', '64 pcs', 12000, 18000, 'roll-of-paper'],
    ['porridge', 'Sutli bolalar boʻtqasi', 'Детская каша молочная', 'Guruchli sutli boʻtqa, 6 oydan.', 'Молочная рисовая каша, с 6 месяцев.', 'pcs', '200 g', 25000, 35000, 'bowl-with-spoon'],
    ['baby-bottle', 'Emizikli shisha', 'Бутылочка для кормления', 'Antikolik emizikli 250 ml shisha.', 'Бутылочка 250 мл с антиколиковой соской.', 'pcs', '1 pcs', 40000, 65000, 'baby-bottle'],
    ['teddy', 'Yumshoq oʻyinchoq ayiqcha', 'Мягкая игрушка мишка', 'Gipoallergen toʻldirgichli ayiqcha.', 'Мишка с гипоаллергенным наполнителем.', 'pcs', '30 cm', 60000, 95000, 'teddy-bear'],
    ['baby-shampoo', 'Bolalar shampuni', 'Детский шампунь', 'Koʻzni achitmaydigan yumshoq shampun.', 'Мягкий шампунь «без слёз».', 'pcs', '0.3 l', 25000, 38000, 'lotion-bottle', ['baby']],
  ],
  pets: [
    ['cat-dry', 'Mushuklar uchun quruq yem', 'Сухой корм для кошек', 'Tovuq goʻshtli toʻliq ratsion.', 'Полнорационный корм с курицей.', 'pack', '1.5 kg', 60000, 95000, 'cat-face'],
    ['cat-wet', 'Mushuklar uchun nam yem', 'Влажный корм для кошек', 'Sousdagi mol goʻshti boʻlakchalari.', 'Кусочки говядины в соусе.', 'pcs', '85 g', 5000, 8000, 'cat-face'],
    ['dog-dry', 'Itlar uchun quruq yem', 'Сухой корм для собак', 'Katta zotli itlar uchun yem.', 'Корм для собак крупных пород.', 'pack', '3 kg', 90000, 150000, 'dog-face', ['dog']],
    ['dog-treats', 'Itlar uchun suyakchalar', 'Лакомство для собак (косточки)', 'Tishlarni tozalovchi suyakchalar.', 'Косточки, очищающие зубы.', 'pack', '200 g', 18000, 28000, 'bone'],
    ['cat-litter', 'Mushuk tuvagi uchun toʻldirgich', 'Наполнитель для кошачьего туалета', 'Hidni yutuvchi komkalashuvchi toʻldirgich.', 'Комкующийся наполнитель, впитывает запах.', 'pack', '5 kg', 40000, 60000, 'paw-prints'],
    ['bird-food', 'Toʻtiqushlar uchun don', 'Корм для попугаев', 'Donlar va urugʻlar aralashmasi.', 'Смесь зёрен и семян.', 'pack', '500 g', 15000, 22000, 'parrot', ['sheaf-of-rice']],
    ['fish-food', 'Akvarium baliqlari uchun yem', 'Корм для аквариумных рыб', 'Barcha tropik baliqlar uchun yem.', 'Корм для всех тропических рыбок.', 'pcs', '100 g', 15000, 25000, 'tropical-fish'],
  ],
};

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = Object.entries(BY_CATEGORY).flatMap(([category, rows]) =>
  rows.map(([kind, nameUz, nameRu, descriptionUz, descriptionRu, amountType, weight, minPrice, maxPrice, image, extra]) => ({
    kind, category, nameUz, nameRu, descriptionUz, descriptionRu, amountType, weight, minPrice, maxPrice, image, extra,
  })),
);

/**
 * Brand lines used once a catalog asks for more products than templates × stores: the same kind
 * in another brand is another kind for the comparison table (it compares like with like).
 */
export const BRAND_VARIANTS: readonly { uz: string; ru: string; priceFactor: number }[] = [
  { uz: '«Bogʻbon»', ru: '«Богбон»', priceFactor: 1.05 },
  { uz: '«Dehqon»', ru: '«Дехкан»', priceFactor: 0.92 },
  { uz: '«Toza»', ru: '«Тоза»', priceFactor: 1.0 },
  { uz: '«Oltin»', ru: '«Олтин»', priceFactor: 1.25 },
  { uz: '«Vodiy»', ru: '«Водий»', priceFactor: 0.95 },
  { uz: '«Musaffo»', ru: '«Мусаффо»', priceFactor: 1.1 },
  { uz: '«Nafis»', ru: '«Нафис»', priceFactor: 1.18 },
  { uz: '«Tabiat»', ru: '«Табиат»', priceFactor: 1.08 },
  { uz: '«Zarafshon»', ru: '«Зарафшан»', priceFactor: 1.02 },
  { uz: '«Asl»', ru: '«Асл»', priceFactor: 1.3 },
  { uz: '«Barakali»', ru: '«Баракали»', priceFactor: 0.9 },
  { uz: '«Sharq»', ru: '«Шарк»', priceFactor: 0.98 },
];
