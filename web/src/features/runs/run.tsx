import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  runLogStreamPath,
  runQuery,
  usePutRun,
  type LogLine,
  type Run,
  type RunArtifact,
  type RunStatus,
} from '../../api/runs.js';
import { RunControls } from '../../components/run-controls.js';
import { RunApprovals } from './approvals.js';
import { WaitingBadge } from '../../components/run-waiting.js';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Section } from '../../components/ui.js';
import { formatDateTime, formatDuration, humanize } from '../../lib/format.js';
import { formatUsd, isAtBottom, runDurationMs, runIsFinished } from '../../lib/run-view.js';

/** Lines kept on the page; older ones stay readable through the API. */
const MAX_LINES_SHOWN = 10_000;

const STATUS_TONES: Record<RunStatus, 'neutral' | 'good' | 'bad' | 'warn'> = {
  queued: 'neutral',
  dispatched: 'warn',
  running: 'warn',
  completed: 'good',
  failed: 'bad',
  canceled: 'neutral',
};

/**
 * The run's transcript as it arrives (Server-Sent Events from `GET /api/v1/runs/{ulid}/log/stream`; the
 * browser resumes after a dropped connection with Last-Event-ID), and the run itself as it changes.
 */
function useRunTranscript(runId: string | undefined, ulid: string) {
  const putRun = usePutRun(ulid);
  const [lines, setLines] = useState<LogLine[]>([]);
  const [connection, setConnection] = useState<'connecting' | 'live' | 'lost' | 'ended'>('connecting');

  useEffect(() => {
    if (!runId) return;
    setLines([]);
    const source = new EventSource(runLogStreamPath(runId));
    source.addEventListener('open', () => setConnection('live'));
    source.addEventListener('error', () =>
      setConnection(source.readyState === EventSource.CLOSED ? 'ended' : 'lost'),
    );
    source.addEventListener('run', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as Run;
      putRun(next);
      if (runIsFinished(next.status)) {
        // Every line was sent before the final state: nothing more will come.
        source.close();
        setConnection('ended');
      }
    });
    source.addEventListener('line', (event) => {
      const line = JSON.parse((event as MessageEvent<string>).data) as LogLine;
      setLines((previous) => {
        const next =
          previous.length >= MAX_LINES_SHOWN ? previous.slice(-MAX_LINES_SHOWN + 1) : previous.slice();
        next.push(line);
        return next;
      });
    });
    return () => source.close();
    // The stream follows the run's id only; the run itself arrives through it.
  }, [runId, putRun]);
  return { lines, connection };
}

/**
 * `/runs/<ULID>`: a run of an agent, its outcome, and its transcript arriving live (Server-Sent Events
 * from `GET /api/v1/runs/{ulid}/log/stream`; the browser resumes after a dropped connection with
 * Last-Event-ID).
 */
export function RunPage() {
  const { ulid = '' } = useParams();
  const run = useQuery(runQuery(ulid));
  const { lines, connection } = useRunTranscript(run.data?.id, ulid);
  const finished = run.data ? runIsFinished(run.data.status) : false;

  if (run.isPending) return <Loading label="Loading the run…" />;
  if (run.isError) {
    return (
      <>
        <PageHeader title="Run" />
        <ErrorNotice error={run.error} title="This run cannot be shown" />
      </>
    );
  }
  const data = run.data;
  return (
    <>
      <PageHeader
        title={`Run of ${data.agent.name}`}
        description={
          <>
            <Badge tone={STATUS_TONES[data.status]}>{humanize(data.status)}</Badge>{' '}
            {data.issue ? (
              <>
                on <Link to={`/issues/${encodeURIComponent(data.issue)}`}>{data.issue}</Link>
              </>
            ) : (
              'without an issue'
            )}{' '}
            · <span className="mono">{data.id}</span>
            {data.retry_of ? (
              <>
                {' '}
                · retry of <Link to={`/runs/${data.retry_of}`}>an earlier run</Link>
              </>
            ) : null}
            {data.instructions_version !== null
              ? ` · instructions version ${data.instructions_version}`
              : null}
          </>
        }
        actions={<RunControls run={data} openRetry />}
      />
      <RunNotices run={data} />
      <RunApprovals run={data} />
      <RunFacts run={data} />
      {data.error ? (
        <Section title="Error">
          <pre className="run-error">{data.error}</pre>
        </Section>
      ) : null}
      {data.summary ? (
        <Section title="Summary">
          <p className="run-summary">{data.summary}</p>
        </Section>
      ) : null}
      <Deliveries artifacts={data.artifacts ?? []} />
      <Transcript lines={lines} connection={connection} finished={finished} />
    </>
  );
}

