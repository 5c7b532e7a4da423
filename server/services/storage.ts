import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { env, type ServerEnv } from '../env';
import { randomToken } from './secrets';

/**
 * Where uploaded files live (support attachments, product photos and store logos, review photos),
 * behind one interface, so that any instance of the site reads what another one wrote
 * (ADR 0024): a folder (UPLOADS_DIR, default DATA_DIR/uploads; several instances may share it) or
 * an S3-compatible bucket (FILE_STORAGE=s3).
 *
 * Keys are made here (`folder/random.ext`), never taken from a client's file name, and every key
 * is checked against that shape before it touches a path or a bucket.
 */
export interface FileStorage {
  /** Stores the bytes under a new key and answers it. */
  put(folder: string, data: Uint8Array, extension: string): Promise<string>;
  /** The bytes of a key, or null when there is no such file (or the key is not one of ours). */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes a key; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z-]+\/[A-Za-z0-9_-]{20,}\.[a-z]{3,4}$/;
const FOLDER = /^[a-z-]+$/;
const EXTENSION = /^[a-z]{3,4}$/;

/** Whether a key has the shape `put` makes. */
export const isStorageKey = (key: string) => KEY.test(key);

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** A new key in a folder; throws for a folder or extension that `put` would not make. */
function newKey(folder: string, extension: string): string {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error(`bad storage folder or extension: ${folder} ${extension}`);
  return `${folder}/${randomToken()}.${extension}`;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/**
 * Files in a folder of the local disk, which may be shared by several processes (a network or
 * host folder mounted into every instance). A file is written under a temporary name in its own
 * folder and then renamed into place: rename is atomic within a file system, so a reader in any
 * process sees either no file or the whole of it, never a half-written one.
 */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(folder: string, data: Uint8Array, extension: string): Promise<string> {
    const key = newKey(folder, extension);
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // A leading dot and a suffix: never the shape of a key, so `get` can never read it.
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomToken().slice(0, 8)}.tmp`);
    try {
      await fs.writeFile(temporary, data, { flag: 'wx' });
      await fs.rename(temporary, file);
    } catch (err) {
      await fs.rm(temporary, { force: true });
      throw err;
    }
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      // Missing is an answer (404); a disk that cannot be read is an error (500).
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, a cloud's object storage); unset for AWS itself. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Files as objects of one bucket of an S3-compatible store, under the same keys. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      credentials: settings.credentials,
      // A store that does not answer must not hold a request for the SDK's default minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  async put(folder: string, data: Uint8Array, extension: string): Promise<string> {
    const key = newKey(folder, extension);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' }),
    );
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isStorageKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (err) {
      // Missing is an answer (404); a store that fails or refuses us (a missing bucket, wrong keys) is an error (500).
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'NoSuchKey')) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  /** Closes the client's connections (tests; a server keeps its one storage for its life). */
  destroy() {
    this.client.destroy();
  }
}

/** The storage the settings choose (server/env.ts validated them). */
export function storageFromSettings(e: ServerEnv): FileStorage {
  if (e.FILE_STORAGE === 's3') {
    return new S3Storage({
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION!,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    });
  }
  return new DiskStorage(uploadsDir(e));
}

/** Where FILE_STORAGE=disk keeps the files: UPLOADS_DIR, else DATA_DIR/uploads (also what backups copy). */
export const uploadsDir = (e: ServerEnv) => path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads'));

let storage: FileStorage | undefined;
/** The process's file storage, made from the settings on first use. */
export function fileStorage(): FileStorage {
  storage ??= storageFromSettings(env());
  return storage;
}

/** Tests hand in their own storage; undefined makes the next use read the settings again. */
export function setFileStorageForTests(next: FileStorage | undefined) {
  storage = next;
}
