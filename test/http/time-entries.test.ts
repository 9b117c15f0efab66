import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayUtc } from '../../src/clock.js';
import { ulid } from 'ulid';
import type { Workspace } from '../../src/db/schema.js';
import { logTime, presentTimeEntry } from '../../src/domain/time/time-entries.js';
import { client, startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildTimeEntry,
  buildToken,
} from '../helpers/factories.js';
import { inTransaction } from '../../src/db/connection.js';
import { actingAs } from '../../src/domain/context.js';

describe('time entries', async () => {
  const app = await startTestApp();

  async function scene() {
    const base = await buildScene(app.db);
    const issue = await buildIssue(app.db, base.workspace, { title: 'Fix the login' });
    const ref = `${base.workspace.issue_prefix}-${issue.number}`;
    return { ...base, issue, ref, api: client(app, base.token) };
  }

  describe('POST /issues/{issue}/time', () => {
    it('logs the caller’s hours from a duration string and answers every field', async () => {
      const s = await scene();
      const res = await s.api.post(`/issues/${s.ref}/time`, { duration: '2h 30m' });
      assert.equal(res.status, 201);
      assert.deepEqual(res.body, {
        data: {
          id: res.body.data.id,
          subject: 'issue',
          issue: s.ref,
          absence: null,
          title: 'Fix the login',
          minutes: 150,
          spent_on: todayUtc(),
          source: 'manual',
          editable: true,
          note: null,
          actor: { type: 'user', id: s.owner.id, name: s.owner.name },
        },
      });
      assert.equal('meeting' in res.body.data, false);
    });

    it('takes minutes, a day and a note, and names the issue by its database key too', async () => {
      const s = await scene();
      const res = await s.api.post(`/issues/${s.issue.id}/time`, {
        minutes: 45,
        spent_on: '2026-11-20',
        note: '  pairing  ',
      });
      assert.equal(res.status, 201);
      assert.equal(res.body.data.minutes, 45);
      assert.equal(res.body.data.spent_on, '2026-11-20');
      assert.equal(res.body.data.note, 'pairing');
      assert.equal(res.body.data.issue, s.ref);
    });

    it('shows the identifier with the project prefix', async () => {
      const s = await scene();
      const project = await buildProject(app.db, s.workspace, {
        prefix: `P${s.workspace.issue_prefix.slice(0, 5)}`,
      });
      const issue = await buildIssue(app.db, s.workspace, { project_id: project.id });
      const res = await s.api.post(`/issues/${project.prefix}-${issue.number}/time`, { duration: '1d' });
      assert.equal(res.status, 201);
      assert.equal(res.body.data.issue, `${project.prefix}-${issue.number}`);
      assert.equal(res.body.data.minutes, 480);
    });

    it('always records the token owner’s hours, whatever actor the body names', async () => {
      const s = await scene();
      const other = await buildMember(app.db, s.workspace);
      const res = await s.api.post(`/issues/${s.ref}/time`, {
        minutes: 10,
        actor: `user:${other.id}`,
        actor_id: other.id,
        source: 'agent_run',
      });
      assert.equal(res.status, 201);
      assert.equal(res.body.data.actor.id, s.owner.id);
      assert.equal(res.body.data.source, 'manual');
    });

    it('refuses bad durations and minutes, naming the field', async () => {
      const s = await scene();
      const cases: [unknown, string][] = [
        [{ duration: 'two hours' }, 'duration'],
        [{ duration: '0h' }, 'duration'],
        [{ duration: '0w 0d 0m' }, 'duration'],
        [{ duration: '' }, 'duration'],
        [{ duration: 90 }, 'duration'],
        [{ duration: '53w' }, 'duration'],
        [{ minutes: 0 }, 'minutes'],
        [{ minutes: -3 }, 'minutes'],
        [{ minutes: 1.5 }, 'minutes'],
        [{ minutes: '90' }, 'minutes'],
        [{ minutes: 1e20 }, 'minutes'],
        [{}, 'duration'],
        [{ duration: '1h', minutes: 60 }, 'duration'],
        [{ minutes: 5, spent_on: '2026-02-30' }, 'spent_on'],
        [{ minutes: 5, spent_on: 'yesterday' }, 'spent_on'],
        [{ minutes: 5, note: 12 }, 'note'],
      ];
      for (const [body, field] of cases) {
        const res = await s.api.post(`/issues/${s.ref}/time`, body);
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.ok(res.body.errors[field], `${JSON.stringify(body)} → ${JSON.stringify(res.body.errors)}`);
      }
      const list = await s.api.get('/time-entries');
      assert.equal(list.body.meta.total, 0);
    });

    it('answers 404 for an unknown, deleted or foreign issue', async () => {
      const s = await scene();
      const foreign = await scene();
      const deleted = await buildIssue(app.db, s.workspace, { deleted_at: new Date().toISOString() });
      for (const ref of [
        `${s.workspace.issue_prefix}-9999`,
        `${s.workspace.issue_prefix}-${deleted.number}`,
        String(foreign.issue.id),
        foreign.ref,
      ]) {
        const res = await s.api.post(`/issues/${ref}/time`, { minutes: 5 });
        assert.equal(res.status, 404, ref);
      }
    });

    it('is a write: a read token gets 403', async () => {
      const s = await scene();
      const { token } = await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] });
      const res = await client(app, token).post(`/issues/${s.ref}/time`, { minutes: 5 });
      assert.equal(res.status, 403);
    });
  });

  describe('GET /time-entries', () => {
    async function populated() {
      const s = await scene();
      const colleague = await buildMember(app.db, s.workspace);
      const agent = await buildAgent(app.db, s.workspace);
      const other = await buildIssue(app.db, s.workspace, { title: 'Other work' });
      const mine = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: s.owner.id,
        issue_id: s.issue.id,
        spent_on: '2026-11-02',
        minutes: 30,
      });
      const theirs = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: colleague.id,
        issue_id: other.id,
        spent_on: '2026-11-03',
        source: 'timer',
      });
      const run = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'agent',
        actor_id: agent.id,
        issue_id: s.issue.id,
        spent_on: '2026-11-04',
        source: 'agent_run',
        run_id: '01JD0000000000000000000000',
        minutes: 12,
      });
      const vacation = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: s.owner.id,
        subject: 'absence',
        absence_kind: 'vacation',
        spent_on: '2026-11-05',
        minutes: 480,
      });
      const sick = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: colleague.id,
        subject: 'absence',
        absence_kind: 'sick',
        spent_on: '2026-11-06',
        minutes: 480,
      });
      // Hours in another workspace never appear.
      const foreign = await scene();
      await buildTimeEntry(app.db, foreign.workspace, {
        actor_type: 'user',
        actor_id: foreign.owner.id,
        issue_id: foreign.issue.id,
        spent_on: '2026-11-04',
      });
      return { ...s, colleague, agent, other, mine, theirs, run, vacation, sick };
    }

    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((e) => e.id);

    it('lists the whole workspace’s hours, newest day first, absences included', async () => {
      const s = await populated();
      const res = await s.api.get('/time-entries');
      assert.equal(res.status, 200);
      assert.deepEqual(ids(res), [s.sick.id, s.vacation.id, s.run.id, s.theirs.id, s.mine.id]);
      assert.equal(res.body.meta.total, 5);
      const byId = new Map(res.body.data.map((e: { id: number }) => [e.id, e]));
      assert.deepEqual(byId.get(s.run.id), {
        id: s.run.id,
        subject: 'issue',
        issue: s.ref,
        absence: null,
        title: 'Fix the login',
        minutes: 12,
        spent_on: '2026-11-04',
        source: 'agent_run',
        editable: false,
        note: null,
        actor: { type: 'agent', id: s.agent.id, name: s.agent.name },
      });
      assert.deepEqual(byId.get(s.vacation.id), {
        id: s.vacation.id,
        subject: 'absence',
        absence: 'vacation',
        title: 'Vacation',
        minutes: 480,
        spent_on: '2026-11-05',
        source: 'manual',
        editable: true,
        note: null,
        actor: { type: 'user', id: s.owner.id, name: s.owner.name },
      });
      assert.equal((byId.get(s.theirs.id) as { editable: boolean }).editable, false);
      assert.equal((byId.get(s.mine.id) as { editable: boolean }).editable, true);
    });

    it('filters by day range, issue (either form), person, source and absence', async () => {
      const s = await populated();
      const get = async (query: string) => {
        const res = await s.api.get(`/time-entries?${query}`);
        assert.equal(res.status, 200, `${query}: ${res.text}`);
        return ids(res);
      };
      assert.deepEqual(await get('from=2026-11-03&to=2026-11-04'), [s.run.id, s.theirs.id]);
      assert.deepEqual(await get('from=2026-11-05'), [s.sick.id, s.vacation.id]);
      assert.deepEqual(await get('to=2026-11-02'), [s.mine.id]);
      assert.deepEqual(await get(`issue_id=${s.ref}`), [s.run.id, s.mine.id]);
      assert.deepEqual(await get(`issue_id=${s.ref.toLowerCase()}`), [s.run.id, s.mine.id]);
      assert.deepEqual(await get(`issue_id=${s.issue.id}`), [s.run.id, s.mine.id]);
      assert.deepEqual(await get('mine=1'), [s.vacation.id, s.mine.id]);
      assert.deepEqual(await get('mine=true&absence=work'), [s.mine.id]);
      assert.deepEqual(await get('mine=0'), [s.sick.id, s.vacation.id, s.run.id, s.theirs.id, s.mine.id]);
      assert.deepEqual(await get('source=agent_run'), [s.run.id]);
      assert.deepEqual(await get('source=timer'), [s.theirs.id]);
      assert.deepEqual(await get('absence=work'), [s.run.id, s.theirs.id, s.mine.id]);
      assert.deepEqual(await get('absence=absence'), [s.sick.id, s.vacation.id]);
      assert.deepEqual(await get('absence=sick'), [s.sick.id]);
      assert.deepEqual(await get('absence=parental'), []);
    });

    it('refuses filters it cannot use, naming the parameter', async () => {
      const s = await populated();
      const foreign = await scene();
      const cases: [string, string][] = [
        [`issue_id=${foreign.ref}`, 'issue_id'],
        [`issue_id=${foreign.issue.id}`, 'issue_id'],
        ['issue_id=NOPE-1', 'issue_id'],
        ['from=2026-13-01', 'from'],
        ['to=soon', 'to'],
        ['from=2026-11-05&to=2026-11-01', 'to'],
        ['source=guess', 'source'],
        ['absence=holiday', 'absence'],
        ['mine=maybe', 'mine'],
        ['meeting=not-a-ulid', 'meeting'],
        ['meeting=01JD0000000000000000000000', 'meeting'],
        ['per_page=101', 'per_page'],
        ['actor=user:1', 'actor'],
      ];
      for (const [query, field] of cases) {
        const res = await s.api.get(`/time-entries?${query}`);
        assert.equal(res.status, 422, query);
        assert.ok(res.body.errors[field], `${query}: ${JSON.stringify(res.body.errors)}`);
      }
    });

    it('pages with the collection envelope', async () => {
      const s = await populated();
      const res = await s.api.get('/time-entries?per_page=2&absence=work');
      assert.equal(res.status, 200);
      assert.equal(res.body.data.length, 2);
      assert.equal(res.body.meta.total, 3);
      assert.equal(res.body.meta.last_page, 2);
      assert.match(res.body.links.next, /^http:\/\/tandem\.test\/api\/v1\/time-entries\?/);
      assert.match(res.body.links.next, /absence=work/);
      const next = await s.api.get(res.body.links.next.replace('http://tandem.test/api/v1', ''));
      assert.deepEqual(ids(next), [s.mine.id]);
    });
  });

  describe('meeting hours', () => {
    async function buildMeeting(workspace: Workspace, title: string) {
      const project = await buildProject(app.db, workspace);
      const now = new Date().toISOString();
      return app.db
        .insertInto('meetings')
        .values({
          id: ulid(),
          workspace_id: workspace.id,
          project_id: project.id,
          series_id: null,
          title,
          location: '',
          scheduled_for: now,
          duration_minutes: 30,
          ends_at: now,
          organiser_type: 'user',
          organiser_id: 1,
          agenda: '',
          minutes: '',
          notes: '',
          minutes_sent_at: null,
          canceled_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    it('shows the meeting ULID and title, no issue, and filters by meeting', async () => {
      const s = await scene();
      const standup = await buildMeeting(s.workspace, 'Stand-up');
      const retro = await buildMeeting(s.workspace, 'Retro');
      const entry = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: s.owner.id,
        subject: 'meeting',
        meeting_id: standup.id,
        minutes: 15,
        spent_on: '2026-11-23',
      });
      await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: s.owner.id,
        subject: 'meeting',
        meeting_id: retro.id,
        spent_on: '2026-11-22',
      });
      await s.api.post(`/issues/${s.ref}/time`, { minutes: 5, spent_on: '2026-11-21' });

      const res = await s.api.get(`/time-entries?meeting=${standup.id.toLowerCase()}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data, [
        {
          id: entry.id,
          subject: 'meeting',
          meeting: standup.id,
          absence: null,
          title: 'Stand-up',
          minutes: 15,
          spent_on: '2026-11-23',
          source: 'manual',
          editable: true,
          note: null,
          actor: { type: 'user', id: s.owner.id, name: s.owner.name },
        },
      ]);
      const work = await s.api.get('/time-entries?absence=work');
      assert.deepEqual(
        work.body.data.map((e: { title: string }) => e.title),
        ['Stand-up', 'Retro', 'Fix the login'],
      );

      // Another workspace's meeting is refused like another workspace's issue.
      const foreign = await scene();
      const theirs = await buildMeeting(foreign.workspace, 'Theirs');
      const refused = await s.api.get(`/time-entries?meeting=${theirs.id}`);
      assert.equal(refused.status, 422);
      assert.ok(refused.body.errors.meeting);
    });

    it('logTime writes meeting hours through the same code path', async () => {
      const s = await scene();
      const meeting = await buildMeeting(s.workspace, 'Planning');
      const caller = {
        user: { id: s.owner.id, name: s.owner.name, email: s.owner.email },
        workspace: s.workspace,
        role: 'owner' as const,
        weeklyHours: 40,
        credential: {
          kind: 'token' as const,
          id: 1,
          name: 'test',
          abilities: ['read', 'write'] as ('read' | 'write')[],
          expires_at: null,
        },
      };
      const entry = await inTransaction(app.db, (tx) =>
        logTime(tx, actingAs(app.system, caller), {
          subject: 'meeting',
          meetingId: meeting.id,
          duration: '45m',
        }),
      );
      const view = await presentTimeEntry(app.db, caller, entry);
      assert.equal(view.subject, 'meeting');
      assert.equal(view.meeting, meeting.id);
      assert.equal(view.title, 'Planning');
      assert.equal(view.minutes, 45);
      assert.equal(view.spent_on, todayUtc());
      assert.equal('issue' in view, false);
    });
  });

  describe('PATCH /time-entries/{id}', () => {
    it('changes the caller’s own entry: duration, day and note; source stays', async () => {
      const s = await scene();
      const created = await s.api.post(`/issues/${s.ref}/time`, { minutes: 30 });
      const id = created.body.data.id as number;
      const res = await s.api.patch(`/time-entries/${id}`, {
        duration: '1h 15m',
        spent_on: '2026-11-19',
        note: 'review',
        source: 'timer',
        actor: 'user:999',
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.minutes, 75);
      assert.equal(res.body.data.spent_on, '2026-11-19');
      assert.equal(res.body.data.note, 'review');
      assert.equal(res.body.data.source, 'manual');
      assert.equal(res.body.data.actor.id, s.owner.id);

      const partial = await s.api.patch(`/time-entries/${id}`, { minutes: 20 });
      assert.equal(partial.body.data.minutes, 20);
      assert.equal(partial.body.data.note, 'review');
      const cleared = await s.api.patch(`/time-entries/${id}`, { note: null });
      assert.equal(cleared.body.data.note, null);
      assert.equal(cleared.body.data.minutes, 20);
    });

    it('refuses bad values naming the field', async () => {
      const s = await scene();
      const created = await s.api.post(`/issues/${s.ref}/time`, { minutes: 30 });
      const id = created.body.data.id as number;
      for (const [body, field] of [
        [{ duration: 'soon' }, 'duration'],
        [{ minutes: 0 }, 'minutes'],
        [{ spent_on: '2026-11-31' }, 'spent_on'],
        [{ duration: '1h', minutes: 60 }, 'duration'],
      ] as const) {
        const res = await s.api.patch(`/time-entries/${id}`, body);
        assert.equal(res.status, 422);
        assert.ok(res.body.errors[field], JSON.stringify(res.body));
      }
    });

    it('answers 403 for someone else’s hours and for agent-run hours, 404 for another workspace’s', async () => {
      const s = await scene();
      const colleague = await buildMember(app.db, s.workspace, { role: 'admin' });
      const agent = await buildAgent(app.db, s.workspace);
      const theirs = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: colleague.id,
        issue_id: s.issue.id,
      });
      const run = await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'agent',
        actor_id: agent.id,
        issue_id: s.issue.id,
        source: 'agent_run',
      });
      const foreign = await scene();
      const foreignEntry = await buildTimeEntry(app.db, foreign.workspace, {
        actor_type: 'user',
        actor_id: s.owner.id,
        issue_id: foreign.issue.id,
      });
      // Even the workspace owner may not change a colleague's hours.
      assert.equal((await s.api.patch(`/time-entries/${theirs.id}`, { minutes: 5 })).status, 403);
      assert.equal((await s.api.patch(`/time-entries/${run.id}`, { minutes: 5 })).status, 403);
      assert.equal((await s.api.patch(`/time-entries/${foreignEntry.id}`, { minutes: 5 })).status, 404);
      assert.equal((await s.api.patch('/time-entries/99999999', { minutes: 5 })).status, 404);
      assert.equal((await s.api.delete(`/time-entries/${theirs.id}`)).status, 403);
      assert.equal((await s.api.delete(`/time-entries/${run.id}`)).status, 403);
      assert.equal((await s.api.delete(`/time-entries/${foreignEntry.id}`)).status, 404);
      const unchanged = await app.db
        .selectFrom('time_entries')
        .select(['id', 'minutes'])
        .where('id', 'in', [theirs.id, run.id, foreignEntry.id])
        .execute();
      assert.equal(unchanged.length, 3);
      assert.ok(unchanged.every((e) => e.minutes === 60));
    });

    it('moving an absence onto a day that already carries one is refused on spent_on', async () => {
      const s = await scene();
      const recorded = await s.api.post('/absences', {
        kind: 'vacation',
        from: '2026-11-23',
        to: '2026-11-24',
      });
      assert.equal(recorded.status, 201);
      const [monday] = recorded.body.data;
      const res = await s.api.patch(`/time-entries/${monday.id}`, { spent_on: '2026-11-24' });
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.spent_on);
      const moved = await s.api.patch(`/time-entries/${monday.id}`, {
        spent_on: '2026-11-25',
        duration: '4h',
      });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.data.minutes, 240);
      const tooLong = await s.api.patch(`/time-entries/${monday.id}`, { duration: '25h' });
      assert.equal(tooLong.status, 422);
      assert.ok(tooLong.body.errors.duration);
    });
  });

  describe('DELETE /time-entries/{id}', () => {
    it('removes the caller’s own entry', async () => {
      const s = await scene();
      const created = await s.api.post(`/issues/${s.ref}/time`, { minutes: 30 });
      const res = await s.api.delete(`/time-entries/${created.body.data.id}`);
      assert.equal(res.status, 204);
      assert.equal(res.text, '');
      assert.equal((await s.api.delete(`/time-entries/${created.body.data.id}`)).status, 404);
      assert.equal((await s.api.get('/time-entries')).body.meta.total, 0);
    });
  });

  describe('spent_minutes', () => {
    it('sums every hour logged against an issue, agent runs included, absences never', async () => {
      const s = await scene();
      const agent = await buildAgent(app.db, s.workspace);
      await s.api.post(`/issues/${s.ref}/time`, { duration: '1h' });
      await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'agent',
        actor_id: agent.id,
        issue_id: s.issue.id,
        source: 'agent_run',
        minutes: 7,
      });
      await s.api.post('/absences', { kind: 'sick', date: '2026-11-23' });
      const other = await buildIssue(app.db, s.workspace);
      assert.equal((await s.api.get(`/issues/${s.ref}`)).body.data.spent_minutes, 67);
      assert.equal((await s.api.get(`/issues/${other.id}`)).body.data.spent_minutes, 0);
      const listed = await s.api.get('/issues');
      const spentOf = (id: number) =>
        listed.body.data.find((issue: { number: number }) => issue.number === id)?.spent_minutes;
      assert.equal(spentOf(s.issue.number), 67);
      assert.equal(spentOf(other.number), 0);
    });
  });
});
