/**
 * Turns the templates into concrete products, deterministically: product number i always gets the
 * same store, price, discount, stock and reviews, whatever the catalog size, because its random
 * stream is seeded from i alone. So the first 720 products of a 100 000-product catalog are the
 * default catalog.
 */
import { discountedPrice, productSearchText } from '../../../lib/domain/product-pricing';
import { searchFold } from '../../../lib/domain/transliterate';
import { ANSWER_TEXTS, REVIEWER_NAMES, REVIEW_TEXTS } from './content';
import { BRAND_VARIANTS, PRODUCT_TEMPLATES, type ProductTemplate } from './products';
import { mixSeed, Rng } from './random';
import type { StoreSeed } from './stores';

const SEED = 20260115;
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Products younger than this carry the "new" flag. */
const NEW_PRODUCT_DAYS = 14;

export const emojiPath = (name: string) => `/media/emoji/${name}.svg`;

/** 1–2 Latin capitals from a name ("Qoʻqon Non" → "QN"), for /media/monogram/<LETTERS>/<hex>.svg. */
export function monogramPath(name: string, color: string): string {
  const letters = searchFold(name)
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.replace(/[^a-z]/g, '').charAt(0))
    .join('')
    .toUpperCase();
  return `/media/monogram/${letters || 'S'}/${color.replace('#', '').toUpperCase()}.svg`;
}

/** Whole so'm: to 100 for small prices, 500 and 1 000 for larger ones (as price tags are). */
function roundPrice(price: number): number {
  const step = price < 20_000 ? 100 : price < 200_000 ? 500 : 1000;
  return Math.max(step, Math.round(price / step) * step);
}

interface CommentSpec {
  name: string;
  rating: number;
  comment: string;
  createdAt: Date;
  image: string | null;
  answer: { name: string; comment: string; createdAt: Date } | null;
}

export interface BuiltProduct {
  row: {
    storeId: number;
    categoryId: number;
    kind: string;
    nameUz: string;
    nameRu: string;
    descriptionUz: string;
    descriptionRu: string;
    searchText: string;
    price: number;
    discount: number;
    discountPrice: number;
    available: number;
    amountType: string;
    weight: string;
    /** Sold by the kilogram: the grams one unit of quantity stands for (the price is per "1 kg"). */
    weightStep: number | null;
    rating: number;
    ratingCount: number;
    viewCount: number;
    numberOfSales: number;
    flag: 'new' | 'sale' | 'free_ship' | null;
    image: string;
    createdAt: Date;
  };
  images: string[];
  comments: CommentSpec[];
}

export interface GenerateContext {
  now: number;
  stores: readonly { id: number; seed: StoreSeed }[];
  categoryIds: ReadonlyMap<string, number>;
  /** Only products below this index get reviews (keeps huge catalogs quick to seed). */
  commentedProducts: number;
}

const DISCOUNTS = [5, 10, 15, 20, 25, 30, 35, 40];
const DISCOUNT_WEIGHTS = [10, 22, 20, 18, 12, 9, 5, 4];
/** Review ratings 1..5, skewed high as on real marketplaces. */
const RATING_WEIGHTS = [4, 5, 11, 30, 50];

