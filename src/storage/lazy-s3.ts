import type { Readable } from 'node:stream';
import type { S3Config } from '../config.js';
import type { S3Storage } from './s3.js';
import type { ByteRange, ObjectStorage, StoredObject } from './types.js';

/**
 * The S3 backend, with the AWS SDK (~20 MB of memory) loaded only when SERVICE_S3_BUCKET selects it and
 * the first file is stored or read.
 */
export class LazyS3Storage implements ObjectStorage {
  private storage: Promise<S3Storage> | null = null;

  constructor(private readonly config: S3Config) {}

  private backend(): Promise<S3Storage> {
    this.storage ??= import('./s3.js').then(({ S3Storage }) => new S3Storage(this.config));
    return this.storage;
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    return (await this.backend()).put(key, body, contentType);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    return (await this.backend()).get(key, range);
  }

  async delete(key: string): Promise<void> {
    return (await this.backend()).delete(key);
  }

  close(): void {
    void this.storage?.then((storage) => storage.close());
  }
}
