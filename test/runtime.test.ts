import assert from 'node:assert/strict';
import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openRuntime } from '../src/runtime.js';
import { createTestDatabase } from './helpers/database.js';

const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL ?? '';

/**
 * A TCP proxy to PostgreSQL that cuts the first `refusals` connections as soon as they open, as a
 * database in the middle of a failover does; later ones pass through.
 */
async function flakyProxy(
  target: URL,
  refusals: number,
): Promise<{ server: Server; port: number; cut: () => number }> {
  let cut = 0;
  const server = createServer((socket) => {
    if (cut < refusals) {
      cut++;
      socket.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, cut: () => cut };
}

describe('Starting a process while the database cannot be reached', () => {
  if (!postgresUrl.startsWith('postgres')) return;

  const environment = async (refusals: number) => {
    const database = await createTestDatabase();
    after(() => database.drop());
    const url = new URL(database.url);
    const proxy = await flakyProxy(new URL(database.url), refusals);
    after(() => new Promise((resolve) => proxy.server.close(resolve)));
    url.host = `127.0.0.1:${proxy.port}`;
    return { proxy, env: { SERVICE_DATABASE_URL: url.toString(), SERVICE_LOG_LEVEL: 'silent' } };
  };

  it('serve and worker wait for the database and start once it answers', async () => {
    const { proxy, env } = await environment(3);
    const runtime = await openRuntime({ migrate: true, longRunning: true, env });
    try {
      assert.equal(proxy.cut(), 3, 'the first connections were cut');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(runtime.database.db);
      assert.equal(rows[0]!.one, 1);
    } finally {
      await runtime.database.close();
    }
  });

  it('a one-off command fails at once, saying the connection was lost', async () => {
    const { proxy, env } = await environment(1);
    await assert.rejects(openRuntime({ migrate: true, env }), /connection was lost/);
    assert.equal(proxy.cut(), 1);
  });
});
