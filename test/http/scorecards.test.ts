import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildPullRequestDelivery,
  buildReviewRound,
  buildRun,
  buildScene,
  buildStatusMove,
  buildTimeEntry,
  buildToken,
} from '../helpers/factories.js';

const app = await startTestApp();

// A two-week window, Monday 2 March to Sunday 15 March 2026 (UTC).
const WINDOW = 'from=2026-03-02&to=2026-03-15';

/** A run that started `minutes` before it ended at `end`. */
function ran(end: string, minutes: number) {
  return { started_at: new Date(Date.parse(end) - minutes * 60_000).toISOString(), finished_at: end };
}

describe('GET /agents/{id}/scorecard', () => {
  it('counts runs by outcome, deliveries, reopened issues, cost and the median within the window', async () => {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    const agent = await buildAgent(app.db, ws);
    const other = await buildAgent(app.db, ws);
    const issue = await buildIssue(app.db, ws, { status: 'done' });

    // Inside, lengths 10, 20, 30, 40, 60 minutes: the median is 30.
    const first = await buildRun(app.db, ws, agent, {
      issue_id: issue.id,
      cost_micros: 1_500_000,
      created_at: '2026-03-02T00:00:00.000Z',
      ...ran('2026-03-02T00:10:00.000Z', 10),
    });
    const second = await buildRun(app.db, ws, agent, {
      cost_micros: 500_000,
      ...ran('2026-03-15T23:59:59.999Z', 30),
    });
    await buildRun(app.db, ws, agent, {
      status: 'failed',
      failure_reason: 'reported',
      ...ran('2026-03-05T12:00:00.000Z', 20),
    });
    await buildRun(app.db, ws, agent, {
      status: 'failed',
      failure_reason: 'timed_out',
      cost_micros: 1_000_000,
      ...ran('2026-03-06T12:00:00.000Z', 60),
    });
    await buildRun(app.db, ws, agent, {
      status: 'failed',
      failure_reason: 'stalled',
      ...ran('2026-03-07T12:00:00.000Z', 40),
    });
    // Canceled while queued: counted, never started, so not in the median.
    await buildRun(app.db, ws, agent, {
      status: 'canceled',
      started_at: null,
      finished_at: '2026-03-09T08:00:00.000Z',
    });
    // Outside the window by a millisecond either side, still going, another agent's.
    await buildRun(app.db, ws, agent, { cost_micros: 9_000_000, ...ran('2026-03-01T23:59:59.999Z', 5) });
    await buildRun(app.db, ws, agent, { cost_micros: 9_000_000, ...ran('2026-03-16T00:00:00.000Z', 5) });
    await buildRun(app.db, ws, agent, { status: 'running', finished_at: null, cost_micros: 9_000_000 });
    await buildRun(app.db, ws, other, { cost_micros: 9_000_000, ...ran('2026-03-05T00:00:00.000Z', 5) });

    // Pull requests: one merged (delivered by two runs, counted once), one closed, one open; one before.
    const merged = 'https://github.com/acme/web/pull/1';
    await buildPullRequestDelivery(app.db, ws, first, {
      url: merged,
      state: 'merged',
      created_at: '2026-03-02T00:05:00.000Z',
    });
    await buildPullRequestDelivery(app.db, ws, second, {
      url: merged,
      state: 'merged',
      created_at: '2026-03-15T23:00:00.000Z',
    });
    await buildPullRequestDelivery(app.db, ws, second, {
      state: 'closed',
      created_at: '2026-03-10T00:00:00.000Z',
    });
    await buildPullRequestDelivery(app.db, ws, second, {
      state: 'open',
      created_at: '2026-03-11T00:00:00.000Z',
    });
    await buildPullRequestDelivery(app.db, ws, first, {
      state: 'merged',
      created_at: '2026-03-01T23:59:59.999Z',
    });

    // Reopened: its issue went done → todo twice (one issue); done → canceled is no reopening; an
    // issue it never ran on does not count; neither does one reopened before its first run.
    await buildStatusMove(app.db, ws, issue, { from: 'done', to: 'todo', at: '2026-03-03T00:00:00.000Z' });
    await buildStatusMove(app.db, ws, issue, {
      from: 'done',
      to: 'in_progress',
      at: '2026-03-04T00:00:00.000Z',
    });
    const canceled = await buildIssue(app.db, ws);
    await buildRun(app.db, ws, agent, {
      issue_id: canceled.id,
      status: 'queued',
      started_at: null,
      finished_at: null,
      created_at: '2026-03-01T00:00:00.000Z',
    });
    await buildStatusMove(app.db, ws, canceled, {
      from: 'done',
      to: 'canceled',
      at: '2026-03-03T00:00:00.000Z',
    });
    const untouched = await buildIssue(app.db, ws);
    await buildStatusMove(app.db, ws, untouched, {
      from: 'done',
      to: 'todo',
      at: '2026-03-03T00:00:00.000Z',
    });
    const later = await buildIssue(app.db, ws);
    await buildRun(app.db, ws, agent, {
      issue_id: later.id,
      status: 'queued',
      started_at: null,
      finished_at: null,
      created_at: '2026-03-10T00:00:00.000Z',
    });
    await buildStatusMove(app.db, ws, later, { from: 'done', to: 'todo', at: '2026-03-09T00:00:00.000Z' });

    // Review rounds opened in the window, whatever was decided; one before it is not counted.
    const reviewed = await buildIssue(app.db, ws);
    const round = (n: number, at: string, decision: 'approve' | 'request_changes' | null) =>
      buildReviewRound(app.db, ws, reviewed, { agent_id: agent.id, round: n, requested_at: at, decision });
    await round(1, '2026-02-28T23:59:59.999Z', 'request_changes');
    await round(2, '2026-03-02T00:00:00.000Z', 'request_changes');
    await round(3, '2026-03-15T23:59:59.999Z', null);

    const res = await client(app, scene.token).get(`/agents/${agent.id}/scorecard?${WINDOW}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, {
      runs: { completed: 2, failed: 3, canceled: 1, timed_out: 1, stalled: 1 },
      deliveries: { opened: 3, merged: 1, closed_unmerged: 1 },
      reopened: 1,
      review_rounds: 2,
      cost_usd: 3,
      cost_per_merged_usd: 3,
      median_run_minutes: 30,
    });

    // A one-day window on the last day sees only what ended then.
    const lastDay = await client(app, scene.token).get(
      `/agents/${agent.id}/scorecard?from=2026-03-15&to=2026-03-15`,
    );
    assert.equal(lastDay.body.data.runs.completed, 1);
    assert.equal(lastDay.body.data.cost_usd, 0.5);
    assert.equal(lastDay.body.data.deliveries.opened, 1);
    assert.equal(lastDay.body.data.median_run_minutes, 30);
  });

  it('answers zeros and nulls for an agent with nothing in the window, by default the last 30 days', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace);
    await buildRun(app.db, scene.workspace, agent, { ...ran('2020-01-01T00:00:00.000Z', 5), cost_micros: 1 });
    const res = await client(app, scene.token).get(`/agents/${agent.id}/scorecard`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, {
      runs: { completed: 0, failed: 0, canceled: 0, timed_out: 0, stalled: 0 },
      deliveries: { opened: 0, merged: 0, closed_unmerged: 0 },
      reopened: 0,
      review_rounds: 0,
      cost_usd: 0,
      cost_per_merged_usd: null,
      median_run_minutes: null,
    });
    // Today's run counts by default.
    await buildRun(app.db, scene.workspace, agent, { cost_micros: 250_000 });
    const today = await client(app, scene.token).get(`/agents/${agent.id}/scorecard`);
    assert.equal(today.body.data.runs.completed, 1);
    assert.equal(today.body.data.cost_usd, 0.25);
  });

  it('refuses bad dates and a window that ends before it starts with 422 on the field', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace);
    const api = client(app, scene.token);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=1899-12-31', 'from'],
      ['from=2026-03-10&to=2026-03-09', 'to'],
      ['from=2199-12-31', 'from'],
    ] as const) {
      const res = await api.get(`/agents/${agent.id}/scorecard?${query}`);
      assert.equal(res.status, 422, query);
      assert.ok(res.body.errors[field], `${query}: ${JSON.stringify(res.body)}`);
      assert.equal(typeof res.body.message, 'string');
    }
    const unknown = await api.get(`/agents/${agent.id}/scorecard?since=2026-01-01`);
    assert.equal(unknown.status, 422);
  });

  it('is read as the agent is: guests and read tokens read it; another workspace’s or someone’s private agent is 404', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const guestToken = (await buildToken(app.db, scene.workspace, guest)).token;
    const readToken = (await buildToken(app.db, scene.workspace, scene.owner, { abilities: ['read'] })).token;
    assert.equal((await client(app, guestToken).get(`/agents/${agent.id}/scorecard`)).status, 200);
    assert.equal((await client(app, readToken).get(`/agents/${agent.id}/scorecard`)).status, 200);

    const elsewhere = await buildScene(app.db);
    const foreign = await buildAgent(app.db, elsewhere.workspace);
    await buildRun(app.db, elsewhere.workspace, foreign);
    for (const path of [`/agents/${foreign.id}/scorecard`, `/agents/${foreign.id}/scorecard/series`]) {
      const res = await client(app, scene.token).get(path);
      assert.equal(res.status, 404, path);
      assert.equal(typeof res.body.message, 'string');
    }

    const colleague = await buildMember(app.db, scene.workspace);
    const privateAgent = await buildAgent(app.db, scene.workspace, {
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    assert.equal((await client(app, scene.token).get(`/agents/${privateAgent.id}/scorecard`)).status, 404);
    const colleagueToken = (await buildToken(app.db, scene.workspace, colleague)).token;
    assert.equal((await client(app, colleagueToken).get(`/agents/${privateAgent.id}/scorecard`)).status, 200);
    assert.equal((await client(app, scene.token).get('/agents/999999999/scorecard')).status, 404);
  });
});

describe('GET /agents/{id}/scorecard/series', () => {
  it('gives every ISO week touching the window, with runs by outcome, deliveries and cost', async () => {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    const agent = await buildAgent(app.db, ws);
    const run = await buildRun(app.db, ws, agent, {
      cost_micros: 2_000_000,
      ...ran('2026-03-04T10:00:00.000Z', 5),
    });
    await buildRun(app.db, ws, agent, {
      status: 'failed',
      failure_reason: 'stalled',
      ...ran('2026-03-08T23:59:59.999Z', 5),
    });
    await buildRun(app.db, ws, agent, {
      status: 'canceled',
      cost_micros: 1_000_000,
      ...ran('2026-03-17T10:00:00.000Z', 5),
    });
    // Monday the 2nd falls before the window: not counted, though its week is listed.
    await buildRun(app.db, ws, agent, { ...ran('2026-03-02T10:00:00.000Z', 5) });
    await buildPullRequestDelivery(app.db, ws, run, {
      state: 'merged',
      created_at: '2026-03-05T00:00:00.000Z',
    });

    const res = await client(app, scene.token).get(
      `/agents/${agent.id}/scorecard/series?from=2026-03-03&to=2026-03-17`,
    );
    assert.equal(res.status, 200);
    const zeroRuns = { completed: 0, failed: 0, canceled: 0, timed_out: 0, stalled: 0 };
    const noDeliveries = { opened: 0, merged: 0, closed_unmerged: 0 };
    assert.deepEqual(res.body.data, {
      from: '2026-03-03',
      to: '2026-03-17',
      weeks: [
        {
          week: '2026-03-02',
          runs: { ...zeroRuns, completed: 1, failed: 1, stalled: 1 },
          deliveries: { opened: 1, merged: 1, closed_unmerged: 0 },
          cost_usd: 2,
        },
        { week: '2026-03-09', runs: zeroRuns, deliveries: noDeliveries, cost_usd: 0 },
        { week: '2026-03-16', runs: { ...zeroRuns, canceled: 1 }, deliveries: noDeliveries, cost_usd: 1 },
      ],
    });

    const byDefault = await client(app, scene.token).get(`/agents/${agent.id}/scorecard/series`);
    assert.equal(byDefault.body.data.weeks.length, 12);
    const tooLong = await client(app, scene.token).get(
      `/agents/${agent.id}/scorecard/series?from=2024-01-01&to=2026-01-01`,
    );
    assert.equal(tooLong.status, 422);
    assert.ok(tooLong.body.errors.from);
  });
});

describe('GET /agents/scorecards', () => {
  it('shows every agent the caller may see side by side over one window', async () => {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    const busy = await buildAgent(app.db, ws, { name: 'Busy' });
    const idle = await buildAgent(app.db, ws, { name: 'Idle' });
    const colleague = await buildMember(app.db, ws);
    await buildAgent(app.db, ws, { name: 'Hidden', visibility: 'private', owner_user_id: colleague.id });
    await buildRun(app.db, ws, busy, { cost_micros: 750_000, ...ran('2026-03-04T10:00:00.000Z', 12) });
    await buildRun(app.db, ws, idle, {
      status: 'failed',
      failure_reason: 'timed_out',
      ...ran('2026-03-04T10:00:00.000Z', 60),
    });

    const res = await client(app, scene.token).get(`/agents/scorecards?${WINDOW}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.meta.total, 2);
    assert.deepEqual(
      res.body.data.map((row: { agent: { name: string } }) => row.agent.name),
      ['Busy', 'Idle'],
    );
    assert.equal(res.body.data[0].from, '2026-03-02');
    assert.equal(res.body.data[0].scorecard.cost_usd, 0.75);
    assert.equal(res.body.data[0].scorecard.median_run_minutes, 12);
    assert.deepEqual(res.body.data[1].scorecard.runs, {
      completed: 0,
      failed: 1,
      canceled: 0,
      timed_out: 1,
      stalled: 0,
    });

    const bad = await client(app, scene.token).get('/agents/scorecards?from=2026-03-10&to=2026-03-01');
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.to);
  });
});

