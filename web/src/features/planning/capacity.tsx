import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { capacityQuery, plannedCycleQuery, type Capacity, type Cycle } from '../../api/cycles.js';
import { useLiveQueries } from '../../api/live.js';
import { Badge, Button, EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { addDays, formatHours, rangeLabel, today, weekStart } from '../../lib/calendar.js';
import '../../screens.css';

type Period = { kind: 'week'; from: string } | { kind: 'cycle'; cycle: Cycle };

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
  // In a cycle, the estimates of that cycle's open issues; in a week, every open issue held (what is on
  // their plate now). The server sums them (`assigned`); standing work claims capacity instead.
  const capacity = useQuery(capacityQuery(from, to, cycle));
  return (
    <Section title={title}>
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
                <CapacityRow key={`${row.actor.type}:${row.actor.id}`} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** One person's or agent's plannable hours against the estimates they hold. */
function CapacityRow({ row }: { row: Capacity }) {
  const plannable = row.total.plannable_minutes;
  const assigned = row.assigned.estimate_minutes;
  const { unestimated } = row.assigned;
  // No weekly hours (an agent left without them): nothing is planned, so nothing is "over".
  const unplanned = row.weekly_hours === 0;
  const over = !unplanned && assigned > plannable;
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
      <td className="num">
        {formatHours(assigned)}
        {unestimated > 0 ? <span className="cell-note"> + {unestimated} without estimate</span> : null}
      </td>
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
              value={assigned}
              aria-label={`Load of ${row.actor.name}`}
            />
          </span>
        )}
      </td>
    </tr>
  );
}
