import { createHash } from 'node:crypto';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type';
import type { ObjectStorage } from '../../storage/index.js';
import {
  FILE_SIZE_LIMIT,
  SIZE_LIMIT_MESSAGE,
  TEXT_SAMPLE_BYTES,
  VIDEO_SIZE_LIMIT,
  cleanUploadName,
  decideType,
  isVideo,
  sizeLimitFor,
} from './attachment-types.js';
import { ValidationError } from '../../errors.js';

/**
 * Receiving one uploaded file: the bytes stream straight into storage (never held whole in memory) while
 * their SHA-256 and size are computed; the type is decided from the stored bytes afterwards, and a
 * refused file is removed again.
 */

/**
 * What a multipart upload may carry besides the file: the form's own fields (at most 20 of 64 KiB, as
 * the parser allows), part headers and boundaries, and a second file part that is read only to be
 * refused. Generous, so no acceptable upload is ever turned away by it.
 */
export const MULTIPART_OVERHEAD = 2 * 1024 * 1024;

/**
 * An upload whose declared length (`Content-Length`) cannot hold an acceptable file is refused from its
 * headers, before a byte of the body is read: the same 422 on `file` as a file found too large while
 * reading. Declared lengths up to the largest limit are read, since only the bytes tell a 40 MB video
 * (allowed) from a 40 MB PDF (refused).
 */
export function assertDeclaredLengthFits(contentLength: string | undefined): void {
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) return;
  if (Number(contentLength) > VIDEO_SIZE_LIMIT + MULTIPART_OVERHEAD) {
    throw ValidationError.field('file', SIZE_LIMIT_MESSAGE);
  }
}

/** The parts of a multipart body, as @fastify/multipart yields them (only what is used here). */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable }
  | { type: 'field'; fieldname: string };

export interface ReceivedFile {
  key: string;
  name: string;
  mime: string;
  size: number;
  checksum: string;
}

export const FILE_PART_REQUIRED = 'The file field is required: send one multipart part named file.';
export const ONE_FILE_ONLY = 'Send exactly one file, in the multipart part named file.';

interface StoredStream {
  key: string;
  name: string;
  size: number;
  checksum: string;
  sample: Buffer;
  tooLarge: boolean;
}

export async function receiveSingleFile(
  parts: AsyncIterable<UploadPart>,
  storage: ObjectStorage,
  newKey: () => string,
): Promise<ReceivedFile> {
  let stored: StoredStream | null = null;
  let refusal: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (part.fieldname === 'file') refusal ??= FILE_PART_REQUIRED;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        // Read and drop it: the parser yields the next part only once this one is consumed.
        refusal ??= ONE_FILE_ONLY;
        await drain(part.file);
        continue;
      }
      stored = await storeStream(part.file, storage, newKey(), cleanUploadName(part.filename));
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }

  if (!stored) throw ValidationError.field('file', refusal ?? FILE_PART_REQUIRED);
  if (refusal || stored.tooLarge) {
    await storage.delete(stored.key);
    throw ValidationError.field('file', stored.tooLarge ? SIZE_LIMIT_MESSAGE : refusal!);
  }

  const decision = decideType(
    await detectStoredType(storage, stored.key, stored.size),
    stored.sample,
    stored.size <= stored.sample.length,
    stored.name,
  );
  if (!decision.allowed || stored.size > sizeLimitFor(decision.mime)) {
    await storage.delete(stored.key);
    throw ValidationError.field(
      'file',
      decision.allowed ? SIZE_LIMIT_MESSAGE : `The file type ${decision.mime} is not allowed.`,
    );
  }
  return {
    key: stored.key,
    name: stored.name,
    mime: decision.mime,
    size: stored.size,
    checksum: stored.checksum,
  };
}

/**
 * Streams `source` into storage under `key`. Past 25 MB it looks at the start of the file: unless that is
 * a video, the write is abandoned (storage keeps nothing) and the rest of the upload is read and dropped,
 * so the client still gets its answer on an intact connection.
 */
async function storeStream(
  source: Readable,
  storage: ObjectStorage,
  key: string,
  name: string,
): Promise<StoredStream> {
  const hash = createHash('sha256');
  const sample: Buffer[] = [];
  let sampleLength = 0;
  let size = 0;
  let limit: number | null = null;
  let tooLarge = false;

  const toStorage = new PassThrough();
  // Errors reach storage through its own pipeline; this listener keeps a destroyed stream from crashing us.
  toStorage.on('error', () => undefined);
  const storageFailure: { error: Error | null } = { error: null };
  const stored = storage.put(key, toStorage, 'application/octet-stream').catch((error: unknown) => {
    // Abandoning an oversized upload fails the write on purpose; anything else is a storage failure.
    if (!tooLarge) storageFailure.error = error instanceof Error ? error : new Error(String(error));
    toStorage.destroy();
  });

  const inspector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      inspect(chunk).then(() => callback(), callback);
    },
    final(callback) {
      if (!toStorage.destroyed) toStorage.end();
      callback();
    },
  });

  async function inspect(chunk: Buffer): Promise<void> {
    if (tooLarge || storageFailure.error) return;
    size += chunk.length;
    hash.update(chunk);
    if (sampleLength < TEXT_SAMPLE_BYTES) {
      const piece = chunk.subarray(0, TEXT_SAMPLE_BYTES - sampleLength);
      sample.push(piece);
      sampleLength += piece.length;
    }
    if (size > FILE_SIZE_LIMIT && limit === null) {
      const provisional = await fileTypeFromBuffer(Buffer.concat(sample));
      limit = provisional && isVideo(provisional.mime) ? VIDEO_SIZE_LIMIT : FILE_SIZE_LIMIT;
    }
    if (limit !== null && size > limit) {
      tooLarge = true;
      toStorage.destroy(new Error('upload over the size limit'));
      return;
    }
    if (toStorage.destroyed) return;
    if (!toStorage.write(chunk)) await drainedOrClosed(toStorage);
  }

  try {
    await pipeline(source, inspector);
  } catch (error) {
    toStorage.destroy(error as Error);
    await stored;
    await storage.delete(key);
    throw error;
  }
  await stored;
  if (storageFailure.error) throw storageFailure.error;
  return { key, name, size, checksum: hash.digest('hex'), sample: Buffer.concat(sample), tooLarge };
}

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discard
  }
}

/** file-type reads as far into the stored file as it needs (Office files are ZIPs read entry by entry). */
async function detectStoredType(storage: ObjectStorage, key: string, size: number) {
  if (size === 0) return undefined;
  const object = await storage.get(key);
  if (!object) throw new Error(`stored upload ${key} disappeared`);
  try {
    return await fileTypeFromStream(object.body);
  } finally {
    object.body.destroy();
  }
}
