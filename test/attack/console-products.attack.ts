/**
 * The console's products (ADR 0017) under attack. A seller of store A tries every product route
 * against store B's products (by id, sku and name, in the list, the photo upload, the price-list
 * import, the price list's export, the reports, the bulk actions and the one-step create with
 * photos): nothing of B's may show in any answer and no row of B's may change. Then the
 * CSV import is fuzzed (random and mangled files, as text and as multipart, dry and applied): every answer is
 * a clean 200 or 4xx, never a 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { app } from '@/server/app';
import { products } from '@/server/db/schema';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';

const MARK = 'Yashirin-B-5521';
const STORE_A = 3;
const STORE_B = 4;

describe.each(testTargets())('console products attack on $name', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-attack-product-images-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const request = async (method: string, url: string, headers: Record<string, string>, body?: BodyInit, type?: string) => {
    const res = await app.request(`/api/v1${url}`, { method, headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) }, body });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it("shows a seller of store A nothing of store B's products and changes none of them", async () => {
    // B's products carry the mark in their SKU and names.
    const theirs = await db()
      .db.select()
      .from(products)
      .where(and(eq(products.storeId, STORE_B), isNull(products.deletedAt)))
      .orderBy(asc(products.id));
    for (const [i, p] of theirs.entries())
      await db()
        .db.update(products)
        .set({ sku: `${MARK}-${i}`, nameUz: `${p.nameUz} ${MARK}`, descriptionRu: MARK })
        .where(eq(products.id, p.id));
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: STORE_A }]);
    const h = seller.headers;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const before = await snapshotRows(db());

    const attempts: { method: string; url: string; body?: () => BodyInit; type?: string }[] = [
      { method: 'GET', url: `/console/products/?store=${STORE_B}` },
      { method: 'GET', url: `/console/products/?q=${MARK}&size=100` },
      { method: 'GET', url: `/console/products/?q=${MARK}&deleted=true&size=100` },
      {
        method: 'POST',
        url: '/console/products/',
        body: () => JSON.stringify({ store_id: STORE_B, name_uz: 'x', name_ru: 'x', price: 100, amount_type: 'kg', category_id: 1 }),
        type: 'application/json',
      },
      { method: 'POST', url: `/console/products/import/?store=${STORE_B}`, body: () => `sku,price\n${MARK}-0,1\n`, type: 'text/csv' },
      { method: 'POST', url: '/console/products/import/', body: () => ['id,price,stock', ...theirs.map((p) => `${p.id},1,0`)].join('\n'), type: 'text/csv' },
      { method: 'POST', url: '/console/products/import/', body: () => ['sku,price', ...theirs.map((_, i) => `${MARK}-${i},1`)].join('\n'), type: 'text/csv' },
      { method: 'POST', url: '/console/products/import/?dry_run=1', body: () => ['id,price', ...theirs.map((p) => `${p.id},1`)].join('\n'), type: 'text/csv' },
      // The price list's export and the reports (ADR 0039): another store's file is 404.
      { method: 'GET', url: `/console/products/export/?store=${STORE_B}` },
      { method: 'GET', url: `/console/products/export/?store=${STORE_B}&format=xlsx` },
      { method: 'GET', url: `/console/reports/orders/?from=2020-01-01&to=2020-12-31&store=${STORE_B}` },
      { method: 'GET', url: `/console/reports/sales-by-product/?from=2020-01-01&to=2020-12-31&store=${STORE_B}&format=xlsx` },
    ];
    // The bulk actions, on B's products alone and mixed with one of A's own: refused whole.
    const [ownProduct] = await db().db.select({ id: products.id }).from(products).where(eq(products.storeId, STORE_A)).limit(1);
    const ids = theirs.slice(0, 200).map((p) => p.id);
    for (const body of [
      { action: 'price_percent', ids, percent: 50 },
      { action: 'price_percent', ids: [ownProduct!.id, ...ids.slice(0, 5)], percent: -50 },
      { action: 'set_stock', ids, available: 0 },
      { action: 'stop', ids, stopped_until: new Date(Date.now() + 3_600_000).toISOString() },
      { action: 'resume', ids },
      { action: 'delete', ids: [ownProduct!.id, ids[0]!] },
    ]) {
      attempts.push({ method: 'POST', url: '/console/products/bulk/', body: () => JSON.stringify(body), type: 'application/json' });
    }
    // A new product with a photo, in B's store: refused before the photo is read.
    attempts.push({
      method: 'POST',
      url: '/console/products/with-photos/',
      body: () => {
        const form = new FormData();
        form.set('product', JSON.stringify({ store_id: STORE_B, name_uz: 'x', name_ru: 'x', price: 100, amount_type: 'kg', category_id: 1 }));
        form.append('photos', new File([png as Uint8Array<ArrayBuffer>], 'a.png'));
        return form;
      },
    });
    for (const p of theirs) {
      attempts.push(
        { method: 'GET', url: `/console/products/${p.id}/` },
        { method: 'PATCH', url: `/console/products/${p.id}/`, body: () => JSON.stringify({ price: 1, available: 0 }), type: 'application/json' },
        { method: 'PATCH', url: `/console/products/${p.id}/`, body: () => JSON.stringify({ sku: `${MARK}-0` }), type: 'application/json' },
        { method: 'DELETE', url: `/console/products/${p.id}/` },
        {
          method: 'POST',
          url: `/console/products/${p.id}/images/`,
          body: () => {
            const form = new FormData();
            form.set('file', new File([png as Uint8Array<ArrayBuffer>], 'a.png'));
            return form;
          },
        },
      );
    }

    const leaks: string[] = [];
    for (const at of attempts) {
      const res = await request(at.method, at.url, h, at.body?.(), at.type);
      const problems = answerProblems(res);
      // A refused import row names the key the seller typed (their own input): not a leak.
      if (res.text.replace(/"key":"[^"]*"/g, '').includes(MARK)) problems.push("shows store B's product");
      if (/other_store/.test(res.text)) problems.push("hints at store B's product");
      if (problems.length) leaks.push(`${at.method} ${at.url} → ${res.status}: ${problems.join(', ')}`);
    }
    const after = await snapshotRows(db());
    console.log(
      `console products sweep on ${target.name}: ${attempts.length} attempts on ${theirs.length} products of store ${STORE_B}; leaks ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
    // The refused create and imports change nothing; nothing of B's changed at all.
    expect(changedTables(before, after)).toEqual([]);
  });

  it('answers every fuzzed price list with a clean 200 or 4xx', async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: STORE_A }]);
    const own = await db()
      .db.select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.storeId, STORE_A))
      .orderBy(asc(products.id))
      .limit(5);
    await Promise.all(
      own.map((p, i) =>
        db()
          .db.update(products)
          .set({ sku: `A-${i}` })
          .where(eq(products.id, p.id)),
      ),
    );
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
      fc.constantFrom(
        'A-0',
        'A-1',
        'A-4',
        String(own[0]!.id),
        '12 000',
        '1e5',
        '0x10',
        '15%',
        '99.00',
        '-0',
        'NaN',
        '"',
        '""',
        '\u0000',
        '١٢٣',
        '🍎',
        "' OR 1=1 --",
      ),
    );
    const header = fc.shuffledSubarray(['sku', 'id', 'price', 'discount', 'stock', 'name', 'SKU', ''], { minLength: 0, maxLength: 6 });
    const sep = fc.constantFrom(',', ';', '\t', '|');
    const file = fc
      .tuple(header, sep, fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
      .map(([head, s, rows, eol, bom]) => (bom ? '\ufeff' : '') + [head.join(s), ...rows.map((r) => r.join(s))].join(eol));
    const problems: string[] = [];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(file, fc.boolean(), fc.boolean(), async (csv, multipart, dry) => {
        runs += 1;
        let res;
        const url = `/console/products/import/${dry ? '?dry_run=1' : ''}`;
        if (multipart) {
          const form = new FormData();
          form.set('file', new File([csv], 'prices.csv'));
          res = await request('POST', url, seller.headers, form);
        } else {
          res = await request('POST', url, seller.headers, csv, 'text/csv');
        }
        // A row the import cannot read is quoted back in its answer, fuzzed text and all.
        const found = answerProblems(res, [], csv);
        if (res.status !== 200 && (res.status < 400 || res.status >= 500)) found.push(`status ${res.status}`);
        if (found.length) problems.push(`${JSON.stringify(csv).slice(0, 120)} → ${res.status}: ${found.join(', ')}`);
        return true;
      }),
      { numRuns: 400 },
    );
    // Bytes that are not UTF-8, and bodies that are not CSV at all.
    for (const [body, type] of [
      [new Uint8Array([0xff, 0xfe, 0x00, 0xc3]), 'text/csv'],
      ['{"sku":1}', 'application/json'],
      ['', 'text/csv'],
      ['x', 'application/octet-stream'],
    ] as const) {
      const res = await request('POST', '/console/products/import/', seller.headers, body as BodyInit, type);
      const found = answerProblems(res);
      if (res.status < 400 || res.status >= 500) found.push(`status ${res.status}`);
      if (found.length) problems.push(`${type} → ${res.status}: ${found.join(', ')}`);
    }
    console.log(`fuzzed price lists on ${target.name}: ${runs} files; problems ${problems.length}`);
    expect(problems).toEqual([]);
  });
});
