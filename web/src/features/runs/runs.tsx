import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { workingAgentsQuery } from '../../api/agents.js';
import { useLiveQueries } from '../../api/live.js';
import { runsPageQuery, type Run, type RunFilters, type RunStatus } from '../../api/runs.js';
import { RunControls } from '../../components/run-controls.js';
import { FailureBadge, WaitingBadge } from '../../components/run-waiting.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
} from '../../components/ui.js';
import { formatDateTime, formatDuration, formatRelative, humanize } from '../../lib/format.js';
import { formatUsd, runDurationMs } from '../../lib/run-view.js';
import { Pager } from '../../components/pager.js';
import '../../screens.css';

const PER_PAGE = 50;

const STATUSES: RunStatus[] = ['queued', 'dispatched', 'running', 'completed', 'failed', 'canceled'];

const STATUS_TONES: Record<RunStatus, 'neutral' | 'good' | 'bad' | 'warn'> = {
  queued: 'neutral',
  dispatched: 'warn',
  running: 'warn',
  completed: 'good',
  failed: 'bad',
  canceled: 'neutral',
};

/**
 * `/runs`: every run of every agent the reader can see, newest first, filtered by agent, state and issue
 * (kept in the address, so a filtered view can be shared), with cost and Cancel / Retry (decisions §11.4).
 * Live events refresh it as runs end.
 */
export function RunsPage() {
  const [params, setParams] = useSearchParams();
  const agent = params.get('agent') ?? '';
  const status = params.get('status') ?? '';
  const issue = params.get('issue') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  useLiveQueries();

  const agents = useQuery(workingAgentsQuery);
  const filters: RunFilters = {
    per_page: PER_PAGE,
    page,
    ...(agent ? { agent_id: Number(agent) } : {}),
    ...(status ? { status: status as RunStatus } : {}),
    ...(issue ? { issue } : {}),
  };
  const runs = useQuery(runsPageQuery(filters));

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title="Runs"
        description="Every agent's runs, newest first. Cancel a run that should not go on; retry one that ended."
      />
      <Section title="Filters">
        <div className="form-columns runs-filters">
          <SelectField
            label="Agent"
            value={agent}
            options={[
              { value: '', label: 'All agents' },
              ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            onChange={(e) => setFilter('agent', e.target.value)}
          />
          <SelectField
            label="State"
            value={status}
            options={[
              { value: '', label: 'All states' },
              ...STATUSES.map((value) => ({ value, label: humanize(value) })),
            ]}
            onChange={(e) => setFilter('status', e.target.value)}
          />
          <IssueFilter value={issue} onChange={(value) => setFilter('issue', value)} />
        </div>
        <ErrorNotice error={agents.error} title="The agents could not be loaded." />
      </Section>
      <Section title="Runs">
        {runs.isPending ? <Loading label="Loading the runs…" /> : null}
        <ErrorNotice error={runs.error} title="The runs could not be loaded." />
        {runs.data && runs.data.data.length === 0 ? (
          <EmptyState title={agent || status || issue ? 'No runs match these filters' : 'No runs yet'}>
            {agent || status || issue
              ? 'Change or clear the filters to see more.'
              : 'Assigning an issue to an agent, or mentioning one in a comment, queues a run.'}
          </EmptyState>
        ) : null}
        {runs.data && runs.data.data.length > 0 ? (
          <RunsTable runs={runs.data} page={page} onPage={goToPage} />
        ) : null}
      </Section>
    </>
  );
}

/** The issue filter applies on Enter or the button, not on every keystroke (a half-typed key is 422). */
function IssueFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim());
  };
  return (
    <form className="field" role="search" aria-label="Runs of an issue" onSubmit={submit}>
      <label htmlFor="runs-issue-filter">Issue</label>
      <div className="inline-field">
        <input
          id="runs-issue-filter"
          placeholder="ACME-12"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}

function RunRow({ run }: { run: Run }) {
  const nameId = `run-${run.id}`;
  return (
    <tr>
      <th scope="row">
        <Link to={`/runs/${run.id}`} className="link-strong" id={nameId}>
          {run.agent.name}
        </Link>
        <div className="muted run-when" title={run.queued_at ? formatDateTime(run.queued_at) : undefined}>
          {run.queued_at ? `queued ${formatRelative(run.queued_at)}` : run.id}
        </div>
      </th>
      <td>{run.issue ? <Link to={`/issues/${encodeURIComponent(run.issue)}`}>{run.issue}</Link> : '—'}</td>
      <td>
        <Badge tone={STATUS_TONES[run.status]}>{humanize(run.status)}</Badge>
        <FailureBadge run={run} />
        <WaitingBadge run={run} />
      </td>
      <td className="nowrap">{formatDuration(runDurationMs(run))}</td>
      <td>{formatUsd(run.usage?.cost_usd)}</td>
      <td>
        <RunControls run={run} describedBy={nameId} />
      </td>
    </tr>
  );
}

/** One page of runs and the pager. */
function RunsTable({
  runs,
  page,
  onPage,
}: {
  runs: { data: Run[]; meta: { current_page: number; last_page: number; total: number } };
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <div className="table-wrap">
        <table className="table runs-table" aria-label="Runs">
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Issue</th>
              <th scope="col">State</th>
              <th scope="col">Duration</th>
              <th scope="col">Cost</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.data.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        meta={runs.meta}
        page={page}
        onPage={onPage}
        label="Pages of runs"
        noun={{ one: 'run', many: 'runs' }}
      />
    </>
  );
}
