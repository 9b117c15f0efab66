import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../src/db/connection.js';
import { moveIssueStatus } from '../../src/domain/issues/issue-status-moves.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene, buildToken, buildWorkspace } from '../helpers/factories.js';

const app = await startTestApp();

describe('workflow states (issue 40)', () => {
  it('creates, lists by status and position, renames, recolours, reorders and deletes states', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const design = await api.post('/states', {
      name: ' In  design ',
      status: 'in_progress',
      color: '#AA00FF',
    });
    assert.equal(design.status, 201);
    assert.equal(design.body.data.name, 'In design');
    assert.equal(design.body.data.color, '#aa00ff');
    assert.equal(design.body.data.position, 0);
    const dev = await api.post('/states', {
      name: 'In development',
      status: 'in_progress',
      color: '#00aa00',
    });
    const blocked = await api.post('/states', { name: 'Blocked', status: 'on_hold', color: '#ff0000' });
    const first = await api.post('/states', {
      name: 'Triage',
      status: 'in_progress',
      color: '#111111',
      position: 0,
    });
    assert.equal(first.body.data.position, 0);
    const names = async () =>
      (await api.get('/states')).body.data.map(
        (s: { name: string; position: number }) => `${s.name}:${s.position}`,
      );
    // The contract's order of statuses (in_progress before on_hold), then position.
    assert.deepEqual(await names(), ['Triage:0', 'In design:1', 'In development:2', 'Blocked:0']);
    assert.deepEqual(
      (await api.get('/states?status=on_hold')).body.data.map((s: { id: number }) => s.id),
      [blocked.body.data.id],
    );

    const moved = await api.patch(`/states/${first.body.data.id}`, {
      position: 9,
      name: 'Sorting',
      color: '#222222',
    });
    assert.equal(moved.status, 200);
    assert.deepEqual(
      [moved.body.data.name, moved.body.data.color, moved.body.data.position],
      ['Sorting', '#222222', 2],
    );
    assert.deepEqual(await names(), ['In design:0', 'In development:1', 'Sorting:2', 'Blocked:0']);

    assert.equal((await api.delete(`/states/${design.body.data.id}`)).status, 204);
    assert.deepEqual(await names(), ['In development:0', 'Sorting:1', 'Blocked:0']);
    assert.equal(dev.status, 201);
  });

  it('refuses a bad colour, a taken name in any case, an empty or long name and a status change with 422', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const state = (await api.post('/states', { name: 'Review', status: 'in_review', color: '#123456' })).body
      .data;
    const other = (await api.post('/states', { name: 'QA', status: 'in_review', color: '#123456' })).body
      .data;
    for (const [body, field] of [
      [{ name: 'x', status: 'todo', color: 'red' }, 'color'],
      [{ name: 'x', status: 'todo', color: '#12345' }, 'color'],
      [{ name: 'review', status: 'todo', color: '#123456' }, 'name'],
      [{ name: '   ', status: 'todo', color: '#123456' }, 'name'],
      [{ name: 'x'.repeat(51), status: 'todo', color: '#123456' }, 'name'],
      [{ name: 'x', status: 'started', color: '#123456' }, 'status'],
      [{ name: 'x', status: 'todo' }, 'color'],
    ] as const) {
      const res = await api.post('/states', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${JSON.stringify(body)} → ${JSON.stringify(res.body.errors)}`);
    }
    const clash = await api.patch(`/states/${other.id}`, { name: 'REVIEW' });
    assert.equal(clash.status, 422);
    assert.ok(clash.body.errors.name);
    const moved = await api.patch(`/states/${state.id}`, { status: 'done' });
    assert.equal(moved.status, 422);
    assert.ok(moved.body.errors.status);
    assert.equal((await api.patch(`/states/${state.id}`, { status: 'in_review' })).status, 200);
    assert.equal((await api.patch(`/states/${state.id}`, { color: 'blue' })).status, 422);
    // A different case of its own name is a rename.
    assert.equal((await api.patch(`/states/${state.id}`, { name: 'REVIEW' })).body.data.name, 'REVIEW');
  });

  it('lets members and guests read but not write, hides other workspaces’ states, refuses read tokens', async () => {
    const { token, workspace, owner } = await buildScene(app.db);
    const state = (
      await client(app, token).post('/states', { name: 'Keep', status: 'todo', color: '#112233' })
    ).body.data;
    for (const role of ['member', 'guest'] as const) {
      const person = await buildMember(app.db, workspace, { role });
      const theirs = client(app, (await buildToken(app.db, workspace, person)).token);
      assert.deepEqual((await theirs.get('/states')).body.data, [state]);
      assert.equal(
        (await theirs.post('/states', { name: `by-${role}`, status: 'todo', color: '#000000' })).status,
        403,
      );
      assert.equal((await theirs.patch(`/states/${state.id}`, { name: 'gone' })).status, 403);
      assert.equal((await theirs.delete(`/states/${state.id}`)).status, 403);
    }
    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal(
      (await reader.post('/states', { name: 'nope', status: 'todo', color: '#000000' })).status,
      403,
    );
    const elsewhere = await buildWorkspace(app.db);
    const stranger = await buildMember(app.db, elsewhere, { role: 'owner' });
    const strangerApi = client(app, (await buildToken(app.db, elsewhere, stranger)).token);
    assert.equal((await strangerApi.patch(`/states/${state.id}`, { name: 'gone' })).status, 404);
    assert.equal((await strangerApi.delete(`/states/${state.id}`)).status, 404);
    assert.deepEqual((await strangerApi.get('/states')).body.data, []);
    assert.deepEqual((await client(app, token).get('/states')).body.data, [state]);
  });
});

describe('issues in workflow states (issue 40)', () => {
  async function scene() {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const design = (await api.post('/states', { name: 'In design', status: 'in_progress', color: '#aa00ff' }))
      .body.data;
    const dev = (
      await api.post('/states', { name: 'In development', status: 'in_progress', color: '#00aa00' })
    ).body.data;
    const blocked = (await api.post('/states', { name: 'Blocked', status: 'on_hold', color: '#ff0000' })).body
      .data;
    return { api, workspace, token, design, dev, blocked };
  }

  it('couples state_id and status on create and on patch', async () => {
    const { api, design, dev, blocked } = await scene();
    const created = await api.post('/issues', { title: 'Draw it', state_id: design.id });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.status, 'in_progress');
    assert.equal(created.body.data.state_id, design.id);
    const ref = created.body.data.id;
    const plain = await api.post('/issues', { title: 'Plain', status: 'todo' });
    assert.equal(plain.body.data.state_id, null);

    // Another state of the same status; then one of another status moves the status with it.
    assert.equal((await api.patch(`/issues/${ref}`, { state_id: dev.id })).body.data.state_id, dev.id);
    const held = (await api.patch(`/issues/${ref}`, { state_id: blocked.id })).body.data;
    assert.deepEqual([held.status, held.state_id], ['on_hold', blocked.id]);
    // The same status again keeps the state; another status alone leaves it.
    assert.equal((await api.patch(`/issues/${ref}`, { status: 'on_hold' })).body.data.state_id, blocked.id);
    const todo = (await api.patch(`/issues/${ref}`, { status: 'todo' })).body.data;
    assert.deepEqual([todo.status, todo.state_id], ['todo', null]);
    // A matching pair is fine; null leaves the state and keeps the status.
    const pair = (await api.patch(`/issues/${ref}`, { status: 'in_progress', state_id: design.id })).body
      .data;
    assert.deepEqual([pair.status, pair.state_id], ['in_progress', design.id]);
    const own = (await api.patch(`/issues/${ref}`, { state_id: null })).body.data;
    assert.deepEqual([own.status, own.state_id], ['in_progress', null]);
    // What the issue page's Status select sends for a status itself.
    const chosen = await api.patch(`/issues/${ref}`, { status: 'in_review', state_id: null });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    assert.deepEqual([chosen.body.data.status, chosen.body.data.state_id], ['in_review', null]);

    const history = (await api.get(`/issues/${ref}/activity?per_page=100`)).body.data;
    const stateChanges = history
      .map((entry: { data: { changes?: { state_id?: unknown } } }) => entry.data.changes?.state_id)
      .filter(Boolean);
    assert.deepEqual(stateChanges.at(-1) ?? stateChanges[0], stateChanges.at(-1));
    assert.ok(
      stateChanges.some(
        (change: { from: unknown; to: unknown }) => change.from === dev.id && change.to === blocked.id,
      ),
    );
  });

  it('refuses a state of another workspace, a missing one and a mismatched status with 422, changing nothing', async () => {
    const { api, design } = await scene();
    const other = await scene();
    const issue = (await api.post('/issues', { title: 'Keep', status: 'todo' })).body.data;
    for (const body of [
      { state_id: other.design.id },
      { state_id: 999_999_999 },
      { state_id: design.id, status: 'done' },
    ]) {
      const res = await api.patch(`/issues/${issue.id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors.state_id);
      const created = await api.post('/issues', { title: 'Nope', ...body });
      assert.equal(created.status, 422);
      assert.ok(created.body.errors.state_id);
    }
    const after = (await api.get(`/issues/${issue.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['todo', null]);
  });

  it('filters by one or several states, refusing another workspace’s', async () => {
    const { api, design, dev, blocked } = await scene();
    const a = (await api.post('/issues', { title: 'A', state_id: design.id })).body.data;
    const b = (await api.post('/issues', { title: 'B', state_id: dev.id })).body.data;
    await api.post('/issues', { title: 'C', status: 'in_progress' });
    const one = await api.get(`/issues?state_id=${design.id}`);
    assert.deepEqual([one.body.data.map((i: { id: string }) => i.id), one.body.meta.total], [[a.id], 1]);
    const both = await api.get(`/issues?state_id=${design.id}&state_id=${dev.id}&status=in_progress`);
    assert.deepEqual(
      both.body.data.map((i: { id: string }) => i.id),
      [b.id, a.id],
    );
    assert.equal(both.body.meta.total, 2);
    assert.equal((await api.get(`/issues?state_id=${blocked.id}`)).body.meta.total, 0);
    const other = await scene();
    const refused = await api.get(`/issues?state_id=${other.design.id}`);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.state_id);
    assert.equal((await api.get('/issues?state_id=abc')).status, 422);
  });

  it('state_id=none finds the issues in no state: a status’s own board column', async () => {
    const { api, design, dev } = await scene();
    const a = (await api.post('/issues', { title: 'A', state_id: design.id })).body.data;
    const own = (await api.post('/issues', { title: 'Own', status: 'in_progress' })).body.data;
    const todo = (await api.post('/issues', { title: 'Todo', status: 'todo' })).body.data;
    await api.post('/issues', { title: 'B', state_id: dev.id });
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((issue) => issue.id);

    const column = await api.get('/issues?status=in_progress&state_id=none');
    assert.equal(column.status, 200, JSON.stringify(column.body));
    assert.deepEqual([ids(column), column.body.meta.total], [[own.id], 1]);
    const everyNone = await api.get('/issues?state_id=none');
    assert.deepEqual([ids(everyNone), everyNone.body.meta.total], [[todo.id, own.id], 2]);
    // With states: any of them (in that state, or in none), as repeated values are.
    const mixed = await api.get(`/issues?status=in_progress&state_id=none&state_id=${design.id}`);
    assert.deepEqual([ids(mixed), mixed.body.meta.total], [[own.id, a.id], 2]);
    // A state's column still lists only its own.
    const designColumn = await api.get(`/issues?status=in_progress&state_id=${design.id}`);
    assert.deepEqual([ids(designColumn), designColumn.body.meta.total], [[a.id], 1]);

    // A bulk change's filter takes the same values ("select all matching" a state column), ids as
    // JSON numbers too, as before.
    const bulkOwn = await api.post('/issues/bulk', {
      filter: { status: ['in_progress'], state_id: ['none'] },
      change: { priority: 'urgent' },
    });
    assert.equal(bulkOwn.status, 200, bulkOwn.text);
    assert.deepEqual(bulkOwn.body.data.issues, [own.id]);
    const bulkState = await api.post('/issues/bulk', {
      filter: { state_id: [design.id] },
      change: { priority: 'urgent' },
    });
    assert.equal(bulkState.status, 200, bulkState.text);
    assert.deepEqual(bulkState.body.data.issues, [a.id]);
    const bulkBad = await api.post('/issues/bulk', {
      filter: { state_id: ['nothing'] },
      change: { priority: 'low' },
    });
    assert.equal(bulkBad.status, 422, bulkBad.text);

    // Anything else is refused with 422 on state_id, before any listing.
    for (const bad of ['None', 'null', '0', '-1', '1.5', '', 'none,3', '9999999999']) {
      const res = await api.get(`/issues?state_id=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 422, bad);
      assert.ok(res.body.errors.state_id, `${bad}: ${JSON.stringify(res.body)}`);
    }
  });

  it('deleting a state gives its issues back to their status’s own, with a history entry', async () => {
    const { api, workspace, design } = await scene();
    const issue = (await api.post('/issues', { title: 'Drawn', state_id: design.id })).body.data;
    const gone = await buildIssue(app.db, workspace, { title: 'Deleted one' });
    await app.db
      .updateTable('issues')
      .set({ state_id: design.id, deleted_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    assert.equal((await api.delete(`/states/${design.id}`)).status, 204);
    const after = (await api.get(`/issues/${issue.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['in_progress', null]);
    const history = (await api.get(`/issues/${issue.id}/activity?per_page=100`)).body.data;
    assert.ok(
      history.some(
        (entry: { data: { state_deleted?: string; changes?: { state_id?: { from: number; to: null } } } }) =>
          entry.data.state_deleted === 'In design' && entry.data.changes?.state_id?.from === design.id,
      ),
    );
    assert.equal((await api.get(`/issues?state_id=${design.id}`)).status, 422);
  });

  it('a status move the service makes (a run, a pull request) leaves the state', async () => {
    const { api, workspace, design } = await scene();
    const issue = (await api.post('/issues', { title: 'Claimed', state_id: design.id })).body.data;
    const row = await app.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('number', '=', issue.number)
      .executeTakeFirstOrThrow();
    const moved = await inTransaction(app.db, (tx) =>
      moveIssueStatus(tx, app.system, {
        workspace,
        issueId: row.id,
        move: { from: ['in_progress'], to: 'in_review' },
        history: { actor: null, data: {} },
      }),
    );
    assert.equal(moved, true);
    const after = (await api.get(`/issues/${issue.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['in_review', null]);
  });

  it('a guest cannot put an issue in a state', async () => {
    const { api, workspace, design } = await scene();
    const issue = (await api.post('/issues', { title: 'Guarded', status: 'todo' })).body.data;
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal((await guestApi.patch(`/issues/${issue.id}`, { state_id: design.id })).status, 403);
    assert.equal((await api.get(`/issues/${issue.id}`)).body.data.state_id, null);
  });
});
