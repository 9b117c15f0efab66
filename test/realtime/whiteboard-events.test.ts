import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { openLiveStreams } from '../../src/realtime/hub.js';
import { LISTENER_APPLICATION_NAME } from '../../src/realtime/postgres-bus.js';
import { ApiClient, client, startNode, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildMember, buildScene, buildToken, buildWhiteboard } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { openEventStream } from '../helpers/sse.js';

const onPostgres = (process.env.SERVICE_TEST_DATABASE_URL ?? '').startsWith('postgres');

describe('Live whiteboard events (Server-Sent Events)', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace);
    const memberToken = (await buildToken(app.db, scene.workspace, member)).token;
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner, { name: 'Live' });
    return { ...scene, member, memberToken, board, api: client(app, scene.token) };
  }

  it('streams a note posted by another request to a client with the board open', async () => {
    const { board, memberToken, api } = await setup();
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, memberToken);
    try {
      assert.equal(stream.status, 200);
      assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
      assert.match(stream.headers.get('cache-control') ?? '', /no-cache/);
      assert.ok(stream.headers.get('x-ratelimit-limit'));
      const ready = await stream.next('ready');
      assert.deepEqual(ready.data, { whiteboard: board.id });
      assert.equal(stream.retry, 3000);

      const posted = await api.post(`/whiteboards/${board.id}/notes`, {
        text: 'Live note',
        color: 'green',
        x: 5,
      });
      assert.equal(posted.status, 201);
      const event = await stream.next('element.created');
      assert.deepEqual(event.data, { whiteboard: board.id, element: posted.body.data });

      const second = await api.post(`/whiteboards/${board.id}/notes`, { text: 'Second', type: 'box' });
      assert.equal((await stream.next('element.created', 1)).data.element.ulid, second.body.data.ulid);
    } finally {
      stream.close();
    }
  });

  it('sends only the elements of the board that is open', async () => {
    const { board, workspace, owner, api, token } = await setup();
    const otherBoard = await buildWhiteboard(app.db, workspace, owner);
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, token);
    try {
      await stream.next('ready');
      await api.post(`/whiteboards/${otherBoard.id}/notes`, { text: 'elsewhere' });
      const here = await api.post(`/whiteboards/${board.id}/notes`, { text: 'here' });
      const event = await stream.next('element.created');
      assert.equal(event.data.element.ulid, here.body.data.ulid);
      assert.equal(stream.events.filter((e) => e.event === 'element.created').length, 1);
    } finally {
      stream.close();
    }
  });

  it('streams the interface’s moves, votes and removals, and nothing for a refused change', async () => {
    const { board, owner, token, api } = await setup();
    await givePassword(app, owner.id);
    const browser = await signedIn(app, owner.email);
    const note = (await api.post(`/whiteboards/${board.id}/notes`, { text: 'Move me' })).body.data;
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, token);
    try {
      await stream.next('ready');
      const element = `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`;
      assert.equal((await browser.request('PATCH', element, { text: '   ' })).status, 422);
      const moved = await browser.request('PATCH', element, { x: 120, y: -40 });
      assert.equal(moved.status, 200);
      const move = await stream.next('element.updated');
      assert.deepEqual(move.data, { whiteboard: board.id, element: moved.body.data });
      const voted = await browser.request('POST', `${element}/vote`);
      assert.equal(voted.status, 200);
      assert.equal((await stream.next('element.updated', 1)).data.element.votes, 1);
      assert.equal((await browser.request('DELETE', element)).status, 204);
      assert.deepEqual((await stream.next('element.deleted')).data, {
        whiteboard: board.id,
        element: { ulid: note.ulid },
      });
      const updates = stream.events.filter((event) => event.event === 'element.updated');
      assert.equal(updates.length, 2, 'one event for the move and one for the vote; none for the refusal');
    } finally {
      stream.close();
    }
  });

  it('authenticates like every route and hides boards the caller cannot see', async () => {
    const { board, workspace, owner, memberToken } = await setup();
    const secret = await buildWhiteboard(app.db, workspace, owner, { visibility: 'private' });
    const cases: [string, string | null, number][] = [
      [`/whiteboards/${board.id}/events`, null, 401],
      [`/whiteboards/${board.id}/events`, 'not-a-token', 401],
      [`/whiteboards/${secret.id}/events`, memberToken, 404],
      [`/whiteboards/${board.id}/events`, (await buildScene(app.db)).token, 404],
      ['/whiteboards/nope/events', memberToken, 404],
      [`/whiteboards/${board.id}/events?since=1`, memberToken, 422],
    ];
    for (const [path, token, status] of cases) {
      const stream = await openEventStream(app.baseUrl, path, token);
      stream.close();
      assert.equal(stream.status, status, path);
    }
    // Reading needs only the read ability.
    const reader = (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token;
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, reader);
    stream.close();
    assert.equal(stream.status, 200);
  });

  it('ends the stream instead of delivering once the token stops working', async () => {
    const { board, workspace, member, api } = await setup();
    const issued = await buildToken(app.db, workspace, member);
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, issued.token);
    try {
      await stream.next('ready');
      await app.db
        .updateTable('api_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', issued.id)
        .execute();
      await api.post(`/whiteboards/${board.id}/notes`, { text: 'not for you' });
      await stream.waitForEnd();
      assert.equal(stream.events.filter((e) => e.event === 'element.created').length, 0);
    } finally {
      stream.close();
    }
  });

  it('forgets a stream when its client disconnects', async () => {
    const { board, token, api } = await setup();
    const before = openLiveStreams();
    const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, token);
    await stream.next('ready');
    assert.equal(openLiveStreams(), before + 1);
    stream.close();
    const deadline = Date.now() + 5000;
    while (openLiveStreams() !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(openLiveStreams(), before);
    // Posting afterwards still works and writes to nobody.
    assert.equal((await api.post(`/whiteboards/${board.id}/notes`, { text: 'after' })).status, 201);
  });

  it('ends open streams when the application closes, so that it can close', async () => {
    const own = await startTestApp();
    const scene = await buildScene(own.db);
    const board = await buildWhiteboard(own.db, scene.workspace, scene.owner);
    const stream = await openEventStream(own.baseUrl, `/whiteboards/${board.id}/events`, scene.token);
    await stream.next('ready');
    const closing = own.close();
    await stream.waitForEnd();
    await closing;
  });

  it('reaches a stream held by another API node over the same database', async () => {
    const { board, token, api } = await setup();
    const node = await startNode(app);
    try {
      const stream = await openEventStream(node.baseUrl, `/whiteboards/${board.id}/events`, token);
      try {
        await stream.next('ready');
        const posted = await api.post(`/whiteboards/${board.id}/notes`, { text: 'from node one' });
        const event = await stream.next('element.created');
        assert.deepEqual(event.data.element, posted.body.data);
      } finally {
        stream.close();
      }
    } finally {
      await node.close();
    }
  });

  if (onPostgres) {
    it('on PostgreSQL without Redis, carries changes between nodes with LISTEN/NOTIFY', async () => {
      const { board, token } = await setup();
      const reader = await startNode(app, { SERVICE_REDIS_URL: '' });
      const writer = await startNode(app, { SERVICE_REDIS_URL: '' });
      try {
        const stream = await openEventStream(reader.baseUrl, `/whiteboards/${board.id}/events`, token);
        try {
          await stream.next('ready');
          const posted = await new ApiClient(writer.baseUrl, token).post(`/whiteboards/${board.id}/notes`, {
            text: 'notified',
          });
          assert.equal(posted.status, 201);
          const event = await stream.next('element.created');
          assert.equal(event.data.element.ulid, posted.body.data.ulid);
        } finally {
          stream.close();
        }
      } finally {
        await reader.close();
        await writer.close();
      }
    });

    it('on PostgreSQL, reconnects a lost listener and asks clients to resync', async () => {
      const { board, token } = await setup();
      const node = await startNode(app, { SERVICE_REDIS_URL: '' });
      const admin = new pg.Client({ connectionString: app.database.url });
      await admin.connect();
      try {
        const stream = await openEventStream(node.baseUrl, `/whiteboards/${board.id}/events`, token);
        try {
          await stream.next('ready');
          const killed = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
            [LISTENER_APPLICATION_NAME],
          );
          assert.equal(killed.rowCount, 1);
          await stream.next('resync');
          // The first node publishes through its own bus (Redis when configured), so post on this node.
          const nodeApi = new ApiClient(node.baseUrl, token);
          const posted = await nodeApi.post(`/whiteboards/${board.id}/notes`, { text: 'after reconnect' });
          const event = await stream.next('element.created');
          assert.equal(event.data.element.ulid, posted.body.data.ulid);
        } finally {
          stream.close();
        }
      } finally {
        await admin.end();
        await node.close();
      }
    });

    it('on PostgreSQL, pushes elements the admin CLI adds to open boards', async () => {
      const { board, token, workspace } = await setup();
      const stream = await openEventStream(app.baseUrl, `/whiteboards/${board.id}/events`, token);
      try {
        await stream.next('ready');
        const result = await runCli(
          [
            'admin',
            'whiteboard',
            'add-element',
            '--workspace',
            workspace.slug,
            '--whiteboard',
            board.id,
            '--type',
            'arrow',
          ],
          { SERVICE_DATABASE_URL: app.database.url, SERVICE_REDIS_URL: app.config.redisUrl ?? '' },
        );
        assert.equal(result.code, 0, result.stderr);
        const event = await stream.next('element.created', 0, 15_000);
        assert.equal(event.data.element.ulid, result.json.ulid);
        assert.equal(event.data.element.type, 'arrow');
      } finally {
        stream.close();
      }
    });
  }
});
