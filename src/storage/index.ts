import type { Config } from '../config.js';
import { LocalDirectoryStorage } from './local.js';
import { LazyS3Storage } from './lazy-s3.js';
import type { ObjectStorage } from './types.js';

export type { ByteRange, ObjectStorage, StoredObject } from './types.js';

/**
 * The storage backend the configuration selects: S3-compatible when SERVICE_S3_BUCKET is set,
 * otherwise the local directory SERVICE_STORAGE_DIR. Made once per application (src/services.ts), so
 * every route shares one S3 client (and its connection pool).
 */
export function createStorage(config: Config): ObjectStorage {
  return config.s3 ? new LazyS3Storage(config.s3) : new LocalDirectoryStorage(config.storageDir);
}
