import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isWellFormedToken, RUN_TOKEN_PREFIX, digestToken } from '../../src/domain/people/tokens.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';

/** Run tokens (decisions §11.6): a claim's `tdmrun_` token acts as the agent while the run holds its lease. */
describe('run tokens', async () => {
  const app = await startTestApp();

  async function scene(agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, {
      custom_env: JSON.stringify({ AGENT_SECRET: 'env-secret-value' }),
      ...agentOverrides,
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'Fix the pager' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const queue = async (agentId = agent.id, ref = identifier) => {
      const res = await api.post(`/issues/${ref}/runs`, { agent_id: agentId });
      assert.equal(res.status, 202, res.text);
      return res.body.data as { id: string };
    };
    const claim = async () => {
      const res = await runner.claim();
      assert.equal(res.status, 200, res.text);
      assert.ok(res.body.data, 'expected a run to claim');
      const claimed = res.body.data as {
        run: { id: string };
        lease: { token: string; expires_at: string; run_token: string };
        context: { previous_session_id: string | null };
      };
      return { ...claimed, asAgent: client(app, claimed.lease.run_token) };
    };
    return { ...s, agent, runtime, issue, identifier, api, runner, queue, claim };
  }

  it('is minted at claim, shown only there, stored as its digest, and acts as the agent', async () => {
    const s = await scene();
    const queued = await s.queue();
    const { run, lease, asAgent } = await s.claim();
    assert.equal(run.id, queued.id);
    assert.ok(isWellFormedToken(lease.run_token, RUN_TOKEN_PREFIX), lease.run_token);
    const stored = await app.db
      .selectFrom('runs')
      .select('run_token_digest')
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.run_token_digest, digestToken(lease.run_token));

    const me = await asAgent.get('/me');
    assert.equal(me.status, 200, me.text);
    assert.equal(me.body.data.user, null);
    assert.deepEqual(me.body.data.actor, { type: 'agent', id: s.agent.id, name: s.agent.name });
    assert.equal(me.body.data.role, 'agent');
    assert.equal(me.body.data.workspace.slug, s.workspace.slug);
    assert.deepEqual(me.body.data.token.abilities, ['read', 'write']);
    assert.deepEqual(me.body.data.run, { id: run.id, issue: s.identifier });
    // The person's own token shows the same actor field, as the person.
    const person = (await s.api.get('/me')).body.data;
    assert.deepEqual(person.actor, { type: 'user', id: s.owner.id, name: s.owner.name });
    assert.equal(person.user.id, s.owner.id);

    // Nothing of the run shows the token or its digest on the API.
    const shown = await s.api.get(`/runs/${run.id}`);
    assert.ok(!shown.text.includes(lease.run_token) && !shown.text.includes(stored.run_token_digest));
  });

  it('writes as the agent: comments, status changes and new issues are attributed to it', async () => {
    const s = await scene();
    await s.queue();
    const { run, asAgent } = await s.claim();

    const comment = await asAgent.post(`/issues/${s.identifier}/comments`, { body: 'Working on it.' });
    assert.equal(comment.status, 201, comment.text);
    assert.deepEqual(comment.body.data.author, { type: 'agent', id: s.agent.id, name: s.agent.name });
    assert.equal(comment.body.data.from_run, run.id);

    const moved = await asAgent.patch(`/issues/${s.identifier}`, { status: 'in_review' });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.status, 'in_review');
    const history = await app.db
      .selectFrom('issue_activity')
      .select(['actor_type', 'actor_id'])
      .where('issue_id', '=', s.issue.id)
      .where('event', '=', 'issue.updated')
      .execute();
    assert.deepEqual(history, [{ actor_type: 'agent', actor_id: s.agent.id }]);

    // A follow-up it files may name only issues within its reach (here none).
    const created = await asAgent.post('/issues', { title: 'Follow-up found while fixing' });
    assert.equal(created.status, 201, created.text);
    assert.deepEqual(created.body.data.creator, { type: 'agent', id: s.agent.id, name: s.agent.name });

    // It reads its issue and what that issue links to (nothing here), not the workspace (issue 37).
    assert.equal((await asAgent.get(`/issues/${s.identifier}`)).status, 200);
    assert.equal((await asAgent.get('/issues')).body.meta.total, 1);
    assert.equal((await asAgent.get(`/issues/${created.body.data.id}`)).status, 404);
    assert.equal((await asAgent.get(`/runs/${run.id}`)).body.data.id, run.id);
    assert.equal((await asAgent.get('/members')).status, 200);
  });

  it('reaches only the run’s workspace', async () => {
    const s = await scene();
    const other = await scene();
    await s.queue();
    const { asAgent } = await s.claim();
    assert.equal((await asAgent.get(`/issues/${other.identifier}`)).status, 404);
    assert.equal((await asAgent.get(`/issues/${other.issue.id}`)).status, 404);
    const comment = await asAgent.post(`/issues/${other.issue.id}/comments`, { body: 'Hello there' });
    assert.equal(comment.status, 404);
    const list = await asAgent.get('/issues');
    assert.ok(list.body.data.every((issue: { id: string }) => issue.id !== other.identifier));
  });

  it('refuses what only people do: tokens, timers, time by hand, inboxes, runs, projects, meetings, administration', async () => {
    const s = await scene();
    const helper = await buildAgent(app.db, s.workspace);
    const project = await buildProject(app.db, s.workspace);
    await s.queue();
    const { lease, asAgent } = await s.claim();

    const refused: [string, Promise<{ status: number; text: string }>][] = [
      ['queue a run', asAgent.post(`/issues/${s.identifier}/runs`, { agent_id: helper.id })],
      ['assign to an agent', asAgent.patch(`/issues/${s.identifier}`, { assignee: `agent:${helper.id}` })],
      ['start a timer', asAgent.post(`/issues/${s.identifier}/timer`, {})],
      ['read the timer', asAgent.get('/timer')],
      ['log time', asAgent.post(`/issues/${s.identifier}/time`, { minutes: 30 })],
      ['read an inbox', asAgent.get('/inbox')],
      [
        'record absences',
        asAgent.post('/absences', { from: '2026-12-01', to: '2026-12-01', kind: 'vacation' }),
      ],
      ['create a project', asAgent.post('/projects', { name: 'Agent project', prefix: 'AGP' })],
      [
        'schedule a meeting',
        asAgent.post('/meetings', {
          title: 'Sync',
          project: project.id,
          scheduled_for: '2026-12-01T10:00:00Z',
        }),
      ],
      ['write an article', asAgent.post('/articles', { title: 'Notes' })],
      ['delete the issue', asAgent.delete(`/issues/${s.identifier}`)],
    ];
    for (const [what, answer] of refused) {
      const res = await answer;
      assert.equal(res.status, 403, `${what}: ${res.text}`);
    }
    const queueRefusal = await asAgent.post(`/issues/${s.identifier}/runs`, { agent_id: helper.id });
    assert.match(queueRefusal.body.message, /run token acts as an agent/);

    // A mention of an agent in its comment resolves but starts nothing.
    const mention = await asAgent.post(`/issues/${s.identifier}/comments`, {
      body: `<p>Over to <span data-mention="agent:${helper.id}">@${helper.name}</span></p>`,
    });
    assert.equal(mention.status, 201, mention.text);
    const helperRuns = await s.api.get(`/runs?agent_id=${helper.id}`);
    assert.equal(helperRuns.body.data.length, 0);

    // The interface's endpoints (API tokens, webhooks, members, runtimes) take a session only.
    for (const path of ['/api/ui/tokens', '/api/ui/webhooks', '/api/ui/runtimes']) {
      const res = await fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lease.run_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', url: 'https://example.com/hook', events: ['issue.created'] }),
      });
      assert.equal(res.status, 401, path);
      await res.text();
    }
    const tokens = await app.db
      .selectFrom('api_tokens')
      .select('id')
      .where('workspace_id', '=', s.workspace.id)
      .execute();
    assert.equal(tokens.length, 1, 'only the owner’s token');

    // And never the runner API: a run token cannot claim, renew or report.
    const asRunner = daemon(app, lease.run_token);
    for (const path of ['/register', '/runs/claim', '/heartbeat']) {
      const res = await asRunner.post(path, { sandbox: 'off' });
      assert.equal(res.status, 403, path);
      assert.match(res.body.message, /This is a run token/);
    }
  });

  it('stops working the moment its run ends: completed, failed, released, lease expired, claimed again', async () => {
    const s = await scene();
    const ended = async (token: string, why: string) => {
      const res = await client(app, token).get('/me');
      assert.equal(res.status, 401, `${why}: ${res.text}`);
      assert.match(res.body.message, /run has ended/);
    };

    await s.queue();
    let claimed = await s.claim();
    assert.equal((await claimed.asAgent.get('/me')).status, 200);
    assert.equal((await s.runner.start(claimed.run.id, claimed.lease.token)).status, 200);
    assert.equal((await claimed.asAgent.get('/me')).status, 200, 'running');
    assert.equal(
      (await s.runner.complete(claimed.run.id, claimed.lease.token, { post_summary: false })).status,
      200,
    );
    await ended(claimed.lease.run_token, 'completed');

    await s.queue();
    claimed = await s.claim();
    assert.equal((await s.runner.fail(claimed.run.id, claimed.lease.token, { error: 'Broke.' })).status, 200);
    await ended(claimed.lease.run_token, 'failed');

    await s.queue();
    claimed = await s.claim();
    const released = await s.runner.post(`/runs/${claimed.run.id}/release`, {
      lease_token: claimed.lease.token,
    });
    assert.equal(released.status, 200, released.text);
    await ended(claimed.lease.run_token, 'released');

    // The released run is claimed again: a new token; the old one stays dead.
    const again = await s.claim();
    assert.equal(again.run.id, claimed.run.id);
    assert.notEqual(again.lease.run_token, claimed.lease.run_token);
    assert.equal((await again.asAgent.get('/me')).status, 200);
    await ended(claimed.lease.run_token, 'claimed again');

    // A lease that lapsed (before any sweep): dead at once.
    await app.db
      .updateTable('runs')
      .set({ lease_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', again.run.id)
      .execute();
    await ended(again.lease.run_token, 'lease expired');
  });

  it('dies with a run that is canceled while it runs', async () => {
    const s = await scene();
    await s.queue();
    const claimed = await s.claim();
    await app.db.updateTable('runs').set({ status: 'canceled' }).where('id', '=', claimed.run.id).execute();
    assert.equal((await claimed.asAgent.get('/me')).status, 401);
  });

  it('refuses malformed or unknown run tokens like any bad token, and rate-limits each token', async () => {
    const s = await scene();
    await s.queue();
    const { asAgent, lease } = await s.claim();
    const forged = `${RUN_TOKEN_PREFIX}${'A'.repeat(36)}`;
    assert.equal((await client(app, forged).get('/me')).status, 401);
    const unknown = lease.run_token.slice(0, -1) + (lease.run_token.endsWith('0') ? '1' : '0');
    assert.equal((await client(app, unknown).get('/me')).status, 401);
    const answer = await asAgent.get('/me');
    assert.ok(answer.headers.get('x-ratelimit-limit'));
    const remaining = Number(answer.headers.get('x-ratelimit-remaining'));
    const personRemaining = Number((await s.api.get('/me')).headers.get('x-ratelimit-remaining'));
    const next = Number((await asAgent.get('/me')).headers.get('x-ratelimit-remaining'));
    assert.equal(next, remaining - 1, 'the run token has its own count');
    assert.ok(personRemaining >= next, 'the person’s token is counted apart');
  });

  it('hands the next run the previous run’s session_id on the same issue by the same agent', async () => {
    const s = await scene();
    await s.queue();
    let claimed = await s.claim();
    assert.equal(claimed.context.previous_session_id, null);
    await s.runner.complete(claimed.run.id, claimed.lease.token, {
      session_id: 'sess-first',
      post_summary: false,
    });

    await s.queue();
    claimed = await s.claim();
    assert.equal(claimed.context.previous_session_id, 'sess-first');
    await s.runner.fail(claimed.run.id, claimed.lease.token, { session_id: 'sess-second', error: 'No.' });

    await s.queue();
    claimed = await s.claim();
    assert.equal(claimed.context.previous_session_id, 'sess-second', 'the latest run that reported one');
    await s.runner.complete(claimed.run.id, claimed.lease.token, { post_summary: false });

    await s.queue();
    claimed = await s.claim();
    assert.equal(claimed.context.previous_session_id, 'sess-second', 'a run without a session_id is skipped');
    await s.runner.complete(claimed.run.id, claimed.lease.token, { post_summary: false });

    // Another issue, or another agent on this one: nothing to resume.
    const otherIssue = await buildIssue(app.db, s.workspace);
    await s.queue(s.agent.id, String(otherIssue.id));
    claimed = await s.claim();
    assert.equal(claimed.context.previous_session_id, null);
    await s.runner.complete(claimed.run.id, claimed.lease.token, { post_summary: false });
    const otherAgent = await buildAgent(app.db, s.workspace);
    await buildRuntime(app.db, s.workspace, { agents: [otherAgent] });
    await s.queue(otherAgent.id);
    const runs = await s.api.get(`/runs?issue=${s.identifier}`);
    assert.ok(!runs.text.includes('sess-'), 'the API never shows a session_id');
  });

  it('the server masks tokens and the agent’s secrets in stored transcript lines, whatever the runner sent', async () => {
    const s = await scene();
    await s.queue();
    const { run, lease } = await s.claim();
    const res = await s.runner.post(`/runs/${run.id}/log`, {
      lease_token: lease.token,
      lines: [
        { stream: 'stdout', text: `SERVICE_TOKEN=${lease.run_token}` },
        { stream: 'stdout', text: `tandem runner --token ${s.runtime.token} --exec x` },
        { stream: 'stderr', text: `lease ${lease.token} secret env-secret-value` },
      ],
    });
    assert.equal(res.status, 200, res.text);
    const stored = (await s.api.get(`/runs/${run.id}/log`)).body.data.map(
      (line: { text: string }) => line.text,
    );
    assert.deepEqual(stored, [
      'SERVICE_TOKEN=tdmrun_••••',
      'tandem runner --token tdmr_•••• --exec x',
      'lease tdml_•••• secret ••••',
    ]);
  });
});

