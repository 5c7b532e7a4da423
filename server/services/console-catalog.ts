import 'server-only';
import { mediaLink, mediaLinkOrNull } from './public-address';
import { asc, eq, sql } from 'drizzle-orm';
import type { ConsoleAbout, ConsoleBanner, ConsoleCategory, ConsoleFaq, ConsolePartner } from '@/lib/contract/console-catalog';
import type { Db, Tx } from '../db/client';
import { aboutInfo, banners, categories, faq, partners, products } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { audit } from './audit';
import { type CacheChange, cachesForget } from './cache-invalidation';
import type { OperatorScope } from './roles';

/**
 * The operator's console for the catalog's shared parts: categories, banners, FAQ,
 * contacts and partners (promo codes: console-promos.ts). The routes let operators only in. Every
 * change is audited in its transaction; after it, the caches that hold what the shop shows forget
 * it, so the shop shows the change at once (server/services/cache-invalidation.ts).
 */

/** Runs a change in a transaction and, once it is committed, tells the caches. */
export async function change<T>(db: Db, what: CacheChange | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  if (what) await cachesForget(what);
  return result;
}

/** Only the fields given: an update leaves the others as they are. */
export const given = <T extends Record<string, unknown>>(v: T) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as Partial<T>;

// ---- Categories -------------------------------------------------------------------------------

type CategoryRow = typeof categories.$inferSelect;
type CategoryInput = Partial<{ name_uz: string; name_ru: string; icon: string; image: string; color: string; position: number; popularity: number }>;

const toCategory = (c: CategoryRow, count: number): ConsoleCategory => ({
  id: c.id,
  name_uz: c.nameUz,
  name_ru: c.nameRu,
  icon: mediaLink(c.icon),
  image: mediaLink(c.image),
  color: c.color,
  position: c.position,
  popularity: c.popularity,
  count_product: count,
});
const categoryColumns = (v: CategoryInput) =>
  given({ nameUz: v.name_uz, nameRu: v.name_ru, icon: v.icon, image: v.image, color: v.color, position: v.position, popularity: v.popularity });

/** Products filed under a category, the removed ones too (they still point at it). */
async function productCount(db: Db | Tx, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id));
  return n;
}

export async function listConsoleCategories(db: Db): Promise<ConsoleCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.categoryId),
  ]);
  const byId = new Map(counts.map((r) => [r.id, r.n]));
  return rows.map((c) => toCategory(c, byId.get(c.id) ?? 0));
}

export function createCategory(
  db: Db,
  operator: OperatorScope,
  input: Required<Pick<CategoryInput, 'name_uz' | 'name_ru' | 'icon' | 'image' | 'color'>> & CategoryInput,
) {
  return change(db, { kind: 'catalog' }, async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values(categoryColumns(input) as typeof categories.$inferInsert)
      .returning();
    const after = toCategory(row, 0);
    await audit(tx, { actorId: operator.userId, action: 'category.create', entity: 'category', entityId: row.id, after });
    return after;
  });
}

export function updateCategory(db: Db, operator: OperatorScope, id: number, input: CategoryInput) {
  return change(db, { kind: 'catalog' }, async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(categories).set(categoryColumns(input)).where(eq(categories.id, id)).returning();
    const count = await productCount(tx, id);
    const after = toCategory(row, count);
    await audit(tx, { actorId: operator.userId, action: 'category.update', entity: 'category', entityId: id, before: toCategory(before, count), after });
    return after;
  });
}

/** Refused with 409 `conflict` while any product is filed under the category: move them first. */
export function deleteCategory(db: Db, operator: OperatorScope, id: number) {
  return change(db, { kind: 'catalog' }, async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound();
    const count = await productCount(tx, id);
    if (count > 0) throw new ApiFailure('conflict', { message: text('failures.categoryHasProducts', { count }) });
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, { actorId: operator.userId, action: 'category.delete', entity: 'category', entityId: id, before: toCategory(before, 0) });
    return { id };
  });
}

// ---- Banners, FAQ, partners -------------------------------------------------------------------

type BannerRow = typeof banners.$inferSelect;
type BannerInput = Partial<Omit<ConsoleBanner, 'id'>>;
const toBanner = (b: BannerRow): ConsoleBanner => ({
  id: b.id,
  type: b.type,
  title_uz: b.titleUz,
  title_ru: b.titleRu,
  subtitle_uz: b.subtitleUz,
  subtitle_ru: b.subtitleRu,
  image: mediaLink(b.image),
  color: b.color,
  link: b.link,
  position: b.position,
});
const bannerColumns = (v: BannerInput) =>
  given({
    type: v.type,
    titleUz: v.title_uz,
    titleRu: v.title_ru,
    subtitleUz: v.subtitle_uz,
    subtitleRu: v.subtitle_ru,
    image: v.image,
    color: v.color,
    link: v.link,
    position: v.position,
  });

type FaqRow = typeof faq.$inferSelect;
type FaqInput = Partial<Omit<ConsoleFaq, 'id'>>;
const toFaq = (f: FaqRow): ConsoleFaq => ({
  id: f.id,
  question_uz: f.questionUz,
  question_ru: f.questionRu,
  answer_uz: f.answerUz,
  answer_ru: f.answerRu,
  position: f.position,
});
const faqColumns = (v: FaqInput) =>
  given({ questionUz: v.question_uz, questionRu: v.question_ru, answerUz: v.answer_uz, answerRu: v.answer_ru, position: v.position });

type PartnerRow = typeof partners.$inferSelect;
type PartnerInput = Partial<Omit<ConsolePartner, 'id'>>;
const toPartner = (p: PartnerRow): ConsolePartner => ({ id: p.id, name: p.name, logo: mediaLink(p.logo), url: p.url, position: p.position });
const partnerColumns = (v: PartnerInput) => given({ name: v.name, logo: v.logo, url: v.url, position: v.position });

