import type { RunStatus } from '../api/runs.js';

/** View logic of the run page, without React (unit-tested in test/web/view-logic.test.ts). */
export const FINISHED_RUN_STATUSES: readonly RunStatus[] = ['completed', 'failed', 'canceled'];

export function runIsFinished(status: RunStatus): boolean {
  return FINISHED_RUN_STATUSES.includes(status);
}

/** `$0.42`, `$12.50`; amounts below a cent keep four decimals (`$0.0031`). */
export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  if (amount !== 0 && Math.abs(amount) < 0.01) return `$${amount.toFixed(4)}`;
  return `$${amount.toFixed(2)}`;
}

/** How long a run took (or has taken so far): from its start, else its queueing, to its end or now. */
export function runDurationMs(
  run: { started_at: string | null; finished_at: string | null },
  now: Date = new Date(),
): number | null {
  if (run.started_at === null) return null;
  const end = run.finished_at === null ? now.getTime() : Date.parse(run.finished_at);
  return Math.max(0, end - Date.parse(run.started_at));
}

/** The share of a cap spent, 0–100 (for a meter); null without a cap. */
export function capShare(spent: number, cap: number | null): number | null {
  if (cap === null) return null;
  if (cap <= 0) return 100;
  return Math.min(100, Math.round((spent / cap) * 100));
}

/** Whether a scrolled box is (nearly) at its bottom: then new lines keep it there. */
export function isAtBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 24;
}
