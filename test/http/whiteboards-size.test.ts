import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ulid } from 'ulid';
import type { Whiteboard } from '../../src/db/schema.js';
import { MAX_BOARD_ELEMENTS } from '../../src/domain/knowledge/whiteboards.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene, buildWhiteboard } from '../helpers/factories.js';

/**
 * A whiteboard holds at most 2,000 elements (decisions §11.3; issue #27: an unbounded board reached
 * 10.2 MB and took 12.6 s to draw). The next element is refused with 422 and nothing is stored, also
 * when several are added at once (PostgreSQL).
 */
describe('Whiteboard size', async () => {
  const app = await startTestApp();

  /** Fills a board up to `count` elements in a few statements. */
  async function fill(board: Whiteboard, count: number) {
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, index) => ({
      id: ulid(),
      whiteboard_id: board.id,
      workspace_id: board.workspace_id,
      type: 'note' as const,
      text: `Note ${index}`,
      x: index,
      y: 0,
      color: 'yellow',
      votes: 0,
      issue_id: null,
      author_type: null,
      author_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await app.db
        .insertInto('whiteboard_elements')
        .values(rows.slice(start, start + 200))
        .execute();
    }
  }

  async function elementCount(board: Whiteboard) {
    const row = await app.db
      .selectFrom('whiteboard_elements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('whiteboard_id', '=', board.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('is 2,000 elements', () => assert.equal(MAX_BOARD_ELEMENTS, 2000));

  it('takes the 2,000th element and refuses the next with 422 on elements', async () => {
    const scene = await buildScene(app.db);
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner);
    await fill(board, MAX_BOARD_ELEMENTS - 1);
    const api = client(app, scene.token);
    const last = await api.post(`/whiteboards/${board.id}/notes`, { text: 'The last one' });
    assert.equal(last.status, 201);
    const refused = await api.post(`/whiteboards/${board.id}/notes`, { text: 'One too many' });
    assert.equal(refused.status, 422);
    assert.match(refused.body.errors.elements[0], /at most 2,000 elements/);
    assert.equal(await elementCount(board), MAX_BOARD_ELEMENTS);
  });

  it('never passes the bound when elements are added at once', async () => {
    const scene = await buildScene(app.db);
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner);
    await fill(board, MAX_BOARD_ELEMENTS - 3);
    const api = client(app, scene.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.post(`/whiteboards/${board.id}/notes`, { text: `Race ${index}` }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 201, 201, 422, 422, 422, 422, 422]);
    assert.equal(await elementCount(board), MAX_BOARD_ELEMENTS);
  });
});
