import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.js';
import {
  timerQuery,
  useDiscardTimer,
  useStartTimer,
  useStopTimer,
  type RunningTimer,
} from '../../api/timer.js';
import { issuePath } from '../../api/work.js';
import { Button, ErrorNotice, Loading, Section, TextField } from '../../components/ui.js';
import { formatMinutes } from '../../lib/calendar.js';

function elapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Start, stop and discard, each refreshing the timer and the hours. */
function useTimerActions() {
  const [issue, setIssue] = useState('');
  const [note, setNote] = useState('');
  const start = useStartTimer();
  const begin = () =>
    start.mutate(
      { issue: issue.trim(), note },
      {
        onSuccess: () => {
          setIssue('');
          setNote('');
        },
      },
    );
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  return { issue, setIssue, note, setNote, start, begin, stop, discard };
}

/** An unknown issue is a 404 of the address, said at the field that named it. */
function unknownIssue(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 404 ? error.message : undefined;
}

export function TimerSection() {
  const timer = useQuery(timerQuery);
  const actions = useTimerActions();
  const { issue, setIssue, note, setNote, start, begin, stop, discard } = actions;
  const running = timer.data ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    begin();
  };
  return (
    <Section title="Timer">
      {timer.isPending ? (
        <Loading />
      ) : timer.isError ? (
        <ErrorNotice error={timer.error} />
      ) : running ? (
        <RunningTimerRow running={running} actions={actions} />
      ) : (
        <form onSubmit={submit} className="form-inline" aria-label="Start a timer">
          <TextField
            label="Timer issue"
            required
            placeholder="ACME-12"
            value={issue}
            error={unknownIssue(start.error)}
            onChange={(event) => setIssue(event.target.value)}
          />
          <TextField label="Timer note" value={note} onChange={(event) => setNote(event.target.value)} />
          <Button type="submit" busy={start.isPending}>
            Start timer
          </Button>
        </form>
      )}
      <ErrorNotice error={unknownIssue(start.error) ? null : (start.error ?? stop.error ?? discard.error)} />
      {stop.data ? (
        <p className="muted" role="status">
          Logged {formatMinutes(stop.data.minutes)} on {stop.data.issue}.
        </p>
      ) : null}
    </Section>
  );
}

/** The running timer with its clock, ticking each second. */
function RunningTimerRow({
  running,
  actions,
}: {
  running: RunningTimer;
  actions: ReturnType<typeof useTimerActions>;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  const { stop, discard } = actions;
  return (
    <div className="timer-running" role="group" aria-label="Running timer">
      <span className="timer-clock" aria-label="Elapsed">
        {elapsed(running.started_at, now)}
      </span>
      <div className="list-main">
        <Link className="list-title link-strong" to={issuePath(running.issue)}>
          {running.issue}
        </Link>
        <span className="muted">
          {running.note ?? 'No note'} · stops by itself after {formatMinutes(running.max_minutes)}
        </span>
      </div>
      <Button variant="primary" busy={stop.isPending} onClick={() => stop.mutate()}>
        Stop and log
      </Button>
      <Button variant="ghost" busy={discard.isPending} onClick={() => discard.mutate()}>
        Discard
      </Button>
    </div>
  );
}
