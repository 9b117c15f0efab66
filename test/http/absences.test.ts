import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene, buildTimeEntry, buildToken } from '../helpers/factories.js';

describe('absences', async () => {
  const app = await startTestApp();

  async function scene(holidayRegion: string | null = null) {
    const base = await buildScene(app.db, { holiday_region: holidayRegion });
    return { ...base, api: client(app, base.token) };
  }

  const days = (res: { body: { data: { spent_on: string }[] } }) => res.body.data.map((e) => e.spent_on);

  describe('POST /absences', () => {
    it('records one day, a full eight-hour day by default, as a Time entry with subject absence', async () => {
      const s = await scene();
      const res = await s.api.post('/absences', { kind: 'vacation', date: '2026-11-23' });
      assert.equal(res.status, 201);
      assert.deepEqual(res.body, {
        data: [
          {
            id: res.body.data[0].id,
            subject: 'absence',
            absence: 'vacation',
            title: 'Vacation',
            minutes: 480,
            spent_on: '2026-11-23',
            source: 'manual',
            editable: true,
            note: null,
            actor: { type: 'user', id: s.owner.id, name: s.owner.name },
          },
        ],
        summary: 'Recorded 1 day of vacation (1d each).',
        skipped: { weekends: 0, holidays: {}, already_recorded: [] },
      });
    });

    it('skips weekends in a range and counts them', async () => {
      const s = await scene();
      const res = await s.api.post('/absences', {
        kind: 'sick',
        from: '2026-11-23',
        to: '2026-11-29',
        duration: '4h',
        note: 'flu',
      });
      assert.equal(res.status, 201);
      assert.deepEqual(days(res), ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
      assert.ok(
        res.body.data.every((e: { minutes: number; note: string; absence: string }) => e.minutes === 240),
      );
      assert.ok(
        res.body.data.every(
          (e: { note: string; title: string }) => e.note === 'flu' && e.title === 'Sick leave',
        ),
      );
      assert.deepEqual(res.body.skipped, { weekends: 2, holidays: {}, already_recorded: [] });
      assert.equal(res.body.summary, 'Recorded 5 days of sick leave (4h each). Skipped 2 weekend days.');
    });

    it('a range over the German year end records public holidays as public_holiday and lists them', async () => {
      const s = await scene('DE');
      const res = await s.api.post('/absences', { kind: 'vacation', from: '2026-12-24', to: '2027-01-06' });
      assert.equal(res.status, 201);
      assert.deepEqual(res.body.skipped, {
        // 26 Dec (Boxing Day) falls on a Saturday: a weekend, not a holiday.
        weekends: 4,
        holidays: { '2026-12-25': 'Christmas Day', '2027-01-01': "New Year's Day" },
        already_recorded: [],
      });
      assert.deepEqual(
        res.body.data.map((e: { spent_on: string; absence: string }) => `${e.spent_on} ${e.absence}`),
        [
          '2026-12-24 vacation',
          '2026-12-25 public_holiday',
          '2026-12-28 vacation',
          '2026-12-29 vacation',
          '2026-12-30 vacation',
          '2026-12-31 vacation',
          '2027-01-01 public_holiday',
          '2027-01-04 vacation',
          '2027-01-05 vacation',
          '2027-01-06 vacation',
        ],
      );
      const christmas = res.body.data[1];
      assert.equal(christmas.title, 'Public holiday');
      assert.equal(christmas.note, 'Christmas Day');
      assert.equal(
        res.body.summary,
        'Recorded 8 days of vacation and 2 public holidays (1d each). Skipped 4 weekend days.',
      );
    });

    it('a state region adds its own holidays (Epiphany in Bavaria)', async () => {
      const s = await scene('DE-BY');
      const res = await s.api.post('/absences', { kind: 'vacation', from: '2026-12-24', to: '2027-01-06' });
      assert.equal(res.status, 201);
      assert.deepEqual(Object.keys(res.body.skipped.holidays), ['2026-12-25', '2027-01-01', '2027-01-06']);
      assert.equal(res.body.data.filter((e: { absence: string }) => e.absence === 'vacation').length, 7);
    });

    it('without a region nothing is a holiday', async () => {
      const s = await scene();
      const res = await s.api.post('/absences', { kind: 'vacation', date: '2026-12-25' });
      assert.equal(res.body.data[0].absence, 'vacation');
      assert.deepEqual(res.body.skipped.holidays, {});
    });

    it('a single day on a holiday or a weekend', async () => {
      const s = await scene('DE');
      const holiday = await s.api.post('/absences', { kind: 'sick', date: '2027-01-01' });
      assert.equal(holiday.status, 201);
      assert.equal(holiday.body.data[0].absence, 'public_holiday');
      assert.deepEqual(holiday.body.skipped.holidays, { '2027-01-01': "New Year's Day" });
      const weekend = await s.api.post('/absences', { kind: 'sick', date: '2027-01-02' });
      assert.equal(weekend.status, 201);
      assert.deepEqual(weekend.body.data, []);
      assert.deepEqual(weekend.body.skipped, { weekends: 1, holidays: {}, already_recorded: [] });
      assert.equal(weekend.body.summary, 'Recorded nothing. Skipped 1 weekend day.');
    });

    it('leaves days that already carry an absence alone and lists them', async () => {
      const s = await scene('DE');
      await s.api.post('/absences', { kind: 'sick', date: '2026-12-29' });
      const res = await s.api.post('/absences', { kind: 'vacation', from: '2026-12-28', to: '2026-12-31' });
      assert.deepEqual(days(res), ['2026-12-28', '2026-12-30', '2026-12-31']);
      assert.deepEqual(res.body.skipped.already_recorded, ['2026-12-29']);
      assert.equal(
        res.body.summary,
        'Recorded 3 days of vacation (1d each). Skipped 1 day already recorded.',
      );
      const again = await s.api.post('/absences', { kind: 'vacation', from: '2026-12-24', to: '2026-12-31' });
      assert.deepEqual(days(again), ['2026-12-24', '2026-12-25']);
      assert.deepEqual(again.body.skipped.already_recorded, [
        '2026-12-28',
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
      ]);
      // Work hours on a day are no absence: they do not block one.
      const colleague = await buildMember(app.db, s.workspace);
      const issue = await buildIssue(app.db, s.workspace);
      await buildTimeEntry(app.db, s.workspace, {
        actor_type: 'user',
        actor_id: colleague.id,
        issue_id: issue.id,
        spent_on: '2027-01-04',
      });
      const theirs = client(app, (await buildToken(app.db, s.workspace, colleague)).token);
      const own = await theirs.post('/absences', { kind: 'other', date: '2027-01-04' });
      assert.deepEqual(days(own), ['2027-01-04']);
      // Another person's absences do not count as the caller's.
      const colleagueRange = await theirs.post('/absences', {
        kind: 'vacation',
        from: '2026-12-28',
        to: '2026-12-29',
      });
      assert.deepEqual(days(colleagueRange), ['2026-12-28', '2026-12-29']);
    });

    it('concurrent requests over the same days record each day once', async () => {
      const s = await scene();
      const body = { kind: 'vacation', from: '2026-11-02', to: '2026-11-13' };
      const responses = await Promise.all(Array.from({ length: 4 }, () => s.api.post('/absences', body)));
      assert.deepEqual(
        responses.map((r) => r.status),
        [201, 201, 201, 201],
      );
      const recorded = responses.flatMap((r) => days(r));
      assert.equal(recorded.length, 10);
      assert.equal(new Set(recorded).size, 10);
      const stored = await app.db
        .selectFrom('time_entries')
        .select('spent_on')
        .where('workspace_id', '=', s.workspace.id)
        .execute();
      assert.equal(stored.length, 10);
    });

    it('takes minutes or a duration per day, at most 24 hours', async () => {
      const s = await scene();
      const byMinutes = await s.api.post('/absences', { kind: 'parental', date: '2026-11-23', minutes: 300 });
      assert.equal(byMinutes.body.data[0].minutes, 300);
      const byDuration = await s.api.post('/absences', {
        kind: 'unpaid',
        date: '2026-11-24',
        duration: '1d 2h',
      });
      assert.equal(byDuration.body.data[0].minutes, 600);
      assert.equal(byDuration.body.data[0].title, 'Unpaid leave');
    });

    it('refuses bad requests naming the field', async () => {
      const s = await scene();
      const cases: [Record<string, unknown>, string][] = [
        [{ date: '2026-11-23' }, 'kind'],
        [{ kind: 'holiday', date: '2026-11-23' }, 'kind'],
        [{ kind: '', date: '2026-11-23' }, 'kind'],
        [{ kind: 'vacation' }, 'date'],
        [{ kind: 'vacation', date: '2026-11-23', from: '2026-11-23', to: '2026-11-24' }, 'date'],
        [{ kind: 'vacation', from: '2026-11-23' }, 'to'],
        [{ kind: 'vacation', to: '2026-11-23' }, 'from'],
        [{ kind: 'vacation', from: '2026-11-24', to: '2026-11-23' }, 'to'],
        [{ kind: 'vacation', from: '2026-01-01', to: '2027-01-02' }, 'to'],
        [{ kind: 'vacation', date: '2026-11-31' }, 'date'],
        [{ kind: 'vacation', date: '2026-11-23', duration: '25h' }, 'duration'],
        [{ kind: 'vacation', date: '2026-11-23', duration: 'all day' }, 'duration'],
        [{ kind: 'vacation', date: '2026-11-23', duration: '0d' }, 'duration'],
        [{ kind: 'vacation', date: '2026-11-23', minutes: 0 }, 'minutes'],
        [{ kind: 'vacation', date: '2026-11-23', minutes: 1441 }, 'minutes'],
      ];
      for (const [body, field] of cases) {
        const res = await s.api.post('/absences', body);
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.ok(res.body.errors[field], `${JSON.stringify(body)} → ${JSON.stringify(res.body.errors)}`);
      }
      assert.equal((await s.api.get('/absences')).body.meta.total, 0);
    });

    it('a range of exactly 366 days is accepted', async () => {
      const s = await scene();
      const res = await s.api.post('/absences', { kind: 'unpaid', from: '2028-01-01', to: '2028-12-31' });
      assert.equal(res.status, 201);
      assert.equal(res.body.data.length + res.body.skipped.weekends, 366);
    });
  });

  describe('GET /absences', () => {
    it('lists the workspace’s absences only, filtered by days, kind and person', async () => {
      const s = await scene();
      const colleague = await buildMember(app.db, s.workspace);
      const theirs = client(app, (await buildToken(app.db, s.workspace, colleague)).token);
      const issue = await buildIssue(app.db, s.workspace);
      await s.api.post(`/issues/${issue.id}/time`, { minutes: 30, spent_on: '2026-11-23' });
      await s.api.post('/absences', { kind: 'vacation', from: '2026-11-23', to: '2026-11-24' });
      await theirs.post('/absences', { kind: 'sick', date: '2026-11-25' });
      const foreign = await scene();
      await foreign.api.post('/absences', { kind: 'sick', date: '2026-11-25' });

      const all = await s.api.get('/absences');
      assert.equal(all.status, 200);
      assert.deepEqual(days(all), ['2026-11-25', '2026-11-24', '2026-11-23']);
      assert.ok(all.body.data.every((e: { subject: string }) => e.subject === 'absence'));
      assert.equal(all.body.data[0].editable, false);
      assert.equal(all.body.data[1].editable, true);
      assert.deepEqual(days(await s.api.get('/absences?kind=sick')), ['2026-11-25']);
      assert.deepEqual(days(await s.api.get('/absences?mine=1')), ['2026-11-24', '2026-11-23']);
      assert.deepEqual(days(await s.api.get('/absences?from=2026-11-24&to=2026-11-24')), ['2026-11-24']);
      const paged = await s.api.get('/absences?per_page=1&page=2');
      assert.deepEqual(days(paged), ['2026-11-24']);
      assert.equal(paged.body.meta.total, 3);

      for (const [query, field] of [
        ['kind=holiday', 'kind'],
        ['absence=work', 'absence'],
        ['from=2026-11-25&to=2026-11-24', 'to'],
        ['per_page=500', 'per_page'],
      ]) {
        const res = await s.api.get(`/absences?${query}`);
        assert.equal(res.status, 422, query);
        assert.ok(res.body.errors[field!], query);
      }
    });
  });

  describe('DELETE /absences/{id}', () => {
    it('removes the caller’s absence; 404 for work hours and other workspaces, 403 for someone else’s', async () => {
      const s = await scene();
      const colleague = await buildMember(app.db, s.workspace);
      const theirs = client(app, (await buildToken(app.db, s.workspace, colleague)).token);
      const mine = (await s.api.post('/absences', { kind: 'vacation', date: '2026-11-23' })).body.data[0];
      const colleagues = (await theirs.post('/absences', { kind: 'vacation', date: '2026-11-23' })).body
        .data[0];
      const issue = await buildIssue(app.db, s.workspace);
      const work = (await s.api.post(`/issues/${issue.id}/time`, { minutes: 30 })).body.data;
      const foreign = await scene();
      const foreignAbsence = (await foreign.api.post('/absences', { kind: 'sick', date: '2026-11-23' })).body
        .data[0];

      const notAbsence = await s.api.delete(`/absences/${work.id}`);
      assert.equal(notAbsence.status, 404);
      assert.equal((await s.api.delete(`/absences/${foreignAbsence.id}`)).status, 404);
      assert.equal((await s.api.delete(`/absences/${colleagues.id}`)).status, 403);
      assert.equal((await s.api.delete(`/absences/${mine.id}`)).status, 204);
      assert.equal((await s.api.delete(`/absences/${mine.id}`)).status, 404);
      const left = await s.api.get('/time-entries');
      assert.deepEqual(
        left.body.data.map((e: { id: number }) => e.id).sort(),
        [colleagues.id, work.id].sort(),
      );
      // The day is free again.
      const again = await s.api.post('/absences', { kind: 'sick', date: '2026-11-23' });
      assert.equal(again.body.data.length, 1);
    });
  });
});
