import { type Db, type Executor, inTransaction, type Tx } from '../../db/connection.js';
import type { Timer, TimeEntry } from '../../db/schema.js';
import {
  findRunningTimer,
  insertTimer,
  lockPersonsTimers,
  takeRunningTimer,
  takeTimerById,
  timersStartedBefore,
  type TimerWithIssue,
} from '../../repositories/timers.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { asPerson } from '../policy.js';
import { NotFoundError } from '../../errors.js';
import { holdLiveIssues } from '../issues/issue-deletion.js';
import { issueIdentifier, resolveIssue } from '../issues/issue-ref.js';
import { normaliseNote, writeTimeEntry } from './time-entries.js';
import type { TimerView } from '../../schemas/time-entries.js';

/**
 * The per-person timer (contract: Timer, Limits, States and transitions). One running clock per person
 * per workspace, kept by the `timers_one_per_person` unique constraint; concurrent starts by one person
 * queue on a lock of their membership, so each stops the one before it and none meets the constraint.
 */
export const TIMER_MAX_MINUTES = 480;

function present(timer: TimerWithIssue, workspacePrefix: string): TimerView {
  return {
    issue: issueIdentifier(timer.issue_number, timer.issue_project_prefix, workspacePrefix),
    issue_id: timer.issue_id,
    started_at: timer.started_at,
    note: timer.note,
    max_minutes: timer.max_minutes,
  };
}

/** Nearest minute, at least one, at most the timer's cap. */
export function measuredMinutes(
  startedAt: string,
  stoppedAt: Date,
  maxMinutes: number,
): { minutes: number; capped: boolean } {
  const exact = Math.max(1, Math.round((stoppedAt.getTime() - Date.parse(startedAt)) / 60_000));
  return exact > maxMinutes ? { minutes: maxMinutes, capped: true } : { minutes: exact, capped: false };
}

/** The entry's note says when the cap cut the measured time short. */
export function cappedNote(note: string | null, maxMinutes: number, closedBySchedule: boolean): string {
  const reason = closedBySchedule
    ? `Capped at ${maxMinutes} minutes: the timer ran past its limit and was closed automatically.`
    : `Capped at ${maxMinutes} minutes: the timer ran past its limit.`;
  return note ? `${note} (${reason})` : reason;
}

/** Writes the hours a timer measured, as a `timer` entry on the day it started (UTC). */
async function recordTimer(
  tx: Tx,
  timer: Timer,
  stoppedAt: Date,
  closedBySchedule = false,
): Promise<TimeEntry> {
  const { minutes, capped } = measuredMinutes(timer.started_at, stoppedAt, timer.max_minutes);
  return writeTimeEntry(tx, timer.workspace_id, timer.user_id, {
    subject: 'issue',
    issue_id: timer.issue_id,
    meeting_id: null,
    minutes,
    spent_on: timer.started_at.slice(0, 10),
    source: 'timer',
    note: capped ? cappedNote(timer.note, timer.max_minutes, closedBySchedule) : timer.note,
  });
}

/** The timer is a person's stopwatch: an agent's time is what its runs measure. */
function timerOwner(caller: Caller): number {
  return asPerson(caller, 'run a timer').user.id;
}

export async function currentTimer(db: Executor, caller: Caller): Promise<TimerView | null> {
  const timer = await findRunningTimer(db, caller.workspace.id, timerOwner(caller));
  return timer ? present(timer, caller.workspace.issue_prefix) : null;
}

/**
 * Starts the caller's timer on an issue. A timer already running (on this or another issue) is stopped
 * first and its entry returned as `stopped`. Concurrent starts by the same person run one after
 * another (`lockPersonsTimers`): the last one wins, each earlier one comes back as some start's `stopped`.
 */
export async function startTimer(
  tx: Tx,
  ctx: CommandContext,
  { issue: issueReference, note }: { issue: string; note?: string | null },
): Promise<{ timer: TimerView; stopped: TimeEntry | null }> {
  const { caller } = ctx;
  const issue = await resolveIssue(tx, caller.workspace, issueReference);
  await lockPersonsTimers(tx, caller.workspace.id, timerOwner(caller));
  const now = ctx.clock.now();
  const previous = await takeRunningTimer(tx, caller.workspace.id, timerOwner(caller));
  // Both issues at once (id order): the stopped timer's hours land on one, the new timer on the other.
  await holdLiveIssues(tx, [{ id: issue.id }, ...(previous ? [{ id: previous.issue_id }] : [])]);
  const stopped = previous ? await recordTimer(tx, previous, now) : null;
  await insertTimer(tx, {
    workspace_id: caller.workspace.id,
    user_id: timerOwner(caller),
    issue_id: issue.id,
    note: normaliseNote(note),
    started_at: now.toISOString(),
    max_minutes: TIMER_MAX_MINUTES,
    created_at: nowOf(ctx),
  });
  const running = await findRunningTimer(tx, caller.workspace.id, timerOwner(caller));
  return { timer: present(running!, caller.workspace.issue_prefix), stopped };
}

/** Stops the caller's timer and records its hours; 404 when none runs (decisions §5.1). */
export async function stopTimer(tx: Tx, ctx: CommandContext): Promise<TimeEntry> {
  const { caller } = ctx;
  const timer = await takeRunningTimer(tx, caller.workspace.id, timerOwner(caller));
  if (!timer) throw new NotFoundError('Running timer');
  return recordTimer(tx, timer, ctx.clock.now());
}

/** Discards the caller's timer without recording anything; 404 when none runs. */
export async function discardTimer(tx: Tx, ctx: CommandContext): Promise<void> {
  const { caller } = ctx;
  const timer = await takeRunningTimer(tx, caller.workspace.id, timerOwner(caller));
  if (!timer) throw new NotFoundError('Running timer');
}

/**
 * The hourly closer: every timer running longer than its `max_minutes` is stopped with an entry capped
 * at `max_minutes` whose note says so. Each timer closes in its own transaction; one a person stopped
 * in the meantime is simply gone.
 */
export async function closeOverrunningTimers(db: Db, now: Date = new Date()): Promise<TimeEntry[]> {
  const cutoff = new Date(now.getTime() - TIMER_MAX_MINUTES * 60_000).toISOString();
  const closed: TimeEntry[] = [];
  for (const candidate of await timersStartedBefore(db, cutoff)) {
    if (now.getTime() - Date.parse(candidate.started_at) <= candidate.max_minutes * 60_000) continue;
    const entry = await inTransaction(db, async (tx) => {
      const timer = await takeTimerById(tx, candidate.id);
      return timer ? recordTimer(tx, timer, now, true) : null;
    });
    if (entry) closed.push(entry);
  }
  return closed;
}
