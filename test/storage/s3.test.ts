import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { S3Storage } from '../../src/storage/s3.js';
import { client, startTestApp } from '../helpers/app.js';
import { ELF, fetchBytes, png, upload } from '../helpers/attachment-files.js';
import { buildIssue, buildScene } from '../helpers/factories.js';

/**
 * The S3 backend against a small in-process HTTP endpoint that speaks the calls it uses (PutObject,
 * the multipart upload calls, GetObject with Range, DeleteObject). It checks request shapes and
 * our handling of the answers; it does not verify signatures or emulate a real store's consistency.
 */
class FakeS3 {
  readonly objects = new Map<string, Buffer>();
  readonly calls: string[] = [];
  private readonly uploads = new Map<string, Map<number, Buffer>>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request)
        .then(({ status, headers = {}, body }) => {
          response.writeHead(status, headers);
          response.end(body);
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Bodies the SDK streams arrive aws-chunked: `<hex size>[;ext]\r\n<bytes>\r\n…0\r\n<trailers>`. */
  private static decode(request: IncomingMessage, raw: Buffer): Buffer {
    const chunked =
      (request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
      String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
    if (!chunked) return raw;
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = raw.indexOf('\r\n', at);
      const size = parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
      if (!size) break;
      parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    return Buffer.concat(parts);
  }

  private async handle(request: IncomingMessage) {
    const url = new URL(request.url!, 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = `${bucket}/${decodeURIComponent(rest.join('/'))}`;
    const query = url.searchParams;
    const body = FakeS3.decode(request, await buffer(request));
    const xml = { 'content-type': 'application/xml' };

    if (request.method === 'PUT' && query.has('partNumber')) {
      this.calls.push('UploadPart');
      this.uploads.get(query.get('uploadId')!)!.set(Number(query.get('partNumber')), body);
      return { status: 200, headers: { etag: `"part${query.get('partNumber')}"` } };
    }
    if (request.method === 'PUT') {
      this.calls.push('PutObject');
      this.objects.set(key, body);
      return { status: 200, headers: { etag: '"etag"' } };
    }
    if (request.method === 'POST' && query.has('uploads')) {
      this.calls.push('CreateMultipartUpload');
      const id = randomBytes(8).toString('hex');
      this.uploads.set(id, new Map());
      return {
        status: 200,
        headers: xml,
        body: `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      };
    }
    if (request.method === 'POST' && query.has('uploadId')) {
      this.calls.push('CompleteMultipartUpload');
      const parts = this.uploads.get(query.get('uploadId')!)!;
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
        Number(m[1]),
      );
      this.objects.set(key, Buffer.concat(numbers.map((n) => parts.get(n)!)));
      this.uploads.delete(query.get('uploadId')!);
      return {
        status: 200,
        headers: xml,
        body: `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      };
    }
    if (request.method === 'DELETE' && query.has('uploadId')) {
      this.calls.push('AbortMultipartUpload');
      this.uploads.delete(query.get('uploadId')!);
      return { status: 204 };
    }
    if (request.method === 'DELETE') {
      this.calls.push('DeleteObject');
      this.objects.delete(key);
      return { status: 204 };
    }
    if (request.method === 'GET') {
      this.calls.push('GetObject');
      const object = this.objects.get(key);
      if (!object) {
        return {
          status: 404,
          headers: xml,
          body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        };
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.length - 1);
        return {
          status: 206,
          headers: {
            'content-length': String(end - start + 1),
            'content-range': `bytes ${start}-${end}/${object.length}`,
          },
          body: object.subarray(start, end + 1),
        };
      }
      return { status: 200, headers: { 'content-length': String(object.length) }, body: object };
    }
    return { status: 400 };
  }
}

describe('S3Storage against an S3-speaking endpoint', () => {
  const fake = new FakeS3();
  let storage: S3Storage;

  before(async () => {
    await fake.start();
    storage = new S3Storage(
      { bucket: 'tandem', region: 'us-east-1', endpoint: fake.url, forcePathStyle: true },
      { credentials: { accessKeyId: 'test', secretAccessKey: 'test' } },
    );
  });
  after(async () => {
    storage.close();
    await fake.stop();
  });

  it('puts a small stream with one PutObject and reads it back whole and in a range', async () => {
    fake.calls.length = 0;
    const bytes = randomBytes(10_000);
    await storage.put('attachments/1/small', Readable.from([bytes]), 'application/octet-stream');
    assert.deepEqual(fake.calls, ['PutObject']);
    assert.ok(fake.objects.get('tandem/attachments/1/small')!.equals(bytes));

    const whole = await storage.get('attachments/1/small');
    assert.equal(whole!.size, bytes.length);
    assert.ok((await buffer(whole!.body)).equals(bytes));
    const slice = await storage.get('attachments/1/small', { start: 100, end: 199 });
    assert.equal(slice!.size, bytes.length);
    assert.ok((await buffer(slice!.body)).equals(bytes.subarray(100, 200)));
  });

  it('streams a large body as a multipart upload', async () => {
    fake.calls.length = 0;
    const bytes = randomBytes(11 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.put('attachments/1/large', Readable.from(chunks), 'application/octet-stream');
    assert.equal(fake.calls[0], 'CreateMultipartUpload');
    assert.equal(fake.calls.filter((call) => call === 'UploadPart').length, 3);
    assert.equal(fake.calls.at(-1), 'CompleteMultipartUpload');
    assert.ok(fake.objects.get('tandem/attachments/1/large')!.equals(bytes));
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    assert.equal(await storage.get('attachments/1/none'), null);
    await storage.delete('attachments/1/none');
    await storage.put('attachments/1/gone', Readable.from([Buffer.from('x')]), 'text/plain');
    await storage.delete('attachments/1/gone');
    assert.equal(fake.objects.has('tandem/attachments/1/gone'), false);
  });

  it('stores nothing when the source fails part way through', async () => {
    fake.calls.length = 0;
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 7 * 1024 * 1024) {
          this.destroy(new Error('client went away'));
          return;
        }
        sent += 1024 * 1024;
        this.push(randomBytes(1024 * 1024));
      },
    });
    await assert.rejects(storage.put('attachments/1/broken', failing, 'application/octet-stream'));
    assert.equal(fake.objects.has('tandem/attachments/1/broken'), false);
    assert.ok(!fake.calls.includes('CompleteMultipartUpload'));
  });
});

