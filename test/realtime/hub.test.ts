import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { insertBoardElement } from '../../src/domain/knowledge/whiteboards.js';
import type { BoardChange, ChangeBus } from '../../src/realtime/bus.js';
import { loadElementView } from '../../src/domain/knowledge/whiteboards.js';
import { BoardHub, LiveUpdatesUnavailableError, type BoardSubscriber } from '../../src/realtime/hub.js';
import { startTestApp } from '../helpers/app.js';
import { buildScene, buildWhiteboard } from '../helpers/factories.js';
import { inTransaction } from '../../src/db/connection.js';

/** A bus the test drives by hand. */
class FakeBus implements ChangeBus {
  published: BoardChange[] = [];
  failStart = false;
  failPublish = false;
  starts = 0;
  closed = false;
  onChange: ((change: BoardChange) => void) | null = null;
  onResync: (() => void) | null = null;

  async publish(change: BoardChange): Promise<void> {
    if (this.failPublish) throw new Error('bus down');
    this.published.push(change);
  }
  async start(onChange: (change: BoardChange) => void, onResync: () => void): Promise<void> {
    this.starts++;
    if (this.failStart) throw new Error('cannot connect');
    this.onChange = onChange;
    this.onResync = onResync;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

function recorder(workspaceId: number) {
  const received: { event: string; data: any }[] = [];
  let closed = false;
  const subscriber: BoardSubscriber = {
    workspaceId,
    deliver: (event, data) => received.push({ event, data }),
    close: () => {
      closed = true;
    },
  };
  return { subscriber, received, isClosed: () => closed };
}

async function settle(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('BoardHub', async () => {
  const app = await startTestApp();
  const warnings: unknown[] = [];
  const log = { warn: (object: unknown) => warnings.push(object) };

  async function scene() {
    const { workspace, owner } = await buildScene(app.db);
    const board = await buildWhiteboard(app.db, workspace, owner);
    const other = await buildWhiteboard(app.db, workspace, owner);
    const element = (text: string, on = board) =>
      inTransaction(app.db, (tx) =>
        insertBoardElement(tx, on, { type: 'note', text, x: 0, y: 0, color: 'yellow', author: null }),
      );
    return { workspace, board, other, element };
  }

  it('fans each change out, in order, to the streams of that board only', async () => {
    const { workspace, board, other, element } = await scene();
    const bus = new FakeBus();
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    const a = recorder(workspace.id);
    const b = recorder(workspace.id);
    const elsewhere = recorder(workspace.id);
    await hub.subscribe(board.id, a.subscriber);
    await hub.subscribe(board.id, b.subscriber);
    await hub.subscribe(other.id, elsewhere.subscriber);
    assert.equal(bus.starts, 1);
    assert.equal(hub.openStreams, 3);

    const first = await element('first');
    const second = await element('second');
    for (const e of [first, second]) {
      bus.onChange!({
        event: 'element.created',
        workspaceId: workspace.id,
        whiteboardId: board.id,
        elementId: e.id,
      });
    }
    await settle(() => a.received.length === 2 && b.received.length === 2);
    assert.deepEqual(
      a.received.map((r) => [r.event, r.data.whiteboard, r.data.element.text]),
      [
        ['element.created', board.id, 'first'],
        ['element.created', board.id, 'second'],
      ],
    );
    assert.deepEqual(elsewhere.received, []);
    await hub.close();
    assert.equal(bus.closed, true);
    assert.ok(a.isClosed() && b.isClosed() && elsewhere.isClosed());
  });

  it('ignores changes of another workspace and elements it cannot find', async () => {
    const { workspace, board, element } = await scene();
    const bus = new FakeBus();
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    const a = recorder(workspace.id);
    await hub.subscribe(board.id, a.subscriber);
    const e = await element('mine');
    bus.onChange!({
      event: 'element.created',
      workspaceId: workspace.id + 1000,
      whiteboardId: board.id,
      elementId: e.id,
    });
    bus.onChange!({
      event: 'element.created',
      workspaceId: workspace.id,
      whiteboardId: board.id,
      elementId: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
    });
    bus.onChange!({
      event: 'element.created',
      workspaceId: workspace.id,
      whiteboardId: board.id,
      elementId: e.id,
    });
    await settle(() => a.received.length === 1);
    assert.equal(a.received[0]!.data.element.ulid, e.id);
    await hub.close();
  });

  it('stops delivering to a stream once it unsubscribes', async () => {
    const { workspace, board, element } = await scene();
    const bus = new FakeBus();
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    const a = recorder(workspace.id);
    const b = recorder(workspace.id);
    const unsubscribeA = await hub.subscribe(board.id, a.subscriber);
    await hub.subscribe(board.id, b.subscriber);
    unsubscribeA();
    assert.equal(hub.openStreams, 1);
    const e = await element('later');
    bus.onChange!({
      event: 'element.created',
      workspaceId: workspace.id,
      whiteboardId: board.id,
      elementId: e.id,
    });
    await settle(() => b.received.length === 1);
    assert.deepEqual(a.received, []);
    await hub.close();
  });

  it('asks every stream to resync after the bus reconnects', async () => {
    const { workspace, board, other } = await scene();
    const bus = new FakeBus();
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    const a = recorder(workspace.id);
    const b = recorder(workspace.id);
    await hub.subscribe(board.id, a.subscriber);
    await hub.subscribe(other.id, b.subscriber);
    bus.onResync!();
    assert.deepEqual(a.received, [{ event: 'resync', data: { whiteboard: board.id } }]);
    assert.deepEqual(b.received, [{ event: 'resync', data: { whiteboard: other.id } }]);
    await hub.close();
  });

  it('answers 503 while the bus cannot be reached, and tries again next time', async () => {
    const { workspace, board } = await scene();
    const bus = new FakeBus();
    bus.failStart = true;
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    await assert.rejects(hub.subscribe(board.id, recorder(workspace.id).subscriber), (error: unknown) => {
      return error instanceof LiveUpdatesUnavailableError && error.status === 503;
    });
    assert.equal(hub.openStreams, 0);
    bus.failStart = false;
    await hub.subscribe(board.id, recorder(workspace.id).subscriber);
    assert.equal(bus.starts, 2);
    assert.equal(hub.openStreams, 1);
    await hub.close();
  });

  it('publishes best effort: a bus outage is logged, not thrown', async () => {
    const { workspace, board } = await scene();
    const bus = new FakeBus();
    const hub = new BoardHub(
      (workspaceId, elementId) => loadElementView(app.db, workspaceId, elementId),
      bus,
      log,
    );
    const change: BoardChange = {
      event: 'element.created',
      workspaceId: workspace.id,
      whiteboardId: board.id,
      elementId: 'x',
    };
    await hub.publish(change);
    assert.deepEqual(bus.published, [change]);
    bus.failPublish = true;
    const before = warnings.length;
    await hub.publish(change);
    assert.equal(warnings.length, before + 1);
    await hub.close();
  });
});
