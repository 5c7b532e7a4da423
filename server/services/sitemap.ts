import 'server-only';
import { sql } from 'drizzle-orm';
import type { Page } from '@/lib/contract/common';
import type { SitemapEntry } from '@/lib/contract/content';
import type { ReadDb } from '../db/client';
import { categories, products, stores } from '../db/schema';
import { toPage } from '../http/respond';
import { shopVisible } from './shop-visibility';

/**
 * What a sitemap lists, one row per public page that comes from the catalog: every category
 * list, store and product, in that order and by id within each, so that page N always holds the
 * same rows while the catalog does not change. Only ids and times: a sitemap needs nothing more.
 *
 * `updated_at` is the row's creation time (the catalog keeps no separate update time yet);
 * categories have none and answer null.
 */
export async function sitemapPage(db: ReadDb, page: number, size: number): Promise<Page<SitemapEntry>> {
  const union = sql`
    select 0 as rank, 'category' as type, ${categories.id} as id, null::timestamptz as updated_at from ${categories}
    union all
    select 1, 'store', ${stores.id}, ${stores.createdAt} from ${stores}
    union all
    select 2, 'product', ${products.id}, ${products.createdAt} from ${products} where ${shopVisible}`;
  const [rows, counts] = await Promise.all([
    db.execute<{ type: SitemapEntry['type']; id: number; updated_at: Date | string | null }>(
      sql`select type, id, updated_at from (${union}) entries order by rank, id limit ${size} offset ${(page - 1) * size}`,
    ),
    db.execute<{ total: number }>(
      sql`select ((select count(*) from ${categories}) + (select count(*) from ${stores}) + (select count(*) from ${products} where ${shopVisible}))::int as total`,
    ),
  ]);
  const content = rows.rows.map((r) => ({
    type: r.type,
    id: Number(r.id),
    updated_at: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
  }));
  return toPage(content, page, size, Number(counts.rows[0]?.total ?? 0));
}
