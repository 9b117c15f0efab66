import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { agentScorecardsQuery, lastDays, type AgentScorecard } from '../../api/scorecards.js';
import { EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { formatUsd } from '../../lib/run-view.js';
import { formatRunMinutes, WindowSelect, windowDaysOf } from './scorecard-parts.js';
import '../../screens.css';

interface Column {
  key: string;
  label: string;
  /** What the column sorts by; null (nothing to compare) sorts last either way. */
  value: (row: AgentScorecard) => number | string | null;
  show: (row: AgentScorecard) => string;
}

const count = (pick: (row: AgentScorecard) => number) => ({
  value: pick,
  show: (row: AgentScorecard) => String(pick(row)),
});

const COLUMNS: Column[] = [
  {
    key: 'name',
    label: 'Agent',
    value: (row) => row.agent.name.toLowerCase(),
    show: (row) => row.agent.name,
  },
  { key: 'completed', label: 'Completed', ...count((row) => row.scorecard.runs.completed) },
  { key: 'failed', label: 'Failed', ...count((row) => row.scorecard.runs.failed) },
  { key: 'canceled', label: 'Canceled', ...count((row) => row.scorecard.runs.canceled) },
  { key: 'opened', label: 'PRs opened', ...count((row) => row.scorecard.deliveries.opened) },
  { key: 'merged', label: 'Merged', ...count((row) => row.scorecard.deliveries.merged) },
  { key: 'closed', label: 'Closed unmerged', ...count((row) => row.scorecard.deliveries.closed_unmerged) },
  { key: 'reopened', label: 'Reopened', ...count((row) => row.scorecard.reopened) },
  { key: 'review_rounds', label: 'Review rounds', ...count((row) => row.scorecard.review_rounds) },
  {
    key: 'cost',
    label: 'Cost',
    value: (row) => row.scorecard.cost_usd,
    show: (row) => formatUsd(row.scorecard.cost_usd),
  },
  {
    key: 'cost_per_merged',
    label: 'Cost per merged',
    value: (row) => row.scorecard.cost_per_merged_usd,
    show: (row) => formatUsd(row.scorecard.cost_per_merged_usd),
  },
  {
    key: 'median',
    label: 'Median run',
    value: (row) => row.scorecard.median_run_minutes,
    show: (row) => formatRunMinutes(row.scorecard.median_run_minutes),
  },
];

type Direction = 'ascending' | 'descending';

function sortRows(rows: AgentScorecard[], column: Column, direction: Direction): AgentScorecard[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    if (x === y) return a.agent.id - b.agent.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/**
 * `/agents`: every agent the reader may see, side by side, with its scorecard over the chosen period
 * (decisions §12.12). Any column sorts (its header is a button; a second press reverses it).
 */
export function AgentsOverviewPage() {
  const [params, setParams] = useSearchParams();
  const days = windowDaysOf(params.get('days'));
  const window = lastDays(days);
  const scorecards = useQuery(agentScorecardsQuery(window));
  const [sort, setSort] = useState<{ key: string; direction: Direction }>({
    key: 'cost',
    direction: 'descending',
  });
  const column = COLUMNS.find((c) => c.key === sort.key) ?? COLUMNS[0]!;
  const rows = scorecards.data ? sortRows(scorecards.data, column, sort.direction) : [];

  const sortBy = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );

  return (
    <>
      <PageHeader
        title="Scorecards"
        description="How each agent's work went: runs, pull requests, rework and cost."
      />
      <Section
        title="By agent"
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
        {scorecards.isPending ? <Loading label="Loading the scorecards…" /> : null}
        <ErrorNotice error={scorecards.error} title="The scorecards could not be loaded." />
        {scorecards.data && rows.length === 0 ? (
          <EmptyState title="No agents yet">
            Administrators add agents under Administration → Agents.
          </EmptyState>
        ) : null}
        {rows.length > 0 ? <ScorecardsTable rows={rows} sort={sort} onSort={sortBy} /> : null}
      </Section>
    </>
  );
}

function ScorecardsTable({
  rows,
  sort,
  onSort: sortBy,
}: {
  rows: AgentScorecard[];
  sort: { key: string; direction: Direction };
  onSort: (key: string) => void;
}) {
  return (
    <div className="table-wrap">
      <table className="table scorecards-table" aria-label="Agents' scorecards">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={c.key === sort.key ? sort.direction : undefined}>
                <button type="button" className="sort-button" onClick={() => sortBy(c.key)}>
                  {c.label}
                  <span aria-hidden="true">
                    {c.key === sort.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.agent.id}>
              <th scope="row">
                <Link to={`/agents/${row.agent.id}`} className="link-strong">
                  {row.agent.name}
                </Link>
              </th>
              {COLUMNS.slice(1).map((c) => (
                <td key={c.key} className="numeric">
                  {c.show(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
