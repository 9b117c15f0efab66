import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/**
 * Steering (decisions §12.8): a mention of an agent whose run on the issue is in hand becomes a message
 * for that run (counted in the renewal answer, fetched once by the lease holder), not a new run; without
 * a run in hand it queues one as before; messages a run never fetched get a follow-up run.
 */
describe('steering a running agent through mentions', async () => {
  const app = await startTestApp();

  async function scene() {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { name: `Steer ${Date.now()}${Math.random()}` });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const mention = (text: string, as = api) =>
      as.post(`/issues/${issue.id}/comments`, { body: `<p>@agent:${agent.id} ${text}</p>` });
    const runsOfIssue = () =>
      app.db
        .selectFrom('runs')
        .select(['id', 'status', 'comment_id'])
        .where('issue_id', '=', issue.id)
        .orderBy('id')
        .execute();
    const messages = (runId: string, lease: string | null, who = runner) =>
      who.get(`/runs/${runId}/messages`, lease === null ? {} : { 'x-lease-token': lease });
    return { ...s, agent, runtime, issue, api, runner, mention, runsOfIssue, messages };
  }

  async function runningRun(s: Awaited<ReturnType<typeof scene>>) {
    const queued = (await s.api.post(`/issues/${s.issue.id}/runs`, { agent_id: s.agent.id })).body.data;
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, queued.id);
    assert.equal((await s.runner.start(queued.id, claim.lease.token)).status, 200);
    return { id: queued.id as string, lease: claim.lease.token as string };
  }

  it('keeps a mention for the running run, counts it at renewal and delivers it once', async () => {
    const s = await scene();
    const run = await runningRun(s);
    const first = await s.mention('please also update the changelog');
    assert.equal(first.status, 201, first.text);
    await s.mention('and the README');
    assert.deepEqual(
      (await s.runsOfIssue()).map((r) => r.status),
      ['running'],
      'no run was queued for the mentions',
    );

    const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: run.lease });
    assert.equal(renewal.status, 200, renewal.text);
    assert.equal(renewal.body.data.messages, 2);

    const fetched = await s.messages(run.id, run.lease);
    assert.equal(fetched.status, 200, JSON.stringify(fetched.body));
    assert.deepEqual(
      fetched.body.data.map((m: any) => [m.body, m.author.type, m.comment_id]),
      [
        [`<p>@agent:${s.agent.id} please also update the changelog</p>`, 'user', first.body.data.id],
        [`<p>@agent:${s.agent.id} and the README</p>`, 'user', first.body.data.id + 1],
      ],
    );
    assert.equal(fetched.body.data[0].author.id, s.owner.id);
    assert.ok(fetched.body.data[0].created_at);
    // Delivered once.
    assert.deepEqual((await s.messages(run.id, run.lease)).body.data, []);
    const again = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: run.lease });
    assert.equal(again.body.data.messages, 0);

    // Once the run ended, a mention queues a run as before.
    assert.equal((await s.runner.complete(run.id, run.lease, { session_id: 'sess-1' })).status, 200);
    await s.mention('one more thing');
    const runs = await s.runsOfIssue();
    assert.deepEqual(
      runs.map((r) => r.status),
      ['completed', 'queued'],
    );
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.context.previous_session_id, 'sess-1', 'the new run resumes the session');
  });

  it('refuses the messages to anyone but the lease holder, and a withdrawn comment is not sent', async () => {
    const s = await scene();
    const run = await runningRun(s);
    const kept = await s.mention('first');
    const withdrawn = await s.mention('never mind');
    assert.equal(
      (await s.api.delete(`/issues/${s.issue.id}/comments/${withdrawn.body.data.id}`)).status,
      204,
    );
    // No lease token: 422; a wrong or made-up one: 409; another runtime of the workspace: 403 or 404.
    assert.equal((await s.messages(run.id, null)).status, 422);
    assert.equal((await s.messages(run.id, 'tdml_not-a-lease')).status, 409);
    const other = await buildRuntime(app.db, s.workspace);
    const stranger = daemon(app, other.token);
    assert.equal((await s.messages(run.id, run.lease, stranger)).status, 403);
    // A runtime of another workspace: the run does not exist.
    const elsewhere = await buildScene(app.db);
    const foreign = daemon(app, (await buildRuntime(app.db, elsewhere.workspace)).token);
    assert.equal((await s.messages(run.id, run.lease, foreign)).status, 404);
    // An API token is refused on the runner API.
    const apiCall = await fetch(`${app.baseUrl}/api/daemon/v1/runs/${run.id}/messages`, {
      headers: { authorization: `Bearer ${s.token}`, 'x-lease-token': run.lease },
    });
    assert.equal(apiCall.status, 403);
    // Nothing was marked delivered by the refused calls.
    const fetched = await s.messages(run.id, run.lease);
    assert.deepEqual(
      fetched.body.data.map((m: any) => m.comment_id),
      [kept.body.data.id],
    );
    // After the run ended its lease no longer reads messages.
    assert.equal((await s.runner.complete(run.id, run.lease)).status, 200);
    assert.equal((await s.messages(run.id, run.lease)).status, 409);
  });

  it('queues a follow-up run for messages the run never fetched, the others becoming its turns', async () => {
    const s = await scene();
    const run = await runningRun(s);
    const a = await s.mention('first note');
    const b = await s.mention('second note');
    assert.equal((await s.runner.complete(run.id, run.lease, { session_id: 'sess-9' })).status, 200);
    const runs = await s.runsOfIssue();
    assert.deepEqual(
      runs.map((r) => [r.status, r.comment_id]),
      [
        ['completed', null],
        ['queued', a.body.data.id],
      ],
    );
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.context.comment.id, a.body.data.id);
    assert.equal(claim.context.previous_session_id, 'sess-9');
    const renewal = await s.runner.post(`/runs/${claim.run.id}/lease`, { lease_token: claim.lease.token });
    assert.equal(renewal.body.data.messages, 1);
    const fetched = await s.messages(claim.run.id, claim.lease.token);
    assert.deepEqual(
      fetched.body.data.map((m: any) => m.comment_id),
      [b.body.data.id],
    );
  });

  it('loses no mention that races the end of the run: each is a message of a live run or a queued run', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await scene();
      const run = await runningRun(s);
      const [completed, ...comments] = await Promise.all([
        s.runner.complete(run.id, run.lease),
        s.mention('one'),
        s.mention('two'),
        s.mention('three'),
      ]);
      assert.equal(completed.status, 200, completed.text);
      for (const comment of comments) assert.equal(comment.status, 201, comment.text);
      const orphans = await app.db
        .selectFrom('run_messages')
        .select('id')
        .where('run_id', '=', run.id)
        .where('delivered_at', 'is', null)
        .execute();
      assert.deepEqual(orphans, [], 'nothing waits for the ended run');
      for (const comment of comments) {
        const id = comment.body.data.id as number;
        const queuedFor = await app.db
          .selectFrom('runs')
          .select('id')
          .where('comment_id', '=', id)
          .where('status', '=', 'queued')
          .execute();
        const carried = await app.db
          .selectFrom('run_messages')
          .innerJoin('runs', 'runs.id', 'run_messages.run_id')
          .select('runs.id')
          .where('run_messages.comment_id', '=', id)
          .where('runs.status', '=', 'queued')
          .execute();
        assert.equal(queuedFor.length + carried.length, 1, `comment ${id} is followed up once`);
      }
    }
  });

  it('leaves guests and other agents as before: a guest steers nobody, another agent is queued', async () => {
    const s = await scene();
    const run = await runningRun(s);
    const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, s.workspace, guest)).token);
    const asGuest = await s.mention('from a guest', guestApi);
    assert.equal(asGuest.status, 201, asGuest.text);
    const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: run.lease });
    assert.equal(renewal.body.data.messages, 0, "a guest's mention puts nobody to work");

    const other = await buildAgent(app.db, s.workspace, { name: `Other ${Date.now()}` });
    await s.api.post(`/issues/${s.issue.id}/comments`, { body: `<p>@agent:${other.id} have a look</p>` });
    const runs = await app.db
      .selectFrom('runs')
      .select(['agent_id', 'status'])
      .where('issue_id', '=', s.issue.id)
      .where('agent_id', '=', other.id)
      .execute();
    assert.deepEqual(runs, [{ agent_id: other.id, status: 'queued' }]);
  });
});
