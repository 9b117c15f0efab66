import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import { assertValidKey, type ByteRange, type ObjectStorage, type StoredObject } from './types.js';

/** Uploads go in 5 MiB parts, at most two in flight: memory per upload stays bounded at about 10 MiB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The scale-out backend: any S3-compatible object store (AWS S3, MinIO, Ceph, R2…), selected by
 * SERVICE_S3_BUCKET. Credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or an instance role) so that no secret passes through our config.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config, clientOverrides: Partial<S3ClientConfig> = {}) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...clientOverrides,
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    assertValidKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    // A source that fails mid-way must not leave a truncated object: abort the (multipart) upload.
    const onSourceError = () => void upload.abort().catch(() => undefined);
    body.once('error', onSourceError);
    try {
      await upload.done();
    } finally {
      body.off('error', onSourceError);
    }
    if (body.errored) {
      // The source failed after the store accepted what it had: remove the truncated object.
      await this.delete(key);
      throw body.errored;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error('S3 GetObject returned no Node.js stream');
      // With a Range, ContentLength is the slice; the whole size is after the slash of Content-Range.
      const total = /\/(\d+)$/.exec(response.ContentRange ?? '')?.[1];
      return { body, size: total !== undefined ? Number(total) : (response.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
