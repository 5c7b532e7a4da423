import 'server-only';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { ParsedShippingInput, ShippingAddress } from '@/lib/contract/orders';
import { MAX_ADDRESSES } from '@/lib/domain/addresses';
import type { Db, Tx } from '../db/client';
import { shippingAddresses } from '../db/schema';
import { ApiFailure, notFound } from '../http/errors';
import { text } from '../http/messages';

type Row = typeof shippingAddresses.$inferSelect;

export const toShipping = (r: Row): ShippingAddress => ({
  id: r.id,
  address_name: r.addressName,
  address: r.address,
  entrance: r.entrance,
  floor: r.floor,
  apartment: r.apartment,
  landmark: r.landmark,
  latitude: r.latitude,
  longitude: r.longitude,
  main_address: r.mainAddress,
  phone_number: r.phoneNumber,
});

const columns = (input: ParsedShippingInput) => ({
  ...(input.address_name !== undefined ? { addressName: input.address_name } : {}),
  ...(input.address !== undefined ? { address: input.address } : {}),
  ...(input.entrance !== undefined ? { entrance: input.entrance } : {}),
  ...(input.floor !== undefined ? { floor: input.floor } : {}),
  ...(input.apartment !== undefined ? { apartment: input.apartment } : {}),
  ...(input.landmark !== undefined ? { landmark: input.landmark } : {}),
  ...(input.latitude !== undefined ? { latitude: input.latitude } : {}),
  ...(input.longitude !== undefined ? { longitude: input.longitude } : {}),
  ...(input.main_address !== undefined ? { mainAddress: input.main_address } : {}),
  ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
});

/**
 * An order's address as it was stored when the order was placed (orders.delivery_address). Orders
 * placed before addresses had a landmark lack the field: they answer null for it, as the contract says.
 */
export function snapshotAddress(stored: unknown): ShippingAddress | null {
  if (!stored) return null;
  const address = stored as Omit<ShippingAddress, 'landmark'> & { landmark?: string | null };
  return { ...address, landmark: address.landmark ?? null };
}

export async function listShipping(db: Db, userId: number): Promise<ShippingAddress[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.mainAddress), asc(shippingAddresses.id));
  return rows.map(toShipping);
}

/** One of the caller's addresses; another user's is `not_found`, whatever the id. */
export async function ownShipping(db: Db | Tx, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Making one address the main one unsets it on the others (the first address is main too). */
async function keepOneMain(tx: Tx, userId: number, mainId: number) {
  await tx
    .update(shippingAddresses)
    .set({ mainAddress: false })
    .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, mainId)));
}

export async function createShipping(db: Db, userId: number, input: ParsedShippingInput & { address_name: string; address: string }): Promise<ShippingAddress> {
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(shippingAddresses).where(eq(shippingAddresses.userId, userId))) as [{ n: number }];
    if (Number(n) >= MAX_ADDRESSES) throw new ApiFailure('conflict', { message: text('failures.tooManyAddresses', { max: MAX_ADDRESSES }) });
    const main = input.main_address ?? Number(n) === 0;
    const [row] = await tx
      .insert(shippingAddresses)
      .values({ userId, addressName: input.address_name, address: input.address, ...columns({ ...input, main_address: main }) })
      .returning();
    if (main) await keepOneMain(tx, userId, row!.id);
    return toShipping(row!);
  });
}

export async function updateShipping(db: Db, userId: number, id: number, input: ParsedShippingInput): Promise<ShippingAddress> {
  return db.transaction(async (tx) => {
    await ownShipping(tx, userId, id);
    const set = columns(input);
    const [row] = Object.keys(set).length
      ? await tx
          .update(shippingAddresses)
          .set(set)
          .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
          .returning()
      : await tx.select().from(shippingAddresses).where(eq(shippingAddresses.id, id));
    if (input.main_address) await keepOneMain(tx, userId, id);
    return toShipping(row!);
  });
}

export async function deleteShipping(db: Db, userId: number, id: number): Promise<void> {
  await ownShipping(db, userId, id);
  await db.delete(shippingAddresses).where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
}
