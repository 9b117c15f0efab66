import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldError } from '../../api/client.js';
import { type Issue } from '../../api/issue-page.js';
import { issueTimeEntriesQuery, useLogTime } from '../../api/time.js';
import {
  timerQuery,
  useDiscardTimer,
  useStartTimer,
  useStopTimer,
  type RunningTimer,
} from '../../api/timer.js';
import { Button, ErrorNotice } from '../../components/ui.js';
import { formatDate, humanize } from '../../lib/format.js';
import { formatMinutes } from '../../lib/issue-view.js';
import { Elapsed } from '../../components/timer-chip.js';

/** Hours on this issue: the total, the entries, logging by hand, and the caller's timer. */
export function TimeSection({ issue, identifier }: { issue: Issue; identifier: string }) {
  const entries = useQuery(issueTimeEntriesQuery(identifier));
  return (
    <section className="side-section" aria-labelledby="time-heading">
      <h2 id="time-heading">Time</h2>
      <p className="time-total">
        <span className="muted">Logged</span> <strong>{formatMinutes(issue.spent_minutes)}</strong>
        {issue.estimate_minutes !== null ? (
          <span className="muted"> of {formatMinutes(issue.estimate_minutes)} estimated</span>
        ) : null}
      </p>
      <TimerControl issue={issue} identifier={identifier} />
      <LogTimeForm identifier={identifier} />
      <ErrorNotice error={entries.error} />
      {entries.data && entries.data.length > 0 ? (
        <ul className="time-entries" aria-label="Time entries">
          {entries.data.map((entry) => (
            <li key={entry.id} className="time-entry">
              <span>
                <strong>{formatMinutes(entry.minutes)}</strong> {entry.actor.name}
              </span>
              <span className="muted">
                {formatDate(entry.spent_on)} ·{' '}
                {humanize(entry.source === 'agent_run' ? 'agent run' : entry.source)}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : entries.data ? (
        <p className="muted side-note">No time logged yet.</p>
      ) : null}
    </section>
  );
}

function TimerControl({ issue, identifier }: { issue: Issue; identifier: string }) {
  const timer = useQuery(timerQuery);
  const start = useStartTimer();
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const running = timer.data ?? null;
  const here = running !== null && running.issue_id !== undefined && sameIssue(running, issue);
  return (
    <div className="timer">
      {here && running ? (
        <>
          <span className="timer-clock" role="timer" aria-label="Timer on this issue">
            <Elapsed since={running.started_at} />
          </span>
          <Button variant="primary" busy={stop.isPending} onClick={() => stop.mutate()}>
            Stop timer
          </Button>
          <Button variant="ghost" busy={discard.isPending} onClick={() => discard.mutate()}>
            Discard
          </Button>
        </>
      ) : (
        <>
          <Button
            busy={start.isPending}
            onClick={() => start.mutate({ issue: identifier, note: '' })}
            disabled={timer.isPending}
          >
            Start timer
          </Button>
          {running ? (
            <span className="muted side-note">
              Running on <Link to={`/issues/${running.issue}`}>{running.issue}</Link>; starting here stops it
              and logs its time.
            </span>
          ) : null}
        </>
      )}
      <ErrorNotice error={start.error ?? stop.error ?? discard.error ?? timer.error} />
    </div>
  );
}

function sameIssue(timer: RunningTimer, issue: Issue): boolean {
  return timer.issue.toUpperCase() === issue.id.toUpperCase() || timer.issue.endsWith(`-${issue.number}`);
}

function LogTimeForm({ identifier }: { identifier: string }) {
  const id = useId();
  const [duration, setDuration] = useState('');
  const [note, setNote] = useState('');
  const log = useLogTime();
  const durationError = fieldError(log.error, 'duration') ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate(
      { subject: { issue: identifier }, body: { duration, ...(note.trim() ? { note } : {}) } },
      {
        onSuccess: () => {
          setDuration('');
          setNote('');
        },
      },
    );
  };
  return (
    <form className="log-time" onSubmit={submit} aria-label="Log time">
      <div className="field">
        <label htmlFor={`${id}-duration`}>Time spent</label>
        <input
          id={`${id}-duration`}
          value={duration}
          placeholder="e.g. 1h 30m"
          required
          onChange={(event) => setDuration(event.target.value)}
          aria-invalid={durationError ? true : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note</label>
        <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {durationError ? <p className="field-error">{durationError}</p> : <ErrorNotice error={log.error} />}
      <Button type="submit" busy={log.isPending}>
        Log time
      </Button>
    </form>
  );
}
