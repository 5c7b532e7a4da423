import 'server-only';
import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { ConsolePromo } from '@/lib/contract/console-catalog';
import { promoActive } from '@/lib/domain/promo';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';
import { toPage } from '../http/respond';
import { audit } from './audit';
import { change, given } from './console-catalog';
import type { OperatorScope } from './roles';
import { likeContaining } from '../db/like';
import { pageAndTotal } from '../db/page';

/**
 * Promo codes in the operator's console: create within the rules (lib/domain/promo.ts),
 * list with their used counts, change the terms, deactivate. The shop checks a code live
 * (server/services/promo.ts), so no cache holds them. Every change is audited in its transaction.
 */

type PromoRow = typeof promoCodes.$inferSelect;
const toPromo = (p: PromoRow, now = new Date()): ConsolePromo => ({
  id: p.id,
  promocode: p.code ?? '',
  discount: p.discount,
  max_uses: p.maxUses,
  max_uses_per_user: p.maxUsesPerUser ?? 1,
  used_count: p.usedCount,
  valid_from: p.validFrom.toISOString(),
  valid_until: p.validUntil.toISOString(),
  active: promoActive({ valid_from: p.validFrom, valid_until: p.validUntil }, now),
  created_at: p.createdAt.toISOString(),
});

/** The platform's codes; the stores' own are theirs (server/services/store-promos.ts). */
const platformOnly = isNull(promoCodes.storeId);

/** The platform's codes, newest first; `q` is part of the code. */
export async function listPromos(db: Db, _operator: OperatorScope, opts: { q?: string; page: number; size: number }): Promise<Page<ConsolePromo>> {
  const where = and(platformOnly, opts.q ? ilike(promoCodes.code, likeContaining(opts.q.toUpperCase())) : undefined);
  const { rows, total } = await pageAndTotal(
    db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).$dynamic(),
    db.$count(promoCodes, where),
    opts,
  );
  return toPage(
    rows.map((r) => toPromo(r)),
    opts.page,
    opts.size,
    total,
  );
}

export interface PromoInput {
  promocode: string;
  discount: number;
  max_uses?: number | null;
  max_uses_per_user?: number;
  valid_from: string;
  valid_until: string;
}

/** A code is unique (case aside: codes are stored upper-case): a taken one is 409 `conflict`. */
export function createPromo(db: Db, operator: OperatorScope, input: PromoInput) {
  return change(db, null, async (tx) => {
    const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, input.promocode));
    if (taken) throw new ApiFailure('conflict', { message: text('failures.promoCodeTaken') });
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: input.promocode,
        discount: input.discount,
        maxUses: input.max_uses ?? null,
        maxUsesPerUser: input.max_uses_per_user ?? 1,
        validFrom: new Date(input.valid_from),
        validUntil: new Date(input.valid_until),
      })
      .onConflictDoNothing()
      .returning();
    // A code written by another request between the check and the insert.
    if (!row) throw new ApiFailure('conflict', { message: text('failures.promoCodeTaken') });
    const after = toPromo(row);
    await audit(tx, { actorId: operator.userId, action: 'promo.create', entity: 'promo_code', entityId: row.id, after });
    return after;
  });
}

/** Changes the terms of a code; its window must still end after it starts. */
export function updatePromo(db: Db, operator: OperatorScope, id: number, input: Partial<Omit<PromoInput, 'promocode'>>) {
  return change(db, null, async (tx) => {
    const [before] = await tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, id), platformOnly))
      .for('update');
    if (!before) throw notFound();
    const validFrom = input.valid_from ? new Date(input.valid_from) : before.validFrom;
    const validUntil = input.valid_until ? new Date(input.valid_until) : before.validUntil;
    if (validUntil <= validFrom) throw new ApiFailure('validation_error', { fields: { valid_until: 'valid_until > valid_from' } });
    const [row] = await tx
      .update(promoCodes)
      .set(given({ discount: input.discount, maxUses: input.max_uses, maxUsesPerUser: input.max_uses_per_user, validFrom, validUntil }))
      .where(eq(promoCodes.id, id))
      .returning();
    const after = toPromo(row);
    await audit(tx, { actorId: operator.userId, action: 'promo.update', entity: 'promo_code', entityId: id, before: toPromo(before), after });
    return after;
  });
}

/**
 * Ends a code now. The table has no "active" flag: a code works within its window, so deactivating
 * sets the window's end to now (a code not yet started gets an empty window at now). Codes are
 * never deleted: orders keep pointing at the code they used. Ending an ended code changes nothing.
 */
export function deactivatePromo(db: Db, operator: OperatorScope, id: number) {
  return change(db, null, async (tx) => {
    const [before] = await tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, id), platformOnly))
      .for('update');
    if (!before) throw notFound();
    const now = new Date();
    if (before.validUntil <= now) return toPromo(before, now);
    const [row] = await tx
      .update(promoCodes)
      .set({ validUntil: now, ...(before.validFrom > now ? { validFrom: now } : {}) })
      .where(eq(promoCodes.id, id))
      .returning();
    const after = toPromo(row, now);
    await audit(tx, { actorId: operator.userId, action: 'promo.deactivate', entity: 'promo_code', entityId: id, before: toPromo(before, now), after });
    return after;
  });
}
