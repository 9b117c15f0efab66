import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config.js';
import { bodyAllowanceMs, KEEP_ALIVE_SECONDS } from '../../src/http/body-timeout.js';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

/**
 * Slow request bodies are cut (issue #27 point 5, decisions §11.3): a body must arrive within
 * SERVICE_BODY_TIMEOUT seconds of its headers (here 1 s), or the request is answered 408 and its
 * connection closed, signed in or not. A real socket trickles the bytes.
 */

interface Trickle {
  /** What the server sent before closing. */
  answer: string;
  /** Bytes of the body written before the server closed the connection. */
  written: number;
}

/** Sends `head` at once, then `body` a byte every `gapMs`, until the body is out or the server closes. */
async function trickle(port: number, head: string, body: string, gapMs: number): Promise<Trickle> {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  let written = 0;
  for (const byte of body) {
    if (closed) break;
    await sleep(gapMs);
    if (closed) break;
    socket.write(byte);
    written++;
  }
  // Whatever the server does next, it has a moment to do it; then the connection is ours to close.
  await Promise.race([ended, sleep(3000)]);
  socket.destroy();
  return { answer, written };
}

function jsonHead(path: string, body: string, headers: Record<string, string> = {}): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

describe('request bodies must arrive in time', async () => {
  const app = await startTestApp({ SERVICE_BODY_TIMEOUT: '1' });
  const port = Number(new URL(app.baseUrl).port);
  const scene = await buildScene(app.db);
  // 60 bytes at 100 ms each would take 6 s: far past the 1 s allowance.
  const signIn = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(20) });

  it('answers a trickled sign-in 408 and closes the connection before the body is out', async () => {
    const result = await trickle(
      port,
      jsonHead('/api/ui/login', signIn, { Origin: TEST_APP_URL }),
      signIn,
      100,
    );
    assert.match(result.answer, /^HTTP\/1\.1 408 /);
    assert.match(result.answer, /connection: close/i);
    assert.match(result.answer, /"message":"The request body did not arrive within 1 seconds\."/);
    assert.ok(result.written < signIn.length, `the server waited for all ${result.written} bytes`);
  });

  it('cuts a trickled body on the API, with or without a valid token', async () => {
    const issue = JSON.stringify({ title: 'A slow issue, sent a byte at a time', type: 'task' });
    for (const token of [scene.token, 'not-a-token']) {
      const result = await trickle(
        port,
        jsonHead('/api/v1/issues', issue, { Authorization: `Bearer ${token}` }),
        issue,
        100,
      );
      assert.ok(result.written < issue.length, `the server waited for all ${result.written} bytes`);
      // Without a valid token the 401 may come first; either way the connection does not stay open.
      assert.match(result.answer, token === scene.token ? /^HTTP\/1\.1 408 / : /^HTTP\/1\.1 (401|408) /);
    }
  });

  it('closes a connection whose headers never end', async () => {
    const result = await trickle(
      port,
      'POST /api/ui/login HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1'.repeat(8),
      150,
    );
    assert.ok(result.written < 72, `the server waited for all ${result.written} bytes of headers`);
    assert.match(result.answer, /^(HTTP\/1\.1 408 |$)/);
  });

  it('serves a body that arrives within the allowance, even in pieces', async () => {
    const body = JSON.stringify({ title: 'Sent in two pieces', type: 'task' });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.write(
      jsonHead('/api/v1/issues', body, { Authorization: `Bearer ${scene.token}`, Connection: 'close' }),
    );
    socket.write(body.slice(0, 10));
    await sleep(100);
    socket.write(body.slice(10));
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    assert.match(answer, /^HTTP\/1\.1 201 /);
  });

  it('bounds headers, whole requests and idle keep-alive connections on the server', () => {
    const server = app.app.server;
    assert.equal(server.headersTimeout, 1000);
    assert.ok(server.requestTimeout > 0, 'a request timeout');
    assert.equal(server.keepAliveTimeout, KEEP_ALIVE_SECONDS * 1000);
  });
});

describe('the body allowance', () => {
  it('is SERVICE_BODY_TIMEOUT seconds, 30 by default', () => {
    assert.equal(loadConfig({}).bodyTimeoutSeconds, 30);
    assert.equal(loadConfig({ SERVICE_BODY_TIMEOUT: '5' }).bodyTimeoutSeconds, 5);
    assert.throws(() => loadConfig({ SERVICE_BODY_TIMEOUT: '0' }), /at least 1/);
    assert.throws(() => loadConfig({ SERVICE_BODY_TIMEOUT: 'soon' }), /whole number/);
  });

  it('gives uploads one more second per megabyte declared', () => {
    const json = { 'content-type': 'application/json', 'content-length': '5000000' };
    assert.equal(bodyAllowanceMs(json, 30), 30_000);
    const upload = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5000000' };
    assert.equal(bodyAllowanceMs(upload, 30), 35_000);
    assert.equal(bodyAllowanceMs({ ...upload, 'content-length': '5000001' }, 30), 36_000);
    // Chunked: nothing declared, nothing added.
    assert.equal(bodyAllowanceMs({ 'content-type': 'multipart/form-data' }, 30), 30_000);
    // A declared size past the largest file kept buys no more than that file would.
    assert.equal(bodyAllowanceMs({ ...upload, 'content-length': String(10 ** 15) }, 30), (30 + 54) * 1000);
  });
});
