import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { minutesFrom, parseDuration, requiredMinutesFrom } from '../../src/domain/durations.js';
import { durationMinutes, formatDuration, MAX_ENTRY_MINUTES } from '../../src/schemas/durations.js';
import { ValidationError } from '../../src/errors.js';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return Object.keys(error.errors)[0];
    throw error;
  }
  return undefined;
}

const unitMinutes = { w: 2400, d: 480, h: 60, m: 1 } as const;
const unit = fc.constantFrom('w', 'd', 'h', 'm', 'W', 'D', 'H', 'M');
const part = fc
  .tuple(fc.integer({ min: 0, max: 99 }), unit, fc.constantFrom('', ' ', '  '))
  .map(([n, u, gap]) => ({
    text: `${n}${gap === '  ' ? ' ' : ''}${u}`,
    minutes: n * unitMinutes[u.toLowerCase() as 'w'],
  }));

describe('duration strings', () => {
  it('reads each unit with a five-day week and an eight-hour day', () => {
    assert.equal(durationMinutes('1w'), 5 * 8 * 60);
    assert.equal(durationMinutes('1d'), 8 * 60);
    assert.equal(durationMinutes('1h'), 60);
    assert.equal(durationMinutes('1m'), 1);
    assert.equal(durationMinutes('1d 2h 30m'), 480 + 120 + 30);
    assert.equal(durationMinutes('1w 1d'), 2880);
    assert.equal(durationMinutes('1.5h'), 90);
    assert.equal(durationMinutes(' 2H30M '), 150);
  });

  it('property: formatting then parsing gives the minutes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ENTRY_MINUTES }), (minutes) => {
        assert.equal(parseDuration(formatDuration(minutes)), minutes);
      }),
    );
  });

  it('property: the canonical form lists w d h m once each, every unit below the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ENTRY_MINUTES }), (minutes) => {
        const match = /^(?:(\d+)w)? ?(?:(\d+)d)? ?(?:(\d+)h)? ?(?:(\d+)m)?$/.exec(formatDuration(minutes));
        assert.ok(match, formatDuration(minutes));
        const [, , d = '0', h = '0', m = '0'] = match;
        assert.ok(Number(d) < 5 && Number(h) < 8 && Number(m) < 60);
      }),
    );
  });

  it('property: parts written one after another add up', () => {
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(' ', '', '  '),
        (parts, sep) => {
          const expected = parts.reduce((sum, p) => sum + p.minutes, 0);
          assert.equal(durationMinutes(parts.map((p) => p.text).join(sep)), expected);
        },
      ),
    );
  });

  it('property: the duration of two strings joined is the sum of each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        assert.equal(durationMinutes(`${formatDuration(a)} ${formatDuration(b)}`), a + b);
      }),
    );
  });

  it('property: strings without a unit after every number are refused on the named field', () => {
    // Near misses come from the alphabet of real durations; arbitrary text covers the rest.
    const nearMiss = fc.string({
      unit: fc.constantFrom('1', '2', '0', '.', 'w', 'd', 'h', 'm', ' ', 'x', '-', ','),
      maxLength: 12,
    });
    const garbage = fc
      .oneof(nearMiss, fc.string({ maxLength: 30 }))
      .filter((s) => !/^\s*(\d+(\.\d+)?\s*[wdhm]\s*)+$/i.test(s));
    fc.assert(
      fc.property(garbage, (text) => {
        assert.equal(durationMinutes(text), null);
        assert.equal(
          fieldOf(() => parseDuration(text, 'duration')),
          'duration',
        );
      }),
    );
  });

  it('refuses common mistakes', () => {
    for (const bad of [
      '',
      '  ',
      '90',
      'h',
      '1x',
      '1 hour',
      '1h30',
      '-1h',
      '1,5h',
      '1h-',
      'abc',
      '1d 2',
      '.5h',
    ]) {
      assert.equal(durationMinutes(bad), null, bad);
    }
  });

  it('property: a duration summing to zero is refused, never recorded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0w', '0d', '0h', '0m', '0.001m'), { minLength: 1, maxLength: 4 }),
        (parts) => {
          assert.equal(
            fieldOf(() => parseDuration(parts.join(' '))),
            'duration',
          );
        },
      ),
    );
  });

  it('refuses more than 52 weeks and absurdly long input', () => {
    assert.equal(
      fieldOf(() => parseDuration('53w')),
      'duration',
    );
    assert.equal(
      fieldOf(() => parseDuration('999999999w')),
      'duration',
    );
    assert.equal(
      fieldOf(() => parseDuration('1m '.repeat(50))),
      'duration',
    );
  });
});

describe('duration or minutes', () => {
  it('takes either field and names the one that is wrong', () => {
    assert.equal(minutesFrom({ duration: '2h' }), 120);
    assert.equal(minutesFrom({ minutes: 45 }), 45);
    assert.equal(minutesFrom({}), undefined);
    assert.equal(
      fieldOf(() => minutesFrom({ minutes: 0 })),
      'minutes',
    );
    assert.equal(
      fieldOf(() => minutesFrom({ minutes: -5 })),
      'minutes',
    );
    assert.equal(
      fieldOf(() => minutesFrom({ minutes: 1.5 })),
      'minutes',
    );
    assert.equal(
      fieldOf(() => minutesFrom({ duration: '0h' })),
      'duration',
    );
    assert.equal(
      fieldOf(() => minutesFrom({ duration: '2h', minutes: 120 })),
      'duration',
    );
    assert.equal(
      fieldOf(() => requiredMinutesFrom({})),
      'duration',
    );
  });

  it('applies a smaller cap to the field that was sent', () => {
    assert.equal(
      fieldOf(() => minutesFrom({ minutes: 1441 }, 1440)),
      'minutes',
    );
    assert.equal(
      fieldOf(() => minutesFrom({ duration: '25h' }, 1440)),
      'duration',
    );
    assert.equal(minutesFrom({ duration: '24h' }, 1440), 1440);
  });
});
