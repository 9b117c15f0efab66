import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildMember, buildScene, buildToken } from '../helpers/factories.js';

describe('Comments: mentions and the inbox', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const person = async (name: string, role: 'member' | 'guest' | 'admin' = 'member') => {
      const member = await buildMember(app.db, scene.workspace, { name, role });
      const { token } = await buildToken(app.db, scene.workspace, member);
      return { ...member, api: client(app, token) };
    };
    return { ...scene, issue, ref, api: client(app, scene.token), person };
  }

  const runsOf = (issueId: number) =>
    app.db.selectFrom('runs').selectAll().where('issue_id', '=', issueId).orderBy('queued_at').execute();

  it('queues a run for a mentioned agent, with the comment as its context', async () => {
    const { api, ref, issue, workspace, owner } = await setup();
    const agent = await buildAgent(app.db, workspace, { name: 'Build Bot' });
    const res = await api.post(`/issues/${ref}/comments`, {
      body: `<p>@Build Bot please fix, thanks @agent:${agent.id}</p>`,
    });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.data.mentions, [{ type: 'agent', id: agent.id, name: 'Build Bot' }]);
    const runs = await runsOf(issue.id);
    assert.equal(runs.length, 1, 'one run per agent, however often it is named');
    assert.equal(runs[0]!.agent_id, agent.id);
    assert.equal(runs[0]!.status, 'queued');
    assert.equal(runs[0]!.trigger, 'mention');
    assert.equal(runs[0]!.comment_id, res.body.data.id);
    assert.equal(runs[0]!.requested_by_type, 'user');
    assert.equal(runs[0]!.requested_by_id, owner.id);
  });

  it('resolves an agent a guest mentions but queues no run for it (decisions §2)', async () => {
    const { ref, issue, workspace, person, api } = await setup();
    const agent = await buildAgent(app.db, workspace, { name: 'Build Bot' });
    const guest = await person('Gwen Guest', 'guest');
    const res = await guest.api.post(`/issues/${ref}/comments`, { body: '<p>@Build Bot please fix</p>' });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.data.mentions, [{ type: 'agent', id: agent.id, name: 'Build Bot' }]);
    const read = (await api.get(`/issues/${ref}/comments`)).body.data;
    assert.deepEqual(read.at(-1).mentions, [{ type: 'agent', id: agent.id, name: 'Build Bot' }]);
    assert.deepEqual(await runsOf(issue.id), []);
    // The same words from a member do put the agent to work.
    const member = await person('Mo Member');
    assert.equal((await member.api.post(`/issues/${ref}/comments`, { body: '@Build Bot' })).status, 201);
    assert.equal((await runsOf(issue.id)).length, 1);
  });

  it('resolves display names longest first and first names for people only', async () => {
    const { api, ref, issue, workspace, person } = await setup();
    const build = await buildAgent(app.db, workspace, { name: 'Build' });
    const buildBot = await buildAgent(app.db, workspace, { name: 'Build Bot' });
    await buildAgent(app.db, workspace, { name: 'Robo Reviewer' });
    const grace = await person('Grace Hopper');

    const res = await api.post(`/issues/${ref}/comments`, { body: '@Build Bot and @grace, also @Robo' });
    assert.deepEqual(res.body.data.mentions, [
      { type: 'agent', id: buildBot.id, name: 'Build Bot' },
      { type: 'user', id: grace.id, name: 'Grace Hopper' },
    ]);
    const runs = await runsOf(issue.id);
    assert.deepEqual(
      runs.map((run) => run.agent_id),
      [buildBot.id],
    );
    assert.notEqual(build.id, buildBot.id);
  });

  it('shows the author mentioning themselves, and someone else, by name', async () => {
    const { api, ref, owner, person } = await setup();
    const grace = await person('Grace Hopper');
    const res = await api.post(`/issues/${ref}/comments`, {
      body: `Note to @user:${owner.id}, copying @user:${grace.id}`,
    });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body.data.author, { type: 'user', id: owner.id, name: owner.name });
    assert.deepEqual(res.body.data.mentions, [
      { type: 'user', id: owner.id, name: owner.name },
      { type: 'user', id: grace.id, name: 'Grace Hopper' },
    ]);
  });

  it('resolves a first name two people share to nobody, without error', async () => {
    const { api, ref, person } = await setup();
    await person('Alan Turing');
    await person('Alan Kay');
    const res = await api.post(`/issues/${ref}/comments`, { body: 'Hey @Alan and @nobody-at-all' });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.data.mentions, []);
  });

  it('resolves only members and agents of this workspace', async () => {
    const { api, ref, issue, workspace, person } = await setup();
    const other = await buildScene(app.db);
    const outsider = await buildMember(app.db, other.workspace, { name: 'Olga Outsider' });
    const outsideAgent = await buildAgent(app.db, other.workspace, { name: 'Far Bot' });
    const leaver = await person('Lena Leaver');
    await app.db
      .updateTable('memberships')
      .set({ left_at: nowIso() })
      .where('workspace_id', '=', workspace.id)
      .where('user_id', '=', leaver.id)
      .execute();
    const res = await api.post(`/issues/${ref}/comments`, {
      body: `@user:${outsider.id} @Olga Outsider @agent:${outsideAgent.id} @Far Bot @Lena Leaver @user:${leaver.id}`,
    });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.data.mentions, []);
    assert.deepEqual(await runsOf(issue.id), []);
  });

  it('resolves a private agent only for its owner, so nobody else can put it to work', async () => {
    const { api, ref, issue, workspace, owner, person } = await setup();
    const colleague = await person('Carl Colleague');
    const mine = await buildAgent(app.db, workspace, {
      name: 'Private Helper',
      visibility: 'private',
      owner_user_id: owner.id,
    });
    const refused = await colleague.api.post(`/issues/${ref}/comments`, {
      body: `@Private Helper and @agent:${mine.id}`,
    });
    assert.equal(refused.status, 201);
    assert.deepEqual(refused.body.data.mentions, []);
    assert.deepEqual(await runsOf(issue.id), []);

    const allowed = await api.post(`/issues/${ref}/comments`, { body: '@Private Helper go' });
    assert.deepEqual(allowed.body.data.mentions, [{ type: 'agent', id: mine.id, name: 'Private Helper' }]);
    assert.equal((await runsOf(issue.id)).length, 1);
  });

  it('puts an item in a mentioned person’s inbox, never in the author’s own', async () => {
    const { api, ref, owner, person, issue } = await setup();
    const grace = await person('Grace Hopper');
    const res = await api.post(`/issues/${ref}/comments`, {
      body: `<p>@Grace and @user:${owner.id} (me), see this</p>`,
    });
    assert.deepEqual(
      res.body.data.mentions.map((m: { id: number }) => m.id),
      [grace.id, owner.id],
    );

    const inbox = await grace.api.get('/inbox');
    assert.equal(inbox.status, 200);
    assert.equal(inbox.body.meta.total, 1);
    assert.deepEqual(inbox.body.data[0], {
      id: inbox.body.data[0].id,
      type: 'mention',
      read: false,
      read_at: null,
      actor: { type: 'user', id: owner.id, name: owner.name },
      issue: { id: ref, title: issue.title },
      comment: { id: res.body.data.id, excerpt: `@Grace and @user:${owner.id} (me), see this` },
      // A budget item names its run and says why it waits; a mention has neither.
      run: null,
      note: null,
      meeting: null,
      created_at: inbox.body.data[0].created_at,
    });
    const own = await api.get('/inbox');
    assert.equal(own.body.meta.total, 0);
    assert.deepEqual(await runsOf(issue.id), [], 'a person mentioned gets no run');
  });

  it('lists the inbox newest first, marks items read, and filters unread ones', async () => {
    const { api, ref, person } = await setup();
    const grace = await person('Grace Hopper');
    const first = (await api.post(`/issues/${ref}/comments`, { body: '@Grace one' })).body.data;
    const second = (await api.post(`/issues/${ref}/comments`, { body: '@Grace two' })).body.data;
    const listed = await grace.api.get('/inbox');
    assert.deepEqual(
      listed.body.data.map((item: { comment: { id: number } }) => item.comment.id),
      [second.id, first.id],
    );
    const itemId = listed.body.data[1].id;

    const read = await grace.api.post(`/inbox/${itemId}/read`);
    assert.equal(read.status, 200);
    assert.equal(read.body.data.read, true);
    assert.ok(read.body.data.read_at);
    const again = await grace.api.post(`/inbox/${itemId}/read`);
    assert.equal(again.body.data.read_at, read.body.data.read_at);

    const unread = await grace.api.get('/inbox?unread=1');
    assert.deepEqual(
      unread.body.data.map((item: { id: number }) => item.id),
      [listed.body.data[0].id],
    );
    const all = await grace.api.get('/inbox?per_page=1');
    assert.equal(all.body.meta.total, 2);
    assert.equal(all.body.data[0].read, false);
    assert.equal((await grace.api.get('/inbox?page=2&per_page=1')).body.data[0].read, true);
    assert.equal((await grace.api.get('/inbox?sort=asc')).status, 422);
  });

  it('keeps inboxes private: another person’s item is 404, and so is another workspace’s', async () => {
    const { api, ref, person } = await setup();
    const grace = await person('Grace Hopper');
    const bob = await person('Bob Builder');
    await api.post(`/issues/${ref}/comments`, { body: '@Grace look' });
    const item = (await grace.api.get('/inbox')).body.data[0];
    assert.equal((await bob.api.post(`/inbox/${item.id}/read`)).status, 404);
    assert.equal((await api.post(`/inbox/${item.id}/read`)).status, 404);
    assert.equal((await grace.api.post('/inbox/999999/read')).status, 404);

    // The same person in a second workspace sees only that workspace's items there.
    const elsewhere = await buildScene(app.db);
    await buildMember(app.db, elsewhere.workspace, { email: grace.email });
    const { token } = await buildToken(app.db, elsewhere.workspace, grace);
    assert.equal((await client(app, token).get('/inbox')).body.meta.total, 0);
    assert.equal((await client(app, token).post(`/inbox/${item.id}/read`)).status, 404);
  });

  it('drops the inbox items of a withdrawn comment and of a deleted issue', async () => {
    const { api, ref, person, workspace } = await setup();
    const grace = await person('Grace Hopper');
    const created = (await api.post(`/issues/${ref}/comments`, { body: '@Grace one' })).body.data;
    assert.equal((await grace.api.get('/inbox')).body.meta.total, 1);
    await api.delete(`/issues/${ref}/comments/${created.id}`);
    assert.equal((await grace.api.get('/inbox')).body.meta.total, 0);

    const other = await buildIssue(app.db, workspace);
    await api.post(`/issues/${workspace.issue_prefix}-${other.number}/comments`, { body: '@Grace two' });
    assert.equal((await grace.api.get('/inbox')).body.meta.total, 1);
    await app.db.updateTable('issues').set({ deleted_at: nowIso() }).where('id', '=', other.id).execute();
    assert.equal((await grace.api.get('/inbox')).body.meta.total, 0);
  });

  it('notifies nobody and queues nothing when a comment is edited to mention someone', async () => {
    const { api, ref, person, issue, workspace } = await setup();
    const grace = await person('Grace Hopper');
    const agent = await buildAgent(app.db, workspace, { name: 'Edit Bot' });
    const created = (await api.post(`/issues/${ref}/comments`, { body: 'plain' })).body.data;
    const edited = await api.patch(`/issues/${ref}/comments/${created.id}`, { body: '@Grace and @Edit Bot' });
    assert.equal(edited.body.data.mentions.length, 2);
    assert.equal((await grace.api.get('/inbox')).body.meta.total, 0);
    assert.deepEqual(await runsOf(issue.id), []);
    assert.ok(agent.id);
  });

  it('marks read only with a write token', async () => {
    const { api, ref, workspace, person } = await setup();
    const grace = await person('Grace Hopper');
    await api.post(`/issues/${ref}/comments`, { body: '@Grace' });
    const item = (await grace.api.get('/inbox')).body.data[0];
    const { token } = await buildToken(app.db, workspace, grace, { abilities: ['read'] });
    assert.equal((await client(app, token).get('/inbox')).status, 200);
    assert.equal((await client(app, token).post(`/inbox/${item.id}/read`)).status, 403);
  });
});
