import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { cycleIssuePagesQuery, cycleScreenQuery, type Cycle, type PlannedIssue } from '../../api/cycles.js';
import { useLiveQueries } from '../../api/live.js';
import { issuePath } from '../../api/work.js';
import { AssigneeChip } from '../../components/issue-bits.js';
import { Badge, Button, EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { rangeLabel } from '../../lib/calendar.js';
import { humanize } from '../../lib/format.js';
import '../../screens.css';

/** Past cycles are listed this many at a time, latest first. */
const PAST_STEP = 10;
/**
 * A cycle's issues are asked for and drawn this many rows at a time: thousands at once took seconds to
 * draw, and downloading every one only to count them is the server's work (the cycle's `statuses`).
 */
const ROWS_STEP = 100;

/**
 * The current and the next cycle with their issues and carry-over, and the cycles before them. Cycles
 * come from the workspace's cadence and are never edited, so this screen only reads.
 */
export function CyclesPage() {
  useLiveQueries();
  const current = useQuery(cycleScreenQuery('current', 1));
  const upcoming = useQuery(cycleScreenQuery('upcoming', 1));
  const header = (
    <PageHeader
      title="Cycles"
      description="Cycles follow the workspace's cadence; unfinished work moves on to the next cycle when one ends."
    />
  );
  if (current.isPending || upcoming.isPending) {
    return (
      <>
        {header}
        <Loading />
      </>
    );
  }
  if (current.isError || upcoming.isError) {
    return (
      <>
        {header}
        <ErrorNotice error={current.error ?? upcoming.error} title="Cycles could not be loaded." />
      </>
    );
  }
  const now = current.data[0];
  const next = upcoming.data[0];
  // With cycles on, at least the next cycles are always listed, so nothing at all means switched off.
  if (!now && !next) {
    return (
      <>
        {header}
        <EmptyState title="This workspace has no cycles">
          <p>
            Cycles are generated on a cadence, never edited by hand: a length in days and the day cycle 1
            starts. An administrator of the Tandem installation sets them for the workspace (the{' '}
            <code>cycles</code> entry of the seed fixture, <code>length_days</code> and{' '}
            <code>first_starts_on</code>). Issues can then be planned into a cycle from their page.
          </p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {header}
      {now ? (
        <CycleSection cycle={now} label="Current cycle" />
      ) : (
        <p className="muted">No cycle is running yet: cycle 1 starts on {next?.starts_on}.</p>
      )}
      {next ? <CycleSection cycle={next} label="Next cycle" /> : null}
      <PastCycles />
    </>
  );
}

function CycleSection({ cycle, label }: { cycle: Cycle; label: string }) {
  const issues = useInfiniteQuery(cycleIssuePagesQuery(cycle.number, ROWS_STEP));
  const rows = issues.data?.pages.flatMap((page) => page.data) ?? [];
  const total = issues.data?.pages[0]?.meta.total ?? 0;
  const title = `${label}: cycle ${cycle.number}`;
  return (
    <Section
      title={title}
      description={rangeLabel(cycle.starts_on, cycle.ends_on)}
      actions={<Link to={`/issues?cycle=${cycle.number}`}>Open on the board</Link>}
    >
      <dl className="cycle-facts">
        <div>
          <dt>Done</dt>
          <dd>
            {cycle.done} of {cycle.issues}
            <meter
              className="meter"
              min={0}
              max={Math.max(cycle.issues, 1)}
              value={cycle.done}
              aria-label={`Cycle ${cycle.number} progress`}
            />
          </dd>
        </div>
        <div>
          <dt>Carried in</dt>
          <dd>
            {cycle.carried_in !== null
              ? cycle.carried_in
              : cycle.state === 'upcoming'
                ? 'When the current cycle ends'
                : 'Pending'}
          </dd>
        </div>
        <StatusCounts cycle={cycle} />
      </dl>
      {issues.isPending ? (
        <Loading label="Loading issues…" />
      ) : issues.isError ? (
        <ErrorNotice error={issues.error} title="The cycle's issues could not be loaded." />
      ) : rows.length === 0 ? (
        <EmptyState title="No issues in this cycle">
          <p>Pick this cycle on an issue's page to plan it here.</p>
        </EmptyState>
      ) : (
        <>
          <CycleIssues cycle={cycle} issues={rows} />
          {total > rows.length ? (
            <div className="page-actions cycle-more">
              <span className="muted" role="status">
                Showing {rows.length.toLocaleString()} of {total.toLocaleString()} issues
              </span>
              <Button busy={issues.isFetchingNextPage} onClick={() => void issues.fetchNextPage()}>
                Show {Math.min(total - rows.length, ROWS_STEP)} more
              </Button>
              <Link to={`/issues?view=list&cycle=${cycle.number}`}>All in the list</Link>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** Counts by status, in board order, of the statuses present (standing work included, as listed). */
function StatusCounts({ cycle }: { cycle: Cycle }) {
  return (
    <>
      {cycle.statuses.map(({ status, issues }) => (
        <div key={status}>
          <dt>
            <span className={`status-dot status-${status}`} aria-hidden="true" /> {humanize(status)}
          </dt>
          <dd>{issues}</dd>
        </div>
      ))}
    </>
  );
}

function CycleIssues({ cycle, issues }: { cycle: Cycle; issues: PlannedIssue[] }) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label={`Issues of cycle ${cycle.number}`}>
        <thead>
          <tr>
            <th scope="col">Issue</th>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Assignee</th>
            <th scope="col">Carried over</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id}>
              <td>
                <Link to={issuePath(issue.id)}>{issue.id}</Link>
              </td>
              <td>
                {issue.title}
                {issue.type === 'generic' ? <span className="muted"> (standing work)</span> : null}
              </td>
              <td>
                <span className={`status-dot status-${issue.status}`} aria-hidden="true" />{' '}
                {humanize(issue.status)}
              </td>
              <td>
                <AssigneeChip assignee={issue.assignee} />
              </td>
              <td>
                {issue.carried_over > 0 ? (
                  <Badge tone="warn">
                    {issue.carried_over === 1 ? 'Once' : `${issue.carried_over} times`}
                  </Badge>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PastCycles() {
  const [count, setCount] = useState(PAST_STEP);
  const past = useQuery({ ...cycleScreenQuery('past', count), placeholderData: (previous) => previous });
  return (
    <Section title="Earlier cycles" description="What each ended cycle finished and what it carried on.">
      {past.isPending ? (
        <Loading />
      ) : past.isError ? (
        <ErrorNotice error={past.error} title="Earlier cycles could not be loaded." />
      ) : past.data.length === 0 ? (
        <EmptyState title="No cycle has ended yet" />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table" aria-label="Earlier cycles">
              <thead>
                <tr>
                  <th scope="col">Cycle</th>
                  <th scope="col">Dates</th>
                  <th scope="col" className="num">
                    Done
                  </th>
                  <th scope="col" className="num">
                    Carried on
                  </th>
                  <th scope="col">Issues</th>
                </tr>
              </thead>
              <tbody>
                {past.data.map((cycle) => (
                  <tr key={cycle.number}>
                    <th scope="row">Cycle {cycle.number}</th>
                    <td>{rangeLabel(cycle.starts_on, cycle.ends_on)}</td>
                    <td className="num">
                      {cycle.done} of {cycle.issues + (cycle.carried_out ?? 0)}
                    </td>
                    <td className="num">{cycle.carried_out === null ? 'Pending' : cycle.carried_out}</td>
                    <td>
                      <Link to={`/issues?cycle=${cycle.number}`}>
                        View<span className="visually-hidden"> the issues of cycle {cycle.number}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {past.data.length >= count && count < 100 ? (
            <Button busy={past.isFetching} onClick={() => setCount(Math.min(100, count + PAST_STEP))}>
              Show earlier cycles
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
