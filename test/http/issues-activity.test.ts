import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import type { Workspace } from '../../src/db/schema.js';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';

describe('Issues: history and events', async () => {
  const app = await startTestApp();

  /** A webhook subscribed to every issue event, so emitted events leave a delivery row to read. */
  async function subscribe(workspace: Workspace): Promise<void> {
    const now = nowIso();
    await app.db
      .insertInto('webhooks')
      .values({
        workspace_id: workspace.id,
        url: 'http://127.0.0.1:9/hook',
        events: JSON.stringify(['issue.created', 'issue.updated', 'issue.status_changed', 'issue.assigned']),
        secret: 'secret',
        state: 'active',
        stopped_at: null,
        sending_by: null,
        sending_job_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  /** Events emitted in the workspace since `after` (a delivery id), oldest first. */
  async function events(
    workspace: Workspace,
    after = 0,
  ): Promise<{ id: number; event: string; data: any }[]> {
    const rows = await app.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event', 'body'])
      .where('workspace_id', '=', workspace.id)
      .where('id', '>', after)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, event: row.event, data: JSON.parse(row.body).data }));
  }

  describe('GET /issues/{issue}/activity', () => {
    it('records creation and each change with its actor, oldest first', async () => {
      const scene = await buildScene(app.db);
      const member = await buildMember(app.db, scene.workspace, { name: 'Ada Lovelace' });
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'First title' });
      const ref = created.body.data.id;
      await api.patch(`/issues/${ref}`, { title: 'Second title', status: 'todo' });
      await api.patch(`/issues/${ref}`, { labels: ['bug'], assignee: `user:${member.id}` });
      await api.patch(`/issues/${ref}`, { status: 'todo' });

      const res = await api.get(`/issues/${ref}/activity`);
      assert.equal(res.status, 200);
      assert.equal(res.body.meta.total, 3);
      const [creation, first, second] = res.body.data;
      const owner = { type: 'user', id: scene.owner.id, name: scene.owner.name };
      assert.deepEqual(Object.keys(creation).sort(), ['actor', 'created_at', 'data', 'event', 'id']);
      assert.equal(creation.event, 'issue.created');
      assert.deepEqual(creation.actor, owner);
      assert.equal(first.event, 'issue.updated');
      assert.deepEqual(first.data, {
        changes: {
          title: { from: 'First title', to: 'Second title' },
          status: { from: 'backlog', to: 'todo' },
        },
      });
      assert.deepEqual(second.data.changes, {
        assignee: { from: null, to: { type: 'user', id: member.id, name: 'Ada Lovelace' } },
        labels: { from: [], to: ['bug'] },
      });
      assert.ok(first.id < second.id);
    });

    it('pages, refuses unknown parameters, and answers 404 for other workspaces and deleted issues', async () => {
      const scene = await buildScene(app.db);
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'x' });
      const ref = created.body.data.id;
      for (const status of ['todo', 'done', 'canceled']) await api.patch(`/issues/${ref}`, { status });
      const page = await api.get(`/issues/${ref}/activity?per_page=2&page=2`);
      assert.equal(page.body.meta.total, 4);
      assert.deepEqual(
        page.body.data.map((entry: any) => entry.data.changes.status.to),
        ['done', 'canceled'],
      );
      assert.equal((await api.get(`/issues/${ref}/activity?since=1`)).status, 422);

      const other = await buildScene(app.db);
      assert.equal((await client(app, other.token).get(`/issues/${ref}/activity`)).status, 404);

      const reader = await buildToken(app.db, scene.workspace, scene.owner, { abilities: ['read'] });
      assert.equal((await client(app, reader.token).get(`/issues/${ref}/activity`)).status, 200);

      await api.delete(`/issues/${ref}`);
      assert.equal((await api.get(`/issues/${ref}/activity`)).status, 404);
      const last = await app.db
        .selectFrom('issue_activity')
        .select('event')
        .where('workspace_id', '=', scene.workspace.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(last.event, 'issue.deleted');
    });

    it('writes nothing when a save is refused', async () => {
      const scene = await buildScene(app.db);
      await subscribe(scene.workspace);
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'x' });
      const before = await events(scene.workspace);
      const refused = await api.patch(`/issues/${created.body.data.id}`, {
        title: 'y',
        project_id: 2_000_000_000,
      });
      assert.equal(refused.status, 422);
      assert.equal((await api.get(`/issues/${created.body.data.id}`)).body.data.title, 'x');
      assert.equal((await api.get(`/issues/${created.body.data.id}/activity`)).body.meta.total, 1);
      assert.equal((await events(scene.workspace)).length, before.length);
    });
  });

  describe('events', () => {
    it('sends issue.created with the single-issue shape and url', async () => {
      const scene = await buildScene(app.db);
      const project = await buildProject(app.db, scene.workspace, { name: 'Web', prefix: 'WEB' });
      await subscribe(scene.workspace);
      const created = await client(app, scene.token).post('/issues', {
        title: 'Hello',
        project_id: project.id,
      });
      const sent = await events(scene.workspace);
      assert.deepEqual(
        sent.map((e) => e.event),
        ['issue.created'],
      );
      assert.deepEqual(sent[0]!.data, { ...created.body.data, url: `${TEST_APP_URL}/api/v1/issues/WEB-1` });
      assert.deepEqual(sent[0]!.data.project, { id: project.id, name: 'Web' });
    });

    it('sends issue.assigned too when an issue is opened for someone', async () => {
      const scene = await buildScene(app.db);
      await subscribe(scene.workspace);
      await client(app, scene.token).post('/issues', { title: 'Hello', assignee: `user:${scene.owner.id}` });
      assert.deepEqual(
        (await events(scene.workspace)).map((e) => e.event),
        ['issue.created', 'issue.assigned'],
      );
    });

    it('sends issue.updated, issue.status_changed and issue.assigned for one save changing both', async () => {
      const scene = await buildScene(app.db);
      await subscribe(scene.workspace);
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'Hello' });
      const ref = created.body.data.id;
      const start = (await events(scene.workspace)).at(-1)!.id;
      const res = await api.patch(`/issues/${ref}`, {
        status: 'in_progress',
        assignee: `user:${scene.owner.id}`,
      });
      const sent = await events(scene.workspace, start);
      assert.deepEqual(
        sent.map((e) => e.event),
        ['issue.updated', 'issue.status_changed', 'issue.assigned'],
      );
      const url = `${TEST_APP_URL}/api/v1/issues/${ref}`;
      assert.deepEqual(sent[0]!.data, { ...res.body.data, url });
      assert.deepEqual(sent[1]!.data, {
        id: ref,
        title: 'Hello',
        status: 'in_progress',
        assignee: { type: 'user', id: scene.owner.id, name: scene.owner.name },
        url,
      });
      assert.deepEqual(sent[2]!.data, { ...res.body.data, url });
    });

    it('sends only issue.updated for other changes, unassigning included, and nothing for a no-op', async () => {
      const scene = await buildScene(app.db);
      await subscribe(scene.workspace);
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'Hello', assignee: `user:${scene.owner.id}` });
      const ref = created.body.data.id;
      let start = (await events(scene.workspace)).at(-1)!.id;
      await api.patch(`/issues/${ref}`, { assignee: null, labels: ['x'], priority: 'urgent' });
      assert.deepEqual(
        (await events(scene.workspace, start)).map((e) => e.event),
        ['issue.updated'],
      );
      start = (await events(scene.workspace)).at(-1)!.id;
      await api.patch(`/issues/${ref}`, { priority: 'urgent', labels: ['X'] });
      assert.deepEqual(await events(scene.workspace, start), []);
    });

    it('sends nothing for a deletion', async () => {
      const scene = await buildScene(app.db);
      await subscribe(scene.workspace);
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'Bye' });
      const start = (await events(scene.workspace)).at(-1)!.id;
      assert.equal((await api.delete(`/issues/${created.body.data.id}`)).status, 204);
      assert.deepEqual(await events(scene.workspace, start), []);
    });
  });
});
