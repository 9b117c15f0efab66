import type { Run } from '../api/runs.js';
import { Badge } from './ui.js';

type WaitingReason = NonNullable<Run['waiting_reason']>;
type FailureReason = NonNullable<Run['failure_reason']>;

/** Why a queued run waits (decisions §12.7), in a word or two; the run's `waiting_message` says more. */
export const WAITING_LABELS: Record<WaitingReason, string> = {
  dependencies: 'blocked',
  no_runner: 'no runner',
  budget: 'budget',
  concurrency: 'at capacity',
  review_capacity: 'reviewers busy',
  area_conflict: 'area in use',
  approval: 'approval',
};

/** The failures a badge names beside `Failed`; `reported` needs none (the error says it). */
const FAILURE_LABELS: Partial<Record<FailureReason, string>> = {
  timed_out: 'Timed out',
  stalled: 'Stalled',
  budget: 'Budget stop',
  lease_expired: 'Runner lost',
};

/**
 * A queued run's waiting reason as a badge, its full sentence readable on hover and by screen readers
 * (visually hidden text, not only a title).
 */
export function WaitingBadge({ run }: { run: Pick<Run, 'waiting_reason' | 'waiting_message'> }) {
  if (!run.waiting_reason) return null;
  return (
    <span title={run.waiting_message ?? undefined}>
      <Badge tone="warn">Waiting: {WAITING_LABELS[run.waiting_reason]}</Badge>
      {run.waiting_message ? <span className="visually-hidden"> {run.waiting_message}</span> : null}
    </span>
  );
}

/** Why a failed run failed, when that is more than "the runner reported it". */
export function FailureBadge({ run }: { run: Pick<Run, 'failure_reason'> }) {
  const label = run.failure_reason ? FAILURE_LABELS[run.failure_reason] : undefined;
  return label ? <Badge tone="bad">{label}</Badge> : null;
}
