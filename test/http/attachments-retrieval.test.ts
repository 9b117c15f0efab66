import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { client, startTestApp } from '../helpers/app.js';
import { HTML, PDF, fetchBytes, jpeg, mp4, png, pngBomb, upload } from '../helpers/attachment-files.js';
import { buildIssue, buildMember, buildScene, buildToken } from '../helpers/factories.js';

const SANDBOX = /sandbox/;

describe('Attachments: GET /attachments/{id}', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, scene.token);
    const put = async (name: string, bytes: Buffer): Promise<number> => {
      const res = await upload(api, ref, name, bytes);
      assert.equal(res.status, 201, res.text);
      return res.body.data.id as number;
    };
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetchBytes(app.baseUrl, scene.token, path, headers);
    return { ...scene, ref, api, put, get };
  }

  it('serves an image inline at original size by default, with nosniff', async () => {
    const { put, get } = await setup();
    const bytes = await png();
    const id = await put('a.png', bytes);
    const res = await get(`/attachments/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.match(res.headers.get('content-disposition')!, /^inline; filename="a.png"/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-length'), String(bytes.length));
    assert.ok(res.bytes.equals(bytes));
  });

  it('downloads everything that is not a PNG, JPEG, GIF or WebP, HTML and SVG included', async () => {
    const { put, get } = await setup();
    const cases: [string, Buffer, string][] = [
      ['report.pdf', PDF, 'application/pdf'],
      ['page.html', HTML, 'text/html; charset=utf-8'],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml; charset=utf-8',
      ],
      ['notes.md', HTML, 'text/markdown; charset=utf-8'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await get(`/attachments/${await put(name, bytes)}`);
      assert.equal(res.status, 200, name);
      assert.equal(res.headers.get('content-type'), type, name);
      assert.match(res.headers.get('content-disposition')!, /^attachment; /, name);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', name);
      assert.match(res.headers.get('content-security-policy')!, SANDBOX, name);
      assert.ok(res.bytes.equals(bytes), name);
    }
  });

  it('download=1 sends the original as a download whatever the type, overriding other flags', async () => {
    const { put, get } = await setup();
    const bytes = await jpeg(800, 600);
    const id = await put('photo.jpg', bytes);
    for (const query of ['download=1', 'download=true&size=thumb', 'download=1&preview=1']) {
      const res = await get(`/attachments/${id}?${query}`);
      assert.equal(res.status, 200, query);
      assert.equal(res.headers.get('content-type'), 'image/jpeg', query);
      assert.match(res.headers.get('content-disposition')!, /^attachment; filename="photo.jpg"/, query);
      assert.ok(res.bytes.equals(bytes), query);
    }
    const notDownload = await get(`/attachments/${id}?download=0`);
    assert.match(notDownload.headers.get('content-disposition')!, /^inline/);
  });

  it('size=thumb and size=large make WebP copies 512 and 1400 pixels wide, cached after the first request', async () => {
    const { put, get, workspace } = await setup();
    const id = await put('wide.png', await png(2000, 1000));
    const dir = join(app.config.storageDir, 'attachments', String(workspace.id));
    assert.equal(readdirSync(dir).length, 1);

    const thumb = await get(`/attachments/${id}?size=thumb`);
    assert.equal(thumb.status, 200);
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    assert.match(thumb.headers.get('content-disposition')!, /^inline; filename="wide.webp"/);
    assert.equal(thumb.headers.get('x-content-type-options'), 'nosniff');
    const thumbMeta = await sharp(thumb.bytes).metadata();
    assert.equal(thumbMeta.format, 'webp');
    assert.equal(thumbMeta.width, 512);
    assert.equal(thumbMeta.height, 256);

    const cached = readdirSync(dir).filter((file) => file.endsWith('.thumb.webp'));
    assert.equal(cached.length, 1);
    const again = await get(`/attachments/${id}?size=thumb`);
    assert.ok(again.bytes.equals(thumb.bytes));

    const large = await get(`/attachments/${id}?size=large`);
    assert.equal((await sharp(large.bytes).metadata()).width, 1400);
    assert.equal(readdirSync(dir).length, 3);
  });

  it('never enlarges a small image', async () => {
    const { put, get } = await setup();
    const id = await put('small.jpg', await jpeg(100, 80));
    const res = await get(`/attachments/${id}?size=large`);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    assert.equal((await sharp(res.bytes).metadata()).width, 100);
  });

  it('falls back to the original when no smaller copy can be made', async () => {
    const { put, get } = await setup();
    const pdf = await get(`/attachments/${await put('report.pdf', PDF)}?size=thumb`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(pdf.headers.get('content-disposition')!, /^attachment/);
    assert.ok(pdf.bytes.equals(PDF));
  });

  it('refuses to decode a decompression bomb and serves the original bytes instead', async () => {
    const { put, get, workspace } = await setup();
    const bomb = pngBomb();
    const id = await put('bomb.png', bomb);
    const res = await get(`/attachments/${id}?size=thumb`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.ok(res.bytes.equals(bomb));
    const dir = join(app.config.storageDir, 'attachments', String(workspace.id));
    assert.deepEqual(
      readdirSync(dir).filter((file) => file.endsWith('.webp')),
      [],
    );
  });

  async function storedAttachment(id: number) {
    return app.db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function recordedCopies(id: number) {
    return app.db
      .selectFrom('attachment_copies')
      .select(['size', 'storage_key', 'byte_size'])
      .where('attachment_id', '=', id)
      .orderBy('size')
      .execute();
  }

  it('makes each copy once: records its key, and later requests never decode the original again', async () => {
    const { put, get } = await setup();
    const id = await put('photo.png', await png(1600, 1200));
    const first = await get(`/attachments/${id}?size=thumb`);
    assert.equal(first.status, 200);
    const { storage_key: key } = await storedAttachment(id);
    assert.deepEqual(await recordedCopies(id), [
      { size: 'thumb', storage_key: `${key}.thumb.webp`, byte_size: first.bytes.length },
    ]);
    assert.ok(existsSync(join(app.config.storageDir, `${key}.thumb.webp`)));

    // With the original's bytes gone, only the stored copy can answer: no decode happens.
    rmSync(join(app.config.storageDir, key));
    const again = await get(`/attachments/${id}?size=thumb`);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('content-type'), 'image/webp');
    assert.ok(again.bytes.equals(first.bytes));
  });

  it('simultaneous first requests for one copy share a single decode and all get the copy', async () => {
    const { put, get } = await setup();
    const id = await put('shared.jpg', await jpeg(1800, 1200));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => get(`/attachments/${id}?size=large`)),
    );
    for (const res of responses) {
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/webp');
      assert.ok(res.bytes.equals(responses[0]!.bytes));
    }
    assert.equal((await recordedCopies(id)).length, 1);
  });

  it('an image over 50 megapixels gets no copy, recorded once, and every size request serves the original', async () => {
    const { put, get } = await setup();
    const bomb = pngBomb();
    const id = await put('huge.png', bomb);
    const first = await get(`/attachments/${id}?size=thumb`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('content-type'), 'image/png');
    assert.deepEqual(await recordedCopies(id), [{ size: 'thumb', storage_key: null, byte_size: null }]);

    // The record is what answers now: with the stored bytes swapped for a small image sharp would
    // resize happily, the request still serves the original, so nothing was decoded.
    const { storage_key: key } = await storedAttachment(id);
    const small = await png(40, 30);
    writeFileSync(join(app.config.storageDir, key), small);
    const again = await get(`/attachments/${id}?size=thumb`);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('content-type'), 'image/png');
    assert.match(again.headers.get('content-disposition')!, /^inline; filename="huge.png"/);
    assert.ok(again.bytes.equals(small));
    // Downloading is unaffected.
    const download = await get(`/attachments/${id}?download=1`);
    assert.equal(download.status, 200);
    assert.match(download.headers.get('content-disposition')!, /^attachment/);
  });

  it('preview=1 shows PDFs and text inline under a sandboxing policy, text as text/plain', async () => {
    const { put, get } = await setup();
    const pdf = await get(`/attachments/${await put('report.pdf', PDF)}?preview=1`);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(pdf.headers.get('content-disposition')!, /^inline/);
    assert.match(pdf.headers.get('content-security-policy')!, SANDBOX);
    assert.match(pdf.headers.get('content-security-policy')!, /default-src 'none'/);

    for (const [name, bytes] of [
      ['page.html', HTML],
      ['notes.md', HTML],
      ['data.json', Buffer.from('{"a":1}')],
    ] as const) {
      const res = await get(`/attachments/${await put(name, bytes)}?preview=true`);
      assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8', name);
      assert.match(res.headers.get('content-disposition')!, /^inline/, name);
      assert.match(res.headers.get('content-security-policy')!, SANDBOX, name);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', name);
      assert.ok(res.bytes.equals(bytes), name);
    }

    const zipPreview = await get(
      `/attachments/${await put('a.zip', Buffer.from('PK\x03\x04' + '\0'.repeat(60), 'binary'))}?preview=1`,
    );
    assert.match(zipPreview.headers.get('content-disposition')!, /^attachment/);
  });

  it('serves video in ranges', async () => {
    const { put, get } = await setup();
    const video = mp4(10_000);
    const id = await put('clip.mp4', video);

    const whole = await get(`/attachments/${id}`);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.match(whole.headers.get('content-disposition')!, /^attachment/);

    const first = await get(`/attachments/${id}`, { range: 'bytes=0-99' });
    assert.equal(first.status, 206);
    assert.equal(first.headers.get('content-range'), `bytes 0-99/${video.length}`);
    assert.equal(first.headers.get('content-length'), '100');
    assert.ok(first.bytes.equals(video.subarray(0, 100)));

    const open = await get(`/attachments/${id}`, { range: `bytes=${video.length - 10}-` });
    assert.equal(open.status, 206);
    assert.ok(open.bytes.equals(video.subarray(video.length - 10)));

    const suffix = await get(`/attachments/${id}`, { range: 'bytes=-5' });
    assert.equal(suffix.status, 206);
    assert.ok(suffix.bytes.equals(video.subarray(video.length - 5)));

    const beyond = await get(`/attachments/${id}`, { range: `bytes=${video.length}-` });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get('content-range'), `bytes */${video.length}`);
    assert.equal(typeof JSON.parse(beyond.bytes.toString()).message, 'string');

    const garbage = await get(`/attachments/${id}`, { range: 'pages=1-2' });
    assert.equal(garbage.status, 200);
    assert.equal(garbage.bytes.length, video.length);
  });

  it('ignores Range on files that are not video', async () => {
    const { put, get } = await setup();
    const bytes = await png();
    const res = await get(`/attachments/${await put('a.png', bytes)}`, { range: 'bytes=0-9' });
    assert.equal(res.status, 200);
    assert.ok(res.bytes.equals(bytes));
  });

  it('is readable with a read token and by any member; another workspace gets 404', async () => {
    const { put, workspace, owner } = await setup();
    const id = await put('a.png', await png());
    const { token: readToken } = await buildToken(app.db, workspace, owner, { abilities: ['read'] });
    assert.equal((await fetchBytes(app.baseUrl, readToken, `/attachments/${id}`)).status, 200);
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const { token: guestToken } = await buildToken(app.db, workspace, guest);
    assert.equal((await fetchBytes(app.baseUrl, guestToken, `/attachments/${id}`)).status, 200);

    const other = await buildScene(app.db);
    const foreign = await fetchBytes(app.baseUrl, other.token, `/attachments/${id}`);
    assert.equal(foreign.status, 404);
    assert.equal(foreign.headers.get('x-content-type-options'), 'nosniff');
    const missing = await fetchBytes(app.baseUrl, other.token, `/attachments/999999`);
    assert.equal(missing.status, 404);
  });

  it('refuses unknown and malformed flags with 422 naming them', async () => {
    const { put, api } = await setup();
    const id = await put('a.png', await png());
    const unknown = await api.get(`/attachments/${id}?width=10`);
    assert.equal(unknown.status, 422);
    assert.ok(unknown.body.errors.width);
    const size = await api.get(`/attachments/${id}?size=huge`);
    assert.equal(size.status, 422);
    assert.ok(size.body.errors.size);
    const download = await api.get(`/attachments/${id}?download=maybe`);
    assert.equal(download.status, 422);
    assert.ok(download.body.errors.download);
  });

  it('stops serving the files of a deleted issue', async () => {
    const { put, get, workspace } = await setup();
    const id = await put('a.png', await png());
    await app.db
      .updateTable('issues')
      .set({ deleted_at: new Date().toISOString() })
      .where('workspace_id', '=', workspace.id)
      .execute();
    assert.equal((await get(`/attachments/${id}`)).status, 404);
    assert.ok(existsSync(app.config.storageDir));
  });
});
