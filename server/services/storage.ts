import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { randomToken } from './secrets';

/**
 * Where uploaded files live, behind one interface: on disk under DATA_DIR/uploads by default.
 * An object store (S3 and the like) would implement the same three calls.
 */
export interface FileStorage {
  put(folder: string, data: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Keys are generated here (folder/random.ext), never taken from a client's file name. */
  private file(key: string): string {
    if (!/^[a-z-]+\/[A-Za-z0-9_-]{20,}\.[a-z]{3,4}$/.test(key)) throw new Error(`bad storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(folder: string, data: Uint8Array, extension: string): Promise<string> {
    const key = `${folder}/${randomToken()}.${extension}`;
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data, { flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

let storage: FileStorage | undefined;
export function fileStorage(): FileStorage {
  storage ??= new DiskStorage(path.resolve(env().DATA_DIR, 'uploads'));
  return storage;
}

export function setFileStorageForTests(next: FileStorage | undefined) {
  storage = next;
}
