import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  capacityIssuesQuery,
  capacityQuery,
  plannedCycleQuery,
  type Capacity,
  type Cycle,
  type PlannedIssue,
} from '../../api/cycles.js';
import { useLiveQueries } from '../../api/live.js';
import { Badge, Button, EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { addDays, formatHours, rangeLabel, today, weekStart } from '../../lib/calendar.js';
import '../../screens.css';

/** Open work: what is still to be done by whoever holds it. */
export const OPEN_STATUSES = ['backlog', 'todo', 'in_progress', 'in_review', 'on_hold'];

type Period = { kind: 'week'; from: string } | { kind: 'cycle'; cycle: Cycle };

/**
 * Estimates assigned to each actor for the period: in a cycle, the open issues of that cycle; in a
 * week, every open issue they hold (what is on their plate now). Standing work claims capacity
 * instead of carrying an estimate, so it is left out here.
 */
function assignedEstimates(issues: PlannedIssue[]): Map<string, number> {
  const byActor = new Map<string, number>();
  for (const issue of issues) {
    if (!issue.assignee || issue.estimate_minutes === null || issue.type === 'generic') continue;
    const key = `${issue.assignee.type}:${issue.assignee.id}`;
    byActor.set(key, (byActor.get(key) ?? 0) + issue.estimate_minutes);
  }
  return byActor;
}

export function CapacityPage() {
  useLiveQueries();
  const current = useQuery(plannedCycleQuery('current'));
  const upcoming = useQuery(plannedCycleQuery('upcoming'));
  const cycles = [...(current.data ?? []), ...(upcoming.data ?? [])];
  const [period, setPeriod] = useState<Period>({ kind: 'week', from: weekStart(today()) });
  const from = period.kind === 'week' ? period.from : period.cycle.starts_on;
  const to = period.kind === 'week' ? addDays(period.from, 6) : period.cycle.ends_on;
  return (
    <>
      <PageHeader
        title="Capacity"
        description="Plannable hours (weekly hours, less absences, less standing work in progress) against the estimates assigned."
      />
      <div className="row screen-filters" role="group" aria-label="Period">
        {period.kind === 'week' ? (
          <>
            <Button onClick={() => setPeriod({ kind: 'week', from: addDays(period.from, -7) })}>
              Previous week
            </Button>
            <Button onClick={() => setPeriod({ kind: 'week', from: addDays(period.from, 7) })}>
              Next week
            </Button>
          </>
        ) : (
          <Button onClick={() => setPeriod({ kind: 'week', from: weekStart(today()) })}>By week</Button>
        )}
        {cycles.map((cycle) => (
          <Button
            key={cycle.number}
            aria-pressed={period.kind === 'cycle' && period.cycle.number === cycle.number}
            onClick={() => setPeriod({ kind: 'cycle', cycle })}
          >
            Cycle {cycle.number} ({cycle.state === 'current' ? 'current' : 'next'})
          </Button>
        ))}
      </div>
      <CapacityTable
        from={from}
        to={to}
        cycle={period.kind === 'cycle' ? period.cycle.number : null}
        title={
          period.kind === 'cycle'
            ? `Cycle ${period.cycle.number}: ${rangeLabel(from, to)}`
            : `Week of ${rangeLabel(from, to)}`
        }
      />
    </>
  );
}

function CapacityTable({
  from,
  to,
  cycle,
  title,
}: {
  from: string;
  to: string;
  cycle: number | null;
  title: string;
}) {
  const capacity = useQuery(capacityQuery(from, to));
  const issues = useQuery(capacityIssuesQuery(cycle, OPEN_STATUSES));
  const estimates = issues.data ? assignedEstimates(issues.data) : new Map<string, number>();
  return (
    <Section title={title}>
      <ErrorNotice error={issues.error} title="Assigned estimates could not be loaded." />
      {capacity.isPending ? (
        <Loading />
      ) : capacity.isError ? (
        <ErrorNotice error={capacity.error} />
      ) : capacity.data.length === 0 ? (
        <EmptyState title="Nobody to plan for" />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label="Capacity">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col" className="num">
                  Weekly hours
                </th>
                <th scope="col" className="num">
                  Absent
                </th>
                <th scope="col" className="num">
                  Standing work
                </th>
                <th scope="col" className="num">
                  Plannable
                </th>
                <th scope="col" className="num">
                  Assigned
                </th>
                <th scope="col">Load</th>
              </tr>
            </thead>
            <tbody>
              {capacity.data.map((row) => (
                <CapacityRow
                  key={`${row.actor.type}:${row.actor.id}`}
                  row={row}
                  assigned={
                    issues.isSuccess ? (estimates.get(`${row.actor.type}:${row.actor.id}`) ?? 0) : null
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** One person's or agent's plannable hours against what is assigned (null while estimates load). */
function CapacityRow({ row, assigned }: { row: Capacity; assigned: number | null }) {
  const plannable = row.total.plannable_minutes;
  // No weekly hours (an agent left without them): nothing is planned, so nothing is "over".
  const unplanned = row.weekly_hours === 0;
  const over = !unplanned && assigned !== null && assigned > plannable;
  return (
    <tr className={over ? 'row-over' : undefined}>
      <th scope="row">
        {row.actor.name}
        {row.actor.type === 'agent' ? <span className="muted"> (agent)</span> : null}
      </th>
      <td className="num">{unplanned ? 'None' : row.weekly_hours}</td>
      <td className="num">{row.total.absence_minutes > 0 ? formatHours(row.total.absence_minutes) : '–'}</td>
      <td className="num">{row.total.claimed_minutes > 0 ? formatHours(row.total.claimed_minutes) : '–'}</td>
      <td className="num">{unplanned ? '–' : formatHours(plannable)}</td>
      <td className="num">{assigned !== null ? formatHours(assigned) : '…'}</td>
      <td>
        {unplanned ? (
          <span className="muted">No weekly hours</span>
        ) : over ? (
          <Badge tone="bad">Over by {formatHours(assigned - plannable)} h</Badge>
        ) : (
          <span className="load">
            <meter
              min={0}
              max={Math.max(plannable, 1)}
              value={assigned ?? 0}
              aria-label={`Load of ${row.actor.name}`}
            />
          </span>
        )}
      </td>
    </tr>
  );
}