/** Issue 37: a run token reaches what its run needs, no more (docs/decisions.md, "Run tokens reach…"). */
describe('the reach of a run token', async () => {
  const app = await startTestApp();

  async function scene() {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const parent = await buildIssue(app.db, s.workspace, { title: 'The epic' });
    const issue = await buildIssue(app.db, s.workspace, { title: 'The run’s issue', parent_id: parent.id });
    const blocker = await buildIssue(app.db, s.workspace, { title: 'Waits on it' });
    const unrelated = await buildIssue(app.db, s.workspace, { title: 'Unrelated secret plans' });
    const ref = (i: { number: number }) => `${s.workspace.issue_prefix}-${i.number}`;
    const api = client(app, s.token);
    const linked = await api.patch(`/issues/${ref(issue)}`, { blocks: [ref(blocker)] });
    assert.equal(linked.status, 200, linked.text);
    assert.equal((await api.post(`/issues/${ref(issue)}/runs`, { agent_id: agent.id })).status, 202);
    assert.equal((await api.post(`/issues/${ref(unrelated)}/runs`, { agent_id: agent.id })).status, 202);
    const claim = (await daemon(app, runtime.token).claim()).body.data;
    const otherRun = (await api.get(`/runs?issue=${ref(unrelated)}`)).body.data[0] as { id: string };
    return {
      ...s,
      api,
      asAgent: client(app, claim.lease.run_token),
      runId: claim.run.id as string,
      otherRun,
      own: ref(issue),
      parent: ref(parent),
      blocker: ref(blocker),
      unrelated: ref(unrelated),
      unrelatedIssue: unrelated,
    };
  }

  it('reads its issue, what it links to and the reference data; lists only those issues', async () => {
    const s = await scene();
    for (const path of [
      `/issues/${s.own}`,
      `/issues/${s.own}/comments`,
      `/issues/${s.own}/activity`,
      `/issues/${s.parent}`,
      `/issues/${s.blocker}/comments`,
      `/runs/${s.runId}`,
      `/runs/${s.runId}/log`,
      '/me',
      '/members',
      '/agents',
      '/labels',
      '/projects',
      '/cycles',
    ]) {
      const res = await s.asAgent.get(path);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
    }
    const list = await s.asAgent.get('/issues');
    assert.deepEqual(
      (list.body.data as { id: string }[]).map((i) => i.id).sort(),
      [s.own, s.parent, s.blocker].sort(),
    );
    const search = await s.asAgent.get('/issues?q=secret');
    assert.equal(search.body.meta.total, 0);
  });

  it('another issue of the workspace reads as absent (404), and so does another run', async () => {
    const s = await scene();
    for (const path of [
      `/issues/${s.unrelated}`,
      `/issues/${s.unrelated}/comments`,
      `/issues/${s.unrelatedIssue.id}/activity`,
      `/runs/${s.otherRun.id}`,
      `/runs/${s.otherRun.id}/log`,
    ]) {
      const res = await s.asAgent.get(path);
      assert.equal(res.status, 404, `${path}: ${res.text}`);
    }
    const comment = await s.asAgent.post(`/issues/${s.unrelated}/comments`, { body: 'Hi' });
    assert.equal(comment.status, 404);
    const patched = await s.asAgent.patch(`/issues/${s.unrelated}`, { status: 'canceled' });
    assert.equal(patched.status, 404);
    assert.equal((await s.api.get(`/issues/${s.unrelated}`)).body.data.status, 'backlog');
  });

  it('writes to its own issue only; linked issues are read-only (403); naming an issue widens nothing', async () => {
    const s = await scene();
    assert.equal((await s.asAgent.patch(`/issues/${s.own}`, { priority: 'high' })).status, 200);
    const refusals: [string, Promise<{ status: number; text: string }>][] = [
      ['comment on the parent', s.asAgent.post(`/issues/${s.parent}/comments`, { body: 'Hello' })],
      ['change the blocker', s.asAgent.patch(`/issues/${s.blocker}`, { status: 'done' })],
      ['link an unrelated blocker', s.asAgent.patch(`/issues/${s.own}`, { blocked_by: [s.unrelated] })],
      ['move under an unrelated parent', s.asAgent.patch(`/issues/${s.own}`, { parent_id: s.unrelated })],
      ['file under an unrelated parent', s.asAgent.post('/issues', { title: 'x', parent_id: s.unrelated })],
      ['read other runs', s.asAgent.get('/runs')],
      ['read time entries', s.asAgent.get('/time-entries')],
      ['read usage', s.asAgent.get('/usage')],
      ['read events', s.asAgent.get('/events')],
      ['read capacity', s.asAgent.get('/capacity')],
      ['read articles', s.asAgent.get('/articles')],
      ['read meetings', s.asAgent.get('/meetings')],
      ['read whiteboards', s.asAgent.get('/whiteboards')],
      ['create a label', s.asAgent.post('/labels', { name: 'agent-made' })],
    ];
    for (const [what, answer] of refusals) {
      const res = await answer;
      assert.equal(res.status, 403, `${what}: ${res.text}`);
    }
    const own = (await s.api.get(`/issues/${s.own}`)).body.data;
    assert.deepEqual(own.blocked_by, []);
    assert.deepEqual(own.blocks, [s.blocker]);
    assert.equal((await s.api.get(`/issues/${s.blocker}`)).body.data.status, 'backlog');
    // The unrelated issue never entered its reach.
    assert.equal((await s.asAgent.get(`/issues/${s.unrelated}`)).status, 404);
  });
});
