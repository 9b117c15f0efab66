import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { CLIENT_TYPES_PATH, generateClientTypes } from '../../scripts/generate-client.js';
import {
  checkWorkspace,
  createTandemClient,
  dataOf,
  retryAfterMs,
  TandemApiError,
  TandemConnectionError,
} from '../../src/client/index.js';
import { startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

/**
 * A proxy in front of the real server that can misbehave on chosen requests: answer 429 itself, or
 * forward the request and then drop the connection before the answer reaches the client.
 */
async function startProxy(target: string) {
  const seen: { method: string; path: string; headers: IncomingHttpHeaders }[] = [];
  const faults: ('429' | 'drop')[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push({ method: incoming.method!, path: incoming.url!, headers: incoming.headers });
    const fault = faults.shift();
    if (fault === '429') {
      incoming.resume();
      outgoing.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      outgoing.end(JSON.stringify({ message: 'Too Many Attempts.' }));
      return;
    }
    const upstream = httpRequest(
      new URL(incoming.url!, target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        if (fault === 'drop') {
          answer.resume();
          answer.on('end', () => outgoing.socket?.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, faults };
}

describe('tandem/client', async () => {
  const app = await startTestApp();

  it('is generated from the current description (run `npm run generate:client` when this fails)', async () => {
    const committed = await readFile(CLIENT_TYPES_PATH, 'utf8');
    assert.ok(committed === (await generateClientTypes()), 'src/client/api-types.ts is stale');
  });

  it('is exported by the package as tandem/client, with its types', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    assert.deepEqual(manifest.exports['./client'], {
      types: './dist/src/client/index.d.ts',
      default: './dist/src/client/index.js',
    });
    const build = JSON.parse(await readFile(new URL('../../tsconfig.build.json', import.meta.url), 'utf8'));
    assert.equal(build.compilerOptions.declaration, true);
    await readFile(new URL('../../src/client/index.ts', import.meta.url));
  });

  it('calls typed paths with the bearer token and answers their data', async () => {
    const { workspace, token } = await buildScene(app.db);
    const tandem = createTandemClient({ url: app.baseUrl, token });
    const created = dataOf(
      await tandem.POST('/api/v1/issues', { body: { title: 'Typed', type: 'bug' } }),
    ).data;
    assert.equal(created.id, `${workspace.issue_prefix}-1`);
    const read = dataOf(
      await tandem.GET('/api/v1/issues/{issue}', { params: { path: { issue: created.id } } }),
    ).data;
    assert.equal(read.title, 'Typed');
    assert.equal((await checkWorkspace(tandem, workspace.slug)).workspace.slug, workspace.slug);
    await assert.rejects(checkWorkspace(tandem, 'elsewhere'), TandemConnectionError);
  });

  it('throws the API message and field errors', async () => {
    const { token } = await buildScene(app.db);
    const tandem = createTandemClient({ url: app.baseUrl, token });
    const error = await tandem.POST('/api/v1/issues', { body: { title: '' } }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    assert.ok(error instanceof TandemApiError);
    assert.equal(error.status, 422);
    assert.ok(error.errors.title?.[0]);
    assert.equal(error.message, error.errors.title[0]);

    const wrong = createTandemClient({ url: app.baseUrl, token: 'not-a-token' });
    await assert.rejects(wrong.GET('/api/v1/me'), (thrown: unknown) => {
      return thrown instanceof TandemApiError && thrown.status === 401 && thrown.message.length > 0;
    });
  });

  it('retries a 429 after Retry-After and a dropped answer with the same Idempotency-Key: one issue', async () => {
    const { token } = await buildScene(app.db);
    const proxy = await startProxy(app.baseUrl);
    const tandem = createTandemClient({ url: proxy.url, token });
    proxy.faults.push('429', 'drop');
    const started = Date.now();
    const created = dataOf(await tandem.POST('/api/v1/issues', { body: { title: 'Once' } })).data;
    assert.ok(Date.now() - started >= 1000, 'waited for Retry-After');
    assert.equal(proxy.seen.length, 3);
    const keys = proxy.seen.map((request) => request.headers['idempotency-key']);
    assert.ok(keys[0]);
    assert.deepEqual(keys, [keys[0], keys[0], keys[0]]);
    const list = dataOf(await tandem.GET('/api/v1/issues', { params: { query: { q: 'Once' } } }));
    assert.deepEqual(
      list.data.map((issue) => issue.id),
      [created.id],
    );
  });

  it('says when the server cannot be reached, after its retries', async () => {
    const tandem = createTandemClient({ url: 'http://127.0.0.1:9', token: 't', maxRetryDelayMs: 10 });
    await assert.rejects(tandem.GET('/api/v1/me'), (thrown: unknown) => {
      return (
        thrown instanceof TandemConnectionError && /Cannot reach http:\/\/127\.0\.0\.1:9/.test(thrown.message)
      );
    });
    assert.throws(() => createTandemClient({ url: '', token: 't' }), /SERVICE_URL/);
  });

  it('reads Retry-After as seconds or a date', () => {
    assert.equal(retryAfterMs('3'), 3000);
    assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4_000), 6_000);
    assert.equal(retryAfterMs(null), null);
  });
});
