import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { connectRedis, firstConnection } from '../../src/redis/connect.js';

const say = { unreachable: 'alone', back: 'together' };

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      warn: (_details: object, message: string) => lines.push(`warn ${message}`),
      info: (_details: object, message: string) => lines.push(`info ${message}`),
    },
  };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A TCP relay to Redis that the test can cut and restore on the same port, as an outage does. */
async function relay(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((inbound) => {
        const outbound = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
  };
}

describe('Redis connections', () => {
  it('fail fast when Redis is unreachable and log the outage once, not per retry', async () => {
    const { lines, log } = recorder();
    const redis = connectRedis('redis://127.0.0.1:1', say, log);
    try {
      await firstConnection(redis);
      await assert.rejects(redis.get('x'));
      // ioredis retries in the background; wait for several refused attempts.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.deepEqual(lines, ['warn Redis unreachable: alone']);
    } finally {
      redis.disconnect();
    }
  });

  const redisUrl = process.env.SERVICE_TEST_REDIS_URL ?? '';
  if (redisUrl) {
    it('come back by themselves when Redis does, and say so once', async () => {
      const proxy = await relay(new URL(redisUrl));
      const { lines, log } = recorder();
      const redis = connectRedis(`redis://127.0.0.1:${proxy.port}`, say, log);
      try {
        await firstConnection(redis);
        assert.equal(await redis.ping(), 'PONG');
        await proxy.cut();
        await waitFor(() => lines.length === 1, 'the outage to be logged');
        await assert.rejects(redis.ping());
        await proxy.restore();
        await waitFor(() => redis.status === 'ready', 'the reconnection');
        assert.equal(await redis.ping(), 'PONG');
        assert.deepEqual(lines, ['warn Redis unreachable: alone', 'info Redis is back: together']);
      } finally {
        redis.disconnect();
        await proxy.cut().catch(() => undefined);
      }
    });
  }
});
