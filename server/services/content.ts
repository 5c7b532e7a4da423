import 'server-only';
import { mediaLink, mediaLinkOrNull } from './public-address';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { About, Banner, Faq, Partner, Statistics } from '@/lib/contract/content';
import type { Locale } from '@/lib/contract/values';
import { POPULAR_SEARCHES, popularSearchesFor } from '@/lib/domain/popular-searches';
import type { ReadDb } from '../db/client';
import { aboutInfo, banners, categories, faq, orders, partners, products, searchTerms, stores, users } from '../db/schema';
import { notFound } from '../http/errors';
import { pick } from '../http/locale';
import { termHasHits } from './product-search';

export async function getAbout(db: ReadDb, locale: Locale): Promise<About> {
  const [row] = await db.select().from(aboutInfo).where(eq(aboutInfo.id, 1)).limit(1);
  if (!row) throw notFound();
  return {
    phone: row.phone,
    email: row.email,
    address: pick(locale, row.addressUz, row.addressRu),
    address_url: row.addressUrl,
    telegram: row.telegram,
    facebook: row.facebook,
    instagram: row.instagram,
    app_qr_image: mediaLinkOrNull(row.appQrImage),
    description: pick(locale, row.descriptionUz, row.descriptionRu),
  };
}

export async function listBanners(db: ReadDb, locale: Locale, type?: 'web' | 'mobile'): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(type ? eq(banners.type, type) : undefined)
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    type: b.type,
    title: pick(locale, b.titleUz, b.titleRu),
    subtitle: pick(locale, b.subtitleUz, b.subtitleRu),
    image: mediaLink(b.image),
    color: b.color,
    link: b.link,
  }));
}

export async function listFaq(db: ReadDb, locale: Locale): Promise<Faq[]> {
  const rows = await db.select().from(faq).orderBy(asc(faq.position), asc(faq.id));
  return rows.map((f) => ({ id: f.id, question: pick(locale, f.questionUz, f.questionRu), answer: pick(locale, f.answerUz, f.answerRu) }));
}

export async function listPartners(db: ReadDb): Promise<Partner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
  return rows.map((p) => ({ id: p.id, name: p.name, partner_name: p.name, logo: mediaLink(p.logo), url: p.url }));
}

/** Live counts for the about page and the home page. */
export async function statistics(db: ReadDb): Promise<Statistics> {
  const count = (table: typeof products | typeof stores | typeof categories | typeof users | typeof orders) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .then(([r]) => r.n);
  const [productCount, storeCount, categoryCount, userCount, orderCount] = await Promise.all([
    count(products),
    count(stores),
    count(categories),
    count(users),
    count(orders),
  ]);
  return {
    product_count: productCount,
    stores_count: storeCount,
    orders_count: orderCount,
    products: productCount,
    stores: storeCount,
    categories: categoryCount,
    customers: userCount,
    orders: orderCount,
  };
}

/** How many of the most searched terms are looked at for the popular searches (some find nothing). */
const POPULAR_CANDIDATES = 50;

/**
 * The popular searches the search box offers on focus: the most searched terms that find products
 * by name (a term shoppers tried often and that finds nothing, or only look-alikes, is never
 * offered), in the language's script first (lib/domain/popular-searches.ts). Whether a term finds
 * anything is kept like a count (product-list.ts), and dropped with a change of the catalog or the
 * synonyms.
 */
export async function mostSearched(db: ReadDb, locale: Locale, limit = POPULAR_SEARCHES): Promise<string[]> {
  const rows = await db.select({ term: searchTerms.term }).from(searchTerms).orderBy(desc(searchTerms.count), asc(searchTerms.term)).limit(POPULAR_CANDIDATES);
  const hits = await Promise.all(rows.map(({ term }) => termHasHits(db, term)));
  return popularSearchesFor(
    rows.filter((_, i) => hits[i]).map((r) => r.term),
    locale,
    limit,
  );
}
