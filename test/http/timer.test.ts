import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pino } from 'pino';
import { deletionBlockers } from '../../src/domain/issues/issue-deletion.js';
import { scheduledJobs } from '../../src/jobs/registry.js';
import { nextFullHour, timerCloserJob } from '../../src/jobs/timer-closer.js';
import type { JobContext } from '../../src/queue/types.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene, buildToken } from '../helpers/factories.js';

describe('timer', async () => {
  const app = await startTestApp();

  async function scene() {
    const base = await buildScene(app.db);
    const issue = await buildIssue(app.db, base.workspace, { title: 'Write the docs' });
    const second = await buildIssue(app.db, base.workspace, { title: 'Review' });
    const prefix = base.workspace.issue_prefix;
    return {
      ...base,
      issue,
      second,
      ref: `${prefix}-${issue.number}`,
      secondRef: `${prefix}-${second.number}`,
      api: client(app, base.token),
    };
  }

  /** Moves the running timer's start into the past, as if it had been running that long. */
  async function backdate(workspaceId: number, userId: number, milliseconds: number) {
    const startedAt = new Date(Date.now() - milliseconds).toISOString();
    await app.db
      .updateTable('timers')
      .set({ started_at: startedAt })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
    return startedAt;
  }

  async function timerEntries(workspaceId: number) {
    return app.db
      .selectFrom('time_entries')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('source', '=', 'timer')
      .orderBy('id')
      .execute();
  }

  it('GET /timer answers null, never 404, when no timer runs', async () => {
    const s = await scene();
    const res = await s.api.get('/timer');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { data: null });
  });

  it('starts a timer: start time only, never elapsed time, capped at 480 minutes', async () => {
    const s = await scene();
    const before = Date.now();
    const res = await s.api.post(`/issues/${s.ref}/timer`, { note: 'drafting' });
    assert.equal(res.status, 201);
    const { started_at, ...rest } = res.body.data;
    assert.deepEqual(rest, { issue: s.ref, issue_id: s.issue.id, note: 'drafting', max_minutes: 480 });
    assert.ok(Date.parse(started_at) >= before - 1000 && Date.parse(started_at) <= Date.now() + 1000);
    assert.equal('stopped' in res.body.data, false);

    const current = await s.api.get('/timer');
    assert.deepEqual(current.body, { data: res.body.data });
  });

  it('starts without any body at all', async () => {
    const s = await scene();
    const res = await fetch(`${app.baseUrl}/api/v1/issues/${s.ref}/timer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
    });
    assert.equal(res.status, 201);
    const body = (await res.json()) as { data: { note: null } };
    assert.equal(body.data.note, null);
  });

  it('starting while one runs stops the first and returns its entry under stopped', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.ref}/timer`, { note: 'first' });
    const startedAt = await backdate(s.workspace.id, s.owner.id, 90 * 60_000 + 20_000);
    const res = await s.api.post(`/issues/${s.secondRef}/timer`);
    assert.equal(res.status, 201);
    assert.equal(res.body.data.issue, s.secondRef);
    assert.deepEqual(res.body.data.stopped, {
      id: res.body.data.stopped.id,
      subject: 'issue',
      issue: s.ref,
      absence: null,
      title: 'Write the docs',
      minutes: 90,
      spent_on: startedAt.slice(0, 10),
      source: 'timer',
      editable: true,
      note: 'first',
      actor: { type: 'user', id: s.owner.id, name: s.owner.name },
    });
    assert.equal((await s.api.get('/timer')).body.data.issue, s.secondRef);

    // Restarting on the same issue also stops and records the running one.
    const again = await s.api.post(`/issues/${s.secondRef}/timer`);
    assert.equal(again.status, 201);
    assert.equal(again.body.data.stopped.issue, s.secondRef);
    assert.equal(again.body.data.stopped.minutes, 1);
    assert.equal((await timerEntries(s.workspace.id)).length, 2);
  });

  it('POST /timer/stop records the hours to the nearest minute, at least one', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.ref}/timer`);
    const quick = await s.api.post('/timer/stop');
    assert.equal(quick.status, 201);
    assert.equal(quick.body.data.minutes, 1);
    assert.equal(quick.body.data.source, 'timer');
    assert.deepEqual((await s.api.get('/timer')).body, { data: null });

    for (const [elapsed, expected] of [
      [10 * 60_000 + 20_000, 10],
      [10 * 60_000 + 40_000, 11],
      [25_000, 1],
    ] as const) {
      await s.api.post(`/issues/${s.ref}/timer`);
      await backdate(s.workspace.id, s.owner.id, elapsed);
      const res = await s.api.post('/timer/stop');
      assert.equal(res.status, 201);
      assert.equal(res.body.data.minutes, expected, `${elapsed} ms`);
      assert.equal(res.body.data.note, null);
    }
  });

  it('caps the stopped entry at max_minutes and says so in the note, on the day it started', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.ref}/timer`, { note: 'forgot it' });
    const startedAt = await backdate(s.workspace.id, s.owner.id, 2 * 24 * 3600_000);
    const res = await s.api.post('/timer/stop');
    assert.equal(res.status, 201);
    assert.equal(res.body.data.minutes, 480);
    assert.equal(res.body.data.spent_on, startedAt.slice(0, 10));
    assert.match(res.body.data.note, /^forgot it \(Capped at 480 minutes/);
  });

  it('POST /timer/stop and DELETE /timer answer 404 when nothing runs', async () => {
    const s = await scene();
    const stop = await s.api.post('/timer/stop');
    assert.equal(stop.status, 404);
    assert.deepEqual(Object.keys(stop.body), ['message']);
    assert.equal((await s.api.delete('/timer')).status, 404);
  });

  it('DELETE /timer discards the timer and records nothing', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.ref}/timer`);
    await backdate(s.workspace.id, s.owner.id, 30 * 60_000);
    const res = await s.api.delete('/timer');
    assert.equal(res.status, 204);
    assert.deepEqual((await s.api.get('/timer')).body, { data: null });
    assert.equal((await timerEntries(s.workspace.id)).length, 0);
  });

  it('refuses unknown and foreign issues with 404, a read token with 403, a bad note with 422', async () => {
    const s = await scene();
    const foreign = await scene();
    assert.equal((await s.api.post(`/issues/${s.workspace.issue_prefix}-999/timer`)).status, 404);
    assert.equal((await s.api.post(`/issues/${foreign.ref}/timer`)).status, 404);
    assert.equal((await s.api.post(`/issues/${foreign.issue.id}/timer`)).status, 404);
    const { token } = await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] });
    const reader = client(app, token);
    assert.equal((await reader.post(`/issues/${s.ref}/timer`)).status, 403);
    assert.equal((await reader.post('/timer/stop')).status, 403);
    assert.equal((await reader.get('/timer')).status, 200);
    const bad = await s.api.post(`/issues/${s.ref}/timer`, { note: 5 });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.note);
    assert.deepEqual((await s.api.get('/timer')).body, { data: null });
  });

  it('one timer per person per workspace: colleagues and other workspaces keep their own', async () => {
    const s = await scene();
    const colleague = await buildMember(app.db, s.workspace);
    const colleagueApi = client(app, (await buildToken(app.db, s.workspace, colleague)).token);
    const elsewhere = await buildScene(app.db);
    // The same person, a member of a second workspace.
    await app.db
      .insertInto('memberships')
      .values({
        workspace_id: elsewhere.workspace.id,
        user_id: s.owner.id,
        role: 'member',
        weekly_hours: 40,
        joined_at: new Date().toISOString(),
        left_at: null,
      })
      .execute();
    const elsewhereIssue = await buildIssue(app.db, elsewhere.workspace);
    const elsewhereApi = client(app, (await buildToken(app.db, elsewhere.workspace, s.owner)).token);

    assert.equal((await s.api.post(`/issues/${s.ref}/timer`)).status, 201);
    const theirs = await colleagueApi.post(`/issues/${s.ref}/timer`);
    assert.equal(theirs.status, 201);
    assert.equal('stopped' in theirs.body.data, false);
    const other = await elsewhereApi.post(`/issues/${elsewhereIssue.id}/timer`);
    assert.equal(other.status, 201);
    assert.equal('stopped' in other.body.data, false);
    assert.equal((await s.api.get('/timer')).body.data.issue, s.ref);
    assert.equal((await elsewhereApi.get('/timer')).body.data.issue_id, elsewhereIssue.id);
  });

  it('many concurrent starts for one person leave exactly one running timer', async () => {
    const s = await scene();
    const issues = await Promise.all(Array.from({ length: 4 }, () => buildIssue(app.db, s.workspace)));
    const starts = Array.from({ length: 16 }, (_, i) => s.api.post(`/issues/${issues[i % 4]!.id}/timer`));
    const responses = await Promise.all(starts);
    assert.deepEqual(
      responses.map((r) => r.status),
      responses.map(() => 201),
      JSON.stringify(responses.filter((r) => r.status !== 201).map((r) => r.body)),
    );
    const running = await app.db
      .selectFrom('timers')
      .selectAll()
      .where('workspace_id', '=', s.workspace.id)
      .execute();
    assert.equal(running.length, 1);
    // Every start but the last one standing was stopped exactly once, by exactly one later start.
    const stopped = responses.filter((r) => r.body.data.stopped !== undefined);
    assert.equal(stopped.length, 15);
    assert.equal((await timerEntries(s.workspace.id)).length, 15);
    assert.equal(new Set(stopped.map((r) => r.body.data.stopped.id)).size, 15);
  });

  it('a running timer blocks deleting its issue; a discarded one does not', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.ref}/timer`);
    assert.ok((await deletionBlockers(app.db, s.issue.id)).timer);
    await s.api.delete('/timer');
    assert.deepEqual(await deletionBlockers(app.db, s.issue.id), {});
  });

  describe('the hourly closer', () => {
    const context = () =>
      ({
        db: app.db,
        dialect: app.database.dialect,
        config: app.config,
        log: pino({ level: 'silent' }),
        job: {} as JobContext['job'],
      }) satisfies JobContext;

    it('is a registered scheduled job that runs at the top of every hour', () => {
      assert.ok(scheduledJobs.includes(timerCloserJob));
      assert.equal(timerCloserJob.lane, 'scheduled');
      assert.equal(
        nextFullHour(new Date('2026-11-22T09:41:13.500Z')).toISOString(),
        '2026-11-22T10:00:00.000Z',
      );
      assert.equal(
        nextFullHour(new Date('2026-12-31T23:00:00.000Z')).toISOString(),
        '2027-01-01T00:00:00.000Z',
      );
    });

    it('closes timers running past max_minutes with a capped entry whose note says so', async () => {
      const overrun = await scene();
      const fresh = await scene();
      await overrun.api.post(`/issues/${overrun.ref}/timer`, { note: 'deep work' });
      const startedAt = await backdate(overrun.workspace.id, overrun.owner.id, 9 * 3600_000);
      await fresh.api.post(`/issues/${fresh.ref}/timer`);
      await backdate(fresh.workspace.id, fresh.owner.id, 7 * 3600_000);

      await timerCloserJob.handle(context());

      assert.deepEqual((await overrun.api.get('/timer')).body, { data: null });
      const [entry, ...rest] = await timerEntries(overrun.workspace.id);
      assert.equal(rest.length, 0);
      assert.equal(entry!.minutes, 480);
      assert.equal(entry!.issue_id, overrun.issue.id);
      assert.equal(entry!.actor_id, overrun.owner.id);
      assert.equal(entry!.spent_on, startedAt.slice(0, 10));
      assert.match(entry!.note!, /^deep work \(Capped at 480 minutes: .*closed automatically\.\)$/);

      // A timer still within its limit keeps running, and nothing is recorded for it.
      assert.equal((await fresh.api.get('/timer')).body.data.issue, fresh.ref);
      assert.equal((await timerEntries(fresh.workspace.id)).length, 0);

      // Running again finds nothing more to close.
      await timerCloserJob.handle(context());
      assert.equal((await timerEntries(overrun.workspace.id)).length, 1);
    });

    it('writes a note of its own when the timer had none', async () => {
      const s = await scene();
      await s.api.post(`/issues/${s.ref}/timer`);
      await backdate(s.workspace.id, s.owner.id, 8 * 3600_000 + 60_000);
      await timerCloserJob.handle(context());
      const [entry] = await timerEntries(s.workspace.id);
      assert.equal(entry!.minutes, 480);
      assert.match(entry!.note!, /^Capped at 480 minutes/);
    });
  });
});
