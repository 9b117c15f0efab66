import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { timerQuery, useStopTimer } from '../api/timer.js';
import { formatElapsed } from '../lib/issue-view.js';

/** Time since `since`, ticking every second. */
export function Elapsed({ since }: { since: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return <>{formatElapsed(since, now)}</>;
}

/**
 * The running timer on every page of the shell (issue 30): its issue, the time so far and Stop. Read
 * again when the window regains focus and every minute, so a timer started elsewhere shows up.
 */
export function TimerChip() {
  const timer = useQuery(timerQuery);
  const stop = useStopTimer();
  const running = timer.data ?? null;
  if (!running) return null;
  return (
    <div className="timer-chip" role="group" aria-label="Current timer">
      <span className="timer-chip-dot" aria-hidden="true" />
      <Link to={`/issues/${encodeURIComponent(running.issue)}`} className="timer-chip-issue">
        {running.issue}
      </Link>
      <span role="timer" aria-label="Time so far" className="timer-chip-clock">
        <Elapsed since={running.started_at} />
      </span>
      <button
        type="button"
        className="button button-secondary timer-chip-stop"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        Stop
      </button>
    </div>
  );
}
