import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createTestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import { attemptsOf, buildWebhook, emit, startReceiver, startWorker, testConfig, until } from './helpers.js';

/**
 * One webhook, several senders (issue 23, part 2): a webhook's deliveries go out in parallel across the
 * workers, at most SERVICE_WEBHOOK_SENDERS at once, each once; a failing webhook is sent to one attempt
 * at a time, so twelve consecutive failures stop it after exactly twelve attempts.
 */
describe('Parallel webhook delivery', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const config = testConfig(database, { SERVICE_WEBHOOK_SENDERS: '3' });
  // Two workers, as two `tandem worker` processes would be: the bound holds across them.
  const workers = [await startWorker(database, config), await startWorker(database, config)];
  const closers: (() => Promise<void>)[] = [];
  after(async () => {
    for (const worker of workers) await worker.stop();
    for (const close of closers) await close();
    await database.drop();
  });

  it('sends one webhook’s deliveries in parallel across workers, never more at once than the bound', async () => {
    const workspace = await buildWorkspace(db);
    const events = 30;
    const open: ServerResponse[] = [];
    const ids: string[] = [];
    let most = 0;
    // Requests are answered only in threes (or when the last has come): the deliveries can only all
    // arrive if three attempts really are under way at the same time.
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        ids.push(String(request.headers['x-service-delivery']));
        open.push(response);
        most = Math.max(most, open.length);
        if (open.length >= 3 || ids.length === events) {
          for (const held of open.splice(0)) held.writeHead(204).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const hookId = await buildWebhook(db, workspace, url, ['issue.updated']);

    for (let n = 0; n < events; n++) await emit(db, workspace, 'issue.updated', { id: `P-${n}`, n });
    await until(() => ids.length === events, 30_000, 'every delivery');
    await until(async () => (await attemptsOf(db, hookId)).length === events, 10_000, 'attempts logged');

    assert.equal(most, 3, 'three attempts under way at once, never more');
    assert.equal(new Set(ids).size, events, 'no delivery sent twice');
    const log = await attemptsOf(db, hookId);
    assert.ok(log.every((row) => row.attempt === 1 && row.status === 204));
    await until(
      async () =>
        (await db.selectFrom('webhook_senders').select('slot').where('webhook_id', '=', hookId).execute())
          .length === 0,
      10_000,
      'every sender letting go of its slot',
    );
  });

  it('stops a webhook after exactly twelve consecutive failures, sending one attempt at a time once failing', async () => {
    const workspace = await buildWorkspace(db);
    const target = await startReceiver(() => 500);
    closers.push(() => target.close());
    const hookId = await buildWebhook(db, workspace, target.url);
    // Fewer deliveries than the stop needs attempts, each with four: retries must make up the rest.
    for (let n = 0; n < 6; n++) await emit(db, workspace, 'issue.created', { id: `F-${n}` });

    const stopped = await until(async () => {
      const hook = await db
        .selectFrom('webhooks')
        .selectAll()
        .where('id', '=', hookId)
        .executeTakeFirstOrThrow();
      return hook.state === 'stopped' ? hook : undefined;
    });
    assert.equal(stopped.failure_count, 12);
    // Anything still under way when it stopped ends and is logged; nothing new starts.
    await until(
      async () =>
        (await db.selectFrom('webhook_senders').select('slot').where('webhook_id', '=', hookId).execute())
          .length === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = await attemptsOf(db, hookId);
    assert.equal(target.requests.length, log.length, 'every attempt logged');
    // Three began together while it was healthy; from the first failure on, one at a time.
    assert.equal(log.length, 12, 'twelve attempts, none after the stop');
    const hook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(hook.failure_count, 12, 'attempts ending after the stop do not move the count');
    const states = await db
      .selectFrom('webhook_deliveries')
      .select('state')
      .where('webhook_id', '=', hookId)
      .execute();
    assert.ok(states.every((row) => row.state === 'held' || row.state === 'failed'));
    assert.ok(states.some((row) => row.state === 'held'));
  });
});
