import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildMember, buildScene, buildToken } from '../helpers/factories.js';

describe('Inbox: being assigned an issue', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const grace = await buildMember(app.db, scene.workspace, { name: 'Grace Hopper' });
    const graceApi = client(app, (await buildToken(app.db, scene.workspace, grace)).token);
    return { ...scene, grace, graceApi, api: client(app, scene.token) };
  }

  it('puts an item in the assignee’s inbox on create and on change, naming who assigned it', async () => {
    const { api, grace, graceApi, owner } = await setup();
    const created = await api.post('/issues', { title: 'Handed over', assignee: `user:${grace.id}` });
    assert.equal(created.status, 201);
    const other = await api.post('/issues', { title: 'Later' });
    await api.patch(`/issues/${other.body.data.id}`, { assignee_type: 'user', assignee_id: grace.id });
    // Changing something else does not notify again.
    await api.patch(`/issues/${other.body.data.id}`, { priority: 'high' });

    const inbox = await graceApi.get('/inbox');
    assert.equal(inbox.status, 200);
    assert.equal(inbox.body.meta.total, 2);
    const [latest, first] = inbox.body.data;
    assert.equal(latest.type, 'assignment');
    assert.deepEqual(latest.issue, { id: other.body.data.id, title: 'Later' });
    assert.equal(latest.comment, null);
    assert.equal(latest.read, false);
    assert.deepEqual(latest.actor, { type: 'user', id: owner.id, name: owner.name });
    assert.equal(first.issue.id, created.body.data.id);
  });

  it('puts nothing in anybody’s inbox for taking an issue oneself, unassigning or assigning an agent', async () => {
    const { api, owner, workspace, grace, graceApi } = await setup();
    const agent = await buildAgent(app.db, workspace);
    const issue = await api.post('/issues', { title: 'Mine', assignee: `user:${owner.id}` });
    await api.patch(`/issues/${issue.body.data.id}`, { assignee: null });
    await graceApi.patch(`/issues/${issue.body.data.id}`, { assignee: `user:${grace.id}` });
    await api.patch(`/issues/${issue.body.data.id}`, { assignee: `agent:${agent.id}` });
    assert.equal((await api.get('/inbox')).body.meta.total, 0);
    assert.equal((await graceApi.get('/inbox')).body.meta.total, 0);
  });
});
