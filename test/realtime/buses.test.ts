import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../../src/db/connection.js';
import { decodeChange, encodeChange, type BoardChange, type ChangeBus } from '../../src/realtime/bus.js';
import { InProcessBus } from '../../src/realtime/in-process-bus.js';
import { LISTENER_APPLICATION_NAME, PostgresBus } from '../../src/realtime/postgres-bus.js';
import { RedisBus } from '../../src/realtime/redis-bus.js';
import { createChangeBus } from '../../src/realtime/select-bus.js';

const change = (elementId: string): BoardChange => ({
  event: 'element.created',
  workspaceId: 7,
  whiteboardId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  elementId,
});

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Two nodes on one bus: what one publishes, both receive. */
async function roundTrip(first: ChangeBus, second: ChangeBus): Promise<void> {
  const one: BoardChange[] = [];
  const two: BoardChange[] = [];
  await first.start(
    (c) => one.push(c),
    () => undefined,
  );
  await second.start(
    (c) => two.push(c),
    () => undefined,
  );
  const id = `E${Date.now()}${Math.random()}`;
  await second.publish(change(id));
  await waitFor(() => one.some((c) => c.elementId === id) && two.some((c) => c.elementId === id), 'delivery');
  assert.deepEqual(
    one.find((c) => c.elementId === id),
    change(id),
  );
}

describe('Change buses', () => {
  it('encodes changes and drops anything malformed on the channel', () => {
    assert.deepEqual(decodeChange(encodeChange(change('a'))), change('a'));
    for (const message of [
      '',
      'not json',
      '[]',
      'null',
      '{"event":"element.deleted"}',
      JSON.stringify({ ...change('a'), workspaceId: '7' }),
    ]) {
      assert.equal(decodeChange(message), null, message);
    }
    // Extra fields do not travel on.
    assert.deepEqual(decodeChange(JSON.stringify({ ...change('a'), extra: 1 })), change('a'));
  });

  it('picks Redis when configured, else LISTEN/NOTIFY on PostgreSQL, else in-process', () => {
    const db = {} as never;
    assert.ok(
      createChangeBus({ redisUrl: 'redis://x', databaseUrl: 'sqlite:a.db' }, 'sqlite', db) instanceof
        RedisBus,
    );
    assert.ok(
      createChangeBus({ redisUrl: 'redis://x', databaseUrl: 'postgres://x/y' }, 'postgres', db) instanceof
        RedisBus,
    );
    assert.ok(
      createChangeBus({ redisUrl: null, databaseUrl: 'postgres://x/y' }, 'postgres', db) instanceof
        PostgresBus,
    );
    assert.ok(
      createChangeBus({ redisUrl: null, databaseUrl: 'sqlite:a.db' }, 'sqlite', db) instanceof InProcessBus,
    );
  });

  it('in-process: delivers to every bus of the same database in this process, and stops on close', async () => {
    const topic = `sqlite:/tmp/bus-${Date.now()}.db`;
    const first = new InProcessBus(topic);
    const second = new InProcessBus(topic);
    const elsewhere = new InProcessBus(`${topic}-other`);
    const stray: BoardChange[] = [];
    await elsewhere.start((c) => stray.push(c));
    await roundTrip(first, second);
    assert.deepEqual(stray, []);
    await first.close();
    const received: BoardChange[] = [];
    await second.close();
    await second.start((c) => received.push(c));
    await first.publish(change('after-close'));
    assert.deepEqual(received, [change('after-close')]);
    await second.close();
    await elsewhere.close();
  });

  const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL ?? '';
  if (postgresUrl.startsWith('postgres')) {
    it('PostgreSQL: a listener that cannot connect refuses to start, and may be started again', async () => {
      const handle = openDatabase(postgresUrl);
      after(() => handle.close());
      const unreachable = new URL(postgresUrl);
      unreachable.port = '1';
      const bus = new PostgresBus(unreachable.toString(), handle.db);
      await assert.rejects(
        bus.start(
          () => undefined,
          () => undefined,
        ),
      );
      await assert.rejects(
        bus.start(
          () => undefined,
          () => undefined,
        ),
      );
      await bus.close();
    });

    it('PostgreSQL: LISTEN/NOTIFY carries changes between nodes', async () => {
      const handle = openDatabase(postgresUrl);
      after(() => handle.close());
      const first = new PostgresBus(postgresUrl, handle.db);
      const second = new PostgresBus(postgresUrl, handle.db);
      try {
        await roundTrip(first, second);
      } finally {
        await first.close();
        await second.close();
      }
    });
    it('PostgreSQL: a terminated listener connection reconnects, listens again and reports a resync', async () => {
      const handle = openDatabase(postgresUrl);
      after(() => handle.close());
      const bus = new PostgresBus(postgresUrl, handle.db);
      try {
        const received: BoardChange[] = [];
        let resyncs = 0;
        await bus.start(
          (c) => received.push(c),
          () => resyncs++,
        );
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        try {
          const killed = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
            [LISTENER_APPLICATION_NAME],
          );
          assert.ok((killed.rowCount ?? 0) >= 1, 'the listener connection was found');
        } finally {
          await admin.end();
        }
        await waitFor(() => resyncs >= 1, 'resync');
        const id = `after-terminate-${Date.now()}`;
        const deadline = Date.now() + 5000;
        while (!received.some((c) => c.elementId === id) && Date.now() < deadline) {
          await bus.publish(change(id));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.ok(received.some((c) => c.elementId === id));
      } finally {
        await bus.close();
      }
    });
  }

  const redisUrl = process.env.SERVICE_TEST_REDIS_URL ?? '';
  if (redisUrl) {
    it('Redis: pub/sub carries changes between nodes', async () => {
      const first = new RedisBus(redisUrl);
      const second = new RedisBus(redisUrl);
      try {
        await roundTrip(first, second);
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('Redis: a lost subscriber reconnects, reports a resync and receives again', async () => {
      const bus = new RedisBus(redisUrl);
      const admin = new Redis(redisUrl);
      after(() => admin.disconnect());
      try {
        const received: BoardChange[] = [];
        let resyncs = 0;
        await bus.start(
          (c) => received.push(c),
          () => resyncs++,
        );
        const clients = (await admin.client('LIST')) as string;
        const line = clients.split('\n').find((l) => l.includes(`name=${bus.listenerName} `));
        assert.ok(line, 'the listener connection is named');
        const id = /(?:^| )id=(\d+)/.exec(line)![1]!;
        await admin.client('KILL', 'ID', id);
        await waitFor(() => resyncs === 1, 'resync');
        const deadline = Date.now() + 5000;
        // Resubscribing follows the reconnection; publish until a change comes through.
        while (!received.some((c) => c.elementId === 'after-kill') && Date.now() < deadline) {
          await bus.publish(change('after-kill'));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.ok(received.some((c) => c.elementId === 'after-kill'));
      } finally {
        await bus.close();
      }
    });

    it('Redis: a bus that cannot connect refuses to start and to publish', async () => {
      const bus = new RedisBus('redis://127.0.0.1:1');
      await assert.rejects(
        bus.start(
          () => undefined,
          () => undefined,
        ),
      );
      await assert.rejects(bus.publish(change('x')));
      await bus.close();
    });
  }
});
