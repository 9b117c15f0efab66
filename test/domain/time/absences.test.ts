import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { absenceRange } from '../../../src/domain/time/absences.js';
import { ValidationError } from '../../../src/errors.js';
import {
  addDays,
  daysInclusive,
  eachDay,
  isoWeekLabel,
  isWeekend,
  mondayOf,
  publicHolidays,
} from '../../../src/domain/time/holidays.js';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return Object.keys(error.errors)[0];
    throw error;
  }
  return undefined;
}

describe('absence ranges', () => {
  it('takes one date or a from/to range', () => {
    assert.deepEqual(absenceRange({ date: '2026-12-01' }), { from: '2026-12-01', to: '2026-12-01' });
    assert.deepEqual(absenceRange({ from: '2026-12-01', to: '2026-12-04' }), {
      from: '2026-12-01',
      to: '2026-12-04',
    });
  });

  it('names the field that is missing or contradictory', () => {
    assert.equal(
      fieldOf(() => absenceRange({})),
      'date',
    );
    assert.equal(
      fieldOf(() => absenceRange({ date: '2026-12-01', from: '2026-12-01' })),
      'date',
    );
    assert.equal(
      fieldOf(() => absenceRange({ from: '2026-12-01' })),
      'to',
    );
    assert.equal(
      fieldOf(() => absenceRange({ to: '2026-12-01' })),
      'from',
    );
    assert.equal(
      fieldOf(() => absenceRange({ from: '2026-12-02', to: '2026-12-01' })),
      'to',
    );
  });

  it('spans at most 366 days, counted inclusively (a leap year fits exactly)', () => {
    assert.deepEqual(absenceRange({ from: '2028-01-01', to: '2028-12-31' }), {
      from: '2028-01-01',
      to: '2028-12-31',
    });
    assert.equal(
      fieldOf(() => absenceRange({ from: '2026-01-01', to: '2027-01-02' })),
      'to',
    );
    assert.equal(
      fieldOf(() => absenceRange({ from: '2026-01-01', to: '2027-01-01' })),
      undefined,
    );
  });
});

describe('calendar days', () => {
  it('steps across month, year and leap-day ends', () => {
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2027-01-01', -1), '2026-12-31');
    assert.equal(daysInclusive('2026-12-24', '2027-01-06'), 14);
    assert.deepEqual(eachDay('2026-12-30', '2027-01-02', 366), [
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('walks a bounded number of days, even across the end of year 9999 (issue #27)', () => {
    // The next day of 9999-12-31 is written +010000-01-01, which sorts before it: a text comparison
    // never ended. The walk counts days and refuses a span past its bound.
    assert.deepEqual(eachDay('9999-12-30', '9999-12-31', 366), ['9999-12-30', '9999-12-31']);
    assert.throws(() => eachDay('1900-01-01', '2199-12-31', 366), RangeError);
    assert.equal(addDays('0001-01-01', 1), '0001-01-02');
    assert.equal(daysInclusive('0099-12-31', '0100-01-01'), 2);
  });

  it('knows weekends', () => {
    assert.equal(isWeekend('2026-12-26'), true); // Saturday
    assert.equal(isWeekend('2026-12-27'), true); // Sunday
    assert.equal(isWeekend('2026-12-28'), false); // Monday
  });

  it('labels ISO weeks, including a week 53 and weeks that straddle the new year', () => {
    assert.equal(mondayOf('2027-01-01'), '2026-12-28');
    assert.equal(isoWeekLabel('2026-12-28'), '2026-W53');
    assert.equal(isoWeekLabel('2027-01-04'), '2027-W01');
    assert.equal(isoWeekLabel('2024-12-30'), '2025-W01');
    assert.equal(isoWeekLabel('2026-11-23'), '2026-W48');
  });

  it('property: mondayOf gives a Monday at most six days earlier', () => {
    const date = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, (day) => {
        const monday = mondayOf(day);
        assert.equal(new Date(`${monday}T00:00:00Z`).getUTCDay(), 1);
        assert.ok(daysInclusive(monday, day) >= 1 && daysInclusive(monday, day) <= 7);
      }),
    );
  });
});

describe('public holidays', () => {
  it('lists public holidays of a country across a year end, by date with the English name', () => {
    const holidays = publicHolidays('DE', '2026-12-24', '2027-01-06');
    assert.deepEqual(Object.fromEntries(holidays), {
      '2026-12-25': 'Christmas Day',
      '2026-12-26': 'Boxing Day',
      '2027-01-01': "New Year's Day",
    });
  });

  it('includes a state holiday for a country-state region', () => {
    const holidays = publicHolidays('DE-BY', '2027-01-01', '2027-01-06');
    assert.equal(holidays.get('2027-01-06'), 'Epiphany');
    assert.equal(publicHolidays('de-by', '2027-01-06', '2027-01-06').size, 1);
  });

  it('has none without a region or for an unknown one', () => {
    assert.equal(publicHolidays(null, '2026-12-24', '2027-01-06').size, 0);
    assert.equal(publicHolidays('XX', '2026-12-24', '2027-01-06').size, 0);
  });
});
