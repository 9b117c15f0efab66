import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pino from 'pino';
import { openDatabase } from '../../src/db/connection.js';
import { templateScheduleJob } from '../../src/jobs/template-schedules.js';
import { createDueScheduledIssues } from '../../src/domain/issues/template-occurrences.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildMember,
  buildProject,
  buildScene,
  buildToken,
  buildWorkspace,
} from '../helpers/factories.js';

const app = await startTestApp();
/**
 * A second worker's own connection to the same database, on PostgreSQL (where races show). Two SQLite
 * connections in one process would wait on each other's lock synchronously; SQLite runs one writer anyway.
 */
const secondWorker = app.database.dialect === 'postgres' ? openDatabase(app.database.url) : app.database;
after(() => (secondWorker === app.database ? undefined : secondWorker.close()));

const MINUTE = 60_000;
const DAY = 86_400_000;

async function issuesOfTemplate(templateId: number) {
  return app.db
    .selectFrom('issue_template_occurrences as o')
    .innerJoin('issues as i', 'i.id', 'o.issue_id')
    .select(['i.id', 'i.title', 'i.assignee_type', 'i.assignee_id', 'i.creator_id', 'o.occurs_at'])
    .where('o.template_id', '=', templateId)
    .orderBy('o.occurs_at')
    .execute();
}

