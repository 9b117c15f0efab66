import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deletionBlockers } from '../../src/domain/issues/issue-deletion.js';
import { findMeetingForActionItem } from '../../src/domain/knowledge/meetings.js';
import { ValidationError } from '../../src/errors.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const HOUR = 3_600_000;

function inHours(hours: number): string {
  return new Date(Date.now() + hours * HOUR).toISOString();
}

describe('Meetings', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace, { name: 'Website' });
    const api = client(app, scene.token);
    const member = await buildMember(app.db, scene.workspace, { name: 'Grace Hopper' });
    const memberApi = client(app, (await buildToken(app.db, scene.workspace, member)).token);
    const create = (body: Record<string, unknown> = {}) =>
      api.post('/meetings', {
        title: 'Weekly sync',
        project: project.id,
        scheduled_for: inHours(24),
        ...body,
      });
    return { ...scene, project, api, member, memberApi, create };
  }

  it('creates a meeting with every field of the contract', async () => {
    const { create, owner, project } = await setup();
    const res = await create({ scheduled_for: '2030-03-04T10:00:00+01:00', duration_minutes: 45 });
    assert.equal(res.status, 201);
    const meeting = res.body.data;
    assert.match(meeting.id, ULID);
    assert.equal(meeting.title, 'Weekly sync');
    assert.equal(meeting.project, 'Website');
    assert.equal(meeting.project_id, project.id);
    assert.equal(meeting.location, '');
    assert.equal(meeting.scheduled_for, '2030-03-04T09:00:00.000Z');
    assert.equal(meeting.ends_at, '2030-03-04T09:45:00.000Z');
    assert.equal(meeting.duration_minutes, 45);
    assert.equal(meeting.status, 'scheduled');
    assert.equal(meeting.recurring, false);
    assert.equal(meeting.series, null);
    assert.deepEqual(meeting.organiser, { type: 'user', id: owner.id, name: owner.name });
    assert.deepEqual(meeting.attendees, [
      { name: owner.name, required: true, actor: { type: 'user', id: owner.id, name: owner.name } },
    ]);
    assert.deepEqual(meeting.action_items, []);
    assert.equal(meeting.minutes_sent_at, null);
    assert.equal(meeting.agenda, '');
    assert.equal(meeting.minutes, '');
    assert.equal(meeting.notes, '');
  });

  it('defaults the duration to 30 minutes and sanitises agenda and minutes', async () => {
    const { create } = await setup();
    const res = await create({
      agenda: '<p>Plan</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      minutes: '<p onclick="x()">Notes</p>',
      location: 'Room 4',
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.duration_minutes, 30);
    assert.equal(res.body.data.agenda, '<p>Plan</p><img src="x" />');
    assert.equal(res.body.data.minutes, '<p>Notes</p>');
    assert.equal(res.body.data.location, 'Room 4');
  });

  it('refuses a meeting without title, project or time, naming the field', async () => {
    const { api, project } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ project: project.id, scheduled_for: inHours(1) }, 'title'],
      [{ title: '  ', project: project.id, scheduled_for: inHours(1) }, 'title'],
      [{ title: 'x', scheduled_for: inHours(1) }, 'project'],
      [{ title: 'x', project: project.id }, 'scheduled_for'],
      [{ title: 'x', project: project.id, scheduled_for: 'soon' }, 'scheduled_for'],
      [{ title: 'x', project: project.id, scheduled_for: '2030-01-01T10:00:00' }, 'scheduled_for'],
      [
        { title: 'x', project: project.id, scheduled_for: inHours(1), duration_minutes: 0 },
        'duration_minutes',
      ],
      [
        { title: 'x', project: project.id, scheduled_for: inHours(1), duration_minutes: 1441 },
        'duration_minutes',
      ],
      [{ title: 'x', project: '1', scheduled_for: inHours(1) }, 'project'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/meetings', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
  });

  it('stores text with control characters on both databases (NUL cannot be stored in PostgreSQL)', async () => {
    const { create, member } = await setup();
    const res = await create({
      title: 'Sync\u0000\tweekly',
      location: 'Room\u00004',
      agenda: '<p>a\u0000b</p>',
      notes: 'line one\nline\u0000two',
      attendees: [{ name: 'Guest\u0000Name' }, { actor: `user:${member.id}` }],
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.title, 'Sync weekly');
    assert.equal(res.body.data.location, 'Room4');
    assert.equal(res.body.data.agenda, '<p>ab</p>');
    assert.equal(res.body.data.notes, 'line one\nlinetwo');
    assert.equal(res.body.data.attendees[1].name, 'GuestName');
    const blank = await create({ title: '\u0001\u0000' });
    assert.equal(blank.status, 422);
    assert.ok(blank.body.errors.title);
  });

  it('refuses a project of another workspace with 422 on project', async () => {
    const { create } = await setup();
    const other = await buildScene(app.db);
    const foreign = await buildProject(app.db, other.workspace);
    const res = await create({ project: foreign.id });
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.project);
  });

  it('takes attendees as actors or guest names, with a required flag', async () => {
    const { create, owner, member } = await setup();
    const res = await create({
      attendees: [
        { actor: `user:${member.id}`, required: false },
        { name: 'Ada from Acme Corp' },
        { actor: `user:${owner.id}` },
      ],
    });
    assert.equal(res.status, 201);
    assert.deepEqual(
      res.body.data.attendees.map((a: { name: string; required: boolean }) => [a.name, a.required]),
      [
        [member.name, false],
        ['Ada from Acme Corp', true],
        [owner.name, true],
      ],
    );
    assert.equal(res.body.data.attendees[1].actor, null);
  });

  it('refuses attendees that are unknown, ambiguous or listed twice', async () => {
    const { create, member } = await setup();
    const other = await buildScene(app.db);
    const cases: [unknown[], string][] = [
      [[{ actor: `user:${other.owner.id}` }], 'attendees.0.actor'],
      [[{ actor: 'user:abc' }], 'attendees.0.actor'],
      [[{ actor: `user:${member.id}`, name: 'Grace' }], 'attendees.0'],
      [[{ required: true }], 'attendees.0'],
      [[{ name: 'Lin' }, { name: 'lin' }], 'attendees.1'],
      [[{ actor: `user:${member.id}` }, { actor: `user:${member.id}` }], 'attendees.1'],
    ];
    for (const [attendees, field] of cases) {
      const res = await create({ attendees });
      assert.equal(res.status, 422, JSON.stringify(attendees));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
  });

  it('lists meetings without agenda and minutes, filtered by project and when', async () => {
    const { api, create, workspace } = await setup();
    const other = await buildProject(app.db, workspace, { name: 'Mobile' });
    const past = (await create({ title: 'Retro', scheduled_for: inHours(-48) })).body.data;
    const soon = (await create({ title: 'Planning', scheduled_for: inHours(2) })).body.data;
    const later = (await create({ title: 'Review', scheduled_for: inHours(72), project: other.id })).body
      .data;

    const all = await api.get('/meetings');
    assert.equal(all.status, 200);
    assert.deepEqual(
      all.body.data.map((m: { id: string }) => m.id),
      [past.id, soon.id, later.id],
    );
    assert.equal(all.body.meta.total, 3);
    for (const meeting of all.body.data) {
      assert.ok(!('agenda' in meeting) && !('minutes' in meeting));
      assert.equal(meeting.notes, '');
    }

    const upcoming = await api.get('/meetings?when=upcoming');
    assert.deepEqual(
      upcoming.body.data.map((m: { id: string }) => m.id),
      [soon.id, later.id],
    );
    const pastOnes = await api.get('/meetings?when=past');
    assert.deepEqual(
      pastOnes.body.data.map((m: { id: string }) => m.id),
      [past.id],
    );
    const byProject = await api.get(`/meetings?project=${other.id}`);
    assert.deepEqual(
      byProject.body.data.map((m: { id: string }) => m.id),
      [later.id],
    );
    const paged = await api.get('/meetings?per_page=2&page=2');
    assert.deepEqual(
      paged.body.data.map((m: { id: string }) => m.id),
      [later.id],
    );
    assert.equal(paged.body.meta.last_page, 2);
  });

  it('refuses bad list parameters naming them', async () => {
    const { api } = await setup();
    const other = await buildScene(app.db);
    const foreign = await buildProject(app.db, other.workspace);
    for (const [query, field] of [
      ['when=tomorrow', 'when'],
      ['per_page=101', 'per_page'],
      ['colour=red', 'colour'],
      [`project=${foreign.id}`, 'project'],
      ['project=abc', 'project'],
    ] as const) {
      const res = await api.get(`/meetings?${query}`);
      assert.equal(res.status, 422, query);
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
  });

  it('shows one meeting with agenda, minutes and its action items', async () => {
    const { api, create, workspace } = await setup();
    const meeting = (await create({ agenda: '<p>Agenda</p>' })).body.data;
    const first = await buildIssue(app.db, workspace, {
      meeting_id: meeting.id,
      title: 'Follow up',
      status: 'todo',
    });
    const prefixed = await buildProject(app.db, workspace, { prefix: 'MEET' });
    const second = await buildIssue(app.db, workspace, { meeting_id: meeting.id, project_id: prefixed.id });
    await buildIssue(app.db, workspace, { meeting_id: meeting.id, deleted_at: new Date().toISOString() });
    await buildIssue(app.db, workspace);

    const res = await api.get(`/meetings/${meeting.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.agenda, '<p>Agenda</p>');
    assert.equal(res.body.data.minutes, '');
    assert.deepEqual(res.body.data.action_items, [
      { identifier: `${workspace.issue_prefix}-${first.number}`, title: 'Follow up', status: 'todo' },
      { identifier: `MEET-${second.number}`, title: second.title, status: 'backlog' },
    ]);
    // Lists carry the action items too.
    const list = await api.get('/meetings');
    assert.equal(list.body.data[0].action_items.length, 2);
    // Lower-case ids are the same ULID.
    assert.equal((await api.get(`/meetings/${meeting.id.toLowerCase()}`)).status, 200);
  });

  it('answers 404 for a meeting of another workspace or a malformed id', async () => {
    const { create } = await setup();
    const meeting = (await create()).body.data;
    const stranger = client(app, (await buildScene(app.db)).token);
    for (const path of [
      `/meetings/${meeting.id}`,
      '/meetings/nope',
      '/meetings/01HZZZZZZZZZZZZZZZZZZZZZZZ',
    ]) {
      const res = await stranger.get(path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(Object.keys(res.body), ['message']);
    }
    assert.equal((await stranger.patch(`/meetings/${meeting.id}`, { notes: 'x' })).status, 404);
    assert.equal((await stranger.post(`/meetings/${meeting.id}/cancel`)).status, 404);
  });

  it('shows notes to the organiser and administrators only', async () => {
    const { create, workspace, memberApi } = await setup();
    const meeting = (await create({ notes: 'Ask about the budget' })).body.data;
    assert.equal(meeting.notes, 'Ask about the budget');

    const single = await memberApi.get(`/meetings/${meeting.id}`);
    assert.equal(single.status, 200);
    assert.ok(!('notes' in single.body.data));
    const list = await memberApi.get('/meetings');
    assert.ok(!('notes' in list.body.data[0]));

    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    assert.equal((await adminApi.get(`/meetings/${meeting.id}`)).body.data.notes, 'Ask about the budget');

    // A member's own meeting shows them its notes.
    const own = await memberApi.post('/meetings', {
      title: 'Mine',
      project: meeting.project_id,
      scheduled_for: inHours(5),
      notes: 'private',
    });
    assert.equal(own.status, 201);
    assert.equal(own.body.data.notes, 'private');
  });

  it('lets the organiser and administrators change a meeting; others get 403', async () => {
    const { create, workspace, memberApi, member } = await setup();
    const meeting = (await create()).body.data;

    const refused = await memberApi.patch(`/meetings/${meeting.id}`, { notes: 'mine now' });
    assert.equal(refused.status, 403);

    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    const res = await adminApi.patch(`/meetings/${meeting.id}`, {
      notes: 'Bring the numbers',
      scheduled_for: '2031-05-06T08:00:00Z',
      duration_minutes: 90,
      attendees: [{ actor: `user:${member.id}` }],
      location: null,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.notes, 'Bring the numbers');
    assert.equal(res.body.data.scheduled_for, '2031-05-06T08:00:00.000Z');
    assert.equal(res.body.data.ends_at, '2031-05-06T09:30:00.000Z');
    assert.equal(res.body.data.location, '');
    // The list is replaced as sent: the organiser is no longer listed.
    assert.deepEqual(
      res.body.data.attendees.map((a: { name: string }) => a.name),
      [member.name],
    );
    // Fields not sent are left alone.
    const durationOnly = await adminApi.patch(`/meetings/${meeting.id}`, { duration_minutes: 15 });
    assert.equal(durationOnly.body.data.scheduled_for, '2031-05-06T08:00:00.000Z');
    assert.equal(durationOnly.body.data.ends_at, '2031-05-06T08:15:00.000Z');
    assert.equal(durationOnly.body.data.notes, 'Bring the numbers');
  });

  it('validates PATCH fields, naming them', async () => {
    const { api, create } = await setup();
    const meeting = (await create()).body.data;
    const other = await buildScene(app.db);
    const foreign = await buildProject(app.db, other.workspace);
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ project: foreign.id }, 'project'],
      [{ scheduled_for: 'later' }, 'scheduled_for'],
      [{ duration_minutes: -5 }, 'duration_minutes'],
      [{ attendees: 'everyone' }, 'attendees'],
    ] as const) {
      const res = await api.patch(`/meetings/${meeting.id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
  });

  it('circulates the minutes once, then refuses changes to them with 409', async () => {
    const { api, create, memberApi } = await setup();
    const meeting = (await create({ scheduled_for: inHours(-3) })).body.data;
    assert.equal(meeting.status, 'held');
    await api.patch(`/meetings/${meeting.id}`, { minutes: '<p>Decided</p>' });

    assert.equal((await memberApi.post(`/meetings/${meeting.id}/minutes/send`)).status, 403);
    const sent = await api.post(`/meetings/${meeting.id}/minutes/send`);
    assert.equal(sent.status, 201);
    assert.equal(sent.body.data.status, 'minuted');
    assert.ok(Date.parse(sent.body.data.minutes_sent_at) > 0);
    assert.equal(sent.body.data.minutes, '<p>Decided</p>');

    const again = await api.post(`/meetings/${meeting.id}/minutes/send`);
    assert.equal(again.status, 409);
    assert.deepEqual(Object.keys(again.body), ['message']);

    for (const minutes of ['<p>Changed</p>', '<p>Decided</p>', null]) {
      const res = await api.patch(`/meetings/${meeting.id}`, { minutes, notes: 'x' });
      assert.equal(res.status, 409);
      assert.match(res.body.message, /circulated/);
    }
    // Nothing of the refused request was saved; other fields can still change.
    const notes = await api.patch(`/meetings/${meeting.id}`, { notes: 'after' });
    assert.equal(notes.status, 200);
    assert.equal(notes.body.data.minutes, '<p>Decided</p>');
    assert.equal(notes.body.data.notes, 'after');
  });

  it('puts the sent minutes in the inbox of each attendee who is a person, mail off too (issue 37)', async () => {
    const { api, create, member, memberApi, owner, workspace } = await setup();
    const gone = await buildMember(app.db, workspace, { name: 'Gone Away' });
    const agent = await buildAgent(app.db, workspace);
    const meeting = (
      await create({
        title: 'Release review',
        scheduled_for: inHours(-3),
        attendees: [
          { actor: `user:${owner.id}` },
          { actor: `user:${member.id}` },
          { actor: `user:${gone.id}` },
          { actor: `agent:${agent.id}` },
          { name: 'Outside Guest' },
        ],
      })
    ).body.data;
    await app.db
      .updateTable('memberships')
      .set({ left_at: new Date().toISOString() })
      .where('user_id', '=', gone.id)
      .where('workspace_id', '=', workspace.id)
      .execute();
    assert.equal((await api.post(`/meetings/${meeting.id}/minutes/send`)).status, 201);

    const inbox = (await memberApi.get('/inbox')).body;
    assert.equal(inbox.data.length, 1);
    const [item] = inbox.data;
    assert.equal(item.type, 'minutes');
    assert.deepEqual(item.meeting, { id: meeting.id, title: 'Release review' });
    assert.equal(item.issue, null);
    assert.equal(item.read, false);
    assert.deepEqual({ type: item.actor.type, id: item.actor.id }, { type: 'user', id: owner.id });
    // The item can be read; the sender and somebody who left get none.
    assert.equal((await memberApi.post(`/inbox/${item.id}/read`)).body.data.read, true);
    assert.equal((await api.get('/inbox')).body.data.length, 0);
    const goneItems = await app.db
      .selectFrom('inbox_items')
      .select('id')
      .where('user_id', '=', gone.id)
      .execute();
    assert.equal(goneItems.length, 0);
  });

  it('cancels a meeting (idempotently), a minuted one too', async () => {
    const { api, create, memberApi } = await setup();
    const meeting = (await create()).body.data;
    assert.equal((await memberApi.post(`/meetings/${meeting.id}/cancel`)).status, 403);
    const res = await api.post(`/meetings/${meeting.id}/cancel`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.status, 'canceled');
    assert.ok(res.body.data.canceled_at);
    const again = await api.request('POST', `/meetings/${meeting.id}/cancel`);
    assert.equal(again.status, 200);
    assert.equal(again.body.data.canceled_at, res.body.data.canceled_at);
    assert.equal((await api.post(`/meetings/${meeting.id}/minutes/send`)).status, 409);

    const minuted = (await create({ scheduled_for: inHours(-3) })).body.data;
    await api.patch(`/meetings/${minuted.id}`, { minutes: '<p>Decided</p>' });
    const sent = (await api.post(`/meetings/${minuted.id}/minutes/send`)).body.data;
    assert.equal(sent.status, 'minuted');
    const canceled = await api.post(`/meetings/${minuted.id}/cancel`);
    assert.equal(canceled.status, 200);
    assert.equal(canceled.body.data.status, 'canceled');
    assert.ok(canceled.body.data.canceled_at);
    // Canceling keeps what was circulated: the minutes, when they went out, and their freeze.
    assert.equal(canceled.body.data.minutes, '<p>Decided</p>');
    assert.equal(canceled.body.data.minutes_sent_at, sent.minutes_sent_at);
    const read = (await api.get(`/meetings/${minuted.id}`)).body.data;
    assert.equal(read.status, 'canceled');
    assert.equal(read.canceled_at, canceled.body.data.canceled_at);
    assert.equal((await api.patch(`/meetings/${minuted.id}`, { minutes: '<p>Later</p>' })).status, 409);
    assert.equal((await api.post(`/meetings/${minuted.id}/cancel`)).body.data.canceled_at, read.canceled_at);
  });

  it('derives status: canceled, then minuted, then held, then scheduled', async () => {
    const { api, create } = await setup();
    const scheduled = (await create({ scheduled_for: inHours(1) })).body.data;
    assert.equal(scheduled.status, 'scheduled');
    // Still running: not held until it has ended.
    const running = (await create({ scheduled_for: inHours(-0.25), duration_minutes: 60 })).body.data;
    assert.equal(running.status, 'scheduled');
    const held = (await create({ scheduled_for: inHours(-2), duration_minutes: 60 })).body.data;
    assert.equal(held.status, 'held');
    // A future meeting whose minutes were sent is minuted; canceled wins over everything.
    const minuted = (await create({ scheduled_for: inHours(5) })).body.data;
    assert.equal((await api.post(`/meetings/${minuted.id}/minutes/send`)).body.data.status, 'minuted');
    await app.db
      .updateTable('meetings')
      .set({ canceled_at: new Date().toISOString() })
      .where('id', '=', minuted.id)
      .execute();
    assert.equal((await api.get(`/meetings/${minuted.id}`)).body.data.status, 'canceled');
  });

  it('schedules a recurring series, each occurrence a meeting of its own', async () => {
    const { api, create } = await setup();
    const res = await create({
      title: 'Standup',
      scheduled_for: '2030-01-07T09:00:00Z',
      recurrence: { every: 'weekly', count: 3 },
      attendees: [{ name: 'Guest' }],
    });
    assert.equal(res.status, 201);
    const first = res.body.data;
    assert.equal(first.recurring, true);
    assert.match(first.series, ULID);
    assert.equal(first.scheduled_for, '2030-01-07T09:00:00.000Z');

    const series = await api.get(`/meetings?series=${first.series}`);
    assert.deepEqual(
      series.body.data.map((m: { scheduled_for: string }) => m.scheduled_for),
      ['2030-01-07T09:00:00.000Z', '2030-01-14T09:00:00.000Z', '2030-01-21T09:00:00.000Z'],
    );
    for (const meeting of series.body.data) {
      assert.equal(meeting.recurring, true);
      assert.equal(meeting.attendees.length, 2);
    }

    const monthly = await create({
      scheduled_for: '2030-01-31T15:00:00Z',
      recurrence: { every: 'monthly', count: 3 },
    });
    const months = await api.get(`/meetings?series=${monthly.body.data.series}`);
    assert.deepEqual(
      months.body.data.map((m: { scheduled_for: string }) => m.scheduled_for),
      ['2030-01-31T15:00:00.000Z', '2030-02-28T15:00:00.000Z', '2030-03-31T15:00:00.000Z'],
    );

    const biweekly = await create({
      scheduled_for: '2030-01-01T09:00:00Z',
      recurrence: { every: 'biweekly', count: 2 },
    });
    const pair = await api.get(`/meetings?series=${biweekly.body.data.series}`);
    assert.equal(pair.body.data[1].scheduled_for, '2030-01-15T09:00:00.000Z');

    // Cancelling with `following` cancels this occurrence and the later ones.
    const second = series.body.data[1];
    const canceled = await api.post(`/meetings/${second.id}/cancel`, { following: true });
    assert.equal(canceled.status, 200);
    const after = await api.get(`/meetings?series=${first.series}`);
    assert.deepEqual(
      after.body.data.map((m: { status: string }) => m.status),
      ['scheduled', 'canceled', 'canceled'],
    );
  });

  it('schedules the longest series with the most attendees', async () => {
    const { create, api } = await setup();
    const attendees = Array.from({ length: 200 }, (_, i) => ({ name: `Guest ${i}` }));
    const res = await create({ recurrence: { every: 'weekly', count: 52 }, attendees });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.attendees.length, 201);
    const series = await api.get(`/meetings?series=${res.body.data.series}&per_page=100`);
    assert.equal(series.body.meta.total, 52);
    assert.equal(series.body.data[51].attendees.length, 201);
  });

  it('refuses a malformed recurrence, naming the field', async () => {
    const { create, api } = await setup();
    for (const [recurrence, field] of [
      [{ every: 'daily', count: 3 }, 'recurrence.every'],
      [{ every: 'weekly', count: 1 }, 'recurrence.count'],
      [{ every: 'weekly', count: 53 }, 'recurrence.count'],
      [{ every: 'weekly' }, 'recurrence.count'],
    ] as const) {
      const res = await create({ recurrence });
      assert.equal(res.status, 422, JSON.stringify(recurrence));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
    assert.equal((await api.get('/meetings?series=nope')).status, 422);
  });

  it('logs the caller’s own hours against a meeting', async () => {
    const { api, create, owner } = await setup();
    const meeting = (await create()).body.data;
    const res = await api.post(`/meetings/${meeting.id}/time`, { duration: '1h 30m', note: 'prep' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.subject, 'meeting');
    assert.equal(res.body.data.meeting, meeting.id);
    assert.equal(res.body.data.title, 'Weekly sync');
    assert.equal(res.body.data.minutes, 90);
    assert.equal(res.body.data.actor.id, owner.id);
    const noted = await api.post(`/meetings/${meeting.id}/time`, { minutes: 5, note: 'a\u0000b' });
    assert.equal(noted.status, 201);
    assert.equal(noted.body.data.note, 'ab');
    const bad = await api.post(`/meetings/${meeting.id}/time`, { duration: 'soon' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.duration);
    const stranger = client(app, (await buildScene(app.db)).token);
    assert.equal((await stranger.post(`/meetings/${meeting.id}/time`, { minutes: 5 })).status, 404);
  });

  it('refuses guests and read tokens writing meetings', async () => {
    const { workspace, project, owner } = await setup();
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    const body = { title: 'x', project: project.id, scheduled_for: inHours(1) };
    assert.equal((await guestApi.post('/meetings', body)).status, 403);
    assert.equal((await guestApi.get('/meetings')).status, 200);
    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/meetings', body)).status, 403);
  });

  it('keeps an action item from being deleted, naming the meeting minutes', async () => {
    const { create, workspace } = await setup();
    const meeting = (await create({ title: 'Launch review' })).body.data;
    const issue = await buildIssue(app.db, workspace, { meeting_id: meeting.id });
    const blockers = await deletionBlockers(app.db, issue.id);
    assert.match(blockers.meeting_minutes![0]!, /meeting minutes of "Launch review"/);
    const free = await buildIssue(app.db, workspace);
    assert.equal((await deletionBlockers(app.db, free.id)).meeting_minutes, undefined);
  });

  it('resolves the meeting of a new action item within the workspace only', async () => {
    const { create, workspace } = await setup();
    const meeting = (await create()).body.data;
    const found = await findMeetingForActionItem(app.db, workspace.id, meeting.id.toLowerCase());
    assert.equal(found.id, meeting.id);
    const other = await buildScene(app.db);
    for (const value of [meeting.id, 'garbage', 42, null]) {
      await assert.rejects(
        findMeetingForActionItem(app.db, other.workspace.id, value),
        (error: unknown) => error instanceof ValidationError && error.errors.meeting !== undefined,
      );
    }
  });
});
