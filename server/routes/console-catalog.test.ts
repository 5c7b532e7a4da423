import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { app } from '@/server/app';
import { DiskStorage, setFileStorageForTests } from '@/server/services/storage';
import { call, expectError, get, post, upload } from '@/test/api';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { auditLog, banners, categories } from '@/server/db/schema';

const patch = (path: string, body: unknown, headers: Record<string, string>) => call('PATCH', path, { body, headers });
const put = (path: string, body: unknown, headers: Record<string, string>) => call('PUT', path, { body, headers });
const del = (path: string, headers: Record<string, string>) => call('DELETE', path, { headers });

/** The site's address in the tests (NEXT_PUBLIC_SITE_URL unset): pictures are answered under it. */
const SITE = 'http://localhost:3000';
const CATEGORY = {
  name_uz: 'Choy va qahva',
  name_ru: 'Чай и кофе',
  icon: '/media/emoji/teacup-without-handle.svg',
  image: '/media/emoji/hot-beverage.svg',
  color: '#E8D5C4',
  position: 0,
  popularity: 10,
};
const BANNER = {
  type: 'web',
  title_uz: 'Yangi banner',
  title_ru: 'Новый баннер',
  subtitle_uz: 'Pastki matn',
  subtitle_ru: 'Подзаголовок',
  image: '/media/emoji/red-apple.svg',
  color: '#DCF5DC',
  link: '/products?sort=new',
  position: 0,
};
const ABOUT = {
  phone: '+998712000000',
  email: 'info@savat.uz',
  address_uz: 'Toshkent, Amir Temur 1',
  address_ru: 'Ташкент, Амир Темур 1',
  description_uz: 'Savat haqida',
  description_ru: 'О Савате',
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testTargets())('console catalog on %s', (target) => {
  const db = useSeededDb(target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-content-images-'));
  beforeAll(() => setFileStorageForTests(new DiskStorage(dir)));
  afterAll(() => {
    setFileStorageForTests(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  let operator: Record<string, string>;
  beforeAll(async () => {
    operator = (await staffHeaders(db(), [{ role: 'operator' }])).headers;
  });
  const auditRows = (action: string, entityId: number) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  it('lets only operators in: a shopper and a seller are 403 on every route (but a seller reads the categories)', async () => {
    const shopper = (await staffHeaders(db())).headers;
    const seller = (await staffHeaders(db(), [{ role: 'seller', storeId: 1 }])).headers;
    expectError(await get('/console/categories/', { headers: shopper }), 403, 'forbidden');
    const read = await get('/console/categories/', { headers: seller });
    expect(read.status).toBe(200);
    expect(read.body.result.length).toBeGreaterThan(0);
    for (const headers of [shopper, seller]) {
      for (const path of ['banners', 'faq', 'partners', 'about', 'promo-codes']) {
        expectError(await get(`/console/${path}/`, { headers }), 403, 'forbidden');
      }
      expectError(await post('/console/categories/', CATEGORY, { headers }), 403, 'forbidden');
      expectError(await patch('/console/banners/1/', { title_uz: 'x' }, headers), 403, 'forbidden');
      expectError(await del('/console/faq/1/', headers), 403, 'forbidden');
      expectError(await put('/console/about/', ABOUT, headers), 403, 'forbidden');
      expectError(await post('/console/promo-codes/1/deactivate/', undefined, { headers }), 403, 'forbidden');
      expectError(await upload('/console/images/', headers, new Uint8Array(8), 'a.png'), 403, 'forbidden');
    }
    expect((await get('/console/categories/')).status).toBe(401);
  });

  it('creates, changes and deletes a category; the shop shows each at once; audited', async () => {
    const created = await post('/console/categories/', CATEGORY, { headers: operator });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    // Pictures are answered as absolute URLs under the site's address (ADR 0019).
    expect(created.body.result).toMatchObject({ ...CATEGORY, icon: `${SITE}${CATEGORY.icon}`, image: `${SITE}${CATEGORY.image}`, count_product: 0 });
    const shop = async () => (await get('/category/', { locale: 'ru' })).body.result.find((c: { id: number }) => c.id === id);
    expect(await shop()).toMatchObject({ name: 'Чай и кофе', color: '#E8D5C4', count_product: 0 });

    const changed = await patch(`/console/categories/${id}/`, { name_ru: 'Чай', popularity: 5000 }, operator);
    expect(changed.body.result).toMatchObject({ name_ru: 'Чай', name_uz: 'Choy va qahva', popularity: 5000 });
    expect(await shop()).toMatchObject({ name: 'Чай' });
    expect((await get('/category/?q=popular&size=1')).body.result[0].id).toBe(id);

    expect((await del(`/console/categories/${id}/`, operator)).body.result).toEqual({ id });
    expect(await shop()).toBeUndefined();
    for (const action of ['category.create', 'category.update', 'category.delete']) expect(await auditRows(action, id)).toHaveLength(1);
    expectError(await del(`/console/categories/${id}/`, operator), 404, 'not_found');
    expectError(await patch(`/console/categories/${id}/`, { name_ru: 'x' }, operator), 404, 'not_found');
  });

  it('refuses to delete a category with products (409), and bad input (400 with fields)', async () => {
    const list = await get('/console/categories/', { headers: operator });
    const full = list.body.result.find((c: { count_product: number }) => c.count_product > 0);
    const error = expectError(await del(`/console/categories/${full.id}/`, operator), 409, 'conflict');
    expect(error.message).toContain(String(full.count_product));
    expect(await db().db.select().from(categories).where(eq(categories.id, full.id))).toHaveLength(1);

    const refused = async (answer: Awaited<ReturnType<typeof post>>, field: string) =>
      expect(expectError(answer, 400, 'validation_error').fields).toHaveProperty(field);
    await refused(await post('/console/categories/', { ...CATEGORY, color: 'red' }, { headers: operator }), 'color');
    await refused(await post('/console/categories/', { ...CATEGORY, name_uz: ' ' }, { headers: operator }), 'name_uz');
    await refused(await post('/console/categories/', { ...CATEGORY, icon: '//evil.example/x.svg' }, { headers: operator }), 'icon');
    await refused(await post('/console/categories/', { ...CATEGORY, id: 5 }, { headers: operator }), 'id');
    await refused(await patch(`/console/categories/${full.id}/`, { position: -1 }, operator), 'position');
    expectError(await patch(`/console/categories/${full.id}/`, {}, operator), 400, 'validation_error');
    expectError(await patch('/console/categories/abc/', { position: 1 }, operator), 400, 'validation_error');
  });

  it('stores a picture for a banner by its content, at its width, and a banner takes its path; a non-picture is 415', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#f5b041' } })
      .png()
      .toBuffer();
    const res = await upload('/console/images/?use=banner', operator, png, 'banner.png');
    expect(res.status).toBe(201);
    const image = res.body.result.path as string;
    expect(image).toMatch(/^\/api\/v1\/media\/product-images\/[A-Za-z0-9_-]{20,}\.webp$/);
    const meta = await sharp(Buffer.from(await (await app.request(image)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 400]);
    const banner = await post('/console/banners/', { ...BANNER, image }, { headers: operator });
    expect(banner.status).toBe(201);
    expect(banner.body.result.image).toBe(`${SITE}${image}`);
    expectError(await upload('/console/images/', operator, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.svg'), 415, 'unsupported_media_type');
    expectError(await call('POST', '/console/images/', { headers: operator, body: { file: 'x' } }), 415, 'unsupported_media_type');
  });

  it('manages banners, FAQ and partners; the public lists follow at once', async () => {
    const created = await post('/console/banners/', BANNER, { headers: operator });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    const publicBanner = async () => (await get('/base/banner/?type=web', { locale: 'uz' })).body.result.find((b: { id: number }) => b.id === id);
    expect(await publicBanner()).toEqual({
      id,
      type: 'web',
      title: 'Yangi banner',
      subtitle: 'Pastki matn',
      image: `${SITE}${BANNER.image}`,
      color: BANNER.color,
      link: BANNER.link,
    });
    expect((await patch(`/console/banners/${id}/`, { title_uz: 'Oʻzgargan', type: 'mobile' }, operator)).status).toBe(200);
    expect(await publicBanner()).toBeUndefined();
    expect((await get('/base/banner/?type=mobile')).body.result.find((b: { id: number }) => b.id === id)).toMatchObject({ title: 'Oʻzgargan' });
    expect(
      expectError(await post('/console/banners/', { ...BANNER, link: 'https://evil.example' }, { headers: operator }), 400, 'validation_error').fields,
    ).toHaveProperty('link');
    expect(expectError(await post('/console/banners/', { ...BANNER, type: 'tv' }, { headers: operator }), 400, 'validation_error').fields).toHaveProperty(
      'type',
    );
    expect((await del(`/console/banners/${id}/`, operator)).status).toBe(200);
    expect(await db().db.select().from(banners).where(eq(banners.id, id))).toHaveLength(0);
    expect((await get('/base/banner/')).body.result.some((b: { id: number }) => b.id === id)).toBe(false);
    for (const action of ['banner.create', 'banner.update', 'banner.delete']) expect(await auditRows(action, id)).toHaveLength(1);

    const faq = await post('/console/faq/', { question_uz: 'Savol?', question_ru: 'Вопрос?', answer_uz: 'Javob', answer_ru: 'Ответ' }, { headers: operator });
    expect(faq.status).toBe(201);
    expect((await get('/base/faq/', { locale: 'ru' })).body.result).toContainEqual({ id: faq.body.result.id, question: 'Вопрос?', answer: 'Ответ' });
    await patch(`/console/faq/${faq.body.result.id}/`, { answer_ru: 'Другой ответ' }, operator);
    expect((await get('/base/faq/', { locale: 'ru' })).body.result).toContainEqual({ id: faq.body.result.id, question: 'Вопрос?', answer: 'Другой ответ' });
    expect(expectError(await post('/console/faq/', { question_uz: 'Savol?' }, { headers: operator }), 400, 'validation_error').fields).toHaveProperty(
      'answer_uz',
    );
    await del(`/console/faq/${faq.body.result.id}/`, operator);
    expect((await get('/base/faq/')).body.result.some((f: { id: number }) => f.id === faq.body.result.id)).toBe(false);
    expectError(await del(`/console/faq/${faq.body.result.id}/`, operator), 404, 'not_found');

    const partner = await post('/console/partners/', { name: 'Click', logo: '/media/monogram/C/0044FF.svg', url: 'https://click.uz' }, { headers: operator });
    expect(partner.status).toBe(201);
    expect((await get('/base/partner/')).body.result).toContainEqual({
      id: partner.body.result.id,
      name: 'Click',
      partner_name: 'Click',
      logo: `${SITE}/media/monogram/C/0044FF.svg`,
      url: 'https://click.uz',
    });
    await patch(`/console/partners/${partner.body.result.id}/`, { url: null }, operator);
    expect((await get('/base/partner/')).body.result.find((p: { id: number }) => p.id === partner.body.result.id).url).toBeNull();
    expect(
      expectError(await post('/console/partners/', { name: 'X', logo: '/x.svg', url: 'javascript:alert(1)' }, { headers: operator }), 400, 'validation_error')
        .fields,
    ).toHaveProperty('url');
    expectError(await patch('/console/partners/999999/', { name: 'Y' }, operator), 404, 'not_found');
    expect(await auditRows('partner.update', partner.body.result.id)).toHaveLength(1);
  });

  it('replaces the contacts; the public about follows', async () => {
    const before = await get('/console/about/', { headers: operator });
    expect(before.status).toBe(200);
    const answer = await put('/console/about/', { ...ABOUT, telegram: 'https://t.me/savat_test' }, operator);
    expect(answer.body.result).toMatchObject({ ...ABOUT, telegram: 'https://t.me/savat_test', instagram: null, address_url: null });
    expect((await get('/base/about/', { locale: 'ru' })).body.result).toMatchObject({
      phone: ABOUT.phone,
      email: ABOUT.email,
      address: ABOUT.address_ru,
      description: ABOUT.description_ru,
      telegram: 'https://t.me/savat_test',
      instagram: null,
    });
    expect(expectError(await put('/console/about/', { ...ABOUT, email: 'not-an-email' }, operator), 400, 'validation_error').fields).toHaveProperty('email');
    expect(expectError(await put('/console/about/', { ...ABOUT, telegram: 'javascript:alert(1)' }, operator), 400, 'validation_error').fields).toHaveProperty(
      'telegram',
    );
    expect(expectError(await put('/console/about/', { ...ABOUT, phone: '12345' }, operator), 400, 'validation_error').fields).toHaveProperty('phone');
    expect(expectError(await put('/console/about/', { ...ABOUT, address_uz: undefined }, operator), 400, 'validation_error').fields).toHaveProperty(
      'address_uz',
    );
    const [row] = await auditRows('about.update', 1);
    expect(row.before).toEqual(before.body.result);
  });

  it('creates promo codes within the rules, lists them with used counts, and deactivates by ending the window', async () => {
    const code = { promocode: 'kuz25', discount: 25, max_uses: 100, max_uses_per_user: 2, valid_from: inDays(-1), valid_until: inDays(30) };
    const created = await post('/console/promo-codes/', code, { headers: operator });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    expect(created.body.result).toMatchObject({ promocode: 'KUZ25', discount: 25, max_uses: 100, max_uses_per_user: 2, used_count: 0, active: true });
    expect((await post('/store/check_promo_code/', { promo_code: 'kuz25' })).body.result).toEqual({ promocode: 'KUZ25', discount: 25 });
    expectError(await post('/console/promo-codes/', { ...code, promocode: 'KUZ25' }, { headers: operator }), 409, 'conflict');

    const refused = async (body: unknown, field: string) =>
      expect(expectError(await post('/console/promo-codes/', body, { headers: operator }), 400, 'validation_error').fields).toHaveProperty(field);
    await refused({ ...code, promocode: 'A1', discount: 10 }, 'promocode');
    await refused({ ...code, promocode: 'ZERO', discount: 0 }, 'discount');
    await refused({ ...code, promocode: 'MORE', discount: 101 }, 'discount');
    await refused({ ...code, promocode: 'BACK', valid_until: inDays(-2) }, 'valid_until');
    await refused({ ...code, promocode: 'NOUSE', max_uses: 0 }, 'max_uses');
    await refused({ ...code, promocode: 'NODATE', valid_from: 'tomorrow' }, 'valid_from');
    expect(expectError(await patch(`/console/promo-codes/${id}/`, { valid_until: inDays(-5) }, operator), 400, 'validation_error').fields).toHaveProperty(
      'valid_until',
    );

    const list = await get('/console/promo-codes/?size=100', { headers: operator });
    const seeded = list.body.result.content.find((p: { promocode: string }) => p.promocode === 'YANGI15');
    expect(seeded).toMatchObject({ used_count: 212, max_uses: 1000, active: true });
    expect((await get('/console/promo-codes/?q=kuz', { headers: operator })).body.result.content.map((p: { id: number }) => p.id)).toEqual([id]);

    expect((await patch(`/console/promo-codes/${id}/`, { discount: 30 }, operator)).body.result.discount).toBe(30);
    const ended = await post(`/console/promo-codes/${id}/deactivate/`, undefined, { headers: operator });
    expect(ended.body.result.active).toBe(false);
    expect(Date.parse(ended.body.result.valid_until)).toBeLessThanOrEqual(Date.now());
    expectError(await post('/store/check_promo_code/', { promo_code: 'KUZ25' }), 400, 'invalid_promo_code');
    for (const action of ['promo.create', 'promo.update', 'promo.deactivate']) expect(await auditRows(action, id)).toHaveLength(1);
    expectError(await post('/console/promo-codes/999999/deactivate/', undefined, { headers: operator }), 404, 'not_found');
  });
});