describe('GET /issues/{issue}/cost', () => {
  it('puts people’s logged time and agents’ runs side by side', async () => {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    const issue = await buildIssue(app.db, ws);
    const agent = await buildAgent(app.db, ws, { name: 'Coder' });
    const colleague = await buildMember(app.db, ws, { name: 'Zed' });
    const privateAgent = await buildAgent(app.db, ws, {
      name: 'Secret',
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: scene.owner.id,
      issue_id: issue.id,
      minutes: 90,
    });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: colleague.id,
      issue_id: issue.id,
      minutes: 30,
    });
    const run = await buildRun(app.db, ws, agent, { issue_id: issue.id, cost_micros: 1_250_000 });
    await buildRun(app.db, ws, agent, { issue_id: issue.id, cost_micros: 250_000 });
    await buildRun(app.db, ws, privateAgent, { issue_id: issue.id, cost_micros: 100_000 });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'agent',
      actor_id: agent.id,
      issue_id: issue.id,
      minutes: 12,
      source: 'agent_run',
      run_id: run.id,
    });
    // Elsewhere: another issue's time and runs.
    const elsewhere = await buildIssue(app.db, ws);
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: scene.owner.id,
      issue_id: elsewhere.id,
      minutes: 500,
    });
    await buildRun(app.db, ws, agent, { issue_id: elsewhere.id, cost_micros: 9_000_000 });

    const ref = `${ws.issue_prefix}-${issue.number}`;
    const res = await client(app, scene.token).get(`/issues/${ref}/cost`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, {
      people: {
        minutes: 120,
        by_person: [
          { id: scene.owner.id, name: scene.owner.name, minutes: 90 },
          { id: colleague.id, name: 'Zed', minutes: 30 },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      },
      agents: {
        runs: 3,
        minutes: 12,
        cost_usd: 1.6,
        by_agent: [
          { id: agent.id, name: 'Coder', runs: 2, minutes: 12, cost_usd: 1.5 },
          { id: privateAgent.id, name: 'Private agent', runs: 1, minutes: 0, cost_usd: 0.1 },
        ],
      },
    });

    const other = await buildScene(app.db);
    assert.equal((await client(app, other.token).get(`/issues/${ref}/cost`)).status, 404);
    const guest = await buildMember(app.db, ws, { role: 'guest' });
    const guestToken = (await buildToken(app.db, ws, guest, { abilities: ['read'] })).token;
    assert.equal((await client(app, guestToken).get(`/issues/${ref}/cost`)).status, 200);
  });
});