describe('issue templates (issue 40)', () => {
  it('creates, lists, changes and deletes a template, held to the rules of a new issue', async () => {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const project = await buildProject(app.db, workspace);
    const person = await buildMember(app.db, workspace);
    const created = await api.post('/templates', {
      name: ' Bug report ',
      title: 'Bug: ',
      description: '<p>Steps</p><script>x</script>',
      type: 'bug',
      priority: 'high',
      labels: ['Bug', 'triage', 'bug'],
      project_id: project.id,
      assignee: `user:${person.id}`,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const template = created.body.data;
    assert.equal(template.name, 'Bug report');
    assert.deepEqual(template.labels, ['Bug', 'triage']);
    assert.deepEqual(template.assignee, { type: 'user', id: person.id, name: person.name });
    assert.deepEqual([template.schedule, template.paused, template.next_occurrences], [null, false, []]);
    assert.deepEqual(template.fields, {});
    assert.equal(template.description, '<p>Steps</p>');

    assert.equal((await api.post('/templates', { name: 'BUG REPORT' })).body.errors.name.length, 1);
    const list = await api.get('/templates');
    assert.equal(list.body.meta.total, 1);
    assert.deepEqual(list.body.data[0], template);

    const changed = await api.patch(`/templates/${template.id}`, {
      labels: ['docs'],
      assignee: null,
      priority: null,
    });
    assert.equal(changed.status, 200);
    assert.deepEqual(
      [changed.body.data.labels, changed.body.data.assignee, changed.body.data.priority],
      [['docs'], null, null],
    );
    assert.equal((await api.get(`/templates/${template.id}`)).body.data.title, 'Bug:');

    const docs = (await api.get('/labels?q=docs')).body.data[0];
    assert.equal((await api.delete(`/labels/${docs.id}`)).status, 204);
    assert.deepEqual((await api.get(`/templates/${template.id}`)).body.data.labels, []);
    const elsewhere = await buildWorkspace(app.db);
    const theirProject = await buildProject(app.db, elsewhere);
    const moved = await api.patch(`/templates/${template.id}`, { project_id: theirProject.id });
    assert.equal(moved.status, 422);
    assert.ok(moved.body.errors.project_id);
    assert.equal((await api.get(`/templates/${template.id}`)).body.data.project_id, project.id);

    assert.equal((await api.delete(`/templates/${template.id}`)).status, 204);
    assert.equal((await api.get(`/templates/${template.id}`)).status, 404);
  });

  it('refuses what an issue would refuse, with 422 on the field, and changes nothing', async () => {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const elsewhere = await buildWorkspace(app.db);
    const theirProject = await buildProject(app.db, elsewhere);
    const theirPerson = await buildMember(app.db, elsewhere);
    const theirAgent = await buildAgent(app.db, elsewhere);
    const cases: [Record<string, unknown>, string][] = [
      [{ project_id: theirProject.id }, 'project_id'],
      [{ assignee: `user:${theirPerson.id}` }, 'assignee'],
      [{ assignee_type: 'agent', assignee_id: theirAgent.id }, 'assignee_id'],
      [{ type: 'generic' }, 'project_id'],
      [{ fields: { points: 3 } }, 'fields.points'],
      [
        { title: 'T', schedule: { every: 'day', at: '09:00', timezone: 'Nowhere/Place' } },
        'schedule.timezone',
      ],
      [{ title: 'T', schedule: { every: 'day', at: '25:00' } }, 'schedule.at'],
      [{ title: 'T', schedule: { every: 'week', on: ['someday'], at: '09:00' } }, 'schedule.on'],
      [{ schedule: { every: 'day', at: '09:00' } }, 'title'],
      [{ priority: 'whenever' }, 'priority'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/templates', { name: 'Refused', ...body });
      assert.equal(res.status, 422, `${JSON.stringify(body)} → ${res.status}`);
      assert.ok(res.body.errors[field], `${JSON.stringify(body)}: ${JSON.stringify(res.body.errors)}`);
    }
    assert.equal((await api.get('/templates')).body.meta.total, 0);
    assert.equal(
      (
        await app.db
          .selectFrom('issue_templates')
          .select('id')
          .where('workspace_id', '=', workspace.id)
          .execute()
      ).length,
      0,
    );
  });

  it('lets owners and admins write templates, members and guests only read and use them', async () => {
    const { token, workspace } = await buildScene(app.db);
    const template = (await client(app, token).post('/templates', { name: 'Chore', title: 'Chore' })).body
      .data;
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    assert.equal((await adminApi.patch(`/templates/${template.id}`, { priority: 'low' })).status, 200);
    for (const role of ['member', 'guest'] as const) {
      const person = await buildMember(app.db, workspace, { role });
      const theirs = client(app, (await buildToken(app.db, workspace, person)).token);
      assert.equal((await theirs.post('/templates', { name: `by-${role}` })).status, 403);
      assert.equal((await theirs.patch(`/templates/${template.id}`, { name: 'gone' })).status, 403);
      assert.equal((await theirs.delete(`/templates/${template.id}`)).status, 403);
      assert.equal((await theirs.get(`/templates/${template.id}`)).status, 200);
    }
    const member = await buildMember(app.db, workspace);
    const memberApi = client(app, (await buildToken(app.db, workspace, member)).token);
    const issue = await memberApi.post('/issues', { template_id: template.id });
    assert.equal(issue.status, 201);
    assert.deepEqual([issue.body.data.title, issue.body.data.priority], ['Chore', 'low']);

    const elsewhere = await buildWorkspace(app.db);
    const stranger = await buildMember(app.db, elsewhere, { role: 'owner' });
    const strangerApi = client(app, (await buildToken(app.db, elsewhere, stranger)).token);
    assert.equal((await strangerApi.get(`/templates/${template.id}`)).status, 404);
    assert.equal((await strangerApi.patch(`/templates/${template.id}`, { name: 'x' })).status, 404);
    assert.equal((await strangerApi.delete(`/templates/${template.id}`)).status, 404);
    const refused = await strangerApi.post('/issues', { template_id: template.id });
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.template_id);
    const reader = client(app, (await buildToken(app.db, workspace, member, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/issues', { template_id: template.id })).status, 403);
  });

  it('creates an issue from a template; the fields of the request win', async () => {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const project = await buildProject(app.db, workspace);
    const person = await buildMember(app.db, workspace);
    const other = await buildMember(app.db, workspace);
    const template = (
      await api.post('/templates', {
        name: 'Incident',
        title: 'Incident',
        description: '<p>What happened</p>',
        type: 'exception',
        priority: 'urgent',
        labels: ['incident'],
        project_id: project.id,
        assignee_type: 'user',
        assignee_id: person.id,
      })
    ).body.data;
    const plain = (await api.post('/issues', { template_id: template.id })).body.data;
    assert.equal(plain.title, 'Incident');
    assert.equal(plain.description, '<p>What happened</p>');
    assert.deepEqual([plain.type, plain.priority, plain.labels], ['exception', 'urgent', ['incident']]);
    assert.equal(plain.project.id, project.id);
    assert.equal(plain.assignee.id, person.id);

    const overridden = await api.post('/issues', {
      template_id: template.id,
      title: 'Database down',
      priority: 'low',
      labels: ['db'],
      assignee: `user:${other.id}`,
      project_id: null,
    });
    assert.equal(overridden.status, 201, JSON.stringify(overridden.body));
    const issue = overridden.body.data;
    assert.deepEqual(
      [issue.title, issue.priority, issue.labels, issue.assignee.id, issue.project, issue.type],
      ['Database down', 'low', ['db'], other.id, null, 'exception'],
    );
    const untitled = (await api.post('/templates', { name: 'Blank', priority: 'low' })).body.data;
    const noTitle = await api.post('/issues', { template_id: untitled.id });
    assert.equal(noTitle.status, 422);
    assert.ok(noTitle.body.errors.title);
    assert.equal((await api.post('/issues', {})).status, 422);
  });
});

describe('scheduled templates (issue 40)', () => {
  async function scheduled(body: Record<string, unknown> = {}) {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const res = await api.post('/templates', {
      name: 'Daily check',
      title: 'Daily check',
      schedule: { every: 'day', at: '06:15', timezone: 'Europe/Berlin' },
      ...body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { ...scene, api, template: res.body.data };
  }

  it('shows the next occurrences and creates the issue once at each, also with two workers at once', async () => {
    const { api, template, owner } = await scheduled();
    assert.equal(template.next_occurrences.length, 5);
    const first = new Date(template.next_occurrences[0]);
    assert.ok(first.getTime() > Date.now());
    assert.equal(new Date(template.next_occurrences[1]).getTime() - first.getTime() <= DAY + 3_600_000, true);

    assert.equal(
      (
        await createDueScheduledIssues(app.db, app.system, { now: new Date(first.getTime() - MINUTE) })
      ).filter((r) => r.templateId === template.id).length,
      0,
    );
    const at = new Date(first.getTime() + MINUTE);
    await Promise.all([
      createDueScheduledIssues(app.db, app.system, { now: at }),
      createDueScheduledIssues(secondWorker.db, app.system, { now: at }),
      createDueScheduledIssues(app.db, app.system, { now: at }),
    ]);
    let issues = await issuesOfTemplate(template.id);
    assert.equal(issues.length, 1);
    assert.deepEqual(
      [issues[0]!.title, issues[0]!.occurs_at, issues[0]!.creator_id],
      ['Daily check', first.toISOString(), owner.id],
    );

    const second = new Date(template.next_occurrences[1]);
    const later = new Date(second.getTime() + 5 * MINUTE);
    await Promise.all([
      createDueScheduledIssues(secondWorker.db, app.system, { now: later }),
      createDueScheduledIssues(app.db, app.system, { now: later }),
    ]);
    issues = await issuesOfTemplate(template.id);
    assert.deepEqual(
      issues.map((issue) => issue.occurs_at),
      [first.toISOString(), second.toISOString()],
    );
    const read = (await api.get(`/templates/${template.id}`)).body.data;
    assert.equal(read.last_occurrence.occurs_at, second.toISOString());
    assert.match(read.last_occurrence.issue, /^[A-Z0-9]+-\d+$/);
    assert.equal(read.last_occurrence.error, null);
  });

  it('after downtime creates only the latest missed occurrence, then goes on from now', async () => {
    const { template } = await scheduled();
    const first = new Date(template.next_occurrences[0]);
    const restart = new Date(first.getTime() + 10 * DAY + 2 * 3_600_000);
    const results = (await createDueScheduledIssues(app.db, app.system, { now: restart })).filter(
      (r) => r.templateId === template.id,
    );
    assert.equal(results.length, 1);
    const issues = await issuesOfTemplate(template.id);
    assert.equal(issues.length, 1);
    const latestMissed = issues[0]!.occurs_at;
    assert.ok(
      latestMissed > new Date(restart.getTime() - DAY).toISOString() && latestMissed <= restart.toISOString(),
    );
    assert.equal(
      (await createDueScheduledIssues(app.db, app.system, { now: restart })).filter(
        (r) => r.templateId === template.id,
      ).length,
      0,
    );
    const row = await app.db
      .selectFrom('issue_templates')
      .select('next_occurrence_at')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    assert.ok(row.next_occurrence_at! > restart.toISOString());
  });

  it('the worker job catches up on start; a workspace being imported waits for its import', async () => {
    const { template, workspace } = await scheduled();
    const passed = new Date(Date.now() - 3 * DAY).toISOString();
    await app.db
      .updateTable('issue_templates')
      .set({ next_occurrence_at: passed })
      .where('id', '=', template.id)
      .execute();
    await app.db
      .updateTable('workspaces')
      .set({ import_started_at: passed })
      .where('id', '=', workspace.id)
      .execute();
    const context = {
      db: app.db,
      dialect: app.database.dialect,
      config: app.config,
      log: pino({ level: 'silent' }),
    };
    await templateScheduleJob.handle({ ...context, job: {} as never });
    assert.equal((await issuesOfTemplate(template.id)).length, 0);
    await app.db
      .updateTable('workspaces')
      .set({ import_started_at: null })
      .where('id', '=', workspace.id)
      .execute();
    await templateScheduleJob.handle({ ...context, job: {} as never });
    const issues = await issuesOfTemplate(template.id);
    assert.equal(issues.length, 1, 'one issue, for the latest occurrence missed');
    assert.ok(issues[0]!.occurs_at > new Date(Date.now() - DAY - 2 * 3_600_000).toISOString());
  });

  it('assigned to an agent, the scheduled issue queues a run as an assignment does', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace);
    const api = client(app, scene.token);
    const template = (
      await api.post('/templates', {
        name: 'Nightly dependency update',
        title: 'Update dependencies',
        assignee: `agent:${agent.id}`,
        schedule: { every: 'week', on: ['mon', 'tue', 'wed', 'thu', 'fri'], at: '02:00', timezone: 'UTC' },
      })
    ).body.data;
    const first = new Date(template.next_occurrences[0]);
    await createDueScheduledIssues(app.db, app.system, { now: new Date(first.getTime() + MINUTE) });
    const [issue] = await issuesOfTemplate(template.id);
    assert.deepEqual([issue!.assignee_type, issue!.assignee_id], ['agent', agent.id]);
    const runs = await app.db
      .selectFrom('runs')
      .select(['agent_id', 'trigger', 'status', 'requested_by_id'])
      .where('issue_id', '=', issue!.id)
      .execute();
    assert.deepEqual(runs, [
      { agent_id: agent.id, trigger: 'assignment', status: 'queued', requested_by_id: scene.owner.id },
    ]);
  });

  it('paused creates nothing; resumed goes on from now, not filling the paused time', async () => {
    const { api, template } = await scheduled();
    const paused = await api.patch(`/templates/${template.id}`, { paused: true });
    assert.equal(paused.status, 200);
    assert.deepEqual([paused.body.data.paused, paused.body.data.next_occurrences], [true, []]);
    const far = new Date(Date.now() + 30 * DAY);
    assert.equal(
      (await createDueScheduledIssues(app.db, app.system, { now: far })).filter(
        (r) => r.templateId === template.id,
      ).length,
      0,
    );
    const resumed = (await api.patch(`/templates/${template.id}`, { paused: false })).body.data;
    assert.equal(resumed.next_occurrences.length, 5);
    assert.ok(new Date(resumed.next_occurrences[0]).getTime() > Date.now());
    assert.equal((await issuesOfTemplate(template.id)).length, 0);
  });

  it('when its author has left, records why the occurrence created nothing; saving again takes it over', async () => {
    const { workspace, template } = await scheduled();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    const owner = await app.db
      .selectFrom('issue_templates')
      .select('author_id')
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('memberships')
      .set({ left_at: new Date().toISOString() })
      .where('workspace_id', '=', workspace.id)
      .where('user_id', '=', owner.author_id!)
      .execute();
    const first = new Date(template.next_occurrences[0]);
    const [failed] = (
      await createDueScheduledIssues(app.db, app.system, { now: new Date(first.getTime() + MINUTE) })
    ).filter((r) => r.templateId === template.id);
    assert.equal(failed!.issueId, null);
    assert.match(failed!.error!, /no longer a member/);
    assert.equal((await issuesOfTemplate(template.id)).length, 0);

    const taken = await adminApi.patch(`/templates/${template.id}`, { title: 'Daily check (new owner)' });
    assert.equal(taken.status, 200);
    const second = new Date(template.next_occurrences[1]);
    await createDueScheduledIssues(app.db, app.system, { now: new Date(second.getTime() + MINUTE) });
    const [issue] = await issuesOfTemplate(template.id);
    assert.deepEqual([issue!.title, issue!.creator_id], ['Daily check (new owner)', admin.id]);
  });

  it('records an occurrence that can no longer become an issue, and goes on', async () => {
    const { api, template, workspace } = await scheduled({ project_id: undefined });
    const project = await buildProject(app.db, workspace);
    await api.patch(`/templates/${template.id}`, { type: 'generic', project_id: project.id });
    // The project's id no longer names a project of the workspace (as after a move).
    await app.db
      .updateTable('issue_templates')
      .set({ project_id: null })
      .where('id', '=', template.id)
      .execute();
    const first = new Date(template.next_occurrences[0]);
    const [result] = (
      await createDueScheduledIssues(app.db, app.system, { now: new Date(first.getTime() + MINUTE) })
    ).filter((r) => r.templateId === template.id);
    assert.equal(result!.issueId, null);
    assert.match(result!.error!, /project_id/);
    const read = (await api.get(`/templates/${template.id}`)).body.data;
    assert.equal(read.last_occurrence.issue, null);
    assert.ok(read.next_occurrences.length > 0);
  });
});
