import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client.js';
import {
  burnupQuery,
  cycleTimeQuery,
  throughputQuery,
  type Distribution,
  type InsightFilters,
} from '../../api/insights.js';
import { INSIGHT_COLORS, InsightChart } from '../../components/insight-chart.js';
import { EmptyState, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';

/** A day or a week's Monday as a short label: "Mar 9". */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Loading, failed, empty or the chart: every section shows its series' state the same way. */
export function SeriesState<T>({
  query,
  what,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${what}…`} />;
  if (query.isError) return <ErrorNotice error={query.error} title={`The ${what} could not be loaded.`} />;
  if (isEmpty(query.data)) return <EmptyState title={`No ${what} in this window.`} />;
  return <>{children(query.data)}</>;
}

export function BurnupSection({ filters }: { filters: InsightFilters }) {
  const burnup = useQuery({ ...burnupQuery(filters.cycle_id, filters.project_id), retry: false });
  const cyclesOff = burnup.error instanceof ApiError && burnup.error.status === 404;
  const data = burnup.data;
  return (
    <Section
      title="Cycle burn-up"
      description={
        data
          ? `Cycle ${data.cycle.number}, ${data.cycle.starts_on} to ${data.cycle.ends_on}: carried in ${data.carried_in}, carried out ${data.carried_out ?? 'not yet'}.`
          : 'Scope and done at the end of each day of a cycle.'
      }
    >
      {cyclesOff ? (
        <EmptyState title="Cycles are off in this workspace, or the cycle has not begun." />
      ) : (
        <SeriesState
          query={burnup}
          what="burn-up"
          isEmpty={(data) => data.days.every((day) => day.scope === 0)}
        >
          {(data) => (
            <InsightChart
              title={`Cycle ${data.cycle.number}: scope and done by day`}
              axis="Day"
              series={[
                { key: 'scope', label: 'Scope', color: INSIGHT_COLORS[0]!, line: true },
                { key: 'done', label: 'Done', color: INSIGHT_COLORS[1]!, line: true },
                {
                  key: 'carried_in',
                  label: 'Carried over into it',
                  color: INSIGHT_COLORS[2]!,
                  line: true,
                  dashed: true,
                },
              ]}
              points={data.days.map((day) => ({
                label: shortDay(day.day),
                values: { scope: day.scope, done: day.done, carried_in: day.carried_in },
              }))}
            />
          )}
        </SeriesState>
      )}
    </Section>
  );
}

export function ThroughputSection({ filters }: { filters: InsightFilters }) {
  const throughput = useQuery(throughputQuery(filters));
  return (
    <Section title="Throughput" description="Issues done each week, by type.">
      <SeriesState query={throughput} what="throughput" isEmpty={(data) => data.types.length === 0}>
        {(data) => (
          <InsightChart
            title="Issues done per week"
            axis="Week of"
            stacked
            series={data.types.map((type, index) => ({
              key: type,
              label: humanize(type),
              color: INSIGHT_COLORS[index % INSIGHT_COLORS.length]!,
            }))}
            points={data.weeks.map((week) => ({
              label: shortDay(week.week),
              values: Object.fromEntries(week.by_type.map((entry) => [entry.type, entry.done])),
            }))}
          />
        )}
      </SeriesState>
    </Section>
  );
}

function summary(name: string, distribution: Distribution): string {
  if (distribution.count === 0) return `${name}: none.`;
  return `${name}: ${distribution.count} issues, median ${distribution.median_days} days, 85% within ${distribution.p85_days} days.`;
}

export function CycleTimeSection({ filters }: { filters: InsightFilters }) {
  const times = useQuery(cycleTimeQuery(filters));
  return (
    <Section
      title="Cycle and lead time"
      description={
        times.data
          ? `${summary('Cycle time', times.data.cycle_time)} ${summary('Lead time', times.data.lead_time)}`
          : 'How long the issues done in the window took.'
      }
    >
      <SeriesState query={times} what="cycle and lead times" isEmpty={(data) => data.lead_time.count === 0}>
        {(data) => (
          <InsightChart
            title="Issues by how long they took"
            axis="Took"
            series={[
              { key: 'cycle', label: 'Cycle time (started → done)', color: INSIGHT_COLORS[0]! },
              { key: 'lead', label: 'Lead time (created → done)', color: INSIGHT_COLORS[3]! },
            ]}
            points={data.lead_time.buckets.map((bucket, index) => ({
              label: bucket.label,
              values: { lead: bucket.count, cycle: data.cycle_time.buckets[index]?.count ?? 0 },
            }))}
          />
        )}
      </SeriesState>
    </Section>
  );
}
