import 'server-only';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';

/** Great-circle distance in km from a point to a store (haversine, earth radius 6371 km). */
function distanceKm(latitude: number, longitude: number) {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${stores.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${stores.latitude})) *
    power(sin(radians(${stores.longitude} - ${longitude}) / 2), 2))))`;
}

/**
 * Stores within `distance` km, nearest first. The stores table is small (hundreds of rows at
 * most), so computing the distance for each is cheaper than a spatial index would be to keep.
 */
export async function storesWithin(db: Db, latitude: number, longitude: number, distance: number) {
  const d = distanceKm(latitude, longitude);
  return db
    .select({ id: stores.id, distance: d })
    .from(stores)
    .where(sql`${d} <= ${distance}`)
    .orderBy(asc(d));
}
