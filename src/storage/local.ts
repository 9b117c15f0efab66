import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type ByteRange, type ObjectStorage, type StoredObject } from './types.js';

/**
 * The default backend: files under SERVICE_STORAGE_DIR. A write goes to a temporary name and is renamed
 * into place when complete, so a reader never sees half a file and a failed upload leaves nothing behind.
 */
export class LocalDirectoryStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      size = info.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const body = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    return { body, size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  close(): void {}
}
