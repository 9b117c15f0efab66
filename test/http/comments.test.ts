import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { png, upload } from '../helpers/attachment-files.js';
import {
  buildAgent,
  buildComment,
  buildIssue,
  buildMember,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

describe('Comments', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    return { ...scene, issue, ref, api: client(app, scene.token) };
  }

  async function memberClient(
    workspace: Awaited<ReturnType<typeof setup>>['workspace'],
    role = 'member' as const,
  ) {
    const member = await buildMember(app.db, workspace, { role });
    const { token } = await buildToken(app.db, workspace, member);
    return { member, api: client(app, token) };
  }

  function activity(issueId: number, event: string) {
    return app.db
      .selectFrom('issue_activity')
      .selectAll()
      .where('issue_id', '=', issueId)
      .where('event', '=', event)
      .execute();
  }

  /** Moves a comment's timestamps a minute back, so a later write shows as later whatever the clock resolution. */
  async function backdated<T extends { id: number; created_at: string; updated_at: string }>(
    comment: T,
  ): Promise<T> {
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.db
      .updateTable('comments')
      .set({ created_at: past, updated_at: past })
      .where('id', '=', comment.id)
      .execute();
    return { ...comment, created_at: past, updated_at: past };
  }

  async function subscribe(workspaceId: number) {
    const now = nowIso();
    await app.db
      .insertInto('webhooks')
      .values({
        workspace_id: workspaceId,
        url: 'http://127.0.0.1:9/',
        events: JSON.stringify(['comment.created', 'issue.updated']),
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

  async function deliveries(workspaceId: number): Promise<{ event: string; body: string }[]> {
    return app.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'body'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute();
  }

  describe('POST /issues/{issue}/comments', () => {
    it('answers 201 with every Comment field, the body sanitised', async () => {
      const { api, ref, owner } = await setup();
      const res = await api.post(`/issues/${ref}/comments`, {
        body: '<p onclick="x()">Looks <b>good</b><script>alert(1)</script></p>',
      });
      assert.equal(res.status, 201, res.text);
      const data = res.body.data;
      assert.deepEqual(Object.keys(data).sort(), [
        'attachments',
        'author',
        'body',
        'created_at',
        'edited_at',
        'from_run',
        'id',
        'in_reply_to',
        'mentions',
        'updated_at',
        'withdrawn',
      ]);
      assert.equal(data.body, '<p>Looks <b>good</b></p>');
      assert.deepEqual(data.author, { type: 'user', id: owner.id, name: owner.name });
      assert.equal(data.in_reply_to, null);
      assert.equal(data.from_run, null);
      assert.deepEqual(data.mentions, []);
      assert.deepEqual(data.attachments, []);
      assert.equal(data.withdrawn, false);
      assert.equal(data.edited_at, null);
      assert.equal(data.created_at, data.updated_at);
    });

    it('refuses a body without text with 422 on body', async () => {
      const { api, ref } = await setup();
      for (const body of [
        '<p></p>',
        '<p> &nbsp; </p>',
        '<script>alert(1)</script>',
        '',
        '   ',
        '<img src="https://x/y.png">',
      ]) {
        const res = await api.post(`/issues/${ref}/comments`, { body });
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.ok(res.body.errors.body, JSON.stringify(body));
      }
      const missing = await api.post(`/issues/${ref}/comments`, {});
      assert.equal(missing.status, 422);
      assert.ok(missing.body.errors.body);
      const wrongType = await api.post(`/issues/${ref}/comments`, { body: 42 });
      assert.equal(wrongType.status, 422);
      assert.ok(wrongType.body.errors.body);
    });

    it('replies with in_reply_to naming a comment of the same issue, else 422', async () => {
      const { api, ref, workspace, issue } = await setup();
      const parent = (await api.post(`/issues/${ref}/comments`, { body: 'Question?' })).body.data;
      const reply = await api.post(`/issues/${ref}/comments`, { body: 'Answer.', in_reply_to: parent.id });
      assert.equal(reply.status, 201);
      assert.equal(reply.body.data.in_reply_to, parent.id);

      const otherIssue = await buildIssue(app.db, workspace);
      const elsewhere = await buildComment(app.db, otherIssue, { author_type: 'user', author_id: 1 });
      const other = await buildScene(app.db);
      const foreign = await buildComment(app.db, await buildIssue(app.db, other.workspace), {
        author_type: 'user',
        author_id: other.owner.id,
      });
      for (const value of [elsewhere.id, foreign.id, 999_999, 0, -1, 'abc', 99999999999999]) {
        const res = await api.post(`/issues/${ref}/comments`, { body: 'x', in_reply_to: value });
        assert.equal(res.status, 422, String(value));
        assert.ok(res.body.errors.in_reply_to, String(value));
      }
      const nothing = await api.post(`/issues/${ref}/comments`, { body: 'x', in_reply_to: null });
      assert.equal(nothing.status, 201);
      assert.equal(nothing.body.data.in_reply_to, null);
      assert.ok(issue.id);
    });

    it('answers 404 for an issue of another workspace, a deleted issue, or an unknown one', async () => {
      const { api, workspace } = await setup();
      const other = await buildScene(app.db);
      const foreign = await buildIssue(app.db, other.workspace);
      assert.equal(
        (await api.post(`/issues/${other.workspace.issue_prefix}-${foreign.number}/comments`, { body: 'x' }))
          .status,
        404,
      );
      assert.equal((await api.post(`/issues/${foreign.id}/comments`, { body: 'x' })).status, 404);
      const deleted = await buildIssue(app.db, workspace, { deleted_at: nowIso() });
      assert.equal(
        (await api.post(`/issues/${workspace.issue_prefix}-${deleted.number}/comments`, { body: 'x' }))
          .status,
        404,
      );
      assert.equal(
        (await api.get(`/issues/${workspace.issue_prefix}-${deleted.number}/comments`)).status,
        404,
      );
    });

    it('is open to guests but not to read tokens', async () => {
      const { ref, workspace, owner } = await setup();
      const guest = await memberClient(workspace, 'guest' as never);
      assert.equal((await guest.api.post(`/issues/${ref}/comments`, { body: 'From a guest' })).status, 201);
      const { token } = await buildToken(app.db, workspace, owner, { abilities: ['read'] });
      const res = await client(app, token).post(`/issues/${ref}/comments`, { body: 'x' });
      assert.equal(res.status, 403);
      assert.equal((await client(app, token).get(`/issues/${ref}/comments`)).status, 200);
    });

    it('fires comment.created only, with the Comment and the issue identifier', async () => {
      const { api, ref, workspace } = await setup();
      await subscribe(workspace.id);
      const res = await api.post(`/issues/${ref}/comments`, { body: 'Hello' });
      const sent = await deliveries(workspace.id);
      assert.deepEqual(
        sent.map((d) => d.event),
        ['comment.created'],
      );
      const body = JSON.parse(sent[0]!.body);
      assert.deepEqual(body.data, { ...res.body.data, issue: ref });

      const id = res.body.data.id;
      await api.patch(`/issues/${ref}/comments/${id}`, { body: 'Hello again' });
      await api.delete(`/issues/${ref}/comments/${id}`);
      assert.equal((await deliveries(workspace.id)).length, 1, 'edit and withdrawal send nothing');
    });
  });

  describe('GET /issues/{issue}/comments', () => {
    it('lists the thread oldest first in the collection envelope, withdrawn entries included', async () => {
      const { api, ref } = await setup();
      const ids: number[] = [];
      for (const body of ['one', 'two', 'three']) {
        ids.push((await api.post(`/issues/${ref}/comments`, { body })).body.data.id);
      }
      const reply = await api.post(`/issues/${ref}/comments`, { body: 'reply', in_reply_to: ids[1] });
      await api.delete(`/issues/${ref}/comments/${ids[1]}`);

      const res = await api.get(`/issues/${ref}/comments`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.data.map((c: { id: number }) => c.id),
        [...ids, reply.body.data.id],
      );
      const withdrawn = res.body.data[1];
      assert.equal(withdrawn.withdrawn, true);
      assert.equal(withdrawn.body, '');
      assert.equal(res.body.data[3].in_reply_to, ids[1]);
      assert.equal(res.body.meta.total, 4);
      assert.equal(res.body.links.next, null);

      const paged = await api.get(`/issues/${ref}/comments?per_page=2`);
      assert.equal(paged.body.data.length, 2);
      assert.equal(paged.body.meta.last_page, 2);
      assert.equal(paged.body.links.next, `${TEST_APP_URL}/api/v1/issues/${ref}/comments?per_page=2&page=2`);
      assert.equal((await api.get(`/issues/${ref}/comments?sort=desc`)).status, 422);
    });

    it('shows a run’s comment with from_run and an agent author', async () => {
      const { api, ref, issue, workspace } = await setup();
      const agent = await buildAgent(app.db, workspace);
      await buildComment(app.db, issue, {
        author_type: 'agent',
        author_id: agent.id,
        from_run_id: '01JRUNCOMMENT0000000000000',
      });
      const res = await api.get(`/issues/${ref}/comments`);
      assert.deepEqual(res.body.data[0].author, { type: 'agent', id: agent.id, name: agent.name });
      assert.equal(res.body.data[0].from_run, '01JRUNCOMMENT0000000000000');
    });
  });

  describe('PATCH /issues/{issue}/comments/{comment}', () => {
    it('lets the author change the wording: edited_at and updated_at move, the history records it', async () => {
      const { api, ref, issue, owner } = await setup();
      const created = await backdated(
        (await api.post(`/issues/${ref}/comments`, { body: 'Frist' })).body.data,
      );
      const res = await api.patch(`/issues/${ref}/comments/${created.id}`, { body: '<p>First</p>' });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.body, '<p>First</p>');
      assert.ok(res.body.data.edited_at);
      assert.equal(res.body.data.updated_at, res.body.data.edited_at);
      assert.ok(res.body.data.updated_at > created.updated_at);
      assert.equal(res.body.data.created_at, created.created_at);

      const history = await activity(issue.id, 'issue.comment_edited');
      assert.equal(history.length, 1);
      assert.equal(history[0]!.actor_type, 'user');
      assert.equal(history[0]!.actor_id, owner.id);
      assert.deepEqual(JSON.parse(history[0]!.data), { comment_id: created.id });
    });

    it('keeps edited_at null when the wording does not change, but still moves updated_at', async () => {
      const { api, ref, issue } = await setup();
      const created = await backdated(
        (await api.post(`/issues/${ref}/comments`, { body: '<p>Same</p>' })).body.data,
      );
      const res = await api.patch(`/issues/${ref}/comments/${created.id}`, {
        body: '<p>Same</p><script>x</script>',
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.edited_at, null);
      assert.ok(res.body.data.updated_at > created.updated_at);
      assert.equal((await activity(issue.id, 'issue.comment_edited')).length, 0);
    });

    it('changes nothing and records nothing without body; other fields are ignored', async () => {
      const { api, ref, issue, workspace } = await setup();
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'Stay' })).body.data;
      const other = await buildIssue(app.db, workspace);
      const res = await api.patch(`/issues/${ref}/comments/${created.id}`, {
        issue_id: other.id,
        in_reply_to: created.id,
        withdrawn: true,
        author: 'user:1',
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data, created);
      assert.equal((await activity(issue.id, 'issue.comment_edited')).length, 0);

      const moved = await api.patch(`/issues/${ref}/comments/${created.id}`, {
        body: 'Stay!',
        issue_id: other.id,
      });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.data.in_reply_to, null);
      const thread = await api.get(`/issues/${ref}/comments`);
      assert.equal(thread.body.data[0].body, 'Stay!');
    });

    it('refuses markup without text with 422 on body', async () => {
      const { api, ref } = await setup();
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'Text' })).body.data;
      for (const body of ['<p></p>', '', '<br>']) {
        const res = await api.patch(`/issues/${ref}/comments/${created.id}`, { body });
        assert.equal(res.status, 422, body);
        assert.ok(res.body.errors.body, body);
      }
    });

    it('lets nobody but the author edit, not even an administrator (403)', async () => {
      const { api, ref, workspace } = await setup();
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'Mine' })).body.data;
      const admin = await memberClient(workspace, 'admin' as never);
      const member = await memberClient(workspace);
      for (const other of [admin, member]) {
        const res = await other.api.patch(`/issues/${ref}/comments/${created.id}`, { body: 'Hijacked' });
        assert.equal(res.status, 403);
        assert.equal(res.body.errors, undefined);
      }
    });

    it('lets nobody edit a comment an agent run produced', async () => {
      const { api, ref, issue, owner } = await setup();
      const runComment = await buildComment(app.db, issue, {
        author_type: 'user',
        author_id: owner.id,
        from_run_id: '01JRUNCOMMENT0000000000001',
      });
      const res = await api.patch(`/issues/${ref}/comments/${runComment.id}`, { body: 'Edited' });
      assert.equal(res.status, 403);
      assert.match(res.body.message, /agent run/);
    });

    it('resolves mentions in the new wording but queues no run', async () => {
      const { api, ref, workspace, issue } = await setup();
      const agent = await buildAgent(app.db, workspace);
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'Plain' })).body.data;
      const res = await api.patch(`/issues/${ref}/comments/${created.id}`, {
        body: `Over to @agent:${agent.id}`,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data.mentions, [{ type: 'agent', id: agent.id, name: agent.name }]);
      const runs = await app.db.selectFrom('runs').selectAll().where('issue_id', '=', issue.id).execute();
      assert.deepEqual(runs, []);
    });

    it('answers 409 for a withdrawn comment and 404 for a comment of another issue', async () => {
      const { api, ref, workspace } = await setup();
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'Soon gone' })).body.data;
      await api.delete(`/issues/${ref}/comments/${created.id}`);
      const res = await api.patch(`/issues/${ref}/comments/${created.id}`, { body: 'Back' });
      assert.equal(res.status, 409);

      const other = await buildIssue(app.db, workspace);
      const kept = (await api.post(`/issues/${ref}/comments`, { body: 'Here' })).body.data;
      const wrong = await api.patch(`/issues/${workspace.issue_prefix}-${other.number}/comments/${kept.id}`, {
        body: 'x',
      });
      assert.equal(wrong.status, 404);
      assert.equal((await api.patch(`/issues/${ref}/comments/999999`, { body: 'x' })).status, 404);
    });
  });

  describe('DELETE /issues/{issue}/comments/{comment}', () => {
    it('withdraws: 204, the entry stays with body, mentions and files cleared; irreversible', async () => {
      const { api, ref, issue, workspace } = await setup();
      const person = await buildMember(app.db, workspace);
      const created = (await api.post(`/issues/${ref}/comments`, { body: `Hi @user:${person.id}` })).body
        .data;
      const file = await upload(api, ref, 'a.png', await png(), created.id);
      assert.equal(file.status, 201);

      const res = await api.delete(`/issues/${ref}/comments/${created.id}`);
      assert.equal(res.status, 204);
      assert.equal(res.text, '');

      const [entry] = (await api.get(`/issues/${ref}/comments`)).body.data;
      assert.equal(entry.id, created.id);
      assert.equal(entry.withdrawn, true);
      assert.equal(entry.body, '');
      assert.deepEqual(entry.mentions, []);
      assert.deepEqual(entry.attachments, []);
      assert.equal(entry.edited_at, null);
      assert.ok(entry.updated_at >= created.updated_at);
      assert.equal((await api.get(`/attachments/${file.body.data.id}`)).status, 404);

      const history = await activity(issue.id, 'issue.comment_withdrawn');
      assert.equal(history.length, 1);
      assert.deepEqual(JSON.parse(history[0]!.data), { comment_id: created.id, canceled_runs: 0 });

      const again = await api.delete(`/issues/${ref}/comments/${created.id}`);
      assert.equal(again.status, 204);
      assert.equal((await activity(issue.id, 'issue.comment_withdrawn')).length, 1);
    });

    it('cancels the queued runs the comment triggered and leaves claimed ones alone', async () => {
      const { api, ref, issue, workspace } = await setup();
      const waiting = await buildAgent(app.db, workspace, { name: 'Waiting Bot' });
      const busy = await buildAgent(app.db, workspace, { name: 'Busy Bot' });
      const shared = await buildAgent(app.db, workspace, { name: 'Shared Bot' });
      const created = (
        await api.post(`/issues/${ref}/comments`, {
          body: `@agent:${waiting.id}, @agent:${busy.id} and @agent:${shared.id}, please`,
        })
      ).body.data;
      // The shared agent's run is already queued: this second mention rides along with it (§12.7).
      const other = await api.post(`/issues/${ref}/comments`, { body: `@agent:${shared.id} another task` });
      const runs = await app.db.selectFrom('runs').selectAll().where('comment_id', '=', created.id).execute();
      assert.equal(runs.length, 3);
      const dispatched = runs.find((run) => run.agent_id === busy.id)!;
      await app.db
        .updateTable('runs')
        .set({ status: 'dispatched', dispatched_at: nowIso() })
        .where('id', '=', dispatched.id)
        .execute();

      assert.equal((await api.delete(`/issues/${ref}/comments/${created.id}`)).status, 204);

      const after = await app.db.selectFrom('runs').selectAll().where('issue_id', '=', issue.id).execute();
      const byId = new Map(after.map((run) => [run.id, run]));
      const canceled = byId.get(runs.find((run) => run.agent_id === waiting.id)!.id)!;
      assert.equal(canceled.status, 'canceled');
      assert.ok(canceled.finished_at);
      assert.equal(byId.get(dispatched.id)!.status, 'dispatched');
      assert.equal(byId.get(dispatched.id)!.finished_at, null);
      // The run the other mention also asked for stays, now for that comment.
      const handed = byId.get(runs.find((run) => run.agent_id === shared.id)!.id)!;
      assert.equal(handed.status, 'queued');
      assert.equal(handed.comment_id, other.body.data.id);
      const carried = await app.db
        .selectFrom('run_messages')
        .select('id')
        .where('run_id', '=', handed.id)
        .execute();
      assert.deepEqual(carried, [], 'the message it carried became its comment');

      const history = await activity(issue.id, 'issue.comment_withdrawn');
      assert.deepEqual(JSON.parse(history[0]!.data), { comment_id: created.id, canceled_runs: 1 });
    });

    it('is for the author or an administrator: other members get 403', async () => {
      const { api, ref, workspace } = await setup();
      const member = await memberClient(workspace);
      const theirs = (await member.api.post(`/issues/${ref}/comments`, { body: 'Theirs' })).body.data;
      const other = await memberClient(workspace);
      assert.equal((await other.api.delete(`/issues/${ref}/comments/${theirs.id}`)).status, 403);
      const guest = await memberClient(workspace, 'guest' as never);
      assert.equal((await guest.api.delete(`/issues/${ref}/comments/${theirs.id}`)).status, 403);
      const admin = await memberClient(workspace, 'admin' as never);
      assert.equal((await admin.api.delete(`/issues/${ref}/comments/${theirs.id}`)).status, 204);

      const another = (await member.api.post(`/issues/${ref}/comments`, { body: 'Again' })).body.data;
      assert.equal((await api.delete(`/issues/${ref}/comments/${another.id}`)).status, 204, 'owner');
      const own = (await member.api.post(`/issues/${ref}/comments`, { body: 'Own' })).body.data;
      assert.equal((await member.api.delete(`/issues/${ref}/comments/${own.id}`)).status, 204, 'author');
    });

    it('leaves an agent’s comment to administrators', async () => {
      const { api, ref, issue, workspace } = await setup();
      const agent = await buildAgent(app.db, workspace, { owner_user_id: null });
      const member = await memberClient(workspace);
      await app.db
        .updateTable('agents')
        .set({ owner_user_id: member.member.id })
        .where('id', '=', agent.id)
        .execute();
      const written = await buildComment(app.db, issue, {
        author_type: 'agent',
        author_id: agent.id,
        from_run_id: '01JRUNCOMMENT0000000000002',
      });
      const refused = await member.api.delete(`/issues/${ref}/comments/${written.id}`);
      assert.equal(refused.status, 403);
      assert.match(refused.body.message, /administrators/);
      assert.equal((await api.delete(`/issues/${ref}/comments/${written.id}`)).status, 204);
    });

    it('answers 404 for another workspace’s comment and 403 for a read token', async () => {
      const { api, ref, workspace, owner } = await setup();
      const created = (await api.post(`/issues/${ref}/comments`, { body: 'x' })).body.data;
      const other = await buildScene(app.db);
      assert.equal(
        (await client(app, other.token).delete(`/issues/${ref}/comments/${created.id}`)).status,
        404,
      );
      const { token } = await buildToken(app.db, workspace, owner, { abilities: ['read'] });
      assert.equal((await client(app, token).delete(`/issues/${ref}/comments/${created.id}`)).status, 403);
      // A path id that is not plain decimal digits names nothing (decisions §8).
      assert.equal((await api.delete(`/issues/${ref}/comments/abc`)).status, 404);
    });
  });
});
