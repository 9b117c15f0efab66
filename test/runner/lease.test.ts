import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LeaseClock, renewEveryMs, stopMarginMs } from '../../src/runner/lease.js';
import { STOP_GRACE_MS } from '../../src/runner/command.js';

describe("the runner's own view of a lease", () => {
  it('renews every tenth of the lease, at least every 3 s (a cancel lands within 10 s), at most every 300 ms', () => {
    assert.equal(renewEveryMs(30_000), 3000);
    assert.equal(renewEveryMs(10_000), 1000);
    assert.equal(renewEveryMs(3_600_000), 3000);
    assert.equal(renewEveryMs(1000), 300);
    assert.ok(renewEveryMs(30_000) + STOP_GRACE_MS < 10_000, 'hearing of a cancel plus the SIGKILL grace');
  });

  it('stops COMMAND early enough that its SIGKILL lands before the lease can expire', () => {
    assert.equal(stopMarginMs(30_000), STOP_GRACE_MS + 1000);
    assert.equal(stopMarginMs(10_000), STOP_GRACE_MS + 1000);
    assert.equal(stopMarginMs(3000), 1800, 'a lease under 10 s keeps 60% of itself');
  });

  it('counts from the sending of the claim or the last accepted renewal', () => {
    const clock = new LeaseClock(10_000, { mono: 1000, wall: 50_000 });
    assert.equal(clock.remainingMs({ mono: 3000, wall: 52_000 }), 8000);
    assert.equal(clock.holdMs({ mono: 3000, wall: 52_000 }), 2000);
    clock.renewedAt({ mono: 2500, wall: 51_500 });
    assert.equal(clock.remainingMs({ mono: 3000, wall: 52_000 }), 9500);
    clock.renewedAt({ mono: 2000, wall: 51_000 });
    assert.equal(
      clock.remainingMs({ mono: 3000, wall: 52_000 }),
      9500,
      'an older renewal answered late changes nothing',
    );
  });

  it('believes whichever clock says more time passed: a suspended machine, or a wall clock set back', () => {
    const clock = new LeaseClock(30_000, { mono: 0, wall: 1_000_000 });
    // Suspended for a minute: the monotonic clock stood still, the wall clock did not.
    assert.ok(clock.remainingMs({ mono: 2000, wall: 1_062_000 }) < 0);
    // The wall clock set back an hour: the monotonic clock still counts.
    assert.equal(clock.remainingMs({ mono: 31_000, wall: 1_000_000 - 3_600_000 }), -1000);
    // A frozen process (SIGSTOP): both clocks went on.
    assert.ok(clock.holdMs({ mono: 50_000, wall: 1_050_000 }) < 0);
  });
});
