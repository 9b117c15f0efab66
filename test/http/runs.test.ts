import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { queueRun } from '../../src/domain/runs/runs-queue.js';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('runs over the API', async () => {
  const app = await startTestApp();

  async function scene() {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const issue = await buildIssue(app.db, s.workspace);
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    return { ...s, agent, issue, identifier, api: client(app, s.token) };
  }

  describe('POST /issues/{issue}/runs', () => {
    it('queues a run and answers 202 with every field of the Run', async () => {
      const s = await scene();
      const res = await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
      assert.equal(res.status, 202);
      const run = res.body.data;
      assert.match(run.id, ULID);
      assert.deepEqual(run, {
        id: run.id,
        status: 'queued',
        agent: { id: s.agent.id, name: s.agent.name },
        issue: s.identifier,
        attempts: 0,
        queued_at: run.queued_at,
        started_at: null,
        finished_at: null,
        error: null,
        summary: null,
        usage: null,
        // Why a queued run is not handed out yet (decisions §12.7): no runtime serves this agent.
        waiting_reason: 'no_runner',
        waiting_message: `Waiting for a runner: no online runtime serves ${s.agent.name}.`,
        // Issue 28: why a failed run failed, and the run a retry repeats.
        failure_reason: null,
        retry_of: null,
        next_attempt_at: null,
        instructions_version: null,
        // Issue 39: a queued run never waits on approvals.
        awaiting_approval: false,
      });
      assert.ok(!Number.isNaN(Date.parse(run.queued_at)));
      const stored = await app.db
        .selectFrom('runs')
        .selectAll()
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.trigger, 'api');
      assert.equal(stored.requested_by_type, 'user');
      assert.equal(stored.requested_by_id, s.owner.id);
    });

    it('names the issue by its database key or a project prefix too', async () => {
      const s = await scene();
      const project = await buildProject(app.db, s.workspace, { prefix: 'WEBX' });
      const issue = await buildIssue(app.db, s.workspace, { project_id: project.id });
      const byKey = await s.api.post(`/issues/${issue.id}/runs`, { agent_id: s.agent.id });
      assert.equal(byKey.status, 202);
      assert.equal(byKey.body.data.issue, `WEBX-${issue.number}`);
      const byPrefix = await s.api.post(`/issues/webx-${issue.number}/runs`, { agent_id: s.agent.id });
      assert.equal(byPrefix.status, 202);
    });

    it('requires agent_id', async () => {
      const s = await scene();
      for (const body of [{}, { agent_id: 'one' }, { agent_id: 0 }, { agent_id: 1e20 }, { agent_id: null }]) {
        const res = await s.api.post(`/issues/${s.identifier}/runs`, body);
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.ok(res.body.errors.agent_id, JSON.stringify(res.body));
      }
    });

    it('refuses with 422 an agent of another workspace, a missing one, or a private one of somebody else', async () => {
      const s = await scene();
      const other = await buildScene(app.db);
      const foreign = await buildAgent(app.db, other.workspace);
      const colleague = await buildMember(app.db, s.workspace);
      const privateOfColleague = await buildAgent(app.db, s.workspace, {
        visibility: 'private',
        owner_user_id: colleague.id,
      });
      for (const agentId of [foreign.id, 999_999, privateOfColleague.id]) {
        const res = await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: agentId });
        assert.equal(res.status, 422);
        assert.match(res.body.errors.agent_id[0], /agent of this workspace/);
      }
      const count = await app.db
        .selectFrom('runs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', s.workspace.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 0);
    });

    it('accepts the caller’s own private agent and refuses a disabled agent', async () => {
      const s = await scene();
      const mine = await buildAgent(app.db, s.workspace, {
        visibility: 'private',
        owner_user_id: s.owner.id,
      });
      assert.equal((await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: mine.id })).status, 202);
      const disabled = await buildAgent(app.db, s.workspace, { status: 'disabled' });
      const res = await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: disabled.id });
      assert.equal(res.status, 422);
      assert.match(res.body.errors.agent_id[0], /disabled/);
    });

    it('answers 404 for an issue it cannot find, including another workspace’s', async () => {
      const s = await scene();
      const other = await buildScene(app.db);
      const foreignIssue = await buildIssue(app.db, other.workspace);
      for (const ref of ['999999', `${s.workspace.issue_prefix}-999`, `NOPE-1`, String(foreignIssue.id)]) {
        const res = await s.api.post(`/issues/${ref}/runs`, { agent_id: s.agent.id });
        assert.equal(res.status, 404, ref);
      }
      const deleted = await buildIssue(app.db, s.workspace, { deleted_at: nowIso() });
      assert.equal((await s.api.post(`/issues/${deleted.id}/runs`, { agent_id: s.agent.id })).status, 404);
    });

    it('refuses a read token and a guest with 403, and queues nothing', async () => {
      const s = await scene();
      const reader = await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] });
      const res = await client(app, reader.token).post(`/issues/${s.identifier}/runs`, {
        agent_id: s.agent.id,
      });
      assert.equal(res.status, 403);
      const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
      const guestApi = client(app, (await buildToken(app.db, s.workspace, guest)).token);
      const byGuest = await guestApi.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
      assert.equal(byGuest.status, 403);
      assert.deepEqual(Object.keys(byGuest.body), ['message']);
      assert.match(byGuest.body.message, /guest/i);
      // An issue the guest cannot name is still 404: the rule is asked about a real issue only.
      assert.equal((await guestApi.post('/issues/99999999/runs', { agent_id: s.agent.id })).status, 404);
      const runs = await app.db.selectFrom('runs').select('id').where('issue_id', '=', s.issue.id).execute();
      assert.deepEqual(runs, []);
      // A member of the same workspace still may.
      const member = await buildMember(app.db, s.workspace, { role: 'member' });
      const memberApi = client(app, (await buildToken(app.db, s.workspace, member)).token);
      assert.equal(
        (await memberApi.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).status,
        202,
      );
    });

    it('ignores unknown body fields and refuses unknown query parameters', async () => {
      const s = await scene();
      const res = await s.api.post(`/issues/${s.identifier}/runs`, {
        agent_id: s.agent.id,
        status: 'completed',
      });
      assert.equal(res.status, 202);
      assert.equal(res.body.data.status, 'queued');
      const bad = await s.api.post(`/issues/${s.identifier}/runs?force=1`, { agent_id: s.agent.id });
      assert.equal(bad.status, 422);
      assert.ok(bad.body.errors.force);
    });
  });

  describe('queueing by assignment and by mention', () => {
    it('shows runs queued by each of the three ways, the mention with its comment as context', async () => {
      const s = await scene();
      // One run at a time per issue and agent (decisions §12.7): three issues, one way each.
      const [byApi, byAssignment] = [
        await buildIssue(app.db, s.workspace),
        await buildIssue(app.db, s.workspace),
      ];
      await s.api.post(`/issues/${byApi.id}/runs`, { agent_id: s.agent.id });
      const now = nowIso();
      const comment = await app.db
        .insertInto('comments')
        .values({
          workspace_id: s.workspace.id,
          issue_id: s.issue.id,
          author_type: 'user',
          author_id: s.owner.id,
          body: `<p>@agent:${s.agent.id} please look</p>`,
          in_reply_to: null,
          from_run_id: null,
          mentions: JSON.stringify([`agent:${s.agent.id}`]),
          created_at: now,
          updated_at: now,
          edited_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await app.db.transaction().execute(async (tx) => {
        await queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: s.agent,
          issueId: byAssignment.id,
          trigger: 'assignment',
          requestedBy: { type: 'user', id: s.owner.id },
        });
        await queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: s.agent,
          issueId: s.issue.id,
          trigger: 'mention',
          commentId: comment.id,
          requestedBy: { type: 'user', id: s.owner.id },
        });
      });
      const list = await s.api.get('/runs');
      assert.equal(list.status, 200);
      assert.equal(list.body.meta.total, 3);
      assert.ok(list.body.data.every((r: any) => r.status === 'queued'));

      // The runner sees each trigger; the mention carries its comment.
      await app.db
        .updateTable('agents')
        .set({ max_concurrent_tasks: 3 })
        .where('id', '=', s.agent.id)
        .execute();
      const runtime = await buildRuntime(app.db, s.workspace, { agents: [s.agent] });
      const runner = daemon(app, runtime.token);
      const contexts = [];
      for (let i = 0; i < 3; i++) contexts.push((await runner.claim()).body.data.context);
      assert.deepEqual(
        contexts.map((c) => c.run.trigger),
        ['api', 'assignment', 'mention'],
      );
      assert.equal(contexts[0].comment, null);
      assert.deepEqual(contexts[2].comment, {
        id: comment.id,
        body: comment.body,
        author: { type: 'user', id: s.owner.id, name: s.owner.name },
        created_at: comment.created_at,
        withdrawn: false,
      });
    });
  });

  describe('GET /runs', () => {
    it('lists newest first and filters by status and agent_id', async () => {
      const s = await scene();
      const second = await buildAgent(app.db, s.workspace);
      const first = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).body.data;
      const other = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: second.id })).body.data;
      await app.db
        .updateTable('runs')
        .set({ status: 'failed', finished_at: nowIso() })
        .where('id', '=', first.id)
        .execute();

      const all = await s.api.get('/runs');
      assert.deepEqual(
        all.body.data.map((r: any) => r.id),
        [other.id, first.id],
      );
      const failed = await s.api.get('/runs?status=failed');
      assert.deepEqual(
        failed.body.data.map((r: any) => r.id),
        [first.id],
      );
      const bySecond = await s.api.get(`/runs?agent_id=${second.id}`);
      assert.deepEqual(
        bySecond.body.data.map((r: any) => r.id),
        [other.id],
      );
      const none = await s.api.get(`/runs?agent_id=${second.id}&status=failed`);
      assert.deepEqual(none.body.data, []);
    });

    it('filters by issue in any form an issue segment takes; an unknown issue is 422', async () => {
      const s = await scene();
      const otherIssue = await buildIssue(app.db, s.workspace);
      const mine = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).body.data;
      await s.api.post(`/issues/${otherIssue.id}/runs`, { agent_id: s.agent.id });
      for (const ref of [s.identifier, String(s.issue.id)]) {
        const res = await s.api.get(`/runs?issue=${ref}`);
        assert.equal(res.status, 200);
        assert.deepEqual(
          res.body.data.map((r: any) => r.id),
          [mine.id],
        );
      }
      const unknown = await s.api.get(`/runs?issue=${s.workspace.issue_prefix}-9999`);
      assert.equal(unknown.status, 422);
      assert.ok(unknown.body.errors.issue);
    });

    it('paginates with the collection envelope', async () => {
      const s = await scene();
      for (let i = 0; i < 3; i++) {
        const issue = await buildIssue(app.db, s.workspace);
        await s.api.post(`/issues/${issue.id}/runs`, { agent_id: s.agent.id });
      }
      const page = await s.api.get('/runs?per_page=2');
      assert.equal(page.body.data.length, 2);
      assert.equal(page.body.meta.total, 3);
      assert.equal(page.body.meta.last_page, 2);
      assert.equal(page.body.links.next, 'http://tandem.test/api/v1/runs?per_page=2&page=2');
      const next = await s.api.get('/runs?per_page=2&page=2');
      assert.equal(next.body.data.length, 1);
      assert.equal((await s.api.get('/runs?per_page=101')).status, 422);
    });

    it('refuses a bad status, an agent_id outside the workspace and unknown parameters with 422', async () => {
      const s = await scene();
      const other = await buildScene(app.db);
      const foreign = await buildAgent(app.db, other.workspace);
      const badStatus = await s.api.get('/runs?status=done');
      assert.equal(badStatus.status, 422);
      assert.ok(badStatus.body.errors.status);
      const badAgent = await s.api.get(`/runs?agent_id=${foreign.id}`);
      assert.equal(badAgent.status, 422);
      assert.ok(badAgent.body.errors.agent_id);
      const unknown = await s.api.get('/runs?issue_id=1');
      assert.equal(unknown.status, 422);
      assert.match(
        unknown.body.errors.issue_id[0],
        /Accepted parameters: status, agent_id, issue, include, page, per_page/,
      );
    });

    it('shows only the workspace’s runs, and a private agent’s runs only to its owner', async () => {
      const s = await scene();
      const other = await scene();
      await other.api.post(`/issues/${other.identifier}/runs`, { agent_id: other.agent.id });
      const colleague = await buildMember(app.db, s.workspace);
      const colleagueToken = await buildToken(app.db, s.workspace, colleague);
      const secret = await buildAgent(app.db, s.workspace, {
        visibility: 'private',
        owner_user_id: colleague.id,
      });
      const hidden = (
        await client(app, colleagueToken.token).post(`/issues/${s.identifier}/runs`, { agent_id: secret.id })
      ).body.data;
      await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });

      const mine = await s.api.get('/runs');
      assert.equal(mine.body.meta.total, 1);
      assert.equal(mine.body.data[0].agent.id, s.agent.id);
      assert.equal((await s.api.get(`/runs/${hidden.id}`)).status, 404);
      const theirs = await client(app, colleagueToken.token).get('/runs');
      assert.equal(theirs.body.meta.total, 2);
    });
  });

  describe('GET /runs/{ulid}', () => {
    it('answers the run, in any case of the ULID, and 404 for anything else', async () => {
      const s = await scene();
      const run = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).body.data;
      const res = await s.api.get(`/runs/${run.id.toLowerCase()}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data, run);
      const other = await buildScene(app.db);
      assert.equal((await client(app, other.token).get(`/runs/${run.id}`)).status, 404);
      for (const ref of ['nope', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '1', `${run.id}0`, 'I'.repeat(26)]) {
        const missing = await s.api.get(`/runs/${ref}`);
        assert.equal(missing.status, 404, ref);
        assert.equal(missing.body.message, 'Run not found.');
      }
    });

    it('includes artifacts only when asked to', async () => {
      const s = await scene();
      const run = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).body.data;
      const plain = await s.api.get(`/runs/${run.id}`);
      assert.ok(!('artifacts' in plain.body.data));
      const withArtifacts = await s.api.get(`/runs/${run.id}?include=artifacts`);
      assert.deepEqual(withArtifacts.body.data.artifacts, []);
      const bad = await s.api.get(`/runs/${run.id}?include=comments`);
      assert.equal(bad.status, 422);
      assert.ok(bad.body.errors.include);
    });

    it('never shows the lease token, the session id, the changed paths or the agent’s configuration', async () => {
      const s = await scene();
      const runtime = await buildRuntime(app.db, s.workspace, { agents: [s.agent] });
      const runner = daemon(app, runtime.token);
      await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
      const claim = (await runner.claim()).body.data;
      await runner.complete(claim.run.id, claim.lease.token, {
        session_id: 'sess-secret-123',
        changed_paths: ['src/hidden-path.ts'],
        summary: 'Done.',
      });
      for (const path of [`/runs/${claim.run.id}?include=artifacts`, '/runs?include=artifacts']) {
        const res = await s.api.get(path);
        for (const secret of [
          claim.lease.token,
          'sess-secret-123',
          'hidden-path',
          'secret instructions',
          '--secret',
          'lease',
          'session',
        ]) {
          assert.ok(!res.text.includes(secret), `${path} leaks ${secret}`);
        }
      }
    });
  });
});
