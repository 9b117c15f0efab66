import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { SIZE_LIMIT_MESSAGE, VIDEO_SIZE_LIMIT } from '../../src/domain/issues/attachment-types.js';
import { MULTIPART_OVERHEAD } from '../../src/domain/issues/attachment-upload.js';
import { startTestApp } from '../helpers/app.js';
import { buildComment, buildIssue, buildScene } from '../helpers/factories.js';

/**
 * An upload declaring a length over the limit is answered from its headers (decisions §4.2: 422 with
 * `errors.file`), before any of its body is sent: the client here sends the headers only and never a
 * byte of body, so an answer at all shows the server did not wait to read one.
 */
describe('Attachments: an upload declared over the limit', async () => {
  const app = await startTestApp();

  /** Sends only the request head, then waits for the whole answer (the server closes the connection). */
  function headersOnly(path: string, token: string, contentLength: number): Promise<string> {
    const { port } = new URL(app.baseUrl);
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          [
            `POST /api/v1${path} HTTP/1.1`,
            `Host: 127.0.0.1:${port}`,
            `Authorization: Bearer ${token}`,
            'Content-Type: multipart/form-data; boundary=----tandem',
            `Content-Length: ${contentLength}`,
            '',
            '',
          ].join('\r\n'),
        );
      });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.setTimeout(10_000, () => {
        socket.destroy();
        reject(new Error('no answer without the body'));
      });
    });
  }

  function parse(raw: string) {
    const [head, body] = raw.split('\r\n\r\n', 2) as [string, string];
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) };
  }

  it('answers 422 on file from the Content-Length header, without reading the body', async () => {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const res = parse(await headersOnly(`/issues/${ref}/attachments`, scene.token, 1024 * 1024 * 1024));
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, { message: SIZE_LIMIT_MESSAGE, errors: { file: [SIZE_LIMIT_MESSAGE] } });
    assert.match(res.head, /\r\nconnection: close/);
    const stored = await app.db
      .selectFrom('attachments')
      .select('id')
      .where('issue_id', '=', issue.id)
      .execute();
    assert.deepEqual(stored, []);
  });

  it('does the same for a comment upload, just over the largest limit', async () => {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const comment = await buildComment(app.db, issue, { author_type: 'user', author_id: scene.owner.id });
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const declared = VIDEO_SIZE_LIMIT + MULTIPART_OVERHEAD + 1;
    const res = parse(
      await headersOnly(`/issues/${ref}/comments/${comment.id}/attachments`, scene.token, declared),
    );
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.errors, { file: [SIZE_LIMIT_MESSAGE] });
  });
});
