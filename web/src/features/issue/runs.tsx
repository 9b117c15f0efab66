import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { issueDeliveriesQuery, issueRunsQuery, type Artifact } from '../../api/issue-page.js';
import type { Run } from '../../api/runs.js';
import { Badge, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { FailureBadge, WaitingBadge } from '../../components/run-waiting.js';
import { formatDateTime, formatDuration, formatRelative, humanize } from '../../lib/format.js';
import { CLAIM_CHECK_TEXT, claimCheckMeaning, formatCost, formatTokens } from '../../lib/issue-view.js';

const RUN_TONE: Record<string, 'neutral' | 'good' | 'bad' | 'warn'> = {
  queued: 'neutral',
  dispatched: 'warn',
  running: 'warn',
  completed: 'good',
  failed: 'bad',
  canceled: 'neutral',
};

function runDuration(run: Run): number | null {
  if (!run.started_at) return null;
  const end = run.finished_at ? new Date(run.finished_at).getTime() : Date.now();
  return end - new Date(run.started_at).getTime();
}

/** The agents' runs on this issue, newest first, each linking to its page with the live transcript. */
export function RunsSection({ identifier }: { identifier: string }) {
  const runs = useQuery(issueRunsQuery(identifier));
  return (
    <Section title="Agent runs" description="Assigning an agent or mentioning one in a comment queues a run.">
      {runs.isPending ? <Loading /> : null}
      <ErrorNotice error={runs.error} title="The runs could not be loaded." />
      {runs.data && runs.data.length === 0 ? (
        <p className="muted">No agent has worked on this issue yet.</p>
      ) : null}
      {runs.data && runs.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table runs-table">
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Duration</th>
                <th scope="col">Usage</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}

function RunRow({ run }: { run: Run }) {
  const tokens = formatTokens(run.usage);
  return (
    <>
      <tr>
        <th scope="row">
          <Link to={`/runs/${run.id}`} className="link-strong">
            {run.agent.name}
          </Link>
          <div className="muted run-when" title={run.queued_at ? formatDateTime(run.queued_at) : undefined}>
            {run.queued_at ? `queued ${formatRelative(run.queued_at)}` : run.id}
          </div>
        </th>
        <td>
          <Badge tone={RUN_TONE[run.status] ?? 'neutral'}>{humanize(run.status)}</Badge>
          <FailureBadge run={run} />
          <WaitingBadge run={run} />
        </td>
        <td>{run.attempts}</td>
        <td className="nowrap">{formatDuration(runDuration(run))}</td>
        <td className="nowrap">{tokens ?? <span className="muted">Not reported</span>}</td>
        <td>{formatCost(run.usage?.cost_usd)}</td>
      </tr>
      {run.summary || run.error ? (
        <tr className="run-detail">
          <td colSpan={6}>
            {run.summary ? <p className="run-summary">{run.summary}</p> : null}
            {run.error ? <p className="field-error">Error: {run.error}</p> : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Pull requests, branches and links the runs delivered, with the claim check and what it means. */
export function DeliveriesSection({ identifier }: { identifier: string }) {
  const deliveries = useQuery(issueDeliveriesQuery(identifier));
  return (
    <Section
      title="Deliveries"
      description="The claim check only asks whether a claim that a list of changed files can settle was kept; it is not a code review."
    >
      {deliveries.isPending ? <Loading /> : null}
      <ErrorNotice error={deliveries.error} />
      {deliveries.data && deliveries.data.length === 0 ? (
        <p className="muted">Nothing delivered yet.</p>
      ) : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <ul className="list">
          {deliveries.data.map((artifact) => (
            <li key={artifact.id} className="list-row delivery">
              <div className="list-main">
                <span className="list-title">
                  {artifact.url ? (
                    <a href={artifact.url} target="_blank" rel="noopener noreferrer">
                      {artifact.title}
                    </a>
                  ) : (
                    artifact.title
                  )}
                  <Badge>{humanize(artifact.type)}</Badge>
                  {artifact.state ? (
                    <Badge tone={artifact.state === 'merged' ? 'good' : 'neutral'}>
                      {humanize(artifact.state)}
                    </Badge>
                  ) : null}
                </span>
                {artifact.reference ? <span className="mono muted">{artifact.reference}</span> : null}
                <ClaimCheck artifact={artifact} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function ClaimCheck({ artifact }: { artifact: Artifact }) {
  const meaning = claimCheckMeaning(artifact);
  const tone = meaning === 'disagrees' ? 'bad' : meaning === 'clean' ? 'good' : 'neutral';
  const label = { unchecked: 'Not checked', clean: 'Claims kept', disagrees: 'Claims disagree' }[meaning];
  return (
    <div className="claim-check">
      <p>
        <Badge tone={tone}>{label}</Badge> {CLAIM_CHECK_TEXT[meaning]}
        {artifact.claim_checked_at ? (
          <span className="muted"> Checked {formatRelative(artifact.claim_checked_at)}.</span>
        ) : null}
      </p>
      {meaning === 'disagrees' && artifact.claim_check ? (
        <table className="table claim-table">
          <thead>
            <tr>
              <th scope="col">Claim</th>
              <th scope="col">The summary says</th>
              <th scope="col">The change shows</th>
            </tr>
          </thead>
          <tbody>
            {artifact.claim_check.map((item, index) => (
              <tr key={index}>
                <td>{humanize(item.claim)}</td>
                <td>{item.says}</td>
                <td>{item.found}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
