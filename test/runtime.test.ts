import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { scheduledJobs } from '../src/jobs/registry.js';
import { createWorker, openRuntime } from '../src/runtime.js';
import { createTestDatabase } from './helpers/database.js';

const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL ?? '';

/**
 * A TCP proxy to PostgreSQL that cuts the first `refusals` connections as soon as they open, as a
 * database in the middle of a failover does; later ones pass through. `cutAll(n)` cuts every open
 * connection and refuses the next `n`: a failover after the process has connected.
 */
async function flakyProxy(
  target: URL,
  refusals: number,
): Promise<{ server: Server; port: number; cut: () => number; cutAll: (refusals: number) => void }> {
  let cut = 0;
  let toRefuse = refusals;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    if (toRefuse > 0) {
      toRefuse--;
      cut++;
      socket.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = (refusals: number) => {
    toRefuse = refusals;
    for (const socket of open) {
      cut++;
      socket.destroy();
    }
  };
  return { server, port: (server.address() as AddressInfo).port, cut: () => cut, cutAll };
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

  it('a worker whose connections are cut as it starts waits them out and schedules its jobs', async () => {
    const { proxy, env } = await environment(0);
    const runtime = await openRuntime({ migrate: true, longRunning: true, env });
    const worker = createWorker(runtime, ['scheduled']);
    try {
      // The failover comes after the migrations, while the worker puts its schedules in the queue.
      proxy.cutAll(3);
      await worker.start();
      assert.ok(proxy.cut() >= 3, 'connections were cut');
      const scheduled = await runtime.database.db
        .selectFrom('jobs')
        .select('name')
        .where('dedupe_key', 'like', 'schedule:%')
        .orderBy('name')
        .execute();
      assert.deepEqual(
        scheduled.map((job) => job.name),
        scheduledJobs.map((job) => job.name).sort(),
      );
    } finally {
      await worker.stop();
      await runtime.database.close();
    }
  });

  it('a one-off command fails at once, saying the connection was lost', async () => {
    const { proxy, env } = await environment(1);
    await assert.rejects(openRuntime({ migrate: true, env }), /connection was lost/);
    assert.equal(proxy.cut(), 1);
  });
});
