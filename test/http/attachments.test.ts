import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ApiClient, client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import {
  ELF,
  HTML,
  PDF,
  fetchBytes,
  form,
  jpeg,
  mp4,
  png,
  upload,
  zip,
} from '../helpers/attachment-files.js';
import { queueRun } from '../../src/domain/runs/runs-queue.js';
import {
  buildAgent,
  buildComment,
  buildIssue,
  buildMember,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

const MIB = 1024 * 1024;

describe('Attachments: upload', async () => {
  const app = await startTestApp();
  const storageDir = app.config.storageDir;

  async function setup() {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    return { ...scene, issue, ref, api: client(app, scene.token) };
  }

  /** Every stored object of the workspace (originals and cached copies). */
  function storedFiles(workspaceId: number): string[] {
    const dir = join(storageDir, 'attachments', String(workspaceId));
    return existsSync(dir) ? readdirSync(dir) : [];
  }

  it('stores a PNG on the issue and answers every Attachment field', async () => {
    const { api, ref, owner, workspace } = await setup();
    const bytes = await png();
    const res = await upload(api, ref, 'screenshot.png', bytes);
    assert.equal(res.status, 201, res.text);
    const data = res.body.data;
    assert.deepEqual(Object.keys(data).sort(), [
      'checksum',
      'created_at',
      'id',
      'mime',
      'name',
      'size',
      'uploader',
      'url',
    ]);
    assert.equal(data.name, 'screenshot.png');
    assert.equal(data.mime, 'image/png');
    assert.equal(data.size, bytes.length);
    assert.equal(data.checksum, createHash('sha256').update(bytes).digest('hex'));
    assert.deepEqual(data.uploader, { type: 'user', id: owner.id, name: owner.name });
    assert.equal(data.url, `${TEST_APP_URL}/api/v1/attachments/${data.id}`);
    assert.match(data.created_at, /^\d{4}-\d{2}-\d{2}T/);
    assert.equal(storedFiles(workspace.id).length, 1);

    const listed = await api.get(`/issues/${ref}/attachments`);
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.data, [data]);
    assert.equal(listed.body.meta.total, 1);
  });

  it('removes any path from the upload name', async () => {
    const { api, ref } = await setup();
    const bytes = await png();
    const unix = await upload(api, ref, '../../etc/passwd/photo.png', bytes);
    assert.equal(unix.body.data.name, 'photo.png');
    const windows = await upload(api, ref, 'C:\\Users\\ada\\Desktop\\photo.png', bytes);
    assert.equal(windows.body.data.name, 'photo.png');
  });

  it('reads the type from the bytes, never from the extension', async () => {
    const { api, ref } = await setup();
    const res = await upload(api, ref, 'photo.png', await jpeg());
    assert.equal(res.status, 201);
    assert.equal(res.body.data.mime, 'image/jpeg');
    assert.equal(res.body.data.name, 'photo.png');
    const pdf = await upload(api, ref, 'report.txt', PDF);
    assert.equal(pdf.body.data.mime, 'application/pdf');
  });

  it('accepts a PDF and a ZIP archive', async () => {
    const { api, ref } = await setup();
    const pdf = await upload(api, ref, 'report.pdf', PDF);
    assert.equal(pdf.status, 201);
    assert.equal(pdf.body.data.mime, 'application/pdf');
    const archive = zip([
      { name: 'a.txt', data: Buffer.from('hello') },
      { name: 'b/c.txt', data: Buffer.from('world') },
    ]);
    const res = await upload(api, ref, 'bundle.zip', archive);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.mime, 'application/zip');
  });

  it('reads sniffed HTML on a text name as that text type, and as HTML otherwise', async () => {
    const { api, ref } = await setup();
    const expectations: [string, string][] = [
      ['notes.md', 'text/markdown'],
      ['notes.txt', 'text/plain'],
      ['server.log', 'text/plain'],
      ['table.csv', 'text/csv'],
      ['data.json', 'application/json'],
      ['feed.xml', 'application/xml'],
      ['page.html', 'text/html'],
      ['page.png', 'text/html'],
    ];
    for (const [name, mime] of expectations) {
      const res = await upload(api, ref, name, HTML);
      assert.equal(res.status, 201, `${name}: ${res.text}`);
      assert.equal(res.body.data.mime, mime, name);
    }
  });

  it('recognises plain text, Markdown, CSV, JSON, XML and SVG that have no signature', async () => {
    const { api, ref } = await setup();
    const expectations: [string, string, string][] = [
      ['readme', '# Title\n\nSome *text* — with UTF-8.\n', 'text/plain'],
      ['readme.md', '# Title\n', 'text/markdown'],
      ['people.csv', 'name,age\nAda,36\n', 'text/csv'],
      ['data.json', '{"a": [1, 2]}', 'application/json'],
      ['doc', '<?xml version="1.0"?><doc/>', 'application/xml'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'image/svg+xml'],
      ['empty', '', 'text/plain'],
    ];
    for (const [name, text, mime] of expectations) {
      const res = await upload(api, ref, name, Buffer.from(text));
      assert.equal(res.status, 201, `${name}: ${res.text}`);
      assert.equal(res.body.data.mime, mime, name);
    }
  });

  it('refuses an executable with 422 naming the detected type, and keeps no bytes', async () => {
    const { api, ref, workspace } = await setup();
    const res = await upload(api, ref, 'notes.txt', ELF);
    assert.equal(res.status, 422);
    assert.match(res.body.errors.file[0], /application\/x-elf/);
    assert.deepEqual(storedFiles(workspace.id), []);
  });

  it('refuses unknown binary content and types outside the allowlist', async () => {
    const { api, ref } = await setup();
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const unknown = await upload(api, ref, 'data.txt', binary);
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.errors.file[0], /application\/octet-stream/);

    const gzip = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(64)]);
    const refused = await upload(api, ref, 'archive.gz', gzip);
    assert.equal(refused.status, 422);
    assert.match(refused.body.errors.file[0], /application\/gzip/);
  });

  it('refuses a 26 MB file with 422 on file and keeps no bytes', async () => {
    const { api, ref, workspace } = await setup();
    const res = await upload(api, ref, 'big.txt', Buffer.alloc(26 * MIB, 'a'));
    assert.equal(res.status, 422);
    assert.match(res.body.errors.file[0], /25 MB/);
    assert.deepEqual(storedFiles(workspace.id), []);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const { api, ref } = await setup();
    const res = await upload(api, ref, 'exact.txt', Buffer.alloc(25 * MIB, 'b'));
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.size, 25 * MIB);
  });

  it('allows video up to 50 MB and refuses it beyond', async () => {
    const { api, ref, workspace } = await setup();
    const video = await upload(api, ref, 'demo.mp4', mp4(30 * MIB));
    assert.equal(video.status, 201, video.text);
    assert.equal(video.body.data.mime, 'video/mp4');

    const tooLong = await upload(api, ref, 'long.mp4', mp4(51 * MIB));
    assert.equal(tooLong.status, 422);
    assert.match(tooLong.body.errors.file[0], /50 MB for video/);
    assert.equal(storedFiles(workspace.id).length, 1);
  });

  it('wants exactly one multipart part named file', async () => {
    const { api, ref, workspace } = await setup();
    const bytes = await png();

    const twoFiles = form('a.png', bytes);
    twoFiles.append('file', new Blob([bytes]), 'b.png');
    const two = await api.request('POST', `/issues/${ref}/attachments`, twoFiles);
    assert.equal(two.status, 422);
    assert.ok(two.body.errors.file);

    const wrongName = await api.request('POST', `/issues/${ref}/attachments`, form('a.png', bytes, 'upload'));
    assert.equal(wrongName.status, 422);
    assert.ok(wrongName.body.errors.file);

    const fieldOnly = new FormData();
    fieldOnly.append('file', 'not a file');
    const field = await api.request('POST', `/issues/${ref}/attachments`, fieldOnly);
    assert.equal(field.status, 422);
    assert.ok(field.body.errors.file);

    const json = await api.post(`/issues/${ref}/attachments`, { file: 'x' });
    assert.equal(json.status, 422);
    assert.ok(json.body.errors.file);

    const raw = await api.request('POST', `/issues/${ref}/attachments`, 'bytes', {
      'content-type': 'application/octet-stream',
    });
    assert.equal(raw.status, 422);
    assert.ok(raw.body.errors.file);

    const broken = await api.request('POST', `/issues/${ref}/attachments`, '--x\r\nbroken', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    assert.equal(broken.status, 422);
    assert.ok(broken.body.errors.file);

    assert.deepEqual(storedFiles(workspace.id), []);
  });

  it('answers 404 for an issue of another workspace and 403 for a read token', async () => {
    const { api, ref, workspace, owner } = await setup();
    const other = await buildScene(app.db);
    const otherIssue = await buildIssue(app.db, other.workspace);
    const res = await upload(
      api,
      `${other.workspace.issue_prefix}-${otherIssue.number}`,
      'a.png',
      await png(),
    );
    assert.equal(res.status, 404);
    const missing = await upload(api, `${workspace.issue_prefix}-9999`, 'a.png', await png());
    assert.equal(missing.status, 404);

    const { token } = await buildToken(app.db, workspace, owner, { abilities: ['read'] });
    const readOnly = await upload(client(app, token), ref, 'a.png', await png());
    assert.equal(readOnly.status, 403);
  });

  it('lets a guest attach a file', async () => {
    const { ref, workspace } = await setup();
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const { token } = await buildToken(app.db, workspace, guest);
    const res = await upload(client(app, token), ref, 'a.png', await png());
    assert.equal(res.status, 201);
  });

  it('attaches to a comment of the issue, which then lists the file', async () => {
    const { api, ref, workspace } = await setup();
    const comment = await api.post(`/issues/${ref}/comments`, { body: '<p>See attached</p>' });
    const res = await upload(api, ref, 'a.png', await png(), comment.body.data.id);
    assert.equal(res.status, 201, res.text);
    const thread = await api.get(`/issues/${ref}/comments`);
    assert.deepEqual(thread.body.data[0].attachments, [res.body.data]);

    const elsewhere = await buildIssue(app.db, workspace);
    const wrongIssue = await upload(
      api,
      `${workspace.issue_prefix}-${elsewhere.number}`,
      'a.png',
      await png(),
      comment.body.data.id,
    );
    assert.equal(wrongIssue.status, 404);
  });

  it('lets only the comment author attach to it, never to a run comment or a withdrawn one', async () => {
    const { api, ref, issue, workspace, owner } = await setup();
    const member = await buildMember(app.db, workspace);
    const memberApi = new ApiClient(app.baseUrl, (await buildToken(app.db, workspace, member)).token);
    const theirs = await buildComment(app.db, issue, { author_type: 'user', author_id: member.id });
    const notMine = await upload(api, ref, 'a.png', await png(), theirs.id);
    assert.equal(notMine.status, 403);
    assert.equal((await upload(memberApi, ref, 'a.png', await png(), theirs.id)).status, 201);

    const agent = await buildAgent(app.db, workspace);
    const agentComment = await buildComment(app.db, issue, { author_type: 'agent', author_id: agent.id });
    assert.equal((await upload(api, ref, 'a.png', await png(), agentComment.id)).status, 403);
    // Even a run comment recorded against the caller stays closed: no one changes a run's output.
    const runComment = await buildComment(app.db, issue, {
      author_type: 'user',
      author_id: owner.id,
      from_run_id: '01JRUNCOMMENT0000000000000',
    });
    const refused = await upload(api, ref, 'a.png', await png(), runComment.id);
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /agent run/);

    const mine = await api.post(`/issues/${ref}/comments`, { body: 'mine' });
    assert.equal((await api.delete(`/issues/${ref}/comments/${mine.body.data.id}`)).status, 204);
    const withdrawn = await upload(api, ref, 'a.png', await png(), mine.body.data.id);
    assert.equal(withdrawn.status, 409);
  });

  describe('DELETE /attachments/{id}', () => {
    it('lets the uploader delete: the row and the bytes go', async () => {
      const { api, ref, workspace, token } = await setup();
      const res = await upload(api, ref, 'a.png', await png());
      const id = res.body.data.id;
      assert.equal((await fetchBytes(app.baseUrl, token, `/attachments/${id}?size=thumb`)).status, 200);
      assert.equal(storedFiles(workspace.id).length, 2);
      assert.equal((await api.delete(`/attachments/${id}`)).status, 204);
      assert.equal((await api.get(`/attachments/${id}`)).status, 404);
      assert.equal((await api.delete(`/attachments/${id}`)).status, 404);
      assert.deepEqual(storedFiles(workspace.id), []);
    });

    it('refuses other members (403) but lets an administrator delete', async () => {
      const { api, ref, workspace } = await setup();
      const id = (await upload(api, ref, 'a.png', await png())).body.data.id;
      const member = await buildMember(app.db, workspace);
      const memberApi = client(app, (await buildToken(app.db, workspace, member)).token);
      const refused = await memberApi.delete(`/attachments/${id}`);
      assert.equal(refused.status, 403);
      assert.equal(typeof refused.body.message, 'string');

      const memberFile = (await upload(memberApi, ref, 'b.png', await png())).body.data.id;
      const admin = await buildMember(app.db, workspace, { role: 'admin' });
      const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
      assert.equal((await adminApi.delete(`/attachments/${memberFile}`)).status, 204);
      assert.equal((await memberApi.delete(`/attachments/${id}`)).status, 403);
    });

    it('leaves run-produced files to administrators', async () => {
      const { api, ref, workspace, issue } = await setup();
      const uploaded = (await upload(api, ref, 'a.png', await png())).body.data.id;
      const agent = await buildAgent(app.db, workspace);
      const run = await app.db.transaction().execute((tx) =>
        queueRun(tx, {
          workspaceId: workspace.id,
          agent,
          issueId: issue.id,
          trigger: 'api',
          requestedBy: null,
        }),
      );
      // A file the run produced, recorded (as the runner contract does) against the person who asked.
      const member = await buildMember(app.db, workspace);
      await app.db
        .updateTable('attachments')
        .set({ run_id: run.id, uploader_type: 'user', uploader_id: member.id })
        .where('id', '=', uploaded)
        .execute();
      const memberApi = client(app, (await buildToken(app.db, workspace, member)).token);
      const refused = await memberApi.delete(`/attachments/${uploaded}`);
      assert.equal(refused.status, 403);
      assert.match(refused.body.message, /administrators/);
      assert.equal((await api.delete(`/attachments/${uploaded}`)).status, 204);
    });

    it('answers 404 for another workspace’s file', async () => {
      const { api, ref } = await setup();
      const id = (await upload(api, ref, 'a.png', await png())).body.data.id;
      const other = await buildScene(app.db);
      assert.equal((await client(app, other.token).delete(`/attachments/${id}`)).status, 404);
      assert.equal((await client(app, other.token).get(`/attachments/${id}`)).status, 404);
    });
  });
});
