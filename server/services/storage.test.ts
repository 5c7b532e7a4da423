import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withEnv } from '@/test/env';
import { s3Server } from '@/test/s3';
import { env } from '@/server/env';
import { DiskStorage, isStorageKey, S3Storage, storageFromSettings, type FileStorage } from './storage';

/**
 * One behaviour, two stores: a folder on disk, and a bucket of a real S3-compatible server
 * (s3rver, in this process, on a free port, its files under the system's temporary folder).
 */
interface Backend {
  name: string;
  /** A new storage object on the same folder or bucket: a second instance of the site. */
  open: () => FileStorage;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

function diskBackend(): Backend & { dir: () => string } {
  let dir = '';
  return {
    name: 'disk',
    dir: () => dir,
    open: () => new DiskStorage(dir),
    start: async () => void (dir = tmp('savat-storage-disk-')),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function s3Backend(): Backend {
  const s3 = s3Server();
  return { name: 's3 (s3rver)', open: () => s3.track(new S3Storage(s3.settings())), start: s3.start, stop: s3.stop };
}

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256);

describe.each([diskBackend(), s3Backend()])('file storage on $name', (backend) => {
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());

  it('stores bytes under a new key of its own making and answers them back', async () => {
    const store = backend.open();
    const data = bytes(70_000);
    const key = await store.put('support', data, 'pdf');
    expect(key).toMatch(/^support\/[A-Za-z0-9_-]{43}\.pdf$/);
    expect(isStorageKey(key)).toBe(true);
    expect(Buffer.from((await store.get(key))!)).toEqual(Buffer.from(data));
    // The same bytes again get another key: nothing is ever overwritten.
    expect(await store.put('support', data, 'pdf')).not.toBe(key);
  });

  it('answers null for a key it never stored, and removes quietly', async () => {
    const store = backend.open();
    expect(await store.get('review-images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp')).toBeNull();
    await expect(store.remove('review-images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.webp')).resolves.toBeUndefined();
    const key = await store.put('review-images', bytes(10), 'webp');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('never reads, writes or removes outside its keys', async () => {
    const store = backend.open();
    for (const key of [
      '../secret',
      'support/../../etc/passwd',
      '/etc/passwd',
      'support/short.pdf',
      'Support/AAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
      'support/AAAAAAAAAAAAAAAAAAAAAAAAA.pdf/x',
    ]) {
      expect(await store.get(key)).toBeNull();
      await expect(store.remove(key)).rejects.toThrow(/bad storage key/);
    }
    await expect(store.put('../up', bytes(1), 'pdf')).rejects.toThrow(/bad storage/);
    await expect(store.put('support', bytes(1), 'p/df')).rejects.toThrow(/bad storage/);
  });

  it('is shared: what one instance stores, another reads and removes', async () => {
    const [a, b] = [backend.open(), backend.open()];
    const key = await a.put('product-images', bytes(5000, 7), 'webp');
    expect(Buffer.from((await b.get(key))!)).toEqual(Buffer.from(bytes(5000, 7)));
    await b.remove(key);
    expect(await a.get(key)).toBeNull();
  });

  it('takes many writes at once from several instances, each whole', async () => {
    const stores = [backend.open(), backend.open(), backend.open()];
    const written = await Promise.all(
      Array.from({ length: 24 }, (_, i) => stores[i % 3]!.put('support', bytes(20_000 + i, i), 'png').then((key) => ({ key, i }))),
    );
    expect(new Set(written.map((w) => w.key)).size).toBe(24);
    for (const { key, i } of written) expect(Buffer.from((await stores[(i + 1) % 3]!.get(key))!)).toEqual(Buffer.from(bytes(20_000 + i, i)));
  });
});

describe('file storage on disk, shared by processes', () => {
  const backend = diskBackend();
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());

  it('leaves no temporary files, and a failed write leaves nothing', async () => {
    const store = backend.open();
    await Promise.all(Array.from({ length: 8 }, () => store.put('support', bytes(1000), 'jpg')));
    const names = fs.readdirSync(path.join(backend.dir(), 'support'));
    expect(names).toHaveLength(8);
    expect(names.every((n) => isStorageKey(`support/${n}`))).toBe(true);
    // A write that fails half-way (here: its rename): the error is thrown, nothing is left behind.
    const rename = jest.spyOn(fsPromises, 'rename').mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    await expect(store.put('support', bytes(10), 'jpg')).rejects.toThrow(/EIO/);
    rename.mockRestore();
    expect(fs.readdirSync(path.join(backend.dir(), 'support'))).toHaveLength(8);
  });

  it('reports a disk it cannot read as an error, not as a missing file', async () => {
    const store = backend.open();
    const key = await store.put('support', bytes(10), 'pdf');
    // A folder where the file should be: reading fails with EISDIR, which is no "not found".
    fs.rmSync(path.join(backend.dir(), key));
    fs.mkdirSync(path.join(backend.dir(), key));
    await expect(store.get(key)).rejects.toThrow();
  });
});

describe('file storage on s3, failing', () => {
  const s3 = s3Server();
  beforeAll(() => s3.start());
  afterAll(() => s3.stop());

  it('reports a store that refuses (no such bucket, a closed port) as an error, not as a missing file', async () => {
    const key = 'support/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf';
    await expect(s3.track(new S3Storage({ ...s3.settings(), bucket: 'no-such-bucket' })).get(key)).rejects.toThrow();
    await expect(s3.track(new S3Storage({ ...s3.settings(), endpoint: 'http://127.0.0.1:1' })).get(key)).rejects.toThrow();
  });
});

describe('the storage the settings choose', () => {
  it('is a folder by default: UPLOADS_DIR, else DATA_DIR/uploads', async () => {
    await withEnv({ FILE_STORAGE: undefined, UPLOADS_DIR: undefined, DATA_DIR: '/srv/savat' }, async () => {
      expect(storageFromSettings(env())).toEqual(new DiskStorage('/srv/savat/uploads'));
    });
    await withEnv({ FILE_STORAGE: 'disk', UPLOADS_DIR: '/mnt/shared/uploads' }, async () => {
      expect(storageFromSettings(env())).toEqual(new DiskStorage('/mnt/shared/uploads'));
    });
  });

  it('refuses to start with s3 chosen and its settings missing, naming each', async () => {
    await withEnv({ FILE_STORAGE: 's3', S3_BUCKET: undefined, S3_REGION: undefined, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: undefined }, async () => {
      expect(() => env()).toThrow(/Invalid server configuration/);
      const message = (() => {
        try {
          env();
        } catch (e) {
          return (e as Error).message;
        }
      })();
      expect(message).toMatch(/S3_BUCKET: FILE_STORAGE=s3 needs S3_BUCKET/);
      expect(message).toMatch(/S3_REGION: FILE_STORAGE=s3 needs S3_REGION/);
      expect(message).toMatch(/S3_SECRET_ACCESS_KEY: .*go together/);
    });
    await withEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'not a url' }, async () => {
      expect(() => env()).toThrow(/S3_ENDPOINT/);
    });
    await withEnv({ FILE_STORAGE: 'ftp' }, async () => {
      expect(() => env()).toThrow(/FILE_STORAGE/);
    });
  });

  it('is a bucket with s3 chosen', async () => {
    await withEnv(
      {
        FILE_STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      async () => {
        const store = storageFromSettings(env());
        expect(store).toBeInstanceOf(S3Storage);
        (store as S3Storage).destroy();
      },
    );
  });
});
