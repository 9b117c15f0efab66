import { useQuery } from '@tanstack/react-query';
import { capacityQuery } from '../../api/cycles.js';
import {
  agentCostQuery,
  insightCsvUrl,
  timeInsightQuery,
  type CostGroup,
  type InsightFilters,
  type TimeGroup,
} from '../../api/insights.js';
import { INSIGHT_COLORS, InsightChart } from '../../components/insight-chart.js';
import { SelectField, Section } from '../../components/ui.js';
import { addDays, today } from '../../lib/calendar.js';
import { SeriesState, shortDay } from './insight-flow.js';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const usd = (value: number) => `$${value.toFixed(2)}`;

function CsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a className="button button-secondary" href={href} download>
      Download {what} as CSV
    </a>
  );
}

export function TimeSection({
  filters,
  group,
  change,
}: {
  filters: InsightFilters;
  group: TimeGroup;
  change: (key: string, value: string) => void;
}) {
  const time = useQuery(timeInsightQuery(filters, group));
  return (
    <Section
      title="Time"
      description={
        time.data ? `${hours(time.data.total_minutes)} hours logged on work.` : 'Hours logged on work.'
      }
      actions={<CsvLink href={insightCsvUrl('time', filters, group)} what="time" />}
    >
      <SelectField
        label="Time by"
        value={group}
        onChange={(event) => change('time', event.target.value)}
        options={[
          { value: 'person', label: 'Person' },
          { value: 'project', label: 'Project' },
          { value: 'cycle', label: 'Cycle' },
        ]}
      />
      <SeriesState query={time} what="time" isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <InsightChart
            title={`Hours by ${group}`}
            axis={group === 'person' ? 'Person' : group === 'project' ? 'Project' : 'Cycle'}
            series={[{ key: 'hours', label: 'Hours', color: INSIGHT_COLORS[0]! }]}
            points={data.rows.map((row) => ({ label: row.label, values: { hours: hours(row.minutes) } }))}
          />
        )}
      </SeriesState>
    </Section>
  );
}

export function CostSection({
  filters,
  group,
  change,
}: {
  filters: InsightFilters;
  group: CostGroup;
  change: (key: string, value: string) => void;
}) {
  const cost = useQuery(agentCostQuery(filters, group));
  return (
    <Section
      title="Agent cost"
      description="What agents' runs cost each week, against the weekly share of their monthly budgets."
      actions={<CsvLink href={insightCsvUrl('agent-cost', filters, group)} what="cost" />}
    >
      <SelectField
        label="Cost by"
        value={group}
        onChange={(event) => change('cost', event.target.value)}
        options={[
          { value: 'agent', label: 'Agent' },
          { value: 'project', label: 'Project' },
        ]}
      />
      <SeriesState query={cost} what="agent cost" isEmpty={(data) => data.groups.length === 0}>
        {(data) => {
          const budgeted = data.groups.filter((g) => g.weekly_budget_usd !== null);
          const budget = budgeted.reduce((sum, g) => sum + (g.weekly_budget_usd ?? 0), 0);
          return (
            <InsightChart
              title={`Cost per week by ${group}`}
              axis="Week of"
              stacked
              format={usd}
              series={[
                ...data.groups.map((g, index) => ({
                  key: `g${index}`,
                  label: g.name,
                  color: INSIGHT_COLORS[index % INSIGHT_COLORS.length]!,
                })),
                ...(budgeted.length > 0
                  ? [{ key: 'budget', label: 'Weekly budget', color: '#b3261e', line: true, dashed: true }]
                  : []),
              ]}
              points={data.weeks.map((week, w) => ({
                label: shortDay(week),
                values: {
                  ...Object.fromEntries(
                    data.groups.map((g, index) => [`g${index}`, g.weeks[w]?.cost_usd ?? 0]),
                  ),
                  ...(budgeted.length > 0 ? { budget } : {}),
                },
              }))}
            />
          );
        }}
      </SeriesState>
    </Section>
  );
}

/**
 * Capacity against assigned work: the `/capacity` read (per person and agent), four weeks ahead, with
 * the standing work claimed and the estimates of the open issues each holds (summed by the server).
 */
export function CapacitySection() {
  const from = today();
  const to = addDays(from, 27);
  const capacity = useQuery(capacityQuery(from, to, null));
  return (
    <Section
      title="Capacity"
      description={`Hours available, claimed by standing work, and estimated on open issues held, ${from} to ${to}.`}
    >
      <SeriesState query={capacity} what="capacity" isEmpty={(data) => data.length === 0}>
        {(data) => (
          <InsightChart
            title="Available, claimed and assigned hours per person and agent"
            axis="Who"
            series={[
              { key: 'available', label: 'Available', color: INSIGHT_COLORS[1]! },
              { key: 'claimed', label: 'Claimed', color: INSIGHT_COLORS[2]! },
              { key: 'assigned', label: 'Assigned estimates', color: INSIGHT_COLORS[3]! },
            ]}
            points={data.map((row) => ({
              label: row.actor.name,
              values: {
                available: hours(row.total.weekly_minutes - row.total.absence_minutes),
                claimed: hours(row.total.claimed_minutes),
                assigned: hours(row.assigned.estimate_minutes),
              },
            }))}
          />
        )}
      </SeriesState>
    </Section>
  );
}
