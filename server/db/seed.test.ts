import { sql } from 'drizzle-orm';
import icons from '@iconify-json/fluent-emoji-flat/icons.json';
import { searchFold } from '../../lib/domain/transliterate';
import { snapshotPglite } from '@/test/db';
import type { DbHandle } from './client';
import { seedDemo, seedIfEmpty } from './seed';

let handle: DbHandle;

async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query));
  return result.rows as T[];
}

async function one<T = Record<string, unknown>>(query: string): Promise<T> {
  return (await rows<T>(query))[0];
}

beforeAll(async () => {
  handle = await snapshotPglite();
  await seedDemo(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('demo catalog', () => {
  it('starts with the four default categories, then at least eight more', async () => {
    const cats = await rows<{ name_uz: string; name_ru: string; position: number; color: string }>(
      'select name_uz, name_ru, position, color from categories order by position',
    );
    expect(cats.length).toBeGreaterThanOrEqual(12);
    expect(cats.slice(0, 4).map((c) => [c.position, c.name_uz, c.name_ru])).toEqual([
      [1, 'Tayyor taomlar', 'Готовая еда'],
      [2, 'Meva va sabzavotlar', 'Овощи и фрукты'],
      [3, 'Sut mahsulotlari', 'Молочные продукты'],
      [4, 'Goʻsht va parranda', 'Мясо и птица'],
    ]);
    for (const c of cats) expect(c.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('has stores around Tashkent with plausible details', async () => {
    const stores = await rows<{
      brand_name: string;
      latitude: number;
      longitude: number;
      phone_number: string;
      rating: number;
      working_time: string;
      around_the_clock: boolean;
      free_shipping: boolean;
      free_shipping_distance: number;
      pickup: boolean;
    }>('select * from stores');
    expect(stores.length).toBeGreaterThanOrEqual(20);
    for (const s of stores) {
      expect(s.latitude).toBeGreaterThanOrEqual(41.2);
      expect(s.latitude).toBeLessThanOrEqual(41.4);
      expect(s.longitude).toBeGreaterThanOrEqual(69.15);
      expect(s.longitude).toBeLessThanOrEqual(69.4);
      expect(s.phone_number).toMatch(/^\+998\d{9}$/);
      expect(s.rating).toBeGreaterThanOrEqual(3.5);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(s.working_time).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      expect(s.around_the_clock).toBe(s.working_time === '00:00-24:00');
      expect(s.free_shipping).toBe(s.free_shipping_distance > 0);
    }
    expect(stores.some((s) => s.around_the_clock)).toBe(true);
    expect(stores.some((s) => s.free_shipping)).toBe(true);
    expect(stores.some((s) => !s.free_shipping)).toBe(true);
    expect(stores.some((s) => s.pickup)).toBe(true);
    // The A–Z index has plenty of letters.
    expect(new Set(stores.map((s) => s.brand_name[0])).size).toBeGreaterThanOrEqual(15);
  });

  it('has enough products, a quarter of them discounted and some out of stock', async () => {
    const stats = await one<{ n: number; discounted: number; out: number; kinds: number }>(`
      select count(*)::int n, sum((discount > 0)::int)::int discounted, sum((available = 0)::int)::int out,
             count(distinct kind)::int kinds from products`);
    expect(stats.n).toBeGreaterThanOrEqual(600);
    expect(stats.discounted / stats.n).toBeGreaterThanOrEqual(0.2);
    expect(stats.discounted / stats.n).toBeLessThanOrEqual(0.3);
    expect(stats.out).toBeGreaterThan(0);
    expect(stats.out / stats.n).toBeLessThan(0.12);
    expect(stats.kinds).toBeGreaterThanOrEqual(120);
    const bad = await one<{ n: number }>(`
      select count(*)::int n from products
      where discount not between 0 and 40 or (discount > 0 and discount < 5) or available not between 0 and 200
         or price <= 0 or price % 100 <> 0`);
    expect(bad.n).toBe(0);
  });

  it('sells each kind in several stores (the comparison table)', async () => {
    const r = await one<{ n: number }>(`
      select count(*)::int n from (select kind from products group by kind having count(distinct store_id) >= 3) k`);
    expect(r.n).toBeGreaterThanOrEqual(100);
  });

  it('keeps discount_price = price after the discount, in whole hundreds', async () => {
    const r = await one<{ n: number }>(`
      select count(*)::int n from products
      where discount_price <> (case when discount = 0 then price
                                    else round(price * (100 - discount) / 10000.0) * 100 end)
         or discount_price % 100 <> 0`);
    expect(r.n).toBe(0);
  });

  it('names every product in both languages and folds them into search_text', async () => {
    const products = await rows<{ name_uz: string; name_ru: string; search_text: string; description_uz: string; description_ru: string }>(
      'select name_uz, name_ru, search_text, description_uz, description_ru from products',
    );
    for (const p of products) {
      expect(p.name_uz).not.toBe('');
      expect(p.name_uz).not.toBe(p.name_ru);
      expect(p.description_uz).not.toBe(p.description_ru);
      expect(p.name_ru).toMatch(/[а-яё]/i);
      expect(p.search_text).toBe(searchFold(`${p.name_uz} ${p.name_ru}`));
    }
  });

  it('finds apples and milk by the words shoppers type', async () => {
    const find = (q: string) => rows<{ name_uz: string }>(`select name_uz from products where search_text like '%${searchFold(q)}%'`);
    expect(await rows(`select 1 from products where name_uz = 'Olma' and name_ru = 'Яблоко'`)).not.toHaveLength(0);
    expect(await rows(`select 1 from products where name_uz = 'Sut' and name_ru = 'Молоко'`)).not.toHaveLength(0);
    expect((await find('olma')).map((p) => p.name_uz)).toContain('Olma');
    expect((await find('яблоко')).map((p) => p.name_uz)).toContain('Olma');
    expect((await find('sut')).map((p) => p.name_uz)).toContain('Sut');
    expect((await find('moloko')).map((p) => p.name_uz)).toContain('Sut');
    expect((await find('молоко')).map((p) => p.name_uz)).toContain('Sut');
  });

  it('gives every product one to three images, the main one first', async () => {
    const r = await one<{ no_image: number; mismatched: number; too_many: number }>(`
      select
        (select count(*)::int from products p where not exists (select 1 from product_images i where i.product_id = p.id)) no_image,
        (select count(*)::int from products p join product_images i on i.product_id = p.id and i.position = 0 where i.image <> p.image) mismatched,
        (select count(*)::int from (select product_id from product_images group by product_id having count(*) > 3) x) too_many`);
    expect(r).toEqual({ no_image: 0, mismatched: 0, too_many: 0 });
  });

  it('only references emoji that exist and well-formed monograms', async () => {
    const names = new Set(Object.keys((icons as { icons: Record<string, unknown> }).icons));
    const paths = await rows<{ path: string }>(`
      select icon path from categories union select image from categories
      union select image from products union select image from product_images
      union select image from banners union select image from comment_images
      union select logo from stores union select logo from partners`);
    expect(paths.length).toBeGreaterThan(20);
    for (const { path } of paths) {
      const emoji = /^\/media\/emoji\/([a-z0-9-]+)\.svg$/.exec(path);
      if (emoji) {
        expect({ path, exists: names.has(emoji[1]) }).toEqual({ path, exists: true });
      } else {
        expect(path).toMatch(/^\/media\/monogram\/[A-Z]{1,2}\/[0-9A-F]{6}\.svg$/);
      }
    }
  });

  it('has reviews rated 1..5 that match each product’s rating and count', async () => {
    const r = await one<{ n: number; min: number; max: number; answers: number; ratings: number }>(`
      select count(*)::int n, min(rating)::int min, max(rating)::int max,
             (select count(*)::int from comment_answers) answers,
             count(distinct rating)::int ratings from comments`);
    expect(r.n).toBeGreaterThan(200);
    expect(r.min).toBe(1);
    expect(r.max).toBe(5);
    expect(r.ratings).toBe(5);
    expect(r.answers).toBeGreaterThan(0);
    const mismatch = await one<{ n: number }>(`
      select count(*)::int n from products p
      left join (select product_id, count(*) c, avg(rating) a from comments group by product_id) c on c.product_id = p.id
      where p.rating_count <> coalesce(c.c, 0) or abs(p.rating - coalesce(round(c.a, 1), 0)) > 0.001
         or (p.rating <> 0 and p.rating < 3)`);
    expect(mismatch.n).toBe(0);
  });

  it('has site content: banners, faq, partners and the about row', async () => {
    const banners = await rows<{ type: string; link: string }>('select type, link from banners');
    expect(banners.filter((b) => b.type === 'web')).toHaveLength(4);
    expect(banners.filter((b) => b.type === 'mobile')).toHaveLength(2);
    for (const b of banners) expect(b.link).toMatch(/^\/products(\?|$)/);
    expect((await one<{ n: number }>('select count(*)::int n from faq')).n).toBeGreaterThanOrEqual(8);
    const partners = await rows<{ url: string }>('select url from partners');
    expect(partners.length).toBeGreaterThanOrEqual(6);
    for (const p of partners) expect(p.url).toMatch(/^https:\/\/[a-z0-9.-]*example\.[a-z]+\//);
    const about = await one<{ id: number; phone: string; email: string }>('select * from about_info');
    expect(about).toMatchObject({ id: 1, phone: '+998712005050', email: 'info@savat.uz' });
    expect((await one<{ n: number }>('select count(*)::int n from search_terms')).n).toBeGreaterThanOrEqual(12);
  });

  it('has promo codes in every state', async () => {
    const codes = await rows<{ code: string; state: string }>(`
      select code, case
        when valid_from > now() then 'not_yet'
        when valid_until < now() then 'expired'
        when max_uses is not null and used_count >= max_uses then 'used_up'
        else 'valid' end state
      from promo_codes order by code`);
    expect(Object.fromEntries(codes.map((c) => [c.code, c.state]))).toEqual({
      BAHOR20: 'expired',
      KELAJAK25: 'not_yet',
      SAVAT10: 'valid',
      TUGADI30: 'used_up',
      YANGI15: 'valid',
    });
  });

  it('does not seed a second time', async () => {
    await expect(seedIfEmpty(handle.db, { staff: true })).resolves.toBe(false);
    expect((await one<{ n: number }>('select count(*)::int n from categories')).n).toBe(16);
  });
});

describe('seedIfEmpty', () => {
  it('seeds a fresh database once, even when called twice at the same time, with the same catalog', async () => {
    const fresh = await snapshotPglite();
    try {
      const [a, b] = await Promise.all([seedIfEmpty(fresh.db, { staff: false }), seedIfEmpty(fresh.db, { staff: false })]);
      expect([a, b]).toEqual([true, true]);
      // The demo staff's password is public: only where asked for (never in production unless SEED_DEMO=1).
      expect((await fresh.db.execute(sql.raw('select count(*)::int n from users'))).rows).toEqual([{ n: 0 }]);
      const q = 'select id, store_id, name_uz, price, discount, available from products order by id';
      const mine = (await handle.db.execute(sql.raw(q))).rows;
      const theirs = (await fresh.db.execute(sql.raw(q))).rows;
      // Deterministic: the same ids, names, stores and prices on every run.
      expect(theirs).toEqual(mine);
      await expect(seedIfEmpty(fresh.db, { staff: true })).resolves.toBe(false);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
