import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { app } from '@/server/app';
import { products } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { fileStorage, setFileStorageForTests } from '@/server/services/storage';
import { bearer, createAccount, loginAs } from '@/test/auth';
import { staffHeaders } from '@/test/console';
import { testTargets, useSeededDb } from '@/test/db';
import { s3Server } from '@/test/s3';

/**
 * ADR 0021: the site runs as several instances behind one address, so a file uploaded through one
 * instance must be served by any other. Here the second instance is a second copy of the app's
 * modules (its own Hono app, settings and storage object), sharing the database and, by its
 * settings, the uploads folder or the bucket, as two `next start` processes would.
 */
type AppModule = typeof import('@/server/app');
type StorageModule = typeof import('@/server/services/storage');
type EnvModule = typeof import('@/server/env');

let second!: { app: AppModule['app']; storage: StorageModule; env: EnvModule };
jest.isolateModules(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- a second copy of the modules is only had through jest's require */
  second = { app: require('@/server/app').app, storage: require('@/server/services/storage'), env: require('@/server/env') };
  /* eslint-enable @typescript-eslint/no-require-imports */
});

const PDF = new TextEncoder().encode('%PDF-1.4\n% Savat shared file\n');
const STORAGE_SETTINGS = [
  'FILE_STORAGE',
  'UPLOADS_DIR',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

function diskBackend() {
  let dir = '';
  return {
    name: 'one shared uploads folder',
    start: async () => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-shared-uploads-'))),
    env: (): Record<string, string> => ({ FILE_STORAGE: 'disk', UPLOADS_DIR: dir }),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function s3Backend() {
  const s3 = s3Server();
  return { name: 'one S3 bucket (s3rver)', start: s3.start, env: s3.env, stop: s3.stop };
}

// The embedded database: the subject here is the files.
const [pglite] = testTargets();

describe.each([diskBackend(), s3Backend()])('a file uploaded through one instance is served by another, on $name', (backend) => {
  const db = useSeededDb(pglite!);
  const saved: Record<string, string | undefined> = {};

  /** Each instance makes its storage from the settings, as a started server does. */
  function useSettings(values: Record<string, string | undefined>) {
    for (const key of STORAGE_SETTINGS) {
      if (values[key] === undefined) delete process.env[key];
      else process.env[key] = values[key];
    }
    resetEnvCache();
    second.env.resetEnvCache();
    setFileStorageForTests(undefined);
    second.storage.setFileStorageForTests(undefined);
  }

  beforeAll(async () => {
    await backend.start();
    for (const key of STORAGE_SETTINGS) saved[key] = process.env[key];
    useSettings(backend.env());
  });
  afterAll(async () => {
    useSettings(saved);
    await backend.stop();
  });

  it('serves a support attachment sent to the first instance from the second', async () => {
    const { phone, password } = await createAccount(db());
    const headers = bearer((await loginAs(phone, password)).access_token);
    const form = new FormData();
    form.set('topic', 'complaint');
    form.set('description', 'Chek ilova qilindi');
    form.append('files', new File([PDF as Uint8Array<ArrayBuffer>], 'chek.pdf'));
    const created = await app.request('/api/v1/support/', { method: 'POST', headers: { ...headers, 'Accept-Language': 'uz' }, body: form });
    expect(created.status).toBe(201);

    // Two instances, two storage objects, one store.
    expect(second.storage.fileStorage()).not.toBe(fileStorage());
    const list = await second.app.request('/api/v1/support/', { headers });
    const link: string = (await list.json()).result[0].files[0].file;
    const served = await second.app.request(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it('serves a product photo uploaded through the first instance from the second, and 404 for one never stored', async () => {
    const [product] = await db()
      .db.select({ id: products.id, storeId: products.storeId })
      .from(products)
      .where(and(isNull(products.deletedAt), eq(products.storeId, 1)))
      .limit(1);
    const seller = await staffHeaders(db(), [{ role: 'seller', storeId: product!.storeId }]);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'photo.png'));
    const uploaded = await app.request(`/api/v1/console/products/${product!.id}/images/`, { method: 'POST', headers: seller.headers, body: form });
    expect(uploaded.status).toBe(201);
    const image: string = (await uploaded.json()).result.images[0].image;
    expect(image).toMatch(/\/api\/v1\/media\/product-images\/[A-Za-z0-9_-]{20,}\.webp$/);

    const served = await second.app.request(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    // The product as the second instance answers it names the same picture.
    expect((await (await second.app.request(`/api/v1/store/products/${product!.id}/`)).json()).result.images[0].image).toBe(image);

    const missing = await second.app.request('/api/v1/media/product-images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp');
    expect(missing.status).toBe(404);
  });
});
