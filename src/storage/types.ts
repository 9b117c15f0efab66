import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes (the requested range only, when one was asked for). */
  body: Readable;
  /** Size of the whole object in bytes, whatever range was read. */
  size: number;
}

/**
 * Where attachment bytes live. Small on purpose: writing a stream, reading (a range of) an object and
 * deleting are all attachments need, and every backend can offer them without buffering whole files.
 * Keys are relative paths made of `[a-z0-9._-]` segments separated by `/`.
 */
export interface ObjectStorage {
  /** Stores the stream under `key`; resolves once it is durable. A failed or destroyed stream stores nothing. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets); the local backend holds none. */
  close(): void;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are made by the service, never by a client; this guards against a bug turning one into a path escape. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`invalid storage key "${key}"`);
  }
}
