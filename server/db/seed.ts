/**
 * The bilingual demo catalog: categories, stores around Tashkent, products with images and
 * reviews, banners, FAQ, partners, the About row, promo codes and popular searches.
 *
 * Used by `npm run db:seed` and, when SEED_DEMO=1, by the embedded database on first start. The
 * data tables live in ./seed/; this file only writes them, in batches, in one transaction (a
 * crash half-way leaves the database empty, so the next start simply seeds again).
 */
import { sql } from 'drizzle-orm';
import { chunks } from './chunks';
import type { Db, Tx } from './client';
import * as schema from './schema';
import { CATEGORIES } from './seed/categories';
import { ABOUT, BANNERS, FAQ, PARTNERS, promoCodes, SEARCH_TERMS } from './seed/content';
import { buildProduct, DAY_MS, emojiPath, monogramPath, type BuiltProduct, type GenerateContext } from './seed/generate';
import { seedDemoStaff } from './seed/staff';
import { deliveryTermsOf, STORES } from './seed/stores';
import { SEARCH_SYNONYMS } from './seed/synonyms';

const DEFAULT_PRODUCT_COUNT = 720;
/** Reviews only for the first products: enough for every page, cheap for a 100 000 catalog. */
const COMMENTED_PRODUCT_COUNT = 2000;
/** ~21 columns × 1 000 rows stays far below Postgres's 65 535 bind parameters per statement. */
const PRODUCT_BATCH = 1000;
const ROW_BATCH = 2000;

export interface SeedOptions {
  products?: number;
  log?: (msg: string) => void;
}

/** Inserts the demo data set into an empty, migrated database. */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<void> {
  const total = Math.max(0, Math.floor(opts.products ?? DEFAULT_PRODUCT_COUNT));
  const log = opts.log ?? (() => {});
  const now = Date.now();

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(schema.categories)
      .values(
        CATEGORIES.map((c, i) => ({
          nameUz: c.nameUz,
          nameRu: c.nameRu,
          icon: emojiPath(c.icon),
          image: emojiPath(c.image),
          color: c.color,
          position: i + 1,
          popularity: c.popularity,
        })),
      )
      .returning({ id: schema.categories.id });
    const categoryIds = new Map(CATEGORIES.map((c, i) => [c.key, categoryRows[i].id]));
    log(`categories: ${categoryRows.length}`);

    const storeRows = await tx
      .insert(schema.stores)
      .values(
        STORES.map((s, i) => ({
          brandName: s.brandName,
          legalName: s.legalName,
          descriptionUz: s.descriptionUz,
          descriptionRu: s.descriptionRu,
          logo: monogramPath(s.brandName, s.logoColor),
          latitude: s.latitude,
          longitude: s.longitude,
          locationNameUz: s.locationNameUz,
          locationNameRu: s.locationNameRu,
          workingTime: s.workingTime,
          aroundTheClock: s.workingTime === '00:00-24:00',
          freeShipping: s.freeShippingDistance > 0,
          pickup: s.pickup,
          freeShippingDistance: s.freeShippingDistance,
          phoneNumber: s.phoneNumber,
          rating: s.rating,
          ratingCount: s.ratingCount,
          customersCount: s.customersCount,
          viewCount: s.viewCount,
          createdAt: new Date(now - s.ageDays * DAY_MS),
          ...deliveryTermsOf(i),
        })),
      )
      .returning({ id: schema.stores.id });
    log(`stores: ${storeRows.length}`);

    const ctx: GenerateContext = {
      now,
      stores: STORES.map((seed, i) => ({ id: storeRows[i].id, seed })),
      categoryIds,
      commentedProducts: COMMENTED_PRODUCT_COUNT,
    };
    let comments = 0;
    for (let start = 0; start < total; start += PRODUCT_BATCH) {
      const built: BuiltProduct[] = [];
      for (let i = start; i < Math.min(total, start + PRODUCT_BATCH); i++) built.push(buildProduct(i, ctx));
      comments += await insertProducts(tx, built);
      const done = start + built.length;
      if (done === total || (done / PRODUCT_BATCH) % 10 === 0) log(`products: ${done}/${total}`);
    }
    log(`comments: ${comments}`);

    await insertContent(tx, categoryIds, now);
    log('banners, faq, partners, about, promo codes, search terms: done');
  });
}

