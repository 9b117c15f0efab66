import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import type { Workspace } from '../../src/db/schema.js';
import { withdrawCommentFromQueuedRuns } from '../../src/domain/runs/run-messages.js';
import { queueRun } from '../../src/domain/runs/runs-queue.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene, buildToken } from '../helpers/factories.js';

describe('runner protocol', async () => {
  const app = await startTestApp();

  /** A workspace, an agent bound to a runtime, an issue, and a webhook that records every event. */
  async function scene(agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    // Statuses that follow runs have their own tests (run-issue-status.test.ts); these count events without them.
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, agentOverrides);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    await subscribe(s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const queue = async (agentId = agent.id) =>
      (await api.post(`/issues/${identifier}/runs`, { agent_id: agentId })).body.data;
    // One run at a time per issue and agent (decisions §12.7): another run of the agent, on another issue.
    const queueElsewhere = async (agentId = agent.id) => {
      const other = await buildIssue(app.db, s.workspace);
      return (await api.post(`/issues/${other.id}/runs`, { agent_id: agentId })).body.data;
    };
    return { ...s, agent, runtime, issue, identifier, api, runner, queue, queueElsewhere };
  }

  const subscribe = (workspace: Workspace) => recordEvents(app.db, workspace);
  const events = (workspace: Workspace) => recordedEvents(app.db, workspace);

  async function claimOne(runner: ReturnType<typeof daemon>) {
    const res = await runner.claim();
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.data, 'expected a run to claim');
    return res.body.data as {
      run: any;
      lease: { token: string; expires_at: string; run_token: string };
      context: any;
      repository: unknown;
    };
  }

  describe('authentication', () => {
    it('refuses an API token with 403 on every runner endpoint, so it can never claim, complete or fail', async () => {
      const s = await scene();
      const run = await s.queue();
      const apiToken = daemon(app, s.token);
      for (const path of [
        '/register',
        '/heartbeat',
        '/runs/claim',
        `/runs/${run.id}/start`,
        `/runs/${run.id}/lease`,
        `/runs/${run.id}/complete`,
        `/runs/${run.id}/fail`,
        `/runs/${run.id}/release`,
      ]) {
        const res = await apiToken.post(path, { sandbox: 'off', lease_token: 'x' });
        assert.equal(res.status, 403, path);
        assert.match(res.body.message, /API tokens cannot claim, complete or fail runs/);
      }
      assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'queued');
    });

    it('has no claim, complete or fail on /api/v1', async () => {
      const s = await scene();
      const run = await s.queue();
      for (const path of [
        `/runs/claim`,
        `/runs/${run.id}/complete`,
        `/runs/${run.id}/fail`,
        `/runs/${run.id}/start`,
      ]) {
        assert.equal((await s.api.post(path, {})).status, 404, path);
      }
    });

    it('answers 401 without a token, with a malformed, unknown or revoked one, and refuses runtime tokens on /api/v1', async () => {
      const s = await scene();
      assert.equal((await daemon(app, null).register()).status, 401);
      assert.equal((await daemon(app, 'tdmr_nope').register()).status, 401);
      const unknown = await buildRuntime(app.db, s.workspace);
      await app.db
        .updateTable('agent_runtimes')
        .set({ token_digest: 'gone' })
        .where('id', '=', unknown.id)
        .execute();
      assert.equal((await daemon(app, unknown.token).register()).status, 401);
      const revoked = await buildRuntime(app.db, s.workspace);
      await app.db
        .updateTable('agent_runtimes')
        .set({ revoked_at: nowIso() })
        .where('id', '=', revoked.id)
        .execute();
      const res = await daemon(app, revoked.token).claim();
      assert.equal(res.status, 401);
      assert.match(res.body.message, /revoked/);
      assert.equal((await client(app, s.runtime.token).get('/runs')).status, 401);
    });
  });

  describe('register and heartbeat', () => {
    it('records the sandbox the runtime reports and marks it online in GET /agents', async () => {
      const s = await scene();
      const before = (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id);
      assert.deepEqual(before.runtime, {
        id: s.runtime.id,
        name: before.runtime.name,
        online: false,
        sandbox: 'unknown',
      });
      const res = await s.runner.post('/register', { sandbox: 'confined', name: 'build-box-1' });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data, {
        id: s.runtime.id,
        name: 'build-box-1',
        sandbox: 'confined',
        workspace: { slug: s.workspace.slug, name: s.workspace.name },
        agents: [
          {
            id: s.agent.id,
            name: s.agent.name,
            provider: 'claude_code',
            model: 'opus',
            status: 'idle',
            max_concurrent_tasks: 1,
          },
        ],
        lease_seconds: 30,
        heartbeat_seconds: 30,
      });
      const after = (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id);
      assert.deepEqual(after.runtime, {
        id: s.runtime.id,
        name: 'build-box-1',
        online: true,
        sandbox: 'confined',
      });
      assert.ok(!('instructions' in after));
    });

    it('needs a reported sandbox level at registration; the heartbeat may change it', async () => {
      const s = await scene();
      for (const body of [{}, { sandbox: 'unknown' }, { sandbox: 'full' }]) {
        const res = await s.runner.post('/register', body);
        assert.equal(res.status, 422);
        assert.ok(res.body.errors.sandbox);
      }
      await s.runner.post('/register', { sandbox: 'off' });
      const beat = await s.runner.post('/heartbeat', { sandbox: 'limits' });
      assert.equal(beat.status, 200);
      assert.equal(beat.body.data.sandbox, 'limits');
      assert.equal((await s.runner.post('/heartbeat', {})).body.data.sandbox, 'limits');
    });

    it('goes offline after the 90 second grace period', async () => {
      const s = await scene();
      await s.runner.register('limits');
      const stale = new Date(Date.now() - 91_000).toISOString();
      await app.db
        .updateTable('agent_runtimes')
        .set({ last_seen_at: stale })
        .where('id', '=', s.runtime.id)
        .execute();
      const agent = (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id);
      assert.equal(agent.runtime.online, false);
      await s.runner.claim();
      const again = (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id);
      assert.equal(again.runtime.online, true, 'a claim counts as being heard from');
    });
  });

  describe('claim', () => {
    it('answers null when there is nothing to do', async () => {
      const s = await scene();
      const res = await s.runner.claim();
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { data: null });
      assert.equal(await s.runner.postEmpty('/runs/claim'), 200, 'no body is an empty body');
      assert.equal(await s.runner.postEmpty('/heartbeat'), 200);
      assert.equal(await s.runner.postEmpty('/register'), 422, 'the sandbox is required');
    });

    it('hands out the oldest queued run with a lease and the run context: queued → dispatched', async () => {
      const s = await scene({
        instructions: 'Be careful.',
        custom_env: JSON.stringify({ API_KEY: 'k-123', DEPTH: 2 }),
        custom_args: JSON.stringify(['--fast']),
        mcp_config: JSON.stringify({ servers: { files: { command: 'mcp-files' } } }),
      });
      await app.db
        .updateTable('issues')
        .set({ description: '<p>Fix it</p>', acceptance_criteria: '["works"]' })
        .where('id', '=', s.issue.id)
        .execute();
      const first = await s.queue();
      await s.queue();
      const claim = await claimOne(s.runner);
      assert.equal(claim.run.id, first.id);
      assert.equal(claim.run.status, 'dispatched');
      assert.equal(claim.run.attempts, 1);
      assert.match(claim.lease.token, /^tdml_/);
      assert.match(claim.lease.run_token, /^tdmrun_/);
      assert.ok(Date.parse(claim.lease.expires_at) > Date.now() + 20_000);
      assert.deepEqual(claim.context, {
        run: { id: first.id, trigger: 'api', attempts: 1, queued_at: first.queued_at },
        workspace: { slug: s.workspace.slug, name: s.workspace.name },
        issue: {
          id: s.identifier,
          key: s.issue.id,
          number: s.issue.number,
          title: s.issue.title,
          description: '<p>Fix it</p>',
          acceptance_criteria: ['works'],
          type: 'task',
          status: 'backlog',
          priority: 'medium',
        },
        comment: null,
        requested_by: { type: 'user', id: s.owner.id, name: s.owner.name },
        agent: {
          id: s.agent.id,
          name: s.agent.name,
          provider: 'claude_code',
          model: 'opus',
          instructions: 'Be careful.',
          custom_env: { API_KEY: 'k-123', DEPTH: '2' },
          custom_args: ['--fast'],
          mcp_config: { servers: { files: { command: 'mcp-files' } } },
          // Written straight to the store, without a version; no skills, no secrets.
          instructions_version: null,
          skills: [],
          secrets: {},
        },
        previous_session_id: null,
        repository: null,
      });
      assert.equal(claim.repository, null, 'no repository named by the agent or the project');
      const stored = await app.db
        .selectFrom('runs')
        .selectAll()
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(stored.lease_token_digest, claim.lease.token, 'only the digest is stored');
      assert.equal(stored.lease_token_digest?.length, 64);
      assert.equal(stored.runtime_id, s.runtime.id);
      assert.ok(stored.dispatched_at);
      assert.equal((await s.api.get(`/runs/${first.id}`)).body.data.status, 'dispatched');
      assert.equal(
        (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id).status,
        'busy',
      );
      assert.deepEqual(await events(s.workspace), [], 'intermediate states send nothing');
    });

    it('claims only for agents bound to the runtime, never disabled ones, and may narrow to some agents', async () => {
      const s = await scene();
      const unbound = await buildAgent(app.db, s.workspace);
      const disabled = await buildAgent(app.db, s.workspace, { status: 'idle' });
      const second = await buildAgent(app.db, s.workspace);
      await app.db
        .updateTable('agents')
        .set({ runtime_id: s.runtime.id })
        .where('id', 'in', [disabled.id, second.id])
        .execute();
      await s.queue(unbound.id);
      await s.queue(disabled.id);
      await app.db.updateTable('agents').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
      const forSecond = await s.queue(second.id);
      const forFirst = await s.queue();
      assert.equal((await claimOne(s.runner)).run.id, forSecond.id);
      const narrowed = await s.runner.claim({ agent_ids: [second.id, unbound.id] });
      assert.equal(narrowed.body.data, null);
      assert.equal((await claimOne(s.runner)).run.id, forFirst.id);
      assert.equal((await s.runner.claim()).body.data, null);
    });

    it('never hands out another workspace’s runs', async () => {
      const s = await scene();
      const other = await scene();
      await other.queue();
      assert.equal((await s.runner.claim()).body.data, null);
    });

    it('respects max_concurrent_tasks', async () => {
      const s = await scene({ max_concurrent_tasks: 2 });
      const runs = [await s.queue(), await s.queueElsewhere(), await s.queueElsewhere()];
      const a = await claimOne(s.runner);
      const b = await claimOne(s.runner);
      assert.deepEqual([a.run.id, b.run.id], [runs[0].id, runs[1].id]);
      assert.equal((await s.runner.claim()).body.data, null, 'the agent is at its limit');
      await s.runner.complete(a.run.id, a.lease.token);
      assert.equal((await claimOne(s.runner)).run.id, runs[2].id);
    });

    it('refuses bad claim bodies with 422', async () => {
      const s = await scene();
      for (const body of [
        { agent_ids: 'all' },
        { agent_ids: [0] },
        { lease_seconds: 5 },
        { lease_seconds: 99999 },
      ]) {
        const res = await s.runner.claim(body);
        assert.equal(res.status, 422, JSON.stringify(body));
      }
      assert.equal((await s.runner.post('/runs/claim', '{not json')).status, 400);
    });
  });

  describe('start, lease and release', () => {
    it('moves dispatched → running, sets started_at, and is idempotent', async () => {
      const s = await scene();
      await s.queue();
      const claim = await claimOne(s.runner);
      const res = await s.runner.start(claim.run.id, claim.lease.token);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.status, 'running');
      assert.ok(res.body.data.started_at);
      const again = await s.runner.start(claim.run.id, claim.lease.token);
      assert.equal(again.body.data.started_at, res.body.data.started_at);
    });

    it('extends the lease, and refuses a wrong lease token with 409', async () => {
      const s = await scene();
      await s.queue();
      const claim = await claimOne(s.runner);
      const res = await s.runner.post(`/runs/${claim.run.id}/lease`, {
        lease_token: claim.lease.token,
        lease_seconds: 600,
      });
      assert.equal(res.status, 200);
      assert.ok(Date.parse(res.body.data.expires_at) > Date.now() + 590_000);
      for (const lease of ['tdml_wrong', 'x'.repeat(200)]) {
        for (const action of ['start', 'lease', 'complete', 'fail', 'release']) {
          const refused = await s.runner.post(`/runs/${claim.run.id}/${action}`, { lease_token: lease });
          assert.equal(refused.status, 409, `${action} ${lease}`);
          assert.match(refused.body.message, /lease on this run is no longer held/);
        }
      }
    });

    it('answers 404 for a run it cannot name, or another workspace’s run', async () => {
      const s = await scene();
      const other = await scene();
      const foreign = await other.queue();
      const otherClaim = await claimOne(other.runner);
      for (const id of ['nope', '01ARZ3NDEKTSV4RRFFQ69G5FAV', foreign.id]) {
        const res = await s.runner.post(`/runs/${id}/lease`, { lease_token: otherClaim.lease.token });
        assert.equal(res.status, 404, id);
      }
    });

    it('releases a run back to the queue without counting the attempt', async () => {
      const s = await scene();
      const run = await s.queue();
      const claim = await claimOne(s.runner);
      await s.runner.start(claim.run.id, claim.lease.token);
      const res = await s.runner.post(`/runs/${run.id}/release`, { lease_token: claim.lease.token });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.status, 'queued');
      assert.equal(res.body.data.attempts, 0);
      assert.equal(res.body.data.started_at, null);
      assert.equal((await s.runner.complete(run.id, claim.lease.token)).status, 409, 'the old lease is gone');
      const again = await claimOne(s.runner);
      assert.equal(again.run.id, run.id);
      assert.equal(again.run.attempts, 1);
      assert.equal(
        (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id).status,
        'busy',
      );
    });
  });

  describe('complete and fail', () => {
    it('completes with usage, deliveries, a time entry, a summary comment and the events, in one go', async () => {
      const s = await scene();
      const run = await s.queue();
      const claim = await claimOne(s.runner);
      await s.runner.start(run.id, claim.lease.token);
      const startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
      await app.db.updateTable('runs').set({ started_at: startedAt }).where('id', '=', run.id).execute();
      const res = await s.runner.complete(run.id, claim.lease.token, {
        summary: 'Fixed the pager.\n\nAdded tests for <empty> pages.',
        changed_paths: ['src/pager.ts', 'test/pager.test.ts'],
        usage: {
          input_tokens: 1200,
          output_tokens: 340,
          cached_tokens: 1000,
          cache_write_tokens: 0,
          cost_usd: 0.123456,
        },
        session_id: 'session-1',
        deliveries: [
          {
            type: 'pull_request',
            url: 'https://github.com/acme/web/pull/7',
            state: 'open',
            title: 'Fix pager',
          },
          { type: 'branch', reference: 'fix/pager' },
          { type: 'commit', reference: 'a1b2c3d', url: 'https://github.com/acme/web/commit/a1b2c3d' },
          { type: 'document', url: 'https://docs.example.com/pager' },
          { type: 'url', url: 'https://preview.example.com/7', title: 'Preview' },
        ],
      });
      assert.equal(res.status, 200, res.text);
      const done = res.body.data;
      assert.equal(done.status, 'completed');
      assert.ok(done.finished_at);
      assert.equal(done.started_at, startedAt);
      assert.equal(done.summary, 'Fixed the pager.\n\nAdded tests for <empty> pages.');
      assert.equal(done.error, null);
      assert.deepEqual(done.usage, {
        input_tokens: 1200,
        output_tokens: 340,
        cached_tokens: 1000,
        cache_write_tokens: 0,
        cost_usd: 0.123456,
      });
      assert.deepEqual(
        done.artifacts.map((a: any) => [a.type, a.title, a.state, a.url, a.reference]),
        [
          ['pull_request', 'Fix pager', 'open', 'https://github.com/acme/web/pull/7', null],
          ['branch', 'fix/pager', null, null, 'fix/pager'],
          ['commit', 'a1b2c3d', null, 'https://github.com/acme/web/commit/a1b2c3d', 'a1b2c3d'],
          ['document', 'document', null, 'https://docs.example.com/pager', null],
          ['url', 'Preview', null, 'https://preview.example.com/7', null],
        ],
      );
      const stored = await app.db
        .selectFrom('runs')
        .selectAll()
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(stored.cost_micros), 123456);
      assert.equal(stored.lease_token_digest, null);
      assert.equal(stored.session_id, 'session-1');
      assert.deepEqual(JSON.parse(stored.changed_paths!), ['src/pager.ts', 'test/pager.test.ts']);
      assert.deepEqual((await s.api.get(`/runs/${run.id}?include=artifacts`)).body.data, done);

      const entries = await app.db
        .selectFrom('time_entries')
        .selectAll()
        .where('run_id', '=', run.id)
        .execute();
      assert.equal(entries.length, 1);
      assert.equal(entries[0]!.actor_type, 'agent');
      assert.equal(entries[0]!.actor_id, s.agent.id);
      assert.equal(entries[0]!.subject, 'issue');
      assert.equal(entries[0]!.issue_id, s.issue.id);
      assert.equal(entries[0]!.source, 'agent_run');
      assert.equal(entries[0]!.minutes, 5);
      assert.equal(entries[0]!.spent_on, startedAt.slice(0, 10));

      const comments = await app.db
        .selectFrom('comments')
        .selectAll()
        .where('issue_id', '=', s.issue.id)
        .execute();
      assert.equal(comments.length, 1);
      assert.equal(comments[0]!.from_run_id, run.id);
      assert.equal(comments[0]!.author_type, 'agent');
      assert.equal(comments[0]!.body, '<p>Fixed the pager.</p><p>Added tests for &lt;empty&gt; pages.</p>');

      const sent = await events(s.workspace);
      assert.deepEqual(
        sent.map((e) => e.event),
        [
          'delivery.recorded',
          'delivery.recorded',
          'delivery.recorded',
          'delivery.recorded',
          'delivery.recorded',
          'comment.created',
          'run.completed',
        ],
      );
      assert.deepEqual(sent[0]!.data, { ...done.artifacts[0], run: run.id, issue: s.identifier });
      assert.equal(sent[5]!.data.from_run, run.id);
      assert.equal(sent[5]!.data.issue, s.identifier);
      assert.deepEqual(sent[6]!.data, done);
      assert.equal(
        (await s.api.get('/agents')).body.data.find((a: any) => a.id === s.agent.id).status,
        'idle',
      );
    });

    it('keeps usage null when nothing was reported, and each usage field independently nullable', async () => {
      const s = await scene({ max_concurrent_tasks: 5 });
      const cases: [unknown, unknown][] = [
        [undefined, null],
        [null, null],
        [{}, null],
        [{ input_tokens: null, cost_usd: null }, null],
        [
          { output_tokens: 0 },
          {
            input_tokens: null,
            output_tokens: 0,
            cached_tokens: null,
            cache_write_tokens: null,
            cost_usd: null,
          },
        ],
        [
          { cost_usd: 1.5 },
          {
            input_tokens: null,
            output_tokens: null,
            cached_tokens: null,
            cache_write_tokens: null,
            cost_usd: 1.5,
          },
        ],
      ];
      for (const [usage, expected] of cases) {
        await s.queue();
        const claim = await claimOne(s.runner);
        const res = await s.runner.complete(
          claim.run.id,
          claim.lease.token,
          usage === undefined ? {} : { usage },
        );
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.data.usage, expected, JSON.stringify(usage));
      }
    });

    it('refuses invalid reports with 422 naming the field, and changes nothing', async () => {
      const s = await scene();
      const run = await s.queue();
      const claim = await claimOne(s.runner);
      const cases: [Record<string, unknown>, string][] = [
        [{ deliveries: [{ type: 'url', url: 'http://example.com' }] }, 'deliveries.0.url'],
        [{ deliveries: [{ type: 'pull_request', url: 'javascript:alert(1)' }] }, 'deliveries.0.url'],
        [{ deliveries: [{ type: 'branch' }] }, 'deliveries.0.reference'],
        [{ deliveries: [{ type: 'commit', url: 'https://x.test/c/1' }] }, 'deliveries.0.reference'],
        [{ deliveries: [{ type: 'url', reference: 'x' }] }, 'deliveries.0.url'],
        [{ deliveries: [{ type: 'document' }] }, 'deliveries.0.url'],
        [{ deliveries: [{ type: 'tarball', url: 'https://x.test' }] }, 'deliveries.0.type'],
        [
          { deliveries: [{ type: 'pull_request', url: 'https://x.test', state: 'approved' }] },
          'deliveries.0.state',
        ],
        [{ usage: { input_tokens: -1 } }, 'usage.input_tokens'],
        [{ usage: { input_tokens: 1.5 } }, 'usage.input_tokens'],
        [{ usage: { cost_usd: 1e12 } }, 'usage.cost_usd'],
        [{ usage: { cost_usd: '1' } }, 'usage.cost_usd'],
        [{ changed_paths: 'src/a.ts' }, 'changed_paths'],
        [{ changed_paths: [''] }, 'changed_paths.0'],
        [{ summary: 5 }, 'summary'],
        [{ lease_token: 5 }, 'lease_token'],
      ];
      for (const [report, field] of cases) {
        const res = await s.runner.complete(run.id, claim.lease.token, report);
        assert.equal(res.status, 422, JSON.stringify(report));
        assert.ok(res.body.errors[field], `${JSON.stringify(report)} → ${JSON.stringify(res.body.errors)}`);
      }
      assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'dispatched');
      assert.equal((await s.runner.complete(run.id, claim.lease.token)).status, 200);
    });

    it('fails a run with its error, records its deliveries and time, fires run.failed; a finished run takes no more reports', async () => {
      const s = await scene();
      const run = await s.queue();
      const claim = await claimOne(s.runner);
      await s.runner.start(run.id, claim.lease.token);
      const res = await s.runner.fail(run.id, claim.lease.token, {
        error: 'The build broke.',
        summary: 'Opened a draft.',
        deliveries: [{ type: 'pull_request', url: 'https://github.com/acme/web/pull/8', state: 'draft' }],
        usage: { output_tokens: 5 },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.status, 'failed');
      assert.equal(res.body.data.error, 'The build broke.');
      assert.ok(res.body.data.finished_at);
      assert.equal(res.body.data.artifacts.length, 1);
      assert.equal(res.body.data.usage.output_tokens, 5);
      const entries = await app.db
        .selectFrom('time_entries')
        .selectAll()
        .where('run_id', '=', run.id)
        .execute();
      assert.equal(entries.length, 1);
      assert.equal(entries[0]!.minutes, 1, 'at least one minute');
      const sent = await events(s.workspace);
      assert.deepEqual(
        sent.map((e) => e.event),
        ['delivery.recorded', 'comment.created', 'run.failed'],
      );
      for (const action of ['complete', 'start', 'lease', 'release']) {
        assert.equal(
          (await s.runner.post(`/runs/${run.id}/${action}`, { lease_token: claim.lease.token })).status,
          409,
        );
      }
      // The same report of the same lease again is answered as accepted, nothing applied twice.
      assert.equal(
        (await s.runner.post(`/runs/${run.id}/fail`, { lease_token: claim.lease.token })).status,
        200,
      );
      assert.equal((await events(s.workspace)).length, sent.length);
      const unnamed = await s.queue();
      const second = await claimOne(s.runner);
      const bare = await s.runner.fail(unnamed.id, second.lease.token);
      assert.equal(bare.body.data.error, 'The run failed.');
    });

    it('posts no comment when asked not to, or without a summary; replies to the comment that asked', async () => {
      const s = await scene({ max_concurrent_tasks: 3 });
      await s.queue();
      let claim = await claimOne(s.runner);
      await s.runner.complete(claim.run.id, claim.lease.token, { summary: 'Quiet.', post_summary: false });
      await s.queue();
      claim = await claimOne(s.runner);
      await s.runner.complete(claim.run.id, claim.lease.token, { summary: '   ' });
      assert.equal(
        (await app.db.selectFrom('comments').selectAll().where('issue_id', '=', s.issue.id).execute()).length,
        0,
      );

      const now = nowIso();
      const asking = await app.db
        .insertInto('comments')
        .values({
          workspace_id: s.workspace.id,
          issue_id: s.issue.id,
          author_type: 'user',
          author_id: s.owner.id,
          body: '<p>@bot go</p>',
          in_reply_to: null,
          from_run_id: null,
          mentions: '[]',
          created_at: now,
          updated_at: now,
          edited_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await app.db.transaction().execute((tx) =>
        queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: s.agent,
          issueId: s.issue.id,
          trigger: 'mention',
          commentId: asking.id,
          requestedBy: { type: 'user', id: s.owner.id },
        }),
      );
      claim = await claimOne(s.runner);
      await s.runner.complete(claim.run.id, claim.lease.token, { summary: 'On it, done.' });
      const reply = await app.db
        .selectFrom('comments')
        .selectAll()
        .where('from_run_id', '=', claim.run.id)
        .executeTakeFirstOrThrow();
      assert.equal(reply.in_reply_to, asking.id);
    });

    it('writes no time entry and no comment for a run without an issue', async () => {
      const s = await scene();
      const run = await app.db.transaction().execute((tx) =>
        queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: s.agent,
          issueId: null,
          trigger: 'api',
          requestedBy: null,
        }),
      );
      const claim = await claimOne(s.runner);
      assert.equal(claim.context.issue, null);
      const res = await s.runner.complete(run.id, claim.lease.token, {
        summary: 'Done.',
        deliveries: [{ type: 'url', url: 'https://example.com/report' }],
      });
      assert.equal(res.body.data.issue, null);
      assert.equal(res.body.data.artifacts.length, 1);
      assert.equal(
        (await app.db.selectFrom('time_entries').selectAll().where('run_id', '=', run.id).execute()).length,
        0,
      );
      assert.equal(
        (await app.db.selectFrom('comments').selectAll().where('from_run_id', '=', run.id).execute()).length,
        0,
      );
    });
  });

  describe('deliveries and the claim check', () => {
    async function deliver(s: Awaited<ReturnType<typeof scene>>, report: Record<string, unknown>) {
      await s.queue();
      const claim = await claimOne(s.runner);
      const res = await s.runner.complete(claim.run.id, claim.lease.token, {
        post_summary: false,
        ...report,
      });
      assert.equal(res.status, 200, res.text);
      return res.body.data;
    }

    it('lists an issue’s deliveries with every Artifact field, newest first', async () => {
      const s = await scene();
      await deliver(s, {
        deliveries: [
          {
            type: 'pull_request',
            url: 'https://github.com/acme/web/pull/1',
            reference: 'fix/a',
            state: 'open',
          },
          { type: 'pull_request', url: 'https://github.com/acme/web/pull/2' },
        ],
      });
      const res = await s.api.get(`/issues/${s.identifier}/artifacts`);
      assert.equal(res.status, 200);
      assert.equal(res.body.meta.total, 2);
      const [second, first] = res.body.data;
      assert.deepEqual(first, {
        id: first.id,
        type: 'pull_request',
        state: 'open',
        url: 'https://github.com/acme/web/pull/1',
        reference: 'fix/a',
        title: 'fix/a',
        created_at: first.created_at,
        claim_checked_at: null,
        claim_check: null,
      });
      assert.equal(second.title, 'pull_request', 'falls back to the type');
      assert.equal((await s.api.get(`/issues/${s.identifier}/artifacts?per_page=1`)).body.data.length, 1);
      assert.equal((await s.api.get(`/issues/${s.identifier}/artifacts?type=x`)).status, 422);
      assert.equal((await s.api.get('/issues/999999/artifacts')).status, 404);
      const other = await buildScene(app.db);
      assert.equal((await client(app, other.token).get(`/issues/${s.issue.id}/artifacts`)).status, 404);
      const reader = await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] });
      assert.equal((await client(app, reader.token).get(`/issues/${s.identifier}/artifacts`)).status, 200);
    });

    it('gives the claim check its three meanings', async () => {
      const s = await scene({ max_concurrent_tasks: 5 });
      const pr = (n: number) => [{ type: 'pull_request', url: `https://github.com/acme/web/pull/${n}` }];
      const never1 = await deliver(s, { deliveries: pr(1), changed_paths: ['src/a.ts'] });
      const never2 = await deliver(s, { deliveries: pr(2), summary: 'Added tests.' });
      const clean = await deliver(s, {
        deliveries: pr(3),
        summary: 'Added tests.',
        changed_paths: ['src/a.ts', 'test/a.test.ts'],
      });
      const broken = await deliver(s, {
        deliveries: pr(4),
        summary: 'Refactored. Added tests for it.',
        changed_paths: ['src/a.ts'],
      });
      const doc = await deliver(s, {
        deliveries: [{ type: 'document', url: 'https://docs.example.com/x' }],
        summary: 'Added tests.',
        changed_paths: ['src/a.ts'],
      });
      for (const run of [never1, never2, doc]) {
        assert.equal(run.artifacts[0].claim_checked_at, null);
        assert.equal(run.artifacts[0].claim_check, null);
      }
      assert.ok(clean.artifacts[0].claim_checked_at);
      assert.deepEqual(clean.artifacts[0].claim_check, []);
      assert.ok(broken.artifacts[0].claim_checked_at);
      assert.deepEqual(broken.artifacts[0].claim_check, [
        { claim: 'tests', says: 'Added tests for it.', found: 'The one changed path is not a test file.' },
      ]);
    });

    it('updates a delivery reported again, firing delivery.recorded only when something visible changed', async () => {
      const s = await scene({ max_concurrent_tasks: 3 });
      const url = 'https://github.com/acme/web/pull/9';
      const first = await deliver(s, {
        deliveries: [{ type: 'pull_request', url, state: 'open', title: 'Pager' }],
      });
      const same = await deliver(s, { deliveries: [{ type: 'pull_request', url, state: 'open' }] });
      const merged = await deliver(s, { deliveries: [{ type: 'pull_request', url, state: 'merged' }] });
      assert.equal(merged.artifacts[0].id, first.artifacts[0].id);
      assert.equal(merged.artifacts[0].state, 'merged');
      assert.equal(merged.artifacts[0].title, 'Pager');
      assert.equal(same.artifacts[0].id, first.artifacts[0].id);
      const list = await s.api.get(`/issues/${s.identifier}/artifacts`);
      assert.equal(list.body.meta.total, 1);
      const recorded = (await events(s.workspace)).filter((e) => e.event === 'delivery.recorded');
      assert.deepEqual(
        recorded.map((e) => [e.data.state, e.data.run]),
        [
          ['open', first.id],
          ['merged', merged.id],
        ],
      );
      const firstRun = await s.api.get(`/runs/${first.id}?include=artifacts`);
      assert.equal(firstRun.body.data.artifacts.length, 1, 'still listed on the run that delivered it');
    });
  });

  describe('withdrawal', () => {
    it('cancels the queued runs a comment queued and leaves claimed ones alone', async () => {
      const s = await scene();
      const helper = await buildAgent(app.db, s.workspace);
      const now = nowIso();
      const comment = await app.db
        .insertInto('comments')
        .values({
          workspace_id: s.workspace.id,
          issue_id: s.issue.id,
          author_type: 'user',
          author_id: s.owner.id,
          body: '<p>@both</p>',
          in_reply_to: null,
          from_run_id: null,
          mentions: '[]',
          created_at: now,
          updated_at: now,
          edited_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [claimed, waiting] = await app.db.transaction().execute(async (tx) => [
        await queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: s.agent,
          issueId: s.issue.id,
          trigger: 'mention',
          commentId: comment.id,
          requestedBy: null,
        }),
        await queueRun(tx, {
          workspaceId: s.workspace.id,
          agent: helper,
          issueId: s.issue.id,
          trigger: 'mention',
          commentId: comment.id,
          requestedBy: null,
        }),
      ]);
      const other = await s.queueElsewhere();
      const claim = await claimOne(s.runner);
      assert.equal(claim.run.id, claimed.id);

      const canceled = await app.db
        .transaction()
        .execute((tx) => withdrawCommentFromQueuedRuns(tx, comment.id, nowIso()));
      assert.equal(canceled, 1);
      const waitingRun = (await s.api.get(`/runs/${waiting.id}`)).body.data;
      assert.equal(waitingRun.status, 'canceled');
      assert.ok(waitingRun.finished_at);
      assert.equal((await s.api.get(`/runs/${claimed.id}`)).body.data.status, 'dispatched');
      assert.equal((await s.api.get(`/runs/${other.id}`)).body.data.status, 'queued');
      assert.equal((await s.runner.complete(claim.run.id, claim.lease.token)).body.data.status, 'completed');
      const again = await app.db
        .transaction()
        .execute((tx) => withdrawCommentFromQueuedRuns(tx, comment.id, nowIso()));
      assert.equal(again, 0);
      assert.deepEqual(
        (await events(s.workspace)).map((e) => e.event),
        ['run.completed'],
        'canceling sends nothing',
      );
    });
  });
});