/** Why a run waits, when it is tried again, and why it was stopped (a time limit, a stall). */
function RunNotices({ run: data }: { run: Run }) {
  return (
    <>
      {data.awaiting_approval ? (
        <p className="notice" role="status">
          <Badge tone="warn">Awaiting approval</Badge> The agent asked to take an action and waits for an
          answer below; the run keeps going meanwhile.
        </p>
      ) : null}
      {data.waiting_reason ? (
        <p className="notice" role="status">
          <WaitingBadge run={{ waiting_reason: data.waiting_reason, waiting_message: null }} />{' '}
          {data.waiting_message}
        </p>
      ) : null}
      {data.next_attempt_at ? (
        <p className="notice" role="status">
          Attempt {data.attempts} did not finish (its runner was lost or it stalled); it is tried again from{' '}
          {formatDateTime(data.next_attempt_at)}.
        </p>
      ) : null}
      {data.failure_reason === 'timed_out' ? (
        <p className="notice" role="status">
          This run took longer than its agent's time limit (max run minutes) and was stopped.
        </p>
      ) : null}
      {data.failure_reason === 'stalled' ? (
        <p className="notice" role="status">
          This run reported nothing for its agent's stall limit (stall minutes) in its last attempt and was
          stopped.
        </p>
      ) : null}
    </>
  );
}

function RunFacts({ run }: { run: Run }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (run.finished_at !== null || run.started_at === null) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [run.finished_at, run.started_at]);
  const usage = run.usage;
  const tokens = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : value.toLocaleString();
  return (
    <Section title="Details">
      <dl className="facts">
        <dt>Attempts</dt>
        <dd>{run.attempts}</dd>
        <dt>Queued</dt>
        <dd>{run.queued_at ? formatDateTime(run.queued_at) : '—'}</dd>
        <dt>Started</dt>
        <dd>{run.started_at ? formatDateTime(run.started_at) : '—'}</dd>
        <dt>Finished</dt>
        <dd>{run.finished_at ? formatDateTime(run.finished_at) : '—'}</dd>
        <dt>Duration</dt>
        <dd>{formatDuration(runDurationMs(run, now))}</dd>
        <dt>Cost</dt>
        <dd>{formatUsd(usage?.cost_usd)}</dd>
        <dt>Tokens in / out</dt>
        <dd>
          {tokens(usage?.input_tokens)} / {tokens(usage?.output_tokens)}
        </dd>
        <dt>Cached tokens (read / written)</dt>
        <dd>
          {tokens(usage?.cached_tokens)} / {tokens(usage?.cache_write_tokens)}
        </dd>
      </dl>
    </Section>
  );
}

function Deliveries({ artifacts }: { artifacts: RunArtifact[] }) {
  return (
    <Section title="Deliveries">
      {artifacts.length === 0 ? (
        <EmptyState title="Nothing delivered">
          Pull requests, branches and documents the run reports show here.
        </EmptyState>
      ) : (
        <ul className="list">
          {artifacts.map((artifact) => (
            <li key={artifact.id} className="list-row">
              <div className="list-main">
                <span className="list-title">
                  {artifact.url ? (
                    <a href={artifact.url} rel="noreferrer noopener" target="_blank">
                      {artifact.title}
                    </a>
                  ) : (
                    artifact.title
                  )}{' '}
                  <Badge>{humanize(artifact.type)}</Badge>
                  {artifact.state ? <Badge>{humanize(artifact.state)}</Badge> : null}
                </span>
                {artifact.reference ? <span className="muted mono">{artifact.reference}</span> : null}
                <ClaimCheck artifact={artifact} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ClaimCheck({ artifact }: { artifact: RunArtifact }) {
  if (artifact.claim_checked_at === null || artifact.claim_check === null) {
    return <span className="muted">Claim check: not checked</span>;
  }
  if (artifact.claim_check.length === 0) {
    return (
      <span className="muted">
        Claim check: <Badge tone="good">Claims hold</Badge>
      </span>
    );
  }
  return (
    <div>
      <Badge tone="warn">Claims not backed by the changes</Badge>
      <ul className="claim-check">
        {artifact.claim_check.map((item, index) => (
          <li key={index}>
            <strong>{humanize(item.claim)}:</strong> “{item.says}” — {item.found}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Transcript({
  lines,
  connection,
  finished,
}: {
  lines: LogLine[];
  connection: 'connecting' | 'live' | 'lost' | 'ended';
  finished: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && follow.current) element.scrollTop = element.scrollHeight;
  }, [lines]);
  const state = finished
    ? 'Complete'
    : connection === 'live'
      ? 'Live'
      : connection === 'lost'
        ? 'Reconnecting…'
        : connection === 'ended'
          ? 'Stopped'
          : 'Connecting…';
  return (
    <Section
      title="Transcript"
      description="Standard output and standard error of the agent's command, as the runner streams it."
      actions={<Badge tone={state === 'Live' ? 'good' : 'neutral'}>{state}</Badge>}
    >
      {lines.length === 0 ? (
        <EmptyState title={finished ? 'No output' : 'No output yet'}>
          {finished ? 'The command wrote nothing.' : 'Lines appear here as the command writes them.'}
        </EmptyState>
      ) : (
        <div
          className="transcript"
          ref={box}
          role="log"
          aria-label="Transcript"
          aria-live="polite"
          tabIndex={0}
          onScroll={(event) => {
            follow.current = isAtBottom(event.currentTarget);
          }}
        >
          <ol className="transcript-lines">
            {lines.map((line) => (
              <li
                key={line.seq}
                className={`transcript-line transcript-${line.stream}`}
                data-stream={line.stream}
              >
                <span className="transcript-stream">
                  {line.stream === 'stdout' ? 'out' : line.stream === 'stderr' ? 'err' : 'runner'}
                </span>
                <span className="transcript-text">{line.text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}
