import 'server-only';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { StorePromo } from '@/lib/contract/store-promos';
import { promoActive, storePromoIssues, type PromoKind } from '@/lib/domain/promo';
import type { Db, Tx } from '../db/client';
import { promoCodes, stores } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { toPage } from '../http/respond';
import { audit } from './audit';
import { reachesStore, type StaffScope } from './roles';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';

/**
 * A store's own promotions in the console (ADR 0037): its sellers' and the operators' codes and
 * automatic offers for the store's goods. Every query names the store, and a store the caller
 * does not serve is 404 (ADR 0017), as is another store's promotion under this store's path.
 * The shop checks them live (server/services/promo.ts), so no cache holds them. Every change is
 * audited in its transaction, as the platform's codes are (promo.create, promo.update,
 * promo.deactivate on entity promo_code).
 */

type PromoRow = typeof promoCodes.$inferSelect;

const toStorePromo = (p: PromoRow, brandName: string, now = new Date()): StorePromo => ({
  id: p.id,
  store: { id: p.storeId!, brand_name: brandName },
  promocode: p.code,
  auto: p.auto,
  kind: p.kind,
  discount: p.discount,
  amount: p.amount,
  min_basket: p.minBasket,
  max_uses: p.maxUses,
  max_uses_per_user: p.maxUsesPerUser,
  used_count: p.usedCount,
  valid_from: p.validFrom.toISOString(),
  valid_until: p.validUntil.toISOString(),
  active: promoActive({ valid_from: p.validFrom, valid_until: p.validUntil }, now),
  created_at: p.createdAt.toISOString(),
});

/** The store's name when the caller serves it (a seller: theirs; an operator: any); else 404. */
async function reachedStore(db: Db | Tx, scope: StaffScope, storeId: number): Promise<string> {
  if (!reachesStore(scope, storeId)) throw notFound();
  const [store] = await db.select({ name: stores.brandName }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  return store.name;
}

/** The store's promotions, newest first; `q` is part of a code. */
export async function listStorePromos(db: Db, scope: StaffScope, storeId: number, opts: { q?: string; page: number; size: number }): Promise<Page<StorePromo>> {
  const name = await reachedStore(db, scope, storeId);
  const where = and(eq(promoCodes.storeId, storeId), opts.q ? ilike(promoCodes.code, likeContaining(opts.q.toUpperCase())) : undefined);
  const { rows, total } = await pageAndTotal(
    db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).$dynamic(),
    db.$count(promoCodes, where),
    opts,
  );
  return toPage(
    rows.map((r) => toStorePromo(r, name)),
    opts.page,
    opts.size,
    total,
  );
}

export interface StorePromoInput {
  auto?: boolean;
  promocode?: string | null;
  kind: PromoKind;
  discount?: number | null;
  amount?: number | null;
  min_basket?: number | null;
  max_uses?: number | null;
  max_uses_per_user?: number | null;
  valid_from: string;
  valid_until: string;
}

/** The terms as stored: a percent only for a percent, an amount only for a fixed amount. */
const termColumns = (t: { kind: PromoKind; discount?: number | null; amount?: number | null }) => ({
  kind: t.kind,
  discount: t.kind === 'percent' ? (t.discount ?? 0) : 0,
  amount: t.kind === 'fixed' ? (t.amount ?? 0) : 0,
});

/** Refuses terms that do not hold together (the form's rules): 400 with a message per field. */
function checkTerms(terms: Parameters<typeof storePromoIssues>[0]) {
  const issues = storePromoIssues(terms);
  if (Object.keys(issues).length) {
    throw new ApiFailure('validation_error', {
      fields: Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, text(`storePromos.${issue}`)])),
    });
  }
}