describe('Attachments over HTTP with the S3 backend', async () => {
  const fake = new FakeS3();
  await fake.start();
  after(() => fake.stop());
  // The backend takes credentials from the SDK's default chain, as in production.
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  process.env.AWS_EC2_METADATA_DISABLED = 'true';
  const app = await startTestApp({
    SERVICE_S3_BUCKET: 'tandem',
    SERVICE_S3_ENDPOINT: fake.url,
    SERVICE_S3_FORCE_PATH_STYLE: 'true',
  });

  it('uploads, serves, resizes and deletes through the object store', async () => {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const api = client(app, scene.token);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const bytes = await png(1200, 600);
    const created = await upload(api, ref, 'shot.png', bytes);
    assert.equal(created.status, 201, created.text);
    const keys = [...fake.objects.keys()].filter((key) =>
      key.startsWith(`tandem/attachments/${scene.workspace.id}/`),
    );
    assert.equal(keys.length, 1);
    assert.ok(fake.objects.get(keys[0]!)!.equals(bytes));

    const original = await fetchBytes(app.baseUrl, scene.token, `/attachments/${created.body.data.id}`);
    assert.equal(original.status, 200);
    assert.ok(original.bytes.equals(bytes));
    const thumb = await fetchBytes(
      app.baseUrl,
      scene.token,
      `/attachments/${created.body.data.id}?size=thumb`,
    );
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    assert.ok(fake.objects.has(`${keys[0]}.thumb.webp`));

    const refused = await upload(api, ref, 'tool', ELF);
    assert.equal(refused.status, 422);
    assert.equal(
      [...fake.objects.keys()].filter((key) => key.startsWith(`tandem/attachments/${scene.workspace.id}/`))
        .length,
      2,
    );

    assert.equal((await api.delete(`/attachments/${created.body.data.id}`)).status, 204);
    assert.deepEqual(
      [...fake.objects.keys()].filter((key) => key.startsWith(`tandem/attachments/${scene.workspace.id}/`)),
      [],
    );
  });
});
