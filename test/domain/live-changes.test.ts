import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { systemClock } from '../../src/clock.js';
import { inTransaction } from '../../src/db/connection.js';
import type { Caller } from '../../src/domain/caller.js';
import type { CommandContext } from '../../src/domain/context.js';
import { authenticate } from '../../src/domain/people/auth.js';
import type { BoardPublisher } from '../../src/domain/live-changes.js';
import { digestToken } from '../../src/domain/people/tokens.js';
import { addNote, changeElement, removeElement } from '../../src/domain/knowledge/whiteboards.js';
import type { BoardChange } from '../../src/realtime/bus.js';
import { createTestDatabase } from '../helpers/database.js';
import { buildScene, buildWhiteboard } from '../helpers/factories.js';

/** Records what is published, and whether the write it names was readable outside at that moment. */
function recordingPublisher(readable: (change: BoardChange) => Promise<boolean>) {
  const published: { change: BoardChange; committed: boolean }[] = [];
  const publisher: BoardPublisher = {
    async publish(change) {
      published.push({ change, committed: await readable(change) });
    },
  };
  return { publisher, published };
}

/** The caller acting with `boards` for its live boards (and no run watched). */
function actingWith(caller: Caller, boards: BoardPublisher): CommandContext {
  return {
    appUrl: 'http://tandem.test',
    clock: systemClock,
    publishers: { boards, runs: { async publish() {} } },
    caller,
  };
}

// Live hubs are told by the domain command once its transaction committed (docs/architecture.md).
describe('live changes: published by the command, after its commit', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  after(() => database.drop());

  async function boardScene() {
    const scene = await buildScene(db);
    const caller = await authenticate(db, { kind: 'token', digest: digestToken(scene.token) });
    const board = await buildWhiteboard(db, scene.workspace, scene.owner);
    const elementExists = async (change: BoardChange) =>
      (await db.selectFrom('whiteboard_elements').select('id').where('id', '=', change.elementId).execute())
        .length === 1;
    return { ...scene, caller, board, elementExists };
  }

  it('publishes a committed note once the commit is visible, and nothing before', async () => {
    const { caller, board, workspace, elementExists } = await boardScene();
    const { publisher, published } = recordingPublisher(elementExists);
    const { element } = await inTransaction(db, async (tx) => {
      const added = await addNote(tx, actingWith(caller, publisher), {
        whiteboard: board.id,
        text: 'Committed',
      });
      assert.deepEqual(published, [], 'nothing is published inside the transaction');
      return added;
    });
    assert.deepEqual(published, [
      {
        change: {
          event: 'element.created',
          workspaceId: workspace.id,
          whiteboardId: board.id,
          elementId: element.id,
        },
        committed: true,
      },
    ]);
  });

  it('publishes nothing for a write that is rolled back', async () => {
    const { caller, board, elementExists } = await boardScene();
    const { publisher, published } = recordingPublisher(elementExists);
    const { element } = await inTransaction(db, (tx) =>
      addNote(tx, actingWith(caller, publisher), { whiteboard: board.id, text: 'Kept' }),
    );
    published.length = 0;
    await assert.rejects(
      inTransaction(db, async (tx) => {
        const ctx = actingWith(caller, publisher);
        await addNote(tx, ctx, { whiteboard: board.id, text: 'Undone' });
        await changeElement(tx, ctx, { whiteboard: board.id, element: element.id, x: 40 });
        await removeElement(tx, ctx, { whiteboard: board.id, element: element.id });
        throw new Error('a later step failed');
      }),
      /a later step failed/,
    );
    assert.deepEqual(published, []);
  });
});