/** A new code or automatic offer of the store. A code is unique among all codes (the platform's too): a taken one is 409. */
export async function createStorePromo(db: Db, scope: StaffScope, storeId: number, input: StorePromoInput): Promise<StorePromo> {
  const auto = input.auto ?? false;
  const code = auto ? null : (input.promocode ?? null);
  checkTerms({ ...input, auto, promocode: code });
  return db.transaction(async (tx) => {
    const name = await reachedStore(tx, scope, storeId);
    if (code) {
      const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
      if (taken) throw new ApiFailure('conflict', { message: text('failures.promoCodeTaken'), fields: { promocode: text('failures.promoCodeTaken') } });
    }
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code,
        storeId,
        auto,
        ...termColumns(input),
        minBasket: input.min_basket ?? 0,
        maxUses: input.max_uses ?? null,
        maxUsesPerUser: input.max_uses_per_user === undefined ? 1 : input.max_uses_per_user,
        validFrom: new Date(input.valid_from),
        validUntil: new Date(input.valid_until),
      })
      .onConflictDoNothing()
      .returning();
    // A code written by another request between the check and the insert.
    if (!row) throw new ApiFailure('conflict', { message: text('failures.promoCodeTaken'), fields: { promocode: text('failures.promoCodeTaken') } });
    const after = toStorePromo(row, name);
    await audit(tx, { actorId: scope.userId, action: 'promo.create', entity: 'promo_code', entityId: row.id, storeId, after });
    return after;
  });
}

/** The store's promotion, locked for a change; another store's (or the platform's) is 404. */
async function lockedPromo(tx: Tx, scope: StaffScope, storeId: number, id: number) {
  const name = await reachedStore(tx, scope, storeId);
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.storeId, storeId)))
    .for('update');
  if (!row) throw notFound();
  return { row, name };
}

/** Changes a promotion's terms (not its code, nor whether it is automatic); the whole must still hold. */
export async function updateStorePromo(
  db: Db,
  scope: StaffScope,
  storeId: number,
  id: number,
  input: Partial<Omit<StorePromoInput, 'auto' | 'promocode'>>,
): Promise<StorePromo> {
  return db.transaction(async (tx) => {
    const { row: before, name } = await lockedPromo(tx, scope, storeId, id);
    const kind = input.kind ?? before.kind;
    const merged = {
      auto: before.auto,
      promocode: before.code,
      kind,
      // A kind changed without its figure keeps none: the form sends the figure with the kind.
      discount: input.discount !== undefined ? input.discount : kind === before.kind ? before.discount : null,
      amount: input.amount !== undefined ? input.amount : kind === before.kind ? before.amount : null,
      min_basket: input.min_basket !== undefined ? input.min_basket : before.minBasket,
      valid_from: input.valid_from ?? before.validFrom.toISOString(),
      valid_until: input.valid_until ?? before.validUntil.toISOString(),
    };
    checkTerms(merged);
    const [row] = await tx
      .update(promoCodes)
      .set({
        ...termColumns(merged),
        minBasket: merged.min_basket ?? 0,
        ...(input.max_uses !== undefined ? { maxUses: input.max_uses } : {}),
        ...(input.max_uses_per_user !== undefined ? { maxUsesPerUser: input.max_uses_per_user } : {}),
        validFrom: new Date(merged.valid_from),
        validUntil: new Date(merged.valid_until),
      })
      .where(eq(promoCodes.id, id))
      .returning();
    const after = toStorePromo(row!, name);
    await audit(tx, { actorId: scope.userId, action: 'promo.update', entity: 'promo_code', entityId: id, storeId, before: toStorePromo(before, name), after });
    return after;
  });
}

/**
 * Ends a promotion now, as the platform's codes end (console-promos.ts): its window closes at now
 * (one not yet started gets an empty window). Never deleted: orders keep pointing at what they
 * used. Ending an ended one changes nothing.
 */
export async function deactivateStorePromo(db: Db, scope: StaffScope, storeId: number, id: number): Promise<StorePromo> {
  return db.transaction(async (tx) => {
    const { row: before, name } = await lockedPromo(tx, scope, storeId, id);
    const now = new Date();
    if (before.validUntil <= now) return toStorePromo(before, name, now);
    const [row] = await tx
      .update(promoCodes)
      .set({ validUntil: now, ...(before.validFrom > now ? { validFrom: now } : {}) })
      .where(eq(promoCodes.id, id))
      .returning();
    const after = toStorePromo(row!, name, now);
    await audit(tx, {
      actorId: scope.userId,
      action: 'promo.deactivate',
      entity: 'promo_code',
      entityId: id,
      storeId,
      before: toStorePromo(before, name, now),
      after,
    });
    return after;
  });
}