/**
 * The three lists of site content work alike: a list in display order, create, update, delete.
 * Each is one entry here: its table, its API shape and its columns.
 */
const CONTENT = {
  banner: { table: banners, toApi: toBanner, columns: bannerColumns },
  faq: { table: faq, toApi: toFaq, columns: faqColumns },
  partner: { table: partners, toApi: toPartner, columns: partnerColumns },
} as const;
export type ContentKind = keyof typeof CONTENT;
interface ContentTypes {
  banner: { api: ConsoleBanner; input: BannerInput };
  faq: { api: ConsoleFaq; input: FaqInput };
  partner: { api: ConsolePartner; input: PartnerInput };
}

// drizzle's table types differ per table; the three share the columns used here (id, position).
/* eslint-disable @typescript-eslint/no-explicit-any */
const tableOf = (kind: ContentKind) => CONTENT[kind].table as any;
const toApiOf = <K extends ContentKind>(kind: K) => CONTENT[kind].toApi as (row: any) => ContentTypes[K]['api'];
const columnsOf = <K extends ContentKind>(kind: K) => CONTENT[kind].columns as (v: ContentTypes[K]['input']) => Record<string, unknown>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export async function listContent<K extends ContentKind>(db: Db, _operator: OperatorScope, kind: K): Promise<ContentTypes[K]['api'][]> {
  const table = tableOf(kind);
  const rows = await db.select().from(table).orderBy(asc(table.position), asc(table.id));
  return rows.map(toApiOf(kind));
}

export function createContent<K extends ContentKind>(
  db: Db,
  operator: OperatorScope,
  kind: K,
  input: ContentTypes[K]['input'],
): Promise<ContentTypes[K]['api']> {
  const table = tableOf(kind);
  return change(db, { kind: 'content' }, async (tx) => {
    const [row] = (await tx.insert(table).values(columnsOf(kind)(input)).returning()) as unknown[];
    const after = toApiOf(kind)(row);
    await audit(tx, { actorId: operator.userId, action: `${kind}.create`, entity: kind, entityId: after.id, after });
    return after;
  });
}

export function updateContent<K extends ContentKind>(
  db: Db,
  operator: OperatorScope,
  kind: K,
  id: number,
  input: ContentTypes[K]['input'],
): Promise<ContentTypes[K]['api']> {
  const table = tableOf(kind);
  return change(db, { kind: 'content' }, async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(table).set(columnsOf(kind)(input)).where(eq(table.id, id)).returning();
    const after = toApiOf(kind)(row);
    await audit(tx, { actorId: operator.userId, action: `${kind}.update`, entity: kind, entityId: id, before: toApiOf(kind)(before), after });
    return after;
  });
}

export function deleteContent(db: Db, operator: OperatorScope, kind: ContentKind, id: number): Promise<{ id: number }> {
  const table = tableOf(kind);
  return change(db, { kind: 'content' }, async (tx) => {
    const [before] = (await tx.delete(table).where(eq(table.id, id)).returning()) as unknown[];
    if (!before) throw notFound();
    await audit(tx, { actorId: operator.userId, action: `${kind}.delete`, entity: kind, entityId: id, before: toApiOf(kind)(before) });
    return { id };
  });
}

// ---- About ------------------------------------------------------------------------------------

type AboutRow = typeof aboutInfo.$inferSelect;
const toAbout = (a: AboutRow): ConsoleAbout => ({
  phone: a.phone,
  email: a.email,
  address_uz: a.addressUz,
  address_ru: a.addressRu,
  address_url: a.addressUrl,
  telegram: a.telegram,
  facebook: a.facebook,
  instagram: a.instagram,
  app_qr_image: mediaLinkOrNull(a.appQrImage),
  description_uz: a.descriptionUz,
  description_ru: a.descriptionRu,
});

/** The one row of contacts (id 1); 404 before an operator first writes it. */
export async function getConsoleAbout(db: Db, _operator: OperatorScope): Promise<ConsoleAbout> {
  const [row] = await db.select().from(aboutInfo).where(eq(aboutInfo.id, 1));
  if (!row) throw notFound();
  return toAbout(row);
}

/** Replaces the contacts as a whole (PUT): a field left out is cleared. */
export function putAbout(
  db: Db,
  operator: OperatorScope,
  input: { address_uz: string; address_ru: string; description_uz: string; description_ru: string } & Partial<
    Record<'phone' | 'email' | 'address_url' | 'telegram' | 'facebook' | 'instagram' | 'app_qr_image', string | null>
  >,
) {
  return change(db, { kind: 'content' }, async (tx) => {
    const [before] = await tx.select().from(aboutInfo).where(eq(aboutInfo.id, 1)).for('update');
    const columns = {
      phone: input.phone ?? null,
      email: input.email ?? null,
      addressUz: input.address_uz,
      addressRu: input.address_ru,
      addressUrl: input.address_url ?? null,
      telegram: input.telegram ?? null,
      facebook: input.facebook ?? null,
      instagram: input.instagram ?? null,
      appQrImage: input.app_qr_image ?? null,
      descriptionUz: input.description_uz,
      descriptionRu: input.description_ru,
    };
    const [row] = await tx
      .insert(aboutInfo)
      .values({ id: 1, ...columns })
      .onConflictDoUpdate({ target: aboutInfo.id, set: columns })
      .returning();
    const after = toAbout(row);
    await audit(tx, { actorId: operator.userId, action: 'about.update', entity: 'about', entityId: 1, before: before ? toAbout(before) : null, after });
    return after;
  });
}
