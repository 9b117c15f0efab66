import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../../src/errors.js';
import {
  instantOfWallClock,
  latestOccurrence,
  normaliseSchedule,
  occurrencesAfter,
} from '../../../src/domain/issues/template-schedules.js';
import { nextScheduleCheck } from '../../../src/jobs/template-schedules.js';
import { scheduledJobs } from '../../../src/jobs/registry.js';
import { templateScheduleJob } from '../../../src/jobs/template-schedules.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

function fieldsRefused(input: Parameters<typeof normaliseSchedule>[0]): string[] {
  try {
    normaliseSchedule(input);
  } catch (error) {
    assert.ok(error instanceof ValidationError);
    return Object.keys(error.errors).sort();
  }
  assert.fail('the schedule was accepted');
}

describe('template schedules (issue 40)', () => {
  it('every weekday at 09:00 Europe/Berlin stays at 09:00 local across both DST changes', () => {
    const schedule = normaliseSchedule({
      every: 'week',
      on: ['fri', 'mon', 'tue', 'wed', 'thu'],
      at: '09:00',
      timezone: 'Europe/Berlin',
    });
    assert.deepEqual(schedule.on, ['mon', 'tue', 'wed', 'thu', 'fri']);
    // Spring: clocks go forward on Sunday 2026-03-29 (CET +1 → CEST +2).
    assert.deepEqual(iso(occurrencesAfter(schedule, new Date('2026-03-26T12:00:00Z'), 3)), [
      '2026-03-27T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
    // Autumn: clocks go back on Sunday 2026-10-25.
    assert.deepEqual(iso(occurrencesAfter(schedule, new Date('2026-10-23T07:00:00Z'), 2)), [
      '2026-10-26T08:00:00.000Z',
      '2026-10-27T08:00:00.000Z',
    ]);
    // Exactly at an occurrence: the next one, not the same.
    assert.deepEqual(iso(occurrencesAfter(schedule, new Date('2026-10-26T08:00:00Z'), 1)), [
      '2026-10-27T08:00:00.000Z',
    ]);
  });

  it('a time skipped by the clocks falls after the gap, a doubled time on its first instance', () => {
    assert.equal(
      new Date(instantOfWallClock(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin')).toISOString(),
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    );
    assert.equal(
      new Date(instantOfWallClock(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')).toISOString(),
      '2026-10-25T00:30:00.000Z', // 02:30 CEST, the first of the two
    );
    const daily = normaliseSchedule({ every: 'day', at: '02:30', timezone: 'Europe/Berlin' });
    assert.deepEqual(iso(occurrencesAfter(daily, new Date('2026-03-28T12:00:00Z'), 2)), [
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('every first Monday, and the last Friday, of the month', () => {
    const first = normaliseSchedule({ every: 'month', on: ['first-mon'], at: '10:00', timezone: 'UTC' });
    assert.deepEqual(iso(occurrencesAfter(first, new Date('2026-11-02T10:00:00Z'), 3)), [
      '2026-12-07T10:00:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-02-01T10:00:00.000Z',
    ]);
    const last = normaliseSchedule({
      every: 'month',
      on: ['last-fri'],
      at: '16:30',
      timezone: 'America/New_York',
    });
    assert.deepEqual(iso(occurrencesAfter(last, new Date('2026-11-01T00:00:00Z'), 2)), [
      '2026-11-27T21:30:00.000Z',
      '2026-12-25T21:30:00.000Z',
    ]);
  });

  it('day 31 skips the months without one; last-day takes every month’s last day', () => {
    const day31 = normaliseSchedule({ every: 'month', on: [31], at: '09:00', timezone: 'UTC' });
    assert.deepEqual(iso(occurrencesAfter(day31, new Date('2027-01-01T00:00:00Z'), 3)), [
      '2027-01-31T09:00:00.000Z',
      '2027-03-31T09:00:00.000Z',
      '2027-05-31T09:00:00.000Z',
    ]);
    const lastDay = normaliseSchedule({ every: 'month', on: ['last-day', 15], at: '09:00', timezone: 'UTC' });
    assert.deepEqual(lastDay.on, [15, 'last-day']);
    assert.deepEqual(iso(occurrencesAfter(lastDay, new Date('2028-02-01T00:00:00Z'), 3)), [
      '2028-02-15T09:00:00.000Z',
      '2028-02-29T09:00:00.000Z',
      '2028-03-15T09:00:00.000Z',
    ]);
  });

  it('finds the latest occurrence that has passed, not before a bound', () => {
    const daily = normaliseSchedule({ every: 'day', at: '09:00', timezone: 'Asia/Tokyo' });
    assert.equal(
      latestOccurrence(
        daily,
        new Date('2026-12-10T12:00:00Z'),
        new Date('2026-12-01T00:00:00Z'),
      )?.toISOString(),
      '2026-12-10T00:00:00.000Z',
    );
    assert.equal(
      latestOccurrence(daily, new Date('2026-12-10T12:00:00Z'), new Date('2026-12-10T01:00:00Z')),
      null,
    );
  });

  it('refuses a bad time zone, time or on value on the field', () => {
    assert.deepEqual(fieldsRefused({ every: 'day', at: '09:00', timezone: 'Mars/Olympus' }), [
      'schedule.timezone',
    ]);
    assert.deepEqual(fieldsRefused({ every: 'day', at: '24:00' }), ['schedule.at']);
    assert.deepEqual(fieldsRefused({ every: 'day', at: '9:00' }), ['schedule.at']);
    assert.deepEqual(fieldsRefused({ every: 'week', on: ['monday'], at: '09:00' }), ['schedule.on']);
    assert.deepEqual(fieldsRefused({ every: 'week', on: [], at: '09:00' }), ['schedule.on']);
    assert.deepEqual(fieldsRefused({ every: 'month', on: [32], at: '09:00' }), ['schedule.on']);
    assert.deepEqual(fieldsRefused({ every: 'month', on: ['fifth-mon'], at: '09:00' }), ['schedule.on']);
    assert.deepEqual(fieldsRefused({ every: 'day', on: ['mon'], at: '09:00' }), ['schedule.on']);
    assert.equal(normaliseSchedule({ every: 'day', at: '09:00' }).timezone, 'UTC');
  });

  it('is checked at the start of every minute', () => {
    assert.equal(
      nextScheduleCheck(new Date('2026-12-02T09:00:00Z')).toISOString(),
      '2026-12-02T09:01:00.000Z',
    );
    assert.equal(
      nextScheduleCheck(new Date('2026-12-02T09:00:59.9Z')).toISOString(),
      '2026-12-02T09:01:00.000Z',
    );
    assert.ok(scheduledJobs.includes(templateScheduleJob));
  });
});
