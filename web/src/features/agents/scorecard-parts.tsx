import type { Scorecard } from '../../api/scorecards.js';
import { SelectField } from '../../components/ui.js';
import { formatUsd } from '../../lib/run-view.js';

/** The windows offered; the API takes any other through `from` and `to`. */
export const WINDOW_CHOICES = [7, 30, 90] as const;
export type WindowDays = (typeof WINDOW_CHOICES)[number];

export function windowDaysOf(value: string | null): WindowDays {
  const days = Number(value);
  return (WINDOW_CHOICES as readonly number[]).includes(days) ? (days as WindowDays) : 30;
}

export function WindowSelect({ days, onChange }: { days: WindowDays; onChange: (days: WindowDays) => void }) {
  return (
    <SelectField
      label="Period"
      value={String(days)}
      options={WINDOW_CHOICES.map((value) => ({ value: String(value), label: `Last ${value} days` }))}
      onChange={(e) => onChange(windowDaysOf(e.target.value))}
    />
  );
}

export function formatRunMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`;
}

/** The scorecard's numbers, each with its name, as a description list. */
export function ScorecardNumbers({ card }: { card: Scorecard }) {
  const entries: [string, string][] = [
    ['Runs completed', String(card.runs.completed)],
    ['Runs failed', String(card.runs.failed)],
    ['of which timed out', String(card.runs.timed_out)],
    ['of which stalled', String(card.runs.stalled)],
    ['Runs canceled', String(card.runs.canceled)],
    ['Pull requests opened', String(card.deliveries.opened)],
    ['Merged', String(card.deliveries.merged)],
    ['Closed unmerged', String(card.deliveries.closed_unmerged)],
    ['Issues reopened', String(card.reopened)],
    ['Review rounds', String(card.review_rounds)],
    ['Cost', formatUsd(card.cost_usd)],
    ['Cost per merged pull request', formatUsd(card.cost_per_merged_usd)],
    ['Median run', formatRunMinutes(card.median_run_minutes)],
  ];
  return (
    <dl className="scorecard-numbers">
      {entries.map(([term, value]) => (
        <div key={term} className="scorecard-number">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
