import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3Settings } from '@/server/services/storage';

const BUCKET = 'savat-test';

/**
 * A real S3-compatible server for a test file (s3rver, in this process, on a free port, its
 * objects under the system's temporary folder, one bucket): `settings` as S3Storage takes them,
 * `env` as the app's settings name them.
 */
export function s3Server() {
  let dir = '';
  let server: S3rver | undefined;
  let endpoint = '';
  const opened: S3Storage[] = [];
  return {
    endpoint: () => endpoint,
    settings: (): S3Settings => ({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    env: () => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    track: (s: S3Storage) => (opened.push(s), s),
    start: async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'savat-storage-s3-'));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    },
    stop: async () => {
      for (const s of opened) s.destroy();
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
