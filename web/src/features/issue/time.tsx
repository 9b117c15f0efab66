import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../api/client.js';
import {
  issueKey,
  issuePath,
  TIMER_KEY,
  useIssueList,
  useTimer,
  type Issue,
  type TimeEntry,
  type Timer,
} from '../../api/issue-page.js';
import { Button, ErrorNotice } from '../../components/ui.js';
import { formatDate, humanize } from '../../lib/format.js';
import { formatMinutes } from '../../lib/issue-view.js';
import { Elapsed } from '../../components/timer-chip.js';

/** Hours on this issue: the total, the entries, logging by hand, and the caller's timer. */
export function TimeSection({ issue, identifier }: { issue: Issue; identifier: string }) {
  const entries = useIssueList<TimeEntry>(
    identifier,
    'time',
    `/api/v1/time-entries?issue_id=${encodeURIComponent(identifier)}&per_page=100`,
  );
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

function useTimeChanged(identifier: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TIMER_KEY });
    void queryClient.invalidateQueries({ queryKey: issueKey(identifier) });
  };
}

function TimerControl({ issue, identifier }: { issue: Issue; identifier: string }) {
  const timer = useTimer();
  const changed = useTimeChanged(identifier);
  const start = useMutation({
    mutationFn: () => api.post<Timer>(`${issuePath(identifier)}/timer`, {}),
    onSuccess: changed,
  });
  const stop = useMutation({
    mutationFn: () => api.post<TimeEntry>('/api/v1/timer/stop', undefined),
    onSuccess: changed,
  });
  const discard = useMutation({ mutationFn: () => api.delete('/api/v1/timer'), onSuccess: changed });
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
          <Button busy={start.isPending} onClick={() => start.mutate()} disabled={timer.isPending}>
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

function sameIssue(timer: Timer, issue: Issue): boolean {
  return timer.issue.toUpperCase() === issue.id.toUpperCase() || timer.issue.endsWith(`-${issue.number}`);
}

function LogTimeForm({ identifier }: { identifier: string }) {
  const id = useId();
  const [duration, setDuration] = useState('');
  const [note, setNote] = useState('');
  const changed = useTimeChanged(identifier);
  const log = useMutation({
    mutationFn: () =>
      api.post<TimeEntry>(`${issuePath(identifier)}/time`, { duration, ...(note.trim() ? { note } : {}) }),
    onSuccess: () => {
      setDuration('');
      setNote('');
      changed();
    },
  });
  const fieldError = log.error instanceof ApiError ? (log.error.fieldError('duration') ?? null) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate();
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
          aria-invalid={fieldError ? true : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note</label>
        <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {fieldError ? <p className="field-error">{fieldError}</p> : <ErrorNotice error={log.error} />}
      <Button type="submit" busy={log.isPending}>
        Log time
      </Button>
    </form>
  );
}
