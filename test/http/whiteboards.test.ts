import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../src/db/connection.js';
import { deletionBlockers } from '../../src/domain/issues/issue-deletion.js';
import { insertBoardElement } from '../../src/domain/knowledge/whiteboards.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildToken,
  buildWhiteboard,
} from '../helpers/factories.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('Whiteboards', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const member = await buildMember(app.db, scene.workspace);
    const memberApi = client(app, (await buildToken(app.db, scene.workspace, member)).token);
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner, { name: 'Planning' });
    return { ...scene, api, member, memberApi, board };
  }

  it('lists workspace boards plus the caller’s own private ones', async () => {
    const { api, memberApi, workspace, owner, member, board } = await setup();
    const mine = await buildWhiteboard(app.db, workspace, owner, {
      name: 'Alpha (mine)',
      visibility: 'private',
    });
    const theirs = await buildWhiteboard(app.db, workspace, member, {
      name: 'Beta (theirs)',
      visibility: 'private',
    });
    const other = await buildScene(app.db);
    await buildWhiteboard(app.db, other.workspace, other.owner, { name: 'Elsewhere' });

    const res = await api.get('/whiteboards');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((b: { id: string }) => b.id),
      [mine.id, board.id],
    );
    assert.deepEqual(res.body.data[1], {
      id: board.id,
      name: 'Planning',
      visibility: 'workspace',
      author: { type: 'user', id: owner.id, name: owner.name },
      created_at: board.created_at,
      updated_at: board.updated_at,
    });
    assert.equal(res.body.data[0].visibility, 'private');
    assert.ok(!('elements' in res.body.data[0]));
    const theirList = await memberApi.get('/whiteboards');
    assert.deepEqual(
      theirList.body.data.map((b: { id: string }) => b.id),
      [theirs.id, board.id],
    );
    const paged = await api.get('/whiteboards?per_page=1&page=2');
    assert.equal(paged.body.meta.total, 2);
    assert.equal(paged.body.data[0].id, board.id);
    const unknown = await api.get('/whiteboards?mine=1');
    assert.equal(unknown.status, 422);
    assert.ok(unknown.body.errors.mine);
  });

  it('shows a board with its elements', async () => {
    const { api, board, workspace, owner } = await setup();
    const project = await buildProject(app.db, workspace, { prefix: 'PLAN' });
    const issue = await buildIssue(app.db, workspace, { project_id: project.id });
    const arrow = await inTransaction(app.db, (tx) =>
      insertBoardElement(tx, board, {
        type: 'arrow',
        text: '',
        x: 1.5,
        y: -2,
        color: 'gray',
        votes: 3,
        author: { type: 'user', id: owner.id },
      }),
    );
    const note = await app.db.transaction().execute((tx) =>
      insertBoardElement(tx, board, {
        type: 'note',
        text: 'Idea',
        x: 10,
        y: 20,
        color: 'yellow',
        issueId: issue.id,
        author: null,
      }),
    );
    const res = await api.get(`/whiteboards/${board.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.name, 'Planning');
    assert.deepEqual(res.body.data.elements, [
      { ulid: arrow.id, type: 'arrow', text: '', x: 1.5, y: -2, color: 'gray', votes: 3, issue: null },
      {
        ulid: note.id,
        type: 'note',
        text: 'Idea',
        x: 10,
        y: 20,
        color: 'yellow',
        votes: 0,
        issue: `${project.prefix}-${issue.number}`,
      },
    ]);
  });

  it('hides private boards of others and boards of other workspaces (404)', async () => {
    const { memberApi, workspace, owner, board } = await setup();
    const secret = await buildWhiteboard(app.db, workspace, owner, { visibility: 'private' });
    assert.equal((await memberApi.get(`/whiteboards/${board.id}`)).status, 200);
    assert.equal((await memberApi.get(`/whiteboards/${secret.id}`)).status, 404);
    assert.equal((await memberApi.post(`/whiteboards/${secret.id}/notes`, { text: 'hi' })).status, 404);
    const stranger = client(app, (await buildScene(app.db)).token);
    assert.equal((await stranger.get(`/whiteboards/${board.id}`)).status, 404);
    assert.equal((await stranger.post(`/whiteboards/${board.id}/notes`, { text: 'hi' })).status, 404);
    assert.equal((await stranger.get('/whiteboards/not-a-board')).status, 404);
  });

  it('adds a note: 201 with the element, defaults for type, colour and position', async () => {
    const { api, board } = await setup();
    const res = await api.post(`/whiteboards/${board.id}/notes`, { text: 'Ship it' });
    assert.equal(res.status, 201);
    const element = res.body.data;
    assert.match(element.ulid, ULID);
    assert.deepEqual(
      { ...element, ulid: 'x' },
      { ulid: 'x', type: 'note', text: 'Ship it', x: 0, y: 0, color: 'yellow', votes: 0, issue: null },
    );
    const box = await api.post(`/whiteboards/${board.id}/notes`, {
      text: 'Group',
      type: 'box',
      color: 'blue',
      x: 120.5,
      y: -40,
    });
    assert.equal(box.status, 201);
    assert.equal(box.body.data.type, 'box');
    assert.equal(box.body.data.color, 'blue');
    assert.equal(box.body.data.x, 120.5);
    assert.equal(box.body.data.y, -40);

    const shown = await api.get(`/whiteboards/${board.id}`);
    assert.deepEqual(
      shown.body.data.elements.map((e: { ulid: string }) => e.ulid),
      [element.ulid, box.body.data.ulid],
    );
  });

  it('links a note to an issue by identifier; the issue then cannot be deleted', async () => {
    const { api, board, workspace } = await setup();
    const issue = await buildIssue(app.db, workspace);
    const identifier = `${workspace.issue_prefix}-${issue.number}`;
    const res = await api.post(`/whiteboards/${board.id}/notes`, {
      text: 'Fix',
      issue: identifier.toLowerCase(),
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.issue, identifier);
    const byKey = await api.post(`/whiteboards/${board.id}/notes`, { text: 'Fix', issue: issue.id });
    assert.equal(byKey.body.data.issue, identifier);

    const blockers = await deletionBlockers(app.db, issue.id);
    assert.match(blockers.whiteboard_notes![0]!, /whiteboard notes.*"Planning"/);
    const free = await buildIssue(app.db, workspace);
    assert.equal((await deletionBlockers(app.db, free.id)).whiteboard_notes, undefined);

    const other = await buildScene(app.db);
    const foreign = await buildIssue(app.db, other.workspace);
    for (const value of [`${other.workspace.issue_prefix}-${foreign.number}`, foreign.id, 'NOPE-1', '']) {
      const refused = await api.post(`/whiteboards/${board.id}/notes`, { text: 'x', issue: value });
      assert.equal(refused.status, 422, String(value));
      assert.ok(refused.body.errors.issue);
    }
  });

  it('refuses arrows, images and malformed notes, naming the field', async () => {
    const { api, board } = await setup();
    for (const [body, field] of [
      [{ text: 'x', type: 'arrow' }, 'type'],
      [{ text: 'x', type: 'image' }, 'type'],
      [{ text: 'x', type: 'sticker' }, 'type'],
      [{}, 'text'],
      [{ text: '' }, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(5001) }, 'text'],
      [{ text: 'x', color: 'chartreuse' }, 'color'],
      [{ text: 'x', x: 'left' }, 'x'],
      [{ text: 'x', y: 1e12 }, 'y'],
    ] as const) {
      const res = await api.post(`/whiteboards/${board.id}/notes`, body);
      assert.equal(res.status, 422, JSON.stringify(body).slice(0, 60));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
    assert.equal((await api.get(`/whiteboards/${board.id}`)).body.data.elements.length, 0);
  });

  it('stores note text with control characters on both databases (NUL cannot be stored in PostgreSQL)', async () => {
    const { api, board } = await setup();
    const res = await api.post(`/whiteboards/${board.id}/notes`, { text: 'a\u0000b\nc' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.text, 'ab\nc');
    const blank = await api.post(`/whiteboards/${board.id}/notes`, { text: '\u0000' });
    assert.equal(blank.status, 422);
    assert.ok(blank.body.errors.text);
  });

  it('refuses notes from guests and read tokens', async () => {
    const { board, workspace, owner } = await setup();
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal((await guestApi.get(`/whiteboards/${board.id}`)).status, 200);
    assert.equal((await guestApi.post(`/whiteboards/${board.id}/notes`, { text: 'x' })).status, 403);
    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal((await reader.post(`/whiteboards/${board.id}/notes`, { text: 'x' })).status, 403);
  });

  it('offers no route to create or change boards through the API', async () => {
    const { api, board } = await setup();
    for (const [method, path] of [
      ['POST', '/whiteboards'],
      ['PATCH', `/whiteboards/${board.id}`],
      ['DELETE', `/whiteboards/${board.id}`],
    ] as const) {
      const res = await api.request(method, path, { name: 'x' });
      assert.ok([404, 405].includes(res.status), `${method} ${path} ${res.status}`);
    }
  });
});
