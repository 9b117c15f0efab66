import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayUtc } from '../../src/clock.js';
import { mondayOf, addDays, isoWeekLabel } from '../../src/domain/time/holidays.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

describe('GET /capacity', async () => {
  const app = await startTestApp();

  async function scene() {
    const base = await buildScene(app.db, { holiday_region: 'DE' });
    const api = client(app, base.token);
    const project = await buildProject(app.db, base.workspace);
    const colleague = await buildMember(app.db, base.workspace, { weeklyHours: 20 });
    const colleagueApi = client(app, (await buildToken(app.db, base.workspace, colleague)).token);
    const agent = await buildAgent(app.db, base.workspace, { weekly_hours: 30 });
    const privateAgent = await buildAgent(app.db, base.workspace, {
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    await buildMember(app.db, base.workspace, { role: 'management' });
    const leaver = await buildMember(app.db, base.workspace);
    await app.db
      .updateTable('memberships')
      .set({ left_at: new Date().toISOString() })
      .where('user_id', '=', leaver.id)
      .execute();

    const generic = (overrides: Parameters<typeof buildIssue>[2]) =>
      buildIssue(app.db, base.workspace, {
        type: 'generic',
        project_id: project.id,
        status: 'in_progress',
        ...overrides,
      });
    const ownerShare = await generic({
      title: 'Support rota',
      capacity_share: '10%',
      assignee_type: 'user',
      assignee_id: base.owner.id,
    });
    // Not claiming: parked in the backlog, deleted, or assigned to nobody.
    await generic({
      capacity_share: '50%',
      assignee_type: 'user',
      assignee_id: base.owner.id,
      status: 'backlog',
    });
    await generic({
      capacity_share: '50%',
      assignee_type: 'user',
      assignee_id: base.owner.id,
      deleted_at: new Date().toISOString(),
    });
    await generic({ capacity_share: '50%' });
    const agentShare = await generic({
      title: 'Triage',
      capacity_share: '1d',
      assignee_type: 'agent',
      assignee_id: agent.id,
    });
    await generic({ capacity_share: '6h', assignee_type: 'user', assignee_id: colleague.id });

    return { ...base, api, colleague, colleagueApi, agent, privateAgent, ownerShare, agentShare };
  }

  it('answers weekly hours less absences less claimed generic shares, per person and agent, per ISO week', async () => {
    const s = await scene();
    await s.api.post('/absences', { kind: 'vacation', from: '2026-11-23', to: '2026-11-24' });
    const res = await s.api.get('/capacity?from=2026-11-23&to=2026-12-06');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map(
        (row: { actor: { type: string; id: number } }) => `${row.actor.type}:${row.actor.id}`,
      ),
      [`user:${s.owner.id}`, `user:${s.colleague.id}`, `agent:${s.agent.id}`],
    );
    const [owner, colleague, agent] = res.body.data;
    assert.deepEqual(owner, {
      actor: { type: 'user', id: s.owner.id, name: s.owner.name },
      weekly_hours: 40,
      claims: [
        {
          issue: `${s.workspace.issue_prefix}-${s.ownerShare.number}`,
          title: 'Support rota',
          capacity_share: '10%',
          minutes: 240,
        },
      ],
      weeks: [
        {
          week: '2026-W48',
          starts_on: '2026-11-23',
          ends_on: '2026-11-29',
          weekly_minutes: 2400,
          absence_minutes: 960,
          claimed_minutes: 240,
          plannable_minutes: 1200,
        },
        {
          week: '2026-W49',
          starts_on: '2026-11-30',
          ends_on: '2026-12-06',
          weekly_minutes: 2400,
          absence_minutes: 0,
          claimed_minutes: 240,
          // A 10% share of a 40-hour week leaves 36 plannable hours.
          plannable_minutes: 36 * 60,
        },
      ],
      total: { weekly_minutes: 4800, absence_minutes: 960, claimed_minutes: 480, plannable_minutes: 3360 },
      // Standing work claims capacity; it is not counted again as an estimate held.
      assigned: { issues: 0, unestimated: 0, estimate_minutes: 0 },
    });
    assert.equal(colleague.weekly_hours, 20);
    assert.equal(colleague.weeks[1].plannable_minutes, 20 * 60 - 6 * 60);
    assert.equal(agent.actor.name, s.agent.name);
    assert.deepEqual(
      agent.claims.map((c: { minutes: number }) => c.minutes),
      [480],
    );
    assert.equal(agent.weeks[0].plannable_minutes, 30 * 60 - 480);
  });

  it('returns the capacity when a generic issue leaves in_progress', async () => {
    const s = await scene();
    await app.db.updateTable('issues').set({ status: 'backlog' }).where('id', '=', s.ownerShare.id).execute();
    const res = await s.api.get('/capacity?from=2026-11-30&to=2026-12-06');
    assert.deepEqual(res.body.data[0].claims, []);
    assert.equal(res.body.data[0].weeks[0].plannable_minutes, 2400);
  });

  it('covers whole ISO weeks across a year end, public holidays counted as absences', async () => {
    const s = await scene();
    await s.api.post('/absences', { kind: 'vacation', from: '2026-12-24', to: '2027-01-06' });
    const res = await s.api.get('/capacity?from=2026-12-24&to=2027-01-06');
    assert.equal(res.status, 200);
    const owner = res.body.data[0];
    assert.deepEqual(
      owner.weeks.map(
        (w: { week: string; starts_on: string; absence_minutes: number; plannable_minutes: number }) => [
          w.week,
          w.starts_on,
          w.absence_minutes,
          w.plannable_minutes,
        ],
      ),
      [
        // Thu 24 (vacation) and Fri 25 (Christmas Day).
        ['2026-W52', '2026-12-21', 960, 2400 - 960 - 240],
        // Mon 28 to Thu 31 vacation, Fri 1 January a holiday: nothing left to plan.
        ['2026-W53', '2026-12-28', 2400, 0],
        // Mon 4 to Wed 6 January.
        ['2027-W01', '2027-01-04', 1440, 2400 - 1440 - 240],
      ],
    );
    // A colleague without absences keeps their hours.
    assert.equal(res.body.data[1].weeks[1].absence_minutes, 0);
  });

  it('defaults to the current week and pages over people and agents', async () => {
    const s = await scene();
    const res = await s.api.get('/capacity');
    assert.equal(res.status, 200);
    const monday = mondayOf(todayUtc());
    assert.deepEqual(
      res.body.data[0].weeks.map((w: { starts_on: string; ends_on: string; week: string }) => [
        w.starts_on,
        w.ends_on,
        w.week,
      ]),
      [[monday, addDays(monday, 6), isoWeekLabel(monday)]],
    );
    const page = await s.api.get('/capacity?per_page=1&page=3');
    assert.equal(page.body.meta.total, 3);
    assert.equal(page.body.data[0].actor.type, 'agent');
    // The private agent's owner sees it; nobody else does.
    const theirs = await s.colleagueApi.get('/capacity');
    assert.equal(theirs.body.meta.total, 4);
    assert.equal(theirs.body.data[3].actor.id, s.privateAgent.id);
  });

  it('sums the estimates of the open issues each holds, of one cycle when asked', async () => {
    const base = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
    const api = client(app, base.token);
    const agent = await buildAgent(app.db, base.workspace, { weekly_hours: 30 });
    const held = (overrides: Parameters<typeof buildIssue>[2]) =>
      buildIssue(app.db, base.workspace, { assignee_type: 'user', assignee_id: base.owner.id, ...overrides });
    await held({ status: 'todo', estimate_minutes: 120, cycle_number: 1 });
    await held({ status: 'in_review', estimate_minutes: 60, cycle_number: 2 });
    await held({ status: 'backlog', estimate_minutes: null, cycle_number: 2 });
    // Not held open: finished, deleted, or standing work (which claims a share instead).
    await held({ status: 'done', estimate_minutes: 600, cycle_number: 2 });
    await held({ status: 'canceled', estimate_minutes: 600 });
    await held({ status: 'todo', estimate_minutes: 600, deleted_at: new Date().toISOString() });
    await held({ type: 'generic', status: 'in_progress', capacity_share: '10%' });
    await buildIssue(app.db, base.workspace, {
      status: 'in_progress',
      estimate_minutes: 30,
      assignee_type: 'agent',
      assignee_id: agent.id,
    });
    // Another workspace's issue held by an actor with the same id counts nowhere here.
    const other = await buildScene(app.db);
    await buildIssue(app.db, other.workspace, {
      status: 'todo',
      estimate_minutes: 999,
      assignee_type: 'user',
      assignee_id: base.owner.id,
    });

    const assigned = async (query: string) => {
      const res = await api.get(`/capacity?from=2026-11-30&to=2026-12-13${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.data.map((row: { actor: { type: string }; assigned: unknown }) => [
        row.actor.type,
        row.assigned,
      ]);
    };
    assert.deepEqual(await assigned(''), [
      ['user', { issues: 3, unestimated: 1, estimate_minutes: 180 }],
      ['agent', { issues: 1, unestimated: 0, estimate_minutes: 30 }],
    ]);
    assert.deepEqual(await assigned('&cycle_id=2'), [
      ['user', { issues: 2, unestimated: 1, estimate_minutes: 60 }],
      ['agent', { issues: 0, unestimated: 0, estimate_minutes: 0 }],
    ]);
    assert.deepEqual(await assigned('&cycle_id=9'), [
      ['user', { issues: 0, unestimated: 0, estimate_minutes: 0 }],
      ['agent', { issues: 0, unestimated: 0, estimate_minutes: 0 }],
    ]);
  });

  it('answers 404 for a cycle when the workspace has no cycles', async () => {
    const s = await scene();
    const res = await s.api.get('/capacity?cycle_id=1');
    assert.equal(res.status, 404);
    assert.match(res.body.message, /cycle/i);
  });

  it('refuses bad ranges naming the parameter', async () => {
    const s = await scene();
    for (const [query, field] of [
      ['from=2026-12-01&to=2026-11-30', 'to'],
      ['from=2026-01-01&to=2027-01-02', 'to'],
      ['from=tomorrow', 'from'],
      ['to=2026-02-30', 'to'],
      ['actor=user:1', 'actor'],
      ['per_page=0', 'per_page'],
      ['cycle_id=0', 'cycle_id'],
      ['cycle_id=two', 'cycle_id'],
      ['cycle_id=10001', 'cycle_id'],
    ]) {
      const res = await s.api.get(`/capacity?${query}`);
      assert.equal(res.status, 422, query);
      assert.ok(res.body.errors[field!], `${query}: ${JSON.stringify(res.body.errors)}`);
    }
  });
});