export function buildProduct(i: number, ctx: GenerateContext): BuiltProduct {
  const templates = PRODUCT_TEMPLATES;
  const t = i % templates.length;
  const round = Math.floor(i / templates.length);
  const tpl: ProductTemplate = templates[t];
  // Each round puts the kind in the next store (offset per kind so stores get a varied mix);
  // once every store has it, the next rounds are brand variants, i.e. new kinds.
  const storeCount = ctx.stores.length;
  const store = ctx.stores[(t * 7 + round) % storeCount];
  const variantNo = Math.floor(round / storeCount);
  const variant = variantNo > 0 ? BRAND_VARIANTS[(variantNo - 1 + t) % BRAND_VARIANTS.length] : null;
  const rng = new Rng(mixSeed(SEED, i));

  const nameUz = variant ? `${tpl.nameUz} ${variant.uz}` : tpl.nameUz;
  const nameRu = variant ? `${tpl.nameRu} ${variant.ru}` : tpl.nameRu;
  const kind = variant ? `${tpl.kind}:${variantNo}` : tpl.kind;

  const base = tpl.minPrice + rng.float() * (tpl.maxPrice - tpl.minPrice);
  const price = roundPrice(base * (variant?.priceFactor ?? 1));
  const discount = rng.chance(0.25) ? DISCOUNTS[rng.weighted(DISCOUNT_WEIGHTS)] : 0;
  const available = rng.chance(0.06) ? 0 : rng.int(1, 200);
  const ageMs = rng.float() * 90 * DAY_MS;
  const createdAt = new Date(ctx.now - ageMs);

  const gallery = [tpl.image, ...(tpl.extra ?? [])];
  const imageCount = rng.int(1, Math.min(3, gallery.length));
  const images = gallery.slice(0, imageCount).map(emojiPath);

  const comments = i < ctx.commentedProducts && rng.chance(0.4) ? buildComments(rng, createdAt, store.seed.brandName, ctx.now, images[0]) : [];
  const ratingCount = comments.length;
  const rating = ratingCount ? Math.round((comments.reduce((s, c) => s + c.rating, 0) / ratingCount) * 10) / 10 : 0;

  // Popularity drives views and sales; squaring makes a few hits and a long tail.
  const popularity = rng.float() ** 2;
  const viewCount = 20 + Math.round(popularity * 9000) + ratingCount * 40;
  const numberOfSales = Math.max(ratingCount * 3, Math.round(viewCount * (0.05 + rng.float() * 0.15)));

  const freeShipping = store.seed.freeShippingDistance > 0;
  const flag = discount >= 20 ? 'sale' : ageMs < NEW_PRODUCT_DAYS * DAY_MS ? 'new' : freeShipping ? 'free_ship' : null;

  return {
    row: {
      storeId: store.id,
      categoryId: ctx.categoryIds.get(tpl.category)!,
      kind,
      nameUz,
      nameRu,
      descriptionUz: tpl.descriptionUz,
      descriptionRu: tpl.descriptionRu,
      searchText: productSearchText(nameUz, nameRu),
      price,
      discount,
      discountPrice: discountedPrice(price, discount),
      available,
      amountType: tpl.amountType,
      weight: tpl.weight,
      weightStep: tpl.amountType === 'kg' ? 1000 : null,
      rating,
      ratingCount,
      viewCount,
      numberOfSales,
      flag,
      image: images[0],
      createdAt,
    },
    images,
    comments,
  };
}

function buildComments(rng: Rng, productCreatedAt: Date, brandName: string, now: number, photo: string): CommentSpec[] {
  const count = rng.int(1, 8);
  let ratings: number[] = [];
  // A product's average stays at 3.0 or more: the listing shows "rating 0 or 3.0–5.0".
  do {
    ratings = Array.from({ length: count }, () => rng.weighted(RATING_WEIGHTS) + 1);
  } while (ratings.reduce((s, r) => s + r, 0) / count < 3);

  // Reviews come after the product appeared, and within the last 60 days.
  const from = Math.max(productCreatedAt.getTime(), now - 60 * DAY_MS);
  return ratings.map((rating) => {
    const lang = rng.chance(0.55) ? 'uz' : 'ru';
    const [nameUz, nameRu] = rng.pick(REVIEWER_NAMES);
    const texts = REVIEW_TEXTS[lang];
    const mood = rating >= 4 ? 'good' : rating === 3 ? 'mid' : 'bad';
    const createdAt = new Date(from + rng.float() * (now - from));
    let answer: CommentSpec['answer'] = null;
    // Stores answer a third of the reviews, and always try to answer the unhappy ones.
    if (rng.chance(rating <= 2 ? 0.8 : 0.3)) {
      const a = ANSWER_TEXTS[lang];
      answer = {
        name: a.name.replace('{store}', brandName),
        comment: rng.pick(rating <= 3 ? a.bad : a.good),
        createdAt: new Date(Math.min(now, createdAt.getTime() + rng.int(1, 36) * HOUR_MS)),
      };
    }
    return {
      name: lang === 'uz' ? nameUz : nameRu,
      rating,
      comment: rng.pick(texts[mood]),
      createdAt,
      // Some shoppers attach a photo of what they got.
      image: rng.chance(0.12) ? photo : null,
      answer,
    };
  });
}
