import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import type { Executor } from '../../src/db/connection.js';
import type { Workspace } from '../../src/db/schema.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRun,
  buildRuntime,
  buildScene,
  buildStatusMove,
  buildTimeEntry,
  buildToken,
} from '../helpers/factories.js';

const app = await startTestApp();

// Weekly cycles from Monday 2 March 2026: cycle 1 is 2–8 March, cycle 2 9–15 March, cycle 3 16–22 March.
const CYCLES = { length_days: 7, first_starts_on: '2026-03-02' };
const WINDOW = 'from=2026-03-02&to=2026-03-15';
const cycle = (number: number) => {
  const start = new Date(Date.UTC(2026, 2, 2 + (number - 1) * 7));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return { number, starts_on: start.toISOString().slice(0, 10), ends_on: end.toISOString().slice(0, 10) };
};

async function history(db: Executor, ws: Workspace, issue: { id: number }, at: string, changes: object) {
  await db
    .insertInto('issue_activity')
    .values({
      workspace_id: ws.id,
      issue_id: issue.id,
      event: 'issue.updated',
      actor_type: null,
      actor_id: null,
      data: JSON.stringify({ changes }),
      created_at: at,
    })
    .execute();
}

async function budget(
  db: Executor,
  ws: Workspace,
  scope: 'workspace' | 'agent' | 'project',
  id: number,
  usd: number,
) {
  await db
    .insertInto('budgets')
    .values({
      workspace_id: ws.id,
      scope,
      subject_id: id,
      monthly_cap_micros: usd * 1_000_000,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
}

/** A workspace with a known week of work: the numbers every test below checks. */
async function scene() {
  const s = await buildScene(app.db, { cycles: CYCLES });
  const ws = s.workspace;
  const project = await buildProject(app.db, ws, { name: 'Payments' });
  const api = client(app, s.token);

  // Cycle 2's issues.
  const a = await buildIssue(app.db, ws, {
    type: 'bug',
    status: 'done',
    cycle_number: 2,
    project_id: project.id,
    created_at: '2026-03-01T00:00:00.000Z',
  });
  await buildStatusMove(app.db, ws, a, { from: 'todo', to: 'in_progress', at: '2026-03-10T10:00:00.000Z' });
  await buildStatusMove(app.db, ws, a, { from: 'in_progress', to: 'done', at: '2026-03-11T10:00:00.000Z' });
  const b = await buildIssue(app.db, ws, { type: 'task', cycle_number: 2, carried_over: 1 });
  await history(app.db, ws, b, '2026-03-09T00:05:00.000Z', {
    cycle: { from: cycle(1), to: cycle(2) },
    carried_over: { from: 0, to: 1 },
  });
  const c = await buildIssue(app.db, ws, {
    type: 'task',
    cycle_number: 2,
    created_at: '2026-03-03T00:00:00.000Z',
  });
  await history(app.db, ws, c, '2026-03-12T09:00:00.000Z', { cycle: { from: null, to: cycle(2) } });
  const d = await buildIssue(app.db, ws, {
    type: 'task',
    cycle_number: 3,
    carried_over: 1,
    created_at: '2026-03-10T08:00:00.000Z',
  });
  await history(app.db, ws, d, '2026-03-16T00:05:00.000Z', {
    cycle: { from: cycle(2), to: cycle(3) },
    carried_over: { from: 0, to: 1 },
  });
  await buildIssue(app.db, ws, { type: 'generic', cycle_number: 2 });
  await buildIssue(app.db, ws, { type: 'task', cycle_number: 2, deleted_at: '2026-03-10T00:00:00.000Z' });
  await app.db
    .insertInto('cycle_closures')
    .values({ workspace_id: ws.id, number: 2, carried: 1, closed_at: '2026-03-16T00:05:00.000Z' })
    .execute();

  // Other work done (or undone) around the window.
  const h = await buildIssue(app.db, ws, {
    type: 'feature',
    status: 'done',
    created_at: '2026-03-02T00:00:00.000Z',
  });
  await buildStatusMove(app.db, ws, h, { from: 'todo', to: 'done', at: '2026-03-03T00:00:00.000Z' });
  const reopened = await buildIssue(app.db, ws, { type: 'feature', status: 'todo' });
  await buildStatusMove(app.db, ws, reopened, { from: 'todo', to: 'done', at: '2026-03-04T00:00:00.000Z' });
  const later = await buildIssue(app.db, ws, { type: 'feature', status: 'done' });
  await buildStatusMove(app.db, ws, later, { from: 'todo', to: 'done', at: '2026-03-20T00:00:00.000Z' });
  const k = await buildIssue(app.db, ws, {
    type: 'feature',
    status: 'done',
    created_at: '2026-03-01T00:00:00.000Z',
  });
  await buildStatusMove(app.db, ws, k, { from: 'todo', to: 'in_progress', at: '2026-03-02T00:00:00.000Z' });
  await buildStatusMove(app.db, ws, k, { from: 'in_progress', to: 'done', at: '2026-03-03T00:00:00.000Z' });
  await buildStatusMove(app.db, ws, k, { from: 'done', to: 'todo', at: '2026-03-05T00:00:00.000Z' });
  await buildStatusMove(app.db, ws, k, { from: 'todo', to: 'done', at: '2026-03-10T00:00:00.000Z' });

  // Time: the owner on A and at a meeting of another project, a second person, agents.
  const other = await buildProject(app.db, ws, { name: '=HYPERLINK("http://evil.example")' });
  const meeting = await api.post('/meetings', {
    title: 'Planning',
    project: other.id,
    scheduled_for: '2026-03-05T09:00:00.000Z',
  });
  assert.equal(meeting.status, 201, meeting.text);
  const logged = await api.post(`/meetings/${meeting.body.data.id}/time`, {
    minutes: 30,
    spent_on: '2026-03-05',
  });
  assert.equal(logged.status, 201, logged.text);
  const owner = { actor_type: 'user' as const, actor_id: s.owner.id };
  await buildTimeEntry(app.db, ws, { ...owner, issue_id: a.id, minutes: 120, spent_on: '2026-03-10' });
  await buildTimeEntry(app.db, ws, {
    ...owner,
    subject: 'absence',
    absence_kind: 'vacation',
    minutes: 480,
    spent_on: '2026-03-06',
  });
  const second = await buildMember(app.db, ws, { name: 'Zoe Second' });
  const worker = { actor_type: 'user' as const, actor_id: second.id };
  await buildTimeEntry(app.db, ws, { ...worker, issue_id: h.id, minutes: 60, spent_on: '2026-03-03' });
  await buildTimeEntry(app.db, ws, { ...worker, issue_id: h.id, minutes: 45, spent_on: '2026-03-16' });
  const agent = await buildAgent(app.db, ws, { name: 'Builder' });
  const spare = await buildAgent(app.db, ws, { name: 'Spare' });
  const hidden = await buildAgent(app.db, ws, {
    name: 'Hidden',
    visibility: 'private',
    owner_user_id: second.id,
  });
  await buildTimeEntry(app.db, ws, {
    actor_type: 'agent',
    actor_id: agent.id,
    issue_id: a.id,
    minutes: 15,
    spent_on: '2026-03-11',
  });
  await buildTimeEntry(app.db, ws, {
    actor_type: 'agent',
    actor_id: hidden.id,
    issue_id: h.id,
    minutes: 99,
    spent_on: '2026-03-04',
  });

  // Runs' cost.
  await buildRun(app.db, ws, agent, { cost_micros: 1_500_000, finished_at: '2026-03-03T12:00:00.000Z' });
  await buildRun(app.db, ws, agent, {
    issue_id: a.id,
    cost_micros: 500_000,
    finished_at: '2026-03-10T12:00:00.000Z',
  });
  await buildRun(app.db, ws, agent, { cost_micros: 9_000_000, finished_at: '2026-03-16T00:00:00.000Z' });
  await buildRun(app.db, ws, spare, { cost_micros: 3_000_000, finished_at: '2026-03-12T12:00:00.000Z' });
  await buildRun(app.db, ws, hidden, { cost_micros: 9_000_000, finished_at: '2026-03-12T12:00:00.000Z' });
  await budget(app.db, ws, 'workspace', ws.id, 100);
  await budget(app.db, ws, 'agent', agent.id, 52);

  return { ...s, api, project, other, second, agent, spare };
}

describe('GET /insights/cycle-burnup', () => {
  it('counts scope and done at the end of each day of the cycle, with carry-over in and out', async () => {
    const s = await scene();
    const res = await s.api.get('/insights/cycle-burnup?cycle_id=2');
    assert.equal(res.status, 200, res.text);
    const data = res.body.data;
    assert.deepEqual(data.cycle, cycle(2));
    assert.deepEqual(
      data.days.map((p: { day: string; scope: number; done: number; carried_in: number }) => [
        p.day,
        p.scope,
        p.done,
        p.carried_in,
      ]),
      [
        ['2026-03-09', 2, 0, 1],
        ['2026-03-10', 3, 0, 1],
        ['2026-03-11', 3, 1, 1],
        ['2026-03-12', 4, 1, 1],
        ['2026-03-13', 4, 1, 1],
        ['2026-03-14', 4, 1, 1],
        ['2026-03-15', 4, 1, 1],
      ],
    );
    assert.equal(data.carried_in, 1);
    assert.equal(data.carried_out, 1);

    const payments = await s.api.get(`/insights/cycle-burnup?cycle_id=2&project_id=${s.project.id}`);
    assert.equal(payments.status, 200, payments.text);
    assert.deepEqual(
      payments.body.data.days.map((p: { scope: number; done: number }) => [p.scope, p.done]),
      [
        [1, 0],
        [1, 0],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    );
    assert.equal(payments.body.data.carried_out, 0);

    // Cycle 3 has not closed: nothing carried out yet.
    const next = await s.api.get('/insights/cycle-burnup?cycle_id=3');
    assert.equal(next.body.data.carried_out, null);
    assert.equal(next.body.data.carried_in, 1);
  });

  it('is 404 with cycles off, and 422 on a bad cycle or project', async () => {
    const off = await buildScene(app.db);
    const api = client(app, off.token);
    assert.equal((await api.get('/insights/cycle-burnup')).status, 404);
    assert.equal((await api.get('/insights/cycle-burnup?cycle_id=2')).status, 404);
    const s = await buildScene(app.db, { cycles: CYCLES });
    const on = client(app, s.token);
    for (const query of ['cycle_id=0', 'cycle_id=x', 'project_id=999999999', 'from=2026-03-01']) {
      const res = await on.get(`/insights/cycle-burnup?${query}`);
      assert.equal(res.status, 422, query);
      assert.ok(res.body.errors[query.split('=')[0]!], `${query}: ${res.text}`);
    }
  });
});

describe('GET /insights/throughput', () => {
  it('counts issues done per week by type, each once at its last move to done, if still done', async () => {
    const s = await scene();
    const res = await s.api.get(`/insights/throughput?${WINDOW}`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, {
      from: '2026-03-02',
      to: '2026-03-15',
      types: ['bug', 'feature'],
      weeks: [
        {
          week: '2026-03-02',
          total: 1,
          by_type: [
            { type: 'bug', done: 0 },
            { type: 'feature', done: 1 },
          ],
        },
        {
          week: '2026-03-09',
          total: 2,
          by_type: [
            { type: 'bug', done: 1 },
            { type: 'feature', done: 1 },
          ],
        },
      ],
    });
    const inCycle = await s.api.get(`/insights/throughput?${WINDOW}&cycle_id=2`);
    assert.deepEqual(
      inCycle.body.data.weeks.map((w: { total: number }) => w.total),
      [0, 1],
    );
    const inProject = await s.api.get(`/insights/throughput?${WINDOW}&project_id=${s.project.id}`);
    assert.deepEqual(inProject.body.data.types, ['bug']);
  });
});

describe('GET /insights/cycle-time', () => {
  it('gives cycle and lead time buckets, median and 85th percentile in days', async () => {
    const s = await scene();
    const res = await s.api.get(`/insights/cycle-time?${WINDOW}`);
    assert.equal(res.status, 200, res.text);
    const { cycle_time: cycleTime, lead_time: leadTime } = res.body.data;
    const counts = (d: { buckets: { count: number }[] }) => d.buckets.map((b) => b.count);
    // Lead: H 1 day, K 9 days, A 10.4 days. Cycle: A 1 day (from in progress), K 8 days (first start).
    assert.equal(leadTime.count, 3);
    assert.equal(leadTime.median_days, 9);
    assert.equal(leadTime.p85_days, 10.4);
    assert.deepEqual(counts(leadTime), [0, 1, 0, 0, 2, 0, 0]);
    assert.equal(cycleTime.count, 2);
    assert.equal(cycleTime.median_days, 1);
    assert.equal(cycleTime.p85_days, 8);
    assert.deepEqual(counts(cycleTime), [0, 1, 0, 0, 1, 0, 0]);
    assert.deepEqual(cycleTime.buckets[4], { label: '1–2 weeks', min_days: 7, max_days: 14, count: 1 });
    assert.equal(cycleTime.buckets[6].max_days, null);

    const none = await s.api.get('/insights/cycle-time?from=2027-01-04&to=2027-01-10');
    assert.equal(none.body.data.lead_time.count, 0);
    assert.equal(none.body.data.lead_time.median_days, null);
  });
});

describe('GET /insights/time', () => {
  it('sums work minutes by person, project and cycle, leaving out absences and hidden agents', async () => {
    const s = await scene();
    const rows = async (query: string) => {
      const res = await s.api.get(`/insights/time?${WINDOW}&${query}`);
      assert.equal(res.status, 200, res.text);
      return res.body.data;
    };
    const people = await rows('group_by=person');
    assert.equal(people.total_minutes, 225);
    assert.deepEqual(people.rows, [
      { key: `user:${s.owner.id}`, label: s.owner.name, minutes: 150 },
      { key: `user:${s.second.id}`, label: 'Zoe Second', minutes: 60 },
      { key: `agent:${s.agent.id}`, label: 'Builder', minutes: 15 },
    ]);
    assert.deepEqual((await rows('group_by=project')).rows, [
      { key: String(s.project.id), label: 'Payments', minutes: 135 },
      { key: null, label: 'No project', minutes: 60 },
      { key: String(s.other.id), label: '=HYPERLINK("http://evil.example")', minutes: 30 },
    ]);
    assert.deepEqual((await rows('group_by=cycle')).rows, [
      { key: '2', label: 'Cycle 2', minutes: 135 },
      { key: null, label: 'No cycle', minutes: 90 },
    ]);
    assert.deepEqual(
      (await rows(`project_id=${s.project.id}`)).rows.map((r: { minutes: number }) => r.minutes),
      [120, 15],
    );
  });

  it('answers CSV with formula cells defused', async () => {
    const s = await scene();
    const res = await s.api.get(`/insights/time?${WINDOW}&group_by=project&format=csv`);
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(
      res.text,
      'project,minutes,hours,from,to\r\n' +
        'Payments,135,2.25,2026-03-02,2026-03-15\r\n' +
        'No project,60,1,2026-03-02,2026-03-15\r\n' +
        `"'=HYPERLINK(""http://evil.example"")",30,0.5,2026-03-02,2026-03-15\r\n`,
    );
  });
});

describe('GET /insights/agent-cost', () => {
  it("sums runs' cost per week by agent or project, with budgets spread over a week", async () => {
    const s = await scene();
    const res = await s.api.get(`/insights/agent-cost?${WINDOW}`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, {
      from: '2026-03-02',
      to: '2026-03-15',
      group_by: 'agent',
      weeks: ['2026-03-02', '2026-03-09'],
      workspace_monthly_cap_usd: 100,
      groups: [
        {
          id: s.spare.id,
          name: 'Spare',
          cost_usd: 3,
          monthly_cap_usd: null,
          weekly_budget_usd: null,
          weeks: [
            { week: '2026-03-02', cost_usd: 0 },
            { week: '2026-03-09', cost_usd: 3 },
          ],
        },
        {
          id: s.agent.id,
          name: 'Builder',
          cost_usd: 2,
          monthly_cap_usd: 52,
          weekly_budget_usd: 12,
          weeks: [
            { week: '2026-03-02', cost_usd: 1.5 },
            { week: '2026-03-09', cost_usd: 0.5 },
          ],
        },
      ],
    });
    const byProject = await s.api.get(`/insights/agent-cost?${WINDOW}&group_by=project`);
    assert.deepEqual(
      byProject.body.data.groups.map((g: { id: number | null; cost_usd: number }) => [g.id, g.cost_usd]),
      [
        [null, 4.5],
        [s.project.id, 0.5],
      ],
    );
    const csv = await s.api.get(`/insights/agent-cost?${WINDOW}&format=csv`);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(
      csv.text,
      'week,agent,cost_usd,weekly_budget_usd\r\n2026-03-02,Spare,0,\r\n2026-03-09,Spare,3,\r\n' +
        '2026-03-02,Builder,1.5,12\r\n2026-03-09,Builder,0.5,12\r\n',
    );
  });
});

describe('insights: input and access', () => {
  const paths = ['throughput', 'cycle-time', 'time', 'agent-cost'];

  it('refuses bad windows, filters and parameters with 422 on the field', async () => {
    const s = await buildScene(app.db);
    const api = client(app, s.token);
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['from=2026-03-10&to=2026-03-01', 'to'],
      ['from=2025-01-01&to=2026-03-01', 'from'],
      ['project_id=abc', 'project_id'],
      ['project_id=999999999', 'project_id'],
      ['since=2026-01-01', 'since'],
    ];
    for (const path of paths) {
      for (const [query, field] of cases) {
        const res = await api.get(`/insights/${path}?${query}`);
        assert.equal(res.status, 422, `${path}?${query}: ${res.text}`);
        assert.ok(res.body.errors[field], `${path}?${query}: ${res.text}`);
      }
      assert.equal((await api.get(`/insights/${path}?cycle_id=1`)).status, path === 'agent-cost' ? 422 : 404);
    }
    for (const path of ['time', 'agent-cost']) {
      const res = await api.get(`/insights/${path}?group_by=everything`);
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.group_by);
      assert.equal((await api.get(`/insights/${path}?format=xlsx`)).status, 422);
    }
    assert.equal((await api.get('/insights/throughput?group_by=type')).status, 422);
  });

  it('is for members: guests, Management and run tokens are refused; another workspace sees nothing', async () => {
    const s = await scene();
    const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
    const management = await buildMember(app.db, s.workspace, { role: 'management' });
    const member = await buildMember(app.db, s.workspace, { role: 'member' });
    const guestApi = client(app, (await buildToken(app.db, s.workspace, guest)).token);
    const managementApi = client(app, (await buildToken(app.db, s.workspace, management)).token);
    const memberApi = client(
      app,
      (await buildToken(app.db, s.workspace, member, { abilities: ['read'] })).token,
    );
    for (const path of [...paths, 'cycle-burnup?cycle_id=2']) {
      assert.equal((await guestApi.get(`/insights/${path}`)).status, 403, path);
      assert.equal((await managementApi.get(`/insights/${path}`)).status, 403, path);
      assert.equal((await memberApi.get(`/insights/${path}`)).status, 200, path);
    }
    // The private agent's cost is its owner's to see.
    const ownerOfHidden = client(app, (await buildToken(app.db, s.workspace, s.second)).token);
    const seen = await ownerOfHidden.get(`/insights/agent-cost?${WINDOW}`);
    assert.deepEqual(
      seen.body.data.groups.map((g: { name: string }) => g.name),
      ['Hidden', 'Spare', 'Builder'],
    );

    // A run token acts as an agent at work: insights are out of its reach.
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [s.agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const queued = await s.api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
      agent_id: s.agent.id,
    });
    assert.equal(queued.status, 202, queued.text);
    const claim = await daemon(app, runtime.token).claim();
    assert.equal(claim.status, 200, claim.text);
    const asAgent = client(app, claim.body.data.lease.run_token);
    for (const path of [...paths, 'cycle-burnup?cycle_id=2']) {
      assert.equal((await asAgent.get(`/insights/${path}`)).status, 403, path);
    }

    // Another workspace's token: its own (empty) numbers, never these; these ids are unknown to it.
    const stranger = await buildScene(app.db, { cycles: CYCLES });
    const strangerApi = client(app, stranger.token);
    const time = await strangerApi.get(`/insights/time?${WINDOW}`);
    assert.deepEqual(time.body.data.rows, []);
    const cost = await strangerApi.get(`/insights/agent-cost?${WINDOW}`);
    assert.deepEqual(cost.body.data.groups, []);
    const burnup = await strangerApi.get('/insights/cycle-burnup?cycle_id=2');
    assert.ok(burnup.body.data.days.every((p: { scope: number }) => p.scope === 0));
    const throughput = await strangerApi.get(`/insights/throughput?${WINDOW}`);
    assert.deepEqual(throughput.body.data.types, []);
    assert.equal((await strangerApi.get(`/insights/time?project_id=${s.project.id}`)).status, 422);
  });
});
