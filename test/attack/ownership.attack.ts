/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
/**
 * Ownership: a second shopper tries every id of the first one's orders, addresses, tickets, files
 * and favourites on every endpoint that takes an id. Nothing of the first shopper's may show in any
 * answer, and no row may change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { app } from '@/server/app';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, get } from '@/test/api';
import { testTargets, useSeededDb } from '@/test/db';
import { answerProblems, changedTables, snapshotRows } from './guard';
import { pickupOrder, pickupProducts, shoppers, type Headers } from './shop';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const MARK = 'Sirli-Aziz-7391';

describe.each(testTargets())('ownership sweep on $name', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-attack-uploads-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a shopper nothing of another shopper’s, whatever ids they try', async () => {
    const [owner, thief] = await shoppers(db(), 2);
    const a = owner!.headers;
    const b = thief!.headers;
    const products = await pickupProducts(db(), 3, 20);

    // The owner's things, each carrying the mark.
    const addresses: number[] = [];
    for (const name of ['Uy', 'Ish'])
      addresses.push(
        (
          await call('POST', '/store/shipping/', {
            headers: a,
            body: { address_name: `${name} ${MARK}`, address: `Chilonzor ${MARK}`, latitude: 41.28, longitude: 69.2 },
          })
        ).body.result.id,
      );
    const orders: number[] = [];
    for (const p of products)
      orders.push(
        (await call('POST', '/store/order/', { headers: a, body: { ...pickupOrder([{ product: p, quantity: 1 }]), full_name: `Aziz ${MARK}`, comment: MARK } }))
          .body.result.id,
      );
    await call('GET', `/store/order/canceled/${orders[0]}/`, { headers: a });
    const tickets: number[] = [];
    tickets.push((await call('POST', '/support/', { headers: a, body: { topic: 'ask_question', description: `Savol ${MARK}` } })).body.result.id);
    const form = new FormData();
    form.set('topic', 'complaint');
    form.set('description', `Shikoyat ${MARK}`);
    form.append('files', new File([PNG], 'olma.png'));
    const withFile = await (await app.request('/api/v1/support/', { method: 'POST', headers: a, body: form })).json();
    tickets.push(withFile.result.id);
    const fileLink = new URL(withFile.result.files[0].file, 'http://x');
    expect((await call('POST', '/store/products/feature/', { headers: a, body: { product_ids: products, action: 'add' } })).status).toBe(200);

    const before = await snapshotRows(db());
    // `/api/v1/support/file/{id}/{expires}/{signature}/{name}`: the id after `file`.
    const fileId = Number(fileLink.pathname.match(/\/support\/file\/(\d+)\//)![1]);
    const signedPart = fileLink.pathname.replace(/^.*\/support\/file\/\d+\//, '');
    const [expires, signature] = signedPart.split('/');
    const ids = [...new Set([...addresses, ...orders, ...tickets, ...products, fileId])];
    const sweep = Array.from({ length: Math.max(...ids) + 3 }, (_, i) => i + 1);

    const attempts: { method: string; path: string; body?: unknown; headers?: Headers }[] = [];
    for (const id of sweep) {
      attempts.push(
        { method: 'GET', path: `/store/order/${id}/` },
        { method: 'GET', path: `/store/order/canceled/${id}/` },
        { method: 'GET', path: `/store/orders/?q=${id}` },
        { method: 'PATCH', path: `/store/shipping/update/${id}/`, body: { address_name: 'Mine now' } },
        { method: 'DELETE', path: `/store/shipping/delete/${id}/` },
        {
          method: 'POST',
          path: '/store/order/',
          body: { type: 'D', full_name: 'Thief', phone_number: '+998901112233', delivery_address: id, products: [{ product: products[1], quantity: 1 }] },
        },
        {
          method: 'POST',
          path: '/store/order/',
          body: { ...pickupOrder([{ product: products[1]!, quantity: 1 }]) },
          headers: { 'Idempotency-Key': String(id) },
        },
        // The owner's signature on another id, or no signature (the link itself is the owner's to share).
        ...(id === fileId
          ? []
          : [
              { method: 'GET', path: `/support/file/${id}/${signedPart}` },
              { method: 'GET', path: `/support/file/${id}/?expires=${expires}&signature=${signature}` },
            ]),
        { method: 'GET', path: `/support/file/${id}/` },
      );
    }
    attempts.push(
      { method: 'GET', path: '/store/orders/' },
      { method: 'GET', path: '/store/orders/last/' },
      { method: 'GET', path: '/store/shipping/list/' },
      { method: 'GET', path: '/support/' },
      { method: 'GET', path: '/store/products/feature-list/' },
      { method: 'POST', path: '/store/products/feature/', body: { product_ids: products, action: 'remove' } },
      { method: 'GET', path: '/auth/me/' },
    );
    // The order attempts above would place real orders for the thief if the address were taken:
    // those that are placed are the thief's own (pickup), and are removed from the count below.
    const leaks: string[] = [];
    let placedByThief = 0;
    for (const at of attempts) {
      const res = await app.request(`/api/v1${at.path}`, {
        method: at.method,
        headers: { ...b, ...(at.body ? { 'Content-Type': 'application/json' } : {}), ...at.headers },
        body: at.body ? JSON.stringify(at.body) : undefined,
      });
      const text = await res.text();
      const problems = answerProblems({ status: res.status, headers: res.headers, text });
      if (text.includes(MARK) || text.includes(owner!.phone)) problems.push('shows the owner’s data');
      if (at.path.startsWith('/support/file/') && res.status === 200) problems.push('served the owner’s file');
      if (at.method === 'POST' && at.path === '/store/order/' && res.status === 201) {
        const order = JSON.parse(text).result;
        if (order.type === 'D') problems.push('ordered to the owner’s address');
        else placedByThief += 1;
      }
      if (problems.length) leaks.push(`${at.method} ${at.path} → ${res.status}: ${problems.join(', ')}`);
    }

    // The thief's own pickup orders are theirs; everything of the owner's is as it was.
    if (placedByThief) {
      const own = await get('/store/orders/?size=100', { headers: b });
      for (const o of own.body.result.content) await call('GET', `/store/order/canceled/${o.id}/`, { headers: b });
    }
    const after = await snapshotRows(db());
    const changed = changedTables(before, after).filter(
      (t) => !(placedByThief && ['orders', 'order_items', 'order_parts', 'order_status_history', 'products'].includes(t)),
    );
    const mine = await get('/store/shipping/list/', { headers: a });
    const myFavourites = await get('/store/products/feature-list/', { headers: a });
    console.log(
      `ownership sweep on ${target.name}: ${attempts.length} attempts over ids 1..${sweep.length}; leaks ${leaks.length}; the thief's own pickup orders ${placedByThief}`,
    );

    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(mine.body.result.map((x: any) => x.id).sort()).toEqual([...addresses].sort());
    expect(myFavourites.body.result.length).toBe(products.length);
  });
});
