import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get, post, upload } from '@/test/api';
import { app } from '@/server/app';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { auditLog, stores } from '@/server/db/schema';

const patch = (path: string, body: unknown, headers: Record<string, string>) => call('PATCH', path, { body, headers });

const NEW_STORE = {
  brand_name: 'Yangi Bozor',
  legal_name: 'Yangi Bozor MChJ',
  store_location_name_uz: 'Toshkent, Chilonzor 5',
  store_location_name_ru: 'Ташкент, Чиланзар 5',
  latitude: 41.28,
  longitude: 69.2,
  working_time: '09:00-21:00',
};

const fetchFromApp = (path: string) => app.request(path);

describe.each(testTargets())('console stores on %s', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-store-logos-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const auditRows = (action: string, entityId: number) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  it('keeps shoppers out and shows a seller only their own stores', async () => {
    const shopper = await staffHeaders(db());
    expectError(await get('/console/stores/', { headers: shopper.headers }), 403, 'forbidden');
    expectError(await get('/console/stores/1/', { headers: shopper.headers }), 403, 'forbidden');
    expect((await get('/console/stores/')).status).toBe(401);

    const seller = await staffHeaders(db(), [
      { role: 'seller', storeId: 1 },
      { role: 'seller', storeId: 3 },
    ]);
    const list = await get('/console/stores/?size=100', { headers: seller.headers });
    expect(list.status).toBe(200);
    expect(list.body.result.content.map((s: { id: number }) => s.id).sort()).toEqual([1, 3]);
    expect(list.body.result.totalElements).toBe(2);

    const own = await get('/console/stores/1/', { headers: seller.headers });
    expect(own.body.result).toMatchObject({ id: 1, suspended_at: null });
    expect(own.body.result).toHaveProperty('min_order');
    expectError(await get('/console/stores/2/', { headers: seller.headers }), 404, 'not_found');
    expectError(await patch('/console/stores/2/', { pickup: true }, seller.headers), 404, 'not_found');

    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const all = await get('/console/stores/?size=5&page=2', { headers: operator.headers });
    expect(all.body.result).toMatchObject({ number: 2, size: 5, totalElements: 25 });
    const found = await get(`/console/stores/?q=${encodeURIComponent(own.body.result.brand_name.slice(0, 4))}`, { headers: operator.headers });
    expect(found.body.result.content.some((s: { id: number }) => s.id === 1)).toBe(true);
    expectError(await get('/console/stores/999999/', { headers: operator.headers }), 404, 'not_found');
  });

  it("lets a seller change their store's profile and terms; the shop shows it at once; audited", async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 4 }]);
    const change = {
      working_time: '07:30-23:00',
      pickup: true,
      free_shipping: false,
      store_location_name_uz: 'Toshkent, Yunusobod 4',
      store_location_name_ru: 'Ташкент, Юнусабад 4',
      latitude: 41.36,
      longitude: 69.29,
      logo: '/media/monogram/AB/112233.svg',
      phone_number: '+998 90 123 45 67',
      description_uz: 'Yangi tavsif',
      description_ru: 'Новое описание',
      min_order: 20000,
      fee: 7000,
      free_from: 150000,
      eta_min: 20,
      eta_max: 40,
      slots: ['10:00-12:00', '18:00-20:00'],
    };
    const answer = await patch('/console/stores/4/', change, seller.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ ...change, logo: `http://localhost:3000${change.logo}`, phone_number: '+998901234567' });

    const shop = await get('/store/4/', { locale: 'ru' });
    expect(shop.body.result).toMatchObject({
      working_time: '07:30-23:00',
      pickup: true,
      store_location_name: 'Ташкент, Юнусабад 4',
      description: 'Новое описание',
      phone_number: '+998901234567',
      latitude: 41.36,
    });
    const terms = await get('/store/delivery/?store=4');
    expect(terms.body.result[0]).toMatchObject({
      min_order: 20000,
      fee: 7000,
      free_from: 150000,
      eta_min: 20,
      eta_max: 40,
      slots: ['10:00-12:00', '18:00-20:00'],
    });

    const [row] = await auditRows('store.update', 4);
    expect(row).toMatchObject({ actorId: seller.userId, entity: 'store' });
    expect((row.after as { fee: number }).fee).toBe(7000);

    // The store's names are the operator's to change.
    expectError(await patch('/console/stores/4/', { brand_name: 'Mine' }, seller.headers), 403, 'forbidden');
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    expect((await patch('/console/stores/4/', { brand_name: 'Yangi nom', legal_name: 'Yangi nom MChJ' }, operator.headers)).body.result).toMatchObject({
      brand_name: 'Yangi nom',
      legal_name: 'Yangi nom MChJ',
    });
    expect((await get('/store/4/')).body.result.brand_name).toBe('Yangi nom');

    // Around the clock shows the whole day as its hours.
    expect((await patch('/console/stores/4/', { around_the_clock: true }, seller.headers)).body.result).toMatchObject({
      around_the_clock: true,
      working_time: '00:00-24:00',
    });
  });

  it('refuses a bad profile with fields and changes nothing', async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 5 }]);
    const [before] = await db().db.select().from(stores).where(eq(stores.id, 5));
    const refused = async (body: unknown, field: string) => {
      const error = expectError(await patch('/console/stores/5/', body, seller.headers), 400, 'validation_error');
      expect(error.fields).toHaveProperty(field);
    };
    await refused({ working_time: '9-21' }, 'working_time');
    await refused({ working_time: '22:00-08:00' }, 'working_time');
    await refused({ latitude: 55.75, longitude: 37.61 }, 'latitude'); // Moscow
    await refused({ latitude: 41.3 }, 'longitude');
    await refused({ phone_number: '+7 999 123 45 67' }, 'phone_number');
    await refused({ eta_min: 90, eta_max: 30 }, 'eta_min');
    await refused({ min_order: 100000, free_from: 50000 }, 'free_from');
    await refused({ slots: ['10:00-09:00'] }, 'slots');
    await refused({ slots: ['10:00-12:00', '10:00-12:00'] }, 'slots');
    await refused({ fee: -1 }, 'fee');
    await refused({ logo: 'javascript:alert(1)' }, 'logo');
    await refused({ rating: 5 }, 'rating');
    await refused({ description_uz: 'x'.repeat(3001) }, 'description_uz');
    expectError(await patch('/console/stores/5/', {}, seller.headers), 400, 'validation_error');
    const [after] = await db().db.select().from(stores).where(eq(stores.id, 5));
    expect(after).toEqual(before);
    expect(await auditRows('store.update', 5)).toHaveLength(0);
  });

  it('lets only an operator open a store', async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 1 }]);
    expectError(await post('/console/stores/', NEW_STORE, { headers: seller.headers }), 403, 'forbidden');
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const missing = expectError(
      await post('/console/stores/', { ...NEW_STORE, legal_name: undefined }, { headers: operator.headers }),
      400,
      'validation_error',
    );
    expect(missing.fields).toHaveProperty('legal_name');
    const abroad = expectError(await post('/console/stores/', { ...NEW_STORE, latitude: 10 }, { headers: operator.headers }), 400, 'validation_error');
    expect(abroad.fields).toHaveProperty('latitude');
    expect(
      expectError(await post('/console/stores/', { ...NEW_STORE, brand_name: ' ' }, { headers: operator.headers }), 400, 'validation_error').fields,
    ).toHaveProperty('brand_name');
    expectError(await post('/console/stores/', { ...NEW_STORE, eta_min: 50, eta_max: 10 }, { headers: operator.headers }), 400, 'validation_error');

    const created = await post('/console/stores/', NEW_STORE, { headers: operator.headers });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    expect(created.body.result).toMatchObject({ ...NEW_STORE, fee: 5000, min_order: 0, eta_min: 30, eta_max: 60, slots: [], suspended_at: null });
    expect(created.body.result.logo).toMatch(/^http:\/\/localhost:3000\/media\/monogram\/YB\//);
    expect((await get(`/store/${id}/`)).body.result).toMatchObject({ id, brand_name: 'Yangi Bozor' });
    expect(await auditRows('store.create', id)).toHaveLength(1);
  });

  it('suspends a store (operator only): gone from the public list, its page 404; unsuspend brings it back', async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 6 }]);
    expectError(await post('/console/stores/6/suspend/', undefined, { headers: seller.headers }), 403, 'forbidden');
    const operator = await staffHeaders(db(), [{ role: 'operator' }]);
    const listed = async () => {
      const page = await get('/store/?paged=1&size=100');
      const letters = await get('/store/all/');
      const inLetters = letters.body.result.some((g: { stores: { id: number }[] }) => g.stores.some((s) => s.id === 6));
      const inPage = page.body.result.content.some((s: { id: number }) => s.id === 6);
      expect(inLetters).toBe(inPage);
      return inPage;
    };
    expect(await listed()).toBe(true);

    const suspended = await post('/console/stores/6/suspend/', undefined, { headers: operator.headers });
    expect(suspended.status).toBe(200);
    expect(suspended.body.result.suspended_at).toEqual(expect.any(String));
    expect(await listed()).toBe(false);
    expectError(await get('/store/6/'), 404, 'not_found');
    const onlySuspended = await get('/console/stores/?suspended=true', { headers: operator.headers });
    expect(onlySuspended.body.result.content.map((s: { id: number }) => s.id)).toEqual([6]);
    expect(
      (await get('/console/stores/?suspended=false&size=100', { headers: operator.headers })).body.result.content.some((s: { id: number }) => s.id === 6),
    ).toBe(false);
    expectError(await get('/console/stores/?suspended=yes', { headers: operator.headers }), 400, 'validation_error');
    // The seller still sees their store in the console, marked.
    expect((await get('/console/stores/6/', { headers: seller.headers })).body.result.suspended_at).toBe(suspended.body.result.suspended_at);
    // Again: no change, no second audit row.
    expect((await post('/console/stores/6/suspend/', undefined, { headers: operator.headers })).body.result.suspended_at).toBe(
      suspended.body.result.suspended_at,
    );
    expect(await auditRows('store.suspend', 6)).toHaveLength(1);

    const back = await post('/console/stores/6/unsuspend/', undefined, { headers: operator.headers });
    expect(back.body.result.suspended_at).toBeNull();
    expect(await listed()).toBe(true);
    expect((await get('/store/6/')).status).toBe(200);
    expect(await auditRows('store.unsuspend', 6)).toHaveLength(1);
    expectError(await post('/console/stores/999999/suspend/', undefined, { headers: operator.headers }), 404, 'not_found');
  });

  it("takes a logo as a picture file: resized to 256 px, shown by the shop, audited; another seller's store is 404", async () => {
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: 4 }]);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    expectError(await upload('/console/stores/5/logo/', seller.headers, png, 'logo.png'), 404, 'not_found');
    const shopper = await staffHeaders(db());
    expectError(await upload('/console/stores/4/logo/', shopper.headers, png, 'logo.png'), 403, 'forbidden');

    const res = await upload('/console/stores/4/logo/', seller.headers, png, 'logo.png');
    expect(res.status).toBe(200);
    const logo = res.body.result.logo as string;
    expect(logo).toMatch(/^http:\/\/localhost:3000\/api\/v1\/media\/product-images\/[A-Za-z0-9_-]{20,}\.webp$/);
    const served = await fetchFromApp(logo);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 171]);
    expect((await get('/store/4/')).body.result.logo).toBe(logo);
    const mine = (await auditRows('store.update', 4)).filter((a) => a.actorId === seller.userId);
    expect(mine.map((a) => [(a.before as { logo: string }).logo === logo, (a.after as { logo: string }).logo])).toEqual([[false, logo]]);

    // A text file named .png is 415, a missing file 400; the logo stays.
    expectError(await upload('/console/stores/4/logo/', seller.headers, new TextEncoder().encode('hello'), 'x.png'), 415, 'unsupported_media_type');
    expect((await get('/console/stores/4/', { headers: seller.headers })).body.result.logo).toBe(logo);
  });
});
