import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { after, describe, it } from 'node:test';
import { SseStream } from '../../src/realtime/sse.js';
import { openEventStream } from '../helpers/sse.js';

/** A bare HTTP server whose every request becomes an SseStream the test controls. */
async function serve(options: { keepAliveMs: number; onKeepAlive?: () => void; maxBufferedBytes?: number }) {
  const streams: SseStream[] = [];
  const server: Server = createServer((_request, response) => {
    const stream = new SseStream(response, options);
    stream.open({ 'x-extra': 'kept' });
    streams.push(stream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  after(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  after(() => {
    for (const stream of streams) stream.end();
  });
  // The helper client prefixes /api/v1; the bare server answers any path.
  return { baseUrl: `http://127.0.0.1:${port}`, streams };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SseStream', () => {
  it('writes headers, a retry hint, events and keep-alive comments', async () => {
    let ticks = 0;
    const { baseUrl, streams } = await serve({ keepAliveMs: 30, onKeepAlive: () => ticks++ });
    const client = await openEventStream(baseUrl, '/', null);
    try {
      assert.equal(client.status, 200);
      assert.equal(client.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(client.headers.get('x-accel-buffering'), 'no');
      assert.equal(client.headers.get('x-extra'), 'kept');
      await client.until(() => client.retry === 3000, 'retry');
      streams[0]!.send('element.created', { element: { text: 'line\nbreak' } });
      const event = await client.next('element.created');
      assert.deepEqual(event.data, { element: { text: 'line\nbreak' } });
      await client.until(() => client.comments.filter((c) => c === 'keep-alive').length >= 2, 'keep-alives');
      assert.ok(ticks >= 2);
    } finally {
      client.close();
    }
  });

  it('runs its close handlers once when the client goes away, and stops the keep-alive', async () => {
    let ticks = 0;
    const { baseUrl, streams } = await serve({ keepAliveMs: 20, onKeepAlive: () => ticks++ });
    const client = await openEventStream(baseUrl, '/', null);
    await client.until(() => client.retry !== null, 'open');
    let closed = 0;
    streams[0]!.onClose(() => closed++);
    client.close();
    await waitFor(() => closed === 1, 'close handler');
    assert.equal(streams[0]!.isClosed, true);
    const ticksAtClose = ticks;
    await new Promise((resolve) => setTimeout(resolve, 80));
    assert.equal(ticks, ticksAtClose);
    streams[0]!.end();
    streams[0]!.send('ignored', {});
    assert.equal(closed, 1);
    let late = 0;
    streams[0]!.onClose(() => late++);
    assert.equal(late, 1);
  });

  it('ends the response when the server ends the stream', async () => {
    const { baseUrl, streams } = await serve({ keepAliveMs: 1000 });
    const client = await openEventStream(baseUrl, '/', null);
    await client.until(() => client.retry !== null, 'open');
    streams[0]!.end();
    await client.waitForEnd();
  });

  it('drops a client that stops reading once too much output waits', async () => {
    const { baseUrl, streams } = await serve({ keepAliveMs: 1000, maxBufferedBytes: 64 * 1024 });
    // A client that sends its request and then never reads: its socket buffers fill, then the server's.
    const { port } = new URL(baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    after(() => socket.destroy());
    socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    socket.pause();
    await waitFor(() => streams.length === 1, 'the stream');
    const stream = streams[0]!;
    const big = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 5000 && !stream.isClosed; i++) {
      stream.send('filler', { big });
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(stream.isClosed, true);
  });
});