/** One batch of products with their images and reviews. Answers the number of reviews. */
async function insertProducts(tx: Tx, built: BuiltProduct[]): Promise<number> {
  if (!built.length) return 0;
  // Postgres answers a multi-row INSERT ... RETURNING in the order of its VALUES.
  const ids = await tx
    .insert(schema.products)
    .values(built.map((b) => b.row))
    .returning({ id: schema.products.id });

  const images = built.flatMap((b, k) => b.images.map((image, position) => ({ productId: ids[k].id, image, position })));
  for (const chunk of chunks(images, ROW_BATCH)) await tx.insert(schema.productImages).values(chunk);

  const reviews = built.flatMap((b, k) => b.comments.map((c) => ({ productId: ids[k].id, spec: c })));
  for (const chunk of chunks(reviews, ROW_BATCH)) {
    const commentIds = await tx
      .insert(schema.comments)
      .values(chunk.map(({ productId, spec }) => ({ productId, name: spec.name, rating: spec.rating, comment: spec.comment, createdAt: spec.createdAt })))
      .returning({ id: schema.comments.id });
    const answers = chunk.flatMap(({ spec }, k) => (spec.answer ? [{ commentId: commentIds[k].id, ...spec.answer }] : []));
    if (answers.length) await tx.insert(schema.commentAnswers).values(answers);
    const photos = chunk.flatMap(({ spec }, k) => (spec.image ? [{ commentId: commentIds[k].id, image: spec.image }] : []));
    if (photos.length) await tx.insert(schema.commentImages).values(photos);
  }
  return reviews.length;
}

async function insertContent(tx: Tx, categoryIds: ReadonlyMap<string, number>, now: number) {
  await tx.insert(schema.banners).values(
    BANNERS.map((b, i) => {
      const query = new URLSearchParams();
      if (b.link.categoryKey) query.set('category_id', String(categoryIds.get(b.link.categoryKey)));
      if (b.link.sort) query.set('sort', b.link.sort);
      const qs = query.toString();
      return {
        type: b.type,
        titleUz: b.titleUz,
        titleRu: b.titleRu,
        subtitleUz: b.subtitleUz,
        subtitleRu: b.subtitleRu,
        image: emojiPath(b.image),
        color: b.color,
        link: `${b.link.path ?? '/products'}${qs ? `?${qs}` : ''}`,
        position: i + 1,
      };
    }),
  );
  await tx.insert(schema.faq).values(FAQ.map((f, i) => ({ ...f, position: i + 1 })));
  await tx.insert(schema.partners).values(PARTNERS.map((p, i) => ({ name: p.name, logo: monogramPath(p.name, p.color), url: p.url, position: i + 1 })));
  await tx.insert(schema.aboutInfo).values({ ...ABOUT });
  await tx.insert(schema.promoCodes).values(promoCodes(now));
  await tx.insert(schema.searchTerms).values([...SEARCH_TERMS]);
  await seedSynonymsIfEmpty(tx);
}

/**
 * The default search synonyms, only into an empty table: the table is data an operator edits
 * (server/services/search-synonyms.ts), and a restart must not undo the edits. Called on every
 * start, demo catalog or not (words are not demo data), and by the demo seed.
 */
export async function seedSynonymsIfEmpty(db: Db | Tx): Promise<boolean> {
  const [any] = await db.select({ id: schema.searchSynonyms.id }).from(schema.searchSynonyms).limit(1);
  if (any) return false;
  // Two processes starting together on one empty table: the second one's rows are already there.
  await db
    .insert(schema.searchSynonyms)
    .values(SEARCH_SYNONYMS.map((g) => ({ name: g.name, words: [...g.words] })))
    .onConflictDoNothing();
  return true;
}

// Per database, so that two requests arriving together on a fresh start seed only once.
const seeding = new WeakMap<Db, Promise<boolean>>();

/**
 * Seeds the demo data when the catalog has no category yet, with the demo staff (whose password
 * is public) when `staff` says so. Answers whether it seeded.
 */
export function seedIfEmpty(db: Db, { staff }: { staff: boolean }): Promise<boolean> {
  let running = seeding.get(db);
  if (!running) {
    running = (async () => {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.categories);
      if (n > 0) return false;
      await seedDemo(db);
      // The embedded demo database only: seedIfEmpty never runs on a DATABASE_URL (server/bootstrap.ts).
      if (staff) await seedDemoStaff(db);
      return true;
    })();
    seeding.set(db, running);
    const clear = () => {
      if (seeding.get(db) === running) seeding.delete(db);
    };
    running.then(clear, clear);
  }
  return running;
}
