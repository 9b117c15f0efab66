import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  daysBetween,
  moveSpan,
  resizeSpan,
  spanAfterKey,
  spanDays,
  ticksFor,
  windowFor,
} from '../../web/src/lib/roadmap.js';

describe('the roadmap time line', () => {
  it('shows 12 weeks, 7 months or 8 quarters starting a little before the anchor', () => {
    assert.deepEqual(windowFor('week', '2027-01-13'), { from: '2026-12-28', to: '2027-03-21', days: 84 });
    assert.deepEqual(windowFor('month', '2027-01-13'), { from: '2026-12-01', to: '2027-06-30', days: 212 });
    assert.deepEqual(windowFor('quarter', '2027-05-13'), { from: '2027-01-01', to: '2028-12-31', days: 731 });
  });

  it('marks Mondays, months or quarters on the scale', () => {
    const weeks = ticksFor('week', windowFor('week', '2027-01-13'), 'en-GB');
    assert.equal(weeks.length, 12);
    assert.deepEqual(weeks[0], { day: '2026-12-28', label: '28 Dec' });
    const quarters = ticksFor('quarter', windowFor('quarter', '2027-05-13'), 'en-GB');
    assert.deepEqual(
      quarters.map((t) => t.label),
      ['Q1 2027', 'Q2 2027', 'Q3 2027', 'Q4 2027', 'Q1 2028', 'Q2 2028', 'Q3 2028', 'Q4 2028'],
    );
  });

  it('moves a bar by a day or a week, and its end never before its start', () => {
    const span = { start: '2027-01-04', target: '2027-01-29' };
    assert.deepEqual(spanAfterKey(span, 'ArrowRight', false), { start: '2027-01-05', target: '2027-01-30' });
    assert.deepEqual(spanAfterKey(span, 'ArrowLeft', true), { start: '2026-12-28', target: '2027-01-22' });
    assert.deepEqual(spanAfterKey(span, ']', false), { start: '2027-01-04', target: '2027-01-30' });
    assert.deepEqual(spanAfterKey(span, '{', true), { start: '2027-01-04', target: '2027-01-22' });
    assert.equal(spanAfterKey(span, 'Enter', false), null);
    assert.deepEqual(resizeSpan(span, -40), { start: '2027-01-04', target: '2027-01-04' });
    // One date alone: it moves by itself; resizing gives it an end.
    assert.deepEqual(moveSpan({ start: '2027-01-04', target: null }, 2), {
      start: '2027-01-06',
      target: null,
    });
    assert.deepEqual(resizeSpan({ start: '2027-01-04', target: null }, 3), {
      start: '2027-01-04',
      target: '2027-01-07',
    });
    assert.deepEqual(spanDays({ start: null, target: '2027-02-01' }), {
      first: '2027-02-01',
      last: '2027-02-01',
    });
    assert.equal(spanDays({ start: null, target: null }), null);
    assert.equal(daysBetween('2027-02-27', '2027-03-01'), 2);
  });
});
