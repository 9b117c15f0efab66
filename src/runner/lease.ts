import { performance } from 'node:perf_hooks';
import { STOP_GRACE_MS } from './command.js';

/**
 * The runner's own view of a lease (decisions §11.5: it stops COMMAND before its lease can expire when
 * it cannot renew). The server's lease runs `leaseMs` from the moment it handled the claim or the last
 * renewal, which is no earlier than the moment the runner sent that request: so counting from the
 * sending gives a deadline that is never later than the server's.
 *
 * Time is counted on two clocks and the more pessimistic one wins: the monotonic clock (immune to the
 * wall clock being set, but stopped while the machine is suspended) and the wall clock (which goes on
 * through a suspension). A runner that was frozen (SIGSTOP, a paused VM, a closed laptop lid) sees on
 * waking that its lease has run out, whichever way it slept.
 */
export interface Instant {
  mono: number;
  wall: number;
}

export function instantNow(): Instant {
  return { mono: performance.now(), wall: Date.now() };
}

/**
 * How long before the lease could expire COMMAND's process group must be stopped: SIGTERM, its grace,
 * SIGKILL, and a second to spare. Leases under 10 s (only a server's SERVICE_RUN_LEASE_SECONDS allows
 * them) keep 60% of the lease instead, which a stubborn COMMAND may outlive.
 */
export function stopMarginMs(leaseMs: number): number {
  return Math.min(STOP_GRACE_MS + 1000, leaseMs * 0.6);
}

/**
 * How often the lease is renewed: every tenth of it, at most every 3 s, so that a lease the server took
 * away (the run was canceled, timed out or handed out again) stops COMMAND within 3 s plus the stop's
 * grace; 3 s is also the longest a cancel waits. Never more often than every 300 ms.
 */
export function renewEveryMs(leaseMs: number): number {
  return Math.min(3000, Math.max(300, leaseMs / 10));
}

export class LeaseClock {
  private from: Instant;

  constructor(
    readonly leaseMs: number,
    claimedAt: Instant,
  ) {
    this.from = claimedAt;
  }

  /** A renewal sent at `sentAt` was accepted: the lease runs at least `leaseMs` from then. */
  renewedAt(sentAt: Instant): void {
    if (sentAt.mono > this.from.mono) this.from = sentAt;
  }

  /** What is left of the lease by the clock that says more time has passed (negative once it ran out). */
  remainingMs(now: Instant = instantNow()): number {
    const elapsed = Math.max(now.mono - this.from.mono, now.wall - this.from.wall);
    return this.leaseMs - elapsed;
  }

  /** How long COMMAND may still run on what is known: until the stop margin before the deadline. */
  holdMs(now: Instant = instantNow()): number {
    return this.remainingMs(now) - stopMarginMs(this.leaseMs);
  }
}
