import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayUtc } from '../../src/clock.js';
import { closeWorkspaceCycles } from '../../src/domain/issues/cycle-carry-over.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildMember, buildScene, buildToken } from '../helpers/factories.js';

function daysFromToday(days: number): string {
  return new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /members, /labels, /cycles (pickers)', async () => {
  const app = await startTestApp();

  it('lists people and assignable agents by name, with keys, roles, addresses and agent states', async () => {
    const scene = await buildScene(app.db);
    await app.db.updateTable('users').set({ name: 'Zoe Owner' }).where('id', '=', scene.owner.id).execute();
    const ada = await buildMember(app.db, scene.workspace, { name: 'Ada Lovelace', role: 'admin' });
    await buildMember(app.db, scene.workspace, { name: 'Manny Manager', role: 'management' });
    const gone = await buildMember(app.db, scene.workspace, { name: 'Gone Person' });
    await app.db
      .updateTable('memberships')
      .set({ left_at: '2026-01-01T00:00:00.000Z' })
      .where('user_id', '=', gone.id)
      .execute();
    const bot = await buildAgent(app.db, scene.workspace, { name: 'builder bot' });
    const off = await buildAgent(app.db, scene.workspace, { name: 'Archivist', status: 'disabled' });
    const colleague = await buildMember(app.db, scene.workspace, { name: 'Carl' });
    await buildAgent(app.db, scene.workspace, {
      name: 'Private',
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    const elsewhere = await buildScene(app.db);
    await buildAgent(app.db, elsewhere.workspace, { name: 'Alien' });

    const res = await client(app, scene.token).get('/members');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((m: { key: string }) => m.key),
      [
        `user:${ada.id}`,
        `agent:${off.id}`,
        `agent:${bot.id}`,
        `user:${colleague.id}`,
        `user:${scene.owner.id}`,
      ],
    );
    assert.deepEqual(res.body.data[0], {
      key: `user:${ada.id}`,
      type: 'user',
      id: ada.id,
      name: 'Ada Lovelace',
      role: 'admin',
      email: ada.email,
      status: null,
      active: true,
    });
    assert.deepEqual(res.body.data[1], {
      key: `agent:${off.id}`,
      type: 'agent',
      id: off.id,
      name: 'Archivist',
      role: null,
      email: null,
      status: 'disabled',
      active: false,
    });
    assert.equal(res.body.meta.total, 5);
  });

  it('filters by a prefix of the name or of one of its words, in any case, and by type, paged', async () => {
    const scene = await buildScene(app.db);
    const ada = await buildMember(app.db, scene.workspace, { name: 'Ada Lovelace' });
    const bot = await buildAgent(app.db, scene.workspace, { name: 'Lovable Bot' });
    await buildMember(app.db, scene.workspace, { name: 'Glove Maker' });
    const api = client(app, scene.token);

    const love = await api.get('/members?q=LOV');
    assert.deepEqual(
      love.body.data.map((m: { key: string }) => m.key),
      [`user:${ada.id}`, `agent:${bot.id}`],
    );
    const agents = await api.get('/members?q=lov&type=agent');
    assert.deepEqual(
      agents.body.data.map((m: { key: string }) => m.key),
      [`agent:${bot.id}`],
    );
    const page = await api.get('/members?q=lov&per_page=1&page=2');
    assert.deepEqual(
      page.body.data.map((m: { key: string }) => m.key),
      [`agent:${bot.id}`],
    );
    assert.equal(page.body.meta.total, 2);
    assert.equal(page.body.links.next, null);
    assert.match(page.body.links.prev, /q=lov/);
    assert.equal((await api.get('/members?type=robot')).status, 422);
    assert.equal((await api.get('/members?name=x')).status, 422);
  });

  it('shows guests the list without addresses', async () => {
    const scene = await buildScene(app.db);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const guestToken = (await buildToken(app.db, scene.workspace, guest)).token;
    const res = await client(app, guestToken).get('/members');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, 2);
    assert.ok(res.body.data.every((m: { email: string | null }) => m.email === null));
  });

  it("lists labels by name, filtered by a prefix in any case, never another workspace's", async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    assert.equal(
      (await api.patch(`/issues/${ref}`, { labels: ['Kubernetes', 'kube_x', 'Backend', '50%'] })).status,
      200,
    );
    const elsewhere = await buildScene(app.db);
    const other = await buildIssue(app.db, elsewhere.workspace);
    await client(app, elsewhere.token).patch(`/issues/${elsewhere.workspace.issue_prefix}-${other.number}`, {
      labels: ['Kubernetes ops'],
    });

    const all = await api.get('/labels');
    assert.deepEqual(
      all.body.data.map((l: { name: string }) => l.name),
      ['50%', 'Backend', 'kube_x', 'Kubernetes'],
    );
    assert.deepEqual(Object.keys(all.body.data[0]).sort(), ['color', 'created_at', 'id', 'name']);
    const kube = await api.get('/labels?q=KUBE');
    assert.deepEqual(
      kube.body.data.map((l: { name: string }) => l.name),
      ['kube_x', 'Kubernetes'],
    );
    // `_` and `%` are taken literally, not as wildcards.
    assert.deepEqual(
      (await api.get('/labels?q=kube_')).body.data.map((l: { name: string }) => l.name),
      ['kube_x'],
    );
    assert.deepEqual(
      (await api.get('/labels?q=%25')).body.data.map((l: { name: string }) => l.name),
      [],
    );
    assert.equal((await api.get('/labels?per_page=2&page=2')).body.data.length, 2);
  });

  it('lists cycles: past, current and the next six, with dates', async () => {
    const scene = await buildScene(app.db, {
      cycles: { length_days: 7, first_starts_on: daysFromToday(-14) },
    });
    const api = client(app, scene.token);
    const all = await api.get('/cycles');
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.data.map((c: { number: number; state: string }) => `${c.number}:${c.state}`),
      [
        '9:upcoming',
        '8:upcoming',
        '7:upcoming',
        '6:upcoming',
        '5:upcoming',
        '4:upcoming',
        '3:current',
        '2:past',
        '1:past',
      ],
    );
    const current = await api.get('/cycles?when=current');
    assert.deepEqual(current.body.data, [
      {
        number: 3,
        starts_on: todayUtc(),
        ends_on: daysFromToday(6),
        state: 'current',
        issues: 0,
        done: 0,
        carried_in: null,
        carried_out: null,
        statuses: [],
      },
    ]);
    const past = await api.get('/cycles?when=past');
    assert.deepEqual(
      past.body.data.map((c: { number: number }) => c.number),
      [2, 1],
    );
    assert.equal(past.body.data[1].starts_on, daysFromToday(-14));
    const upcoming = await api.get('/cycles?when=upcoming&per_page=2');
    assert.deepEqual(
      upcoming.body.data.map((c: { number: number }) => c.number),
      [4, 5],
    );
    assert.equal(upcoming.body.meta.total, 6);
    assert.equal((await api.get('/cycles?when=later')).status, 422);
  });

  it("counts each cycle's issues, done ones and carry-over in and out, standing work left out", async () => {
    const scene = await buildScene(app.db, {
      cycles: { length_days: 7, first_starts_on: daysFromToday(-14) },
    });
    const ws = scene.workspace;
    await buildIssue(app.db, ws, { cycle_number: 1, status: 'done' });
    await buildIssue(app.db, ws, { cycle_number: 1, status: 'todo' });
    await buildIssue(app.db, ws, { cycle_number: 1, status: 'in_progress', type: 'generic' });
    await buildIssue(app.db, ws, { cycle_number: 2, status: 'in_progress' });
    await buildIssue(app.db, ws, { cycle_number: 3, status: 'done' });
    await buildIssue(app.db, ws, { cycle_number: 3, status: 'todo', deleted_at: new Date().toISOString() });
    await buildIssue(app.db, ws, { cycle_number: 4, status: 'backlog' });
    const api = client(app, scene.token);
    const before = await api.get('/cycles?when=past');
    assert.deepEqual(
      before.body.data.map((c: Record<string, unknown>) => [
        c.number,
        c.issues,
        c.done,
        c.carried_in,
        c.carried_out,
      ]),
      [
        [2, 1, 0, null, null],
        [1, 2, 1, 0, null],
      ],
    );
    // By status, in board order, standing work counted (the cycle's list shows it), deleted work not.
    assert.deepEqual(before.body.data[1].statuses, [
      { status: 'todo', issues: 1 },
      { status: 'in_progress', issues: 1 },
      { status: 'done', issues: 1 },
    ]);
    await closeWorkspaceCycles(app.db, app.system, { workspace: ws, today: todayUtc() });
    const after = await api.get('/cycles?per_page=4&page=2');
    assert.equal(after.status, 200);
    // Cycle 1 carried its open task on to 2, which carried it and its own on to 3 (the current one).
    assert.deepEqual(
      after.body.data.map((c: Record<string, unknown>) => [
        c.number,
        c.issues,
        c.done,
        c.carried_in,
        c.carried_out,
      ]),
      [
        [5, 0, 0, null, null],
        [4, 1, 0, null, null],
        [3, 3, 1, 2, null],
        [2, 0, 0, 1, 2],
      ],
    );
    const first = await api.get('/cycles?when=past&per_page=1&page=2');
    assert.deepEqual(first.body.data[0], {
      number: 1,
      starts_on: daysFromToday(-14),
      ends_on: daysFromToday(-8),
      state: 'past',
      issues: 1,
      done: 1,
      carried_in: 0,
      carried_out: 1,
      statuses: [
        { status: 'in_progress', issues: 1 },
        { status: 'done', issues: 1 },
      ],
    });
  });

  it('lists only upcoming cycles before the first starts, and none with cycles off', async () => {
    const early = await buildScene(app.db, {
      cycles: { length_days: 14, first_starts_on: daysFromToday(3) },
    });
    const res = await client(app, early.token).get('/cycles');
    assert.deepEqual(
      res.body.data.map((c: { number: number; state: string }) => `${c.number}:${c.state}`),
      ['6:upcoming', '5:upcoming', '4:upcoming', '3:upcoming', '2:upcoming', '1:upcoming'],
    );
    assert.equal((await client(app, early.token).get('/cycles?when=current')).body.data.length, 0);
    const off = await buildScene(app.db);
    const none = await client(app, off.token).get('/cycles');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.data, []);
    assert.equal(none.body.meta.total, 0);
  });
});
