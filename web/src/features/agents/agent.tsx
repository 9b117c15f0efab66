import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  agentQuery,
  agentScorecardQuery,
  agentScorecardSeriesQuery,
  lastDays,
  type ScorecardWeek,
} from '../../api/scorecards.js';
import { EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { WeeklyChart, type WeeklyChartSeries } from '../../components/weekly-chart.js';
import { formatUsd } from '../../lib/run-view.js';
import { ScorecardNumbers, WindowSelect, windowDaysOf } from './scorecard-parts.js';
import '../../screens.css';

/** Disjoint parts of a week's runs, so the bars stack to the week's total. */
const RUN_SERIES: WeeklyChartSeries[] = [
  { key: 'completed', label: 'Completed', color: '#1f7a3d' },
  { key: 'failed', label: 'Failed', color: '#b3261e' },
  { key: 'timed_out', label: 'Timed out', color: '#8a4b00' },
  { key: 'stalled', label: 'Stalled', color: '#6b3fa0' },
  { key: 'canceled', label: 'Canceled', color: '#5b6470' },
];
const DELIVERY_SERIES: WeeklyChartSeries[] = [
  { key: 'merged', label: 'Merged', color: '#1f7a3d' },
  { key: 'closed_unmerged', label: 'Closed unmerged', color: '#b3261e' },
  { key: 'still_open', label: 'Open', color: '#2557a7' },
];
const COST_SERIES: WeeklyChartSeries[] = [{ key: 'cost', label: 'Cost (USD)', color: '#2557a7' }];

function runValues(week: ScorecardWeek): Record<string, number> {
  const { completed, failed, canceled, timed_out, stalled } = week.runs;
  return { completed, failed: failed - timed_out - stalled, timed_out, stalled, canceled };
}

function deliveryValues(week: ScorecardWeek): Record<string, number> {
  const { opened, merged, closed_unmerged } = week.deliveries;
  return { merged, closed_unmerged, still_open: opened - merged - closed_unmerged };
}

/**
 * `/agents/:id`: an agent's scorecard (decisions §12.12) over the chosen period, and its runs, pull
 * requests and cost week by week over the last 12 weeks.
 */
export function AgentPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const days = windowDaysOf(params.get('days'));
  const window = lastDays(days);
  const agent = useQuery(agentQuery(id));
  const card = useQuery(agentScorecardQuery(id, window));

  if (agent.isPending) return <Loading label="Loading the agent…" />;
  if (agent.error) {
    return (
      <>
        <PageHeader title="Agent" />
        <ErrorNotice error={agent.error} title="This agent could not be loaded." />
        <p>
          <Link to="/agents">All scorecards</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={agent.data.name}
        description={
          <>
            {agent.data.provider} · {agent.data.model ?? 'default model'} ·{' '}
            <Link to={`/runs?agent=${id}`}>its runs</Link> · <Link to="/agents">all scorecards</Link>
          </>
        }
      />
      <Section
        title="Scorecard"
        description={`From ${window.from} to ${window.to} (UTC).`}
        actions={
          <WindowSelect
            days={days}
            onChange={(next) => {
              const nextParams = new URLSearchParams(params);
              nextParams.set('days', String(next));
              setParams(nextParams, { replace: true });
            }}
          />
        }
      >
        {card.isPending ? <Loading label="Loading the scorecard…" /> : null}
        <ErrorNotice error={card.error} title="The scorecard could not be loaded." />
        {card.data ? <ScorecardNumbers card={card.data} /> : null}
      </Section>
      <WeeklySection id={id} />
    </>
  );
}

/** The last 12 weeks as charts: runs by outcome, pull requests, cost. */
function WeeklySection({ id }: { id: number }) {
  const series = useQuery(agentScorecardSeriesQuery(id, {}));
  const weeks = series.data?.weeks ?? [];
  const quiet = weeks.every((week) => week.runs.completed + week.runs.failed + week.runs.canceled === 0);
  return (
    <Section title="Week by week" description="The last 12 weeks.">
      {series.isPending ? <Loading label="Loading the weeks…" /> : null}
      <ErrorNotice error={series.error} title="The weeks could not be loaded." />
      {series.data && quiet ? (
        <EmptyState title="No runs in the last 12 weeks">
          Assigning an issue to this agent, or mentioning it in a comment, queues a run.
        </EmptyState>
      ) : null}
      {series.data && !quiet ? (
        <div className="weekly-charts">
          <WeeklyChart
            title="Runs by outcome"
            series={RUN_SERIES}
            points={weeks.map((week) => ({ week: week.week, values: runValues(week) }))}
          />
          <WeeklyChart
            title="Pull requests delivered"
            series={DELIVERY_SERIES}
            points={weeks.map((week) => ({ week: week.week, values: deliveryValues(week) }))}
          />
          <WeeklyChart
            title="Cost"
            series={COST_SERIES}
            format={formatUsd}
            points={weeks.map((week) => ({ week: week.week, values: { cost: week.cost_usd } }))}
          />
        </div>
      ) : null}
    </Section>
  );
}
