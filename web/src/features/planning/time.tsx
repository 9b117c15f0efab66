import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ABSENCE_KINDS } from '../../../../src/schemas/enums.js';
import { ApiError, api, request } from '../../api/client.js';
import { isAdmin, useSession } from '../../api/session.js';
import { TIMER_KEY, timerQuery } from '../../api/timer.js';
import { fetchAll, issuePath, PAGE, TIME_KEY, unlessShownAtField } from '../../api/work.js';
import type { Meeting, RecordedAbsences, TimeEntry, Timer } from '../../api/work-types.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import {
  addDays,
  dayLabel,
  formatMinutes,
  rangeLabel,
  today,
  weekDays,
  weekStart,
} from '../../lib/calendar.js';
import { humanize } from '../../lib/format.js';
import { TeamHours } from './time-team.js';
import '../../screens.css';

const DURATION_HINT = 'As the API takes it: 1h 30m, 45m, 2d (a day is 8 hours, a week 5 days).';

export function TimePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const monday = weekStart(params.get('week') ?? today());
  const goTo = (day: string) => {
    const next = new URLSearchParams(params);
    if (day === weekStart(today())) next.delete('week');
    else next.set('week', day);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Time"
        description="Your hours, day by day: issues, meetings and absences."
        actions={
          <div className="row" role="group" aria-label="Week">
            <Button onClick={() => goTo(addDays(monday, -7))}>Previous week</Button>
            <Button onClick={() => goTo(weekStart(today()))} disabled={monday === weekStart(today())}>
              This week
            </Button>
            <Button onClick={() => goTo(addDays(monday, 7))}>Next week</Button>
          </div>
        }
      />
      <TimerSection />
      <LogTimeSection monday={monday} />
      <WeekSection monday={monday} />
      <AbsenceSection />
      {isAdmin(session) ? <TeamHours monday={monday} /> : null}
    </>
  );
}

function useWeekEntries(monday: string) {
  const sunday = addDays(monday, 6);
  return useQuery({
    queryKey: [...TIME_KEY, 'mine', monday],
    queryFn: () => fetchAll<TimeEntry>(`/api/v1/time-entries?mine=1&from=${monday}&to=${sunday}&${PAGE}`),
  });
}

function WeekSection({ monday }: { monday: string }) {
  const entries = useWeekEntries(monday);
  const sunday = addDays(monday, 6);
  const agentRuns = useQuery({
    queryKey: [...TIME_KEY, 'agent-runs', monday],
    queryFn: () =>
      fetchAll<TimeEntry>(`/api/v1/time-entries?source=agent_run&from=${monday}&to=${sunday}&${PAGE}`),
  });
  const total = (entries.data ?? []).reduce((sum, entry) => sum + entry.minutes, 0);
  return (
    <Section
      title={`Week of ${rangeLabel(monday, sunday)}`}
      actions={entries.isSuccess ? <span className="week-total">Total {formatMinutes(total)}</span> : null}
    >
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <ErrorNotice error={entries.error} />
      ) : (
        <div className="week">
          {entries.data.length === 0 && (agentRuns.data ?? []).length === 0 ? (
            <EmptyState title="Nothing logged this week">
              Log time above, or start the timer on an issue.
            </EmptyState>
          ) : null}
          {weekDays(monday).map((day) => (
            <DayGroup
              key={day}
              day={day}
              entries={entries.data.filter((entry) => entry.spent_on === day)}
              agentRuns={(agentRuns.data ?? []).filter((entry) => entry.spent_on === day)}
            />
          ))}
        </div>
      )}
      <ErrorNotice error={agentRuns.error} title="Agent runs could not be loaded." />
    </Section>
  );
}

function DayGroup({
  day,
  entries,
  agentRuns,
}: {
  day: string;
  entries: TimeEntry[];
  agentRuns: TimeEntry[];
}) {
  const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const headingId = `day-${day}`;
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  return (
    <section className={`day${weekend ? ' day-weekend' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="day-head">
        <span>{dayLabel(day)}</span>
        <span className="muted">{minutes > 0 ? formatMinutes(minutes) : '—'}</span>
      </h3>
      {entries.length === 0 && agentRuns.length === 0 ? null : (
        <ul className="list">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
          {agentRuns.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function subjectLink(entry: TimeEntry) {
  if (entry.subject === 'issue' && entry.issue) {
    return (
      <Link className="link-strong" to={issuePath(entry.issue)}>
        <span className="mono muted">{entry.issue}</span> {entry.title}
      </Link>
    );
  }
  if (entry.subject === 'meeting' && entry.meeting) {
    return (
      <Link className="link-strong" to={`/meetings/${entry.meeting}`}>
        {entry.title}
      </Link>
    );
  }
  return <span>{entry.title}</span>;
}

function EntryRow({ entry }: { entry: TimeEntry }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = async () => {
    await api.delete(
      entry.subject === 'absence' ? `/api/v1/absences/${entry.id}` : `/api/v1/time-entries/${entry.id}`,
    );
    await queryClient.invalidateQueries({ queryKey: TIME_KEY });
  };
  const titleId = `entry-${entry.id}`;
  if (editing) return <EditEntry entry={entry} onDone={() => setEditing(false)} />;
  return (
    <li className={`list-row entry entry-${entry.subject}`}>
      <div className="list-main">
        <span className="list-title" id={titleId}>
          {subjectLink(entry)}
        </span>
        <span className="muted">
          {entry.subject === 'absence' ? humanize(entry.absence ?? 'absence') : humanize(entry.subject)}
          {entry.source === 'timer' ? ' · timer' : ''}
          {entry.source === 'agent_run' ? ` · agent run by ${entry.actor.name}` : ''}
          {entry.note ? ` · ${entry.note}` : ''}
        </span>
      </div>
      <span className="entry-minutes">{formatMinutes(entry.minutes)}</span>
      {entry.editable ? (
        <>
          <Button variant="ghost" aria-describedby={titleId} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ConfirmButton
            label="Delete"
            describedBy={titleId}
            title="Delete these hours?"
            body={`${formatMinutes(entry.minutes)} on ${dayLabel(entry.spent_on)}: ${entry.title}.`}
            confirmLabel="Delete"
            onConfirm={remove}
          />
        </>
      ) : (
        <Badge>Read-only</Badge>
      )}
    </li>
  );
}

function EditEntry({ entry, onDone }: { entry: TimeEntry; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [duration, setDuration] = useState(formatMinutes(entry.minutes));
  const [day, setDay] = useState(entry.spent_on);
  const [note, setNote] = useState(entry.note ?? '');
  const save = useMutation({
    mutationFn: () =>
      api.patch<TimeEntry>(`/api/v1/time-entries/${entry.id}`, {
        duration,
        spent_on: day,
        note: note === '' ? null : note,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TIME_KEY });
      onDone();
    },
  });
  const fieldError = (field: string) =>
    save.error instanceof ApiError ? save.error.fieldError(field) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <li className="list-row">
      <form onSubmit={submit} className="form-inline entry-edit" aria-label={`Edit ${entry.title}`}>
        <TextField
          label="Duration"
          value={duration}
          autoFocus
          error={fieldError('duration')}
          onChange={(event) => setDuration(event.target.value)}
        />
        <TextField
          label="Day"
          type="date"
          value={day}
          error={fieldError('spent_on')}
          onChange={(event) => setDay(event.target.value)}
        />
        <TextField
          label="Note"
          value={note}
          error={fieldError('note')}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <ErrorNotice error={unlessShownAtField(save.error, ['duration', 'spent_on', 'note'])} />
      </form>
    </li>
  );
}

function LogTimeSection({ monday }: { monday: string }) {
  const queryClient = useQueryClient();
  const defaultDay = weekStart(today()) === monday ? today() : monday;
  const [subject, setSubject] = useState<'issue' | 'meeting'>('issue');
  const [issue, setIssue] = useState('');
  const [meeting, setMeeting] = useState('');
  const [duration, setDuration] = useState('');
  const [day, setDay] = useState(defaultDay);
  const [note, setNote] = useState('');
  useEffect(() => setDay(defaultDay), [defaultDay]);
  const meetings = useQuery({
    queryKey: ['meetings', 'for-time'],
    enabled: subject === 'meeting',
    queryFn: () => api.get<Meeting[]>(`/api/v1/meetings?when=all&${PAGE}`),
  });
  const meetingId = meeting || meetings.data?.[0]?.id || '';
  const log = useMutation({
    mutationFn: () => {
      const path =
        subject === 'issue'
          ? `/api/v1/issues/${encodeURIComponent(issue.trim())}/time`
          : `/api/v1/meetings/${meetingId}/time`;
      return api.post<TimeEntry>(path, { duration, spent_on: day, ...(note ? { note } : {}) });
    },
    onSuccess: async () => {
      setDuration('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: TIME_KEY });
    },
  });
  const fieldError = (field: string) =>
    log.error instanceof ApiError ? log.error.fieldError(field) : undefined;
  // An unknown issue is a 404 of the address, said at the field that named it.
  const issueError =
    subject === 'issue' && log.error instanceof ApiError && log.error.status === 404
      ? log.error.message
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.mutate();
  };
  return (
    <Section title="Log time">
      <form onSubmit={submit} aria-label="Log time" className="form-grid">
        <div className="form-columns">
          <SelectField
            label="For"
            options={[
              { value: 'issue', label: 'An issue' },
              { value: 'meeting', label: 'A meeting' },
            ]}
            value={subject}
            onChange={(event) => setSubject(event.target.value as 'issue' | 'meeting')}
          />
          {subject === 'issue' ? (
            <TextField
              label="Issue"
              required
              placeholder="ACME-12"
              value={issue}
              error={issueError}
              onChange={(event) => setIssue(event.target.value)}
            />
          ) : (
            <SelectField
              label="Meeting"
              options={(meetings.data ?? []).map((m) => ({ value: m.id, label: m.title }))}
              value={meetingId}
              hint={meetings.isSuccess && meetings.data.length === 0 ? 'No meetings yet.' : undefined}
              onChange={(event) => setMeeting(event.target.value)}
            />
          )}
          <TextField
            label="Duration"
            required
            placeholder="1h 30m"
            hint={DURATION_HINT}
            value={duration}
            error={fieldError('duration') ?? fieldError('minutes')}
            onChange={(event) => setDuration(event.target.value)}
          />
          <TextField
            label="Day"
            type="date"
            required
            value={day}
            error={fieldError('spent_on')}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <TextField
          label="Note"
          value={note}
          error={fieldError('note')}
          onChange={(event) => setNote(event.target.value)}
        />
        <ErrorNotice
          error={
            issueError ? null : unlessShownAtField(log.error, ['duration', 'minutes', 'spent_on', 'note'])
          }
        />
        <div className="row">
          <Button type="submit" variant="primary" busy={log.isPending}>
            Log time
          </Button>
          {log.isSuccess ? (
            <span className="muted" role="status">
              Logged {formatMinutes(log.data.minutes)} on {dayLabel(log.data.spent_on)}.
            </span>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function elapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function TimerSection() {
  const queryClient = useQueryClient();
  const timer = useQuery(timerQuery);
  const [now, setNow] = useState(() => Date.now());
  const running = timer.data ?? null;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  const [issue, setIssue] = useState('');
  const [note, setNote] = useState('');
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: TIMER_KEY });
    await queryClient.invalidateQueries({ queryKey: TIME_KEY });
  };
  const start = useMutation({
    mutationFn: () =>
      api.post<Timer>(`/api/v1/issues/${encodeURIComponent(issue.trim())}/timer`, note ? { note } : {}),
    onSuccess: async () => {
      setIssue('');
      setNote('');
      await settle();
    },
  });
  const stop = useMutation({
    mutationFn: () => api.post<TimeEntry>('/api/v1/timer/stop'),
    onSuccess: settle,
  });
  const discard = useMutation({ mutationFn: () => api.delete('/api/v1/timer'), onSuccess: settle });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <Section title="Timer">
      {timer.isPending ? (
        <Loading />
      ) : timer.isError ? (
        <ErrorNotice error={timer.error} />
      ) : running ? (
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
      ) : (
        <form onSubmit={submit} className="form-inline" aria-label="Start a timer">
          <TextField
            label="Timer issue"
            required
            placeholder="ACME-12"
            value={issue}
            error={
              start.error instanceof ApiError && start.error.status === 404 ? start.error.message : undefined
            }
            onChange={(event) => setIssue(event.target.value)}
          />
          <TextField label="Timer note" value={note} onChange={(event) => setNote(event.target.value)} />
          <Button type="submit" busy={start.isPending}>
            Start timer
          </Button>
        </form>
      )}
      <ErrorNotice
        error={
          start.error instanceof ApiError && start.error.status === 404
            ? null
            : (start.error ?? stop.error ?? discard.error)
        }
      />
      {stop.data ? (
        <p className="muted" role="status">
          Logged {formatMinutes(stop.data.minutes)} on {stop.data.issue}.
        </p>
      ) : null}
    </Section>
  );
}

const KIND_OPTIONS = ABSENCE_KINDS.filter((kind) => kind !== 'public_holiday').map((kind) => ({
  value: kind,
  label: humanize(kind),
}));

function AbsenceSection() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState('vacation');
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState(today());
  const [duration, setDuration] = useState('1d');
  const [note, setNote] = useState('');
  const record = useMutation({
    mutationFn: () =>
      request<RecordedAbsences>('POST', '/api/v1/absences', {
        kind,
        ...(from === to ? { date: from } : { from, to }),
        duration,
        ...(note ? { note } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
  const fieldError = (field: string) =>
    record.error instanceof ApiError ? record.error.fieldError(field) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate();
  };
  const result = record.data;
  const holidays = Object.entries(result?.skipped.holidays ?? {});
  return (
    <Section
      title="Record an absence"
      description="Weekends, public holidays and days already recorded are skipped."
    >
      <form onSubmit={submit} aria-label="Record an absence" className="form-grid">
        <div className="form-columns">
          <SelectField
            label="Kind"
            options={KIND_OPTIONS}
            value={kind}
            error={fieldError('kind')}
            onChange={(event) => setKind(event.target.value)}
          />
          <TextField
            label="Hours per day"
            hint="A duration: 1d is a full day, 4h half of one."
            value={duration}
            error={fieldError('duration') ?? fieldError('minutes')}
            onChange={(event) => setDuration(event.target.value)}
          />
          <TextField
            label="From"
            type="date"
            required
            value={from}
            error={fieldError('from') ?? fieldError('date')}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            required
            value={to}
            error={fieldError('to')}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <TextField
          label="Absence note"
          value={note}
          error={fieldError('note')}
          onChange={(event) => setNote(event.target.value)}
        />
        <ErrorNotice
          error={unlessShownAtField(record.error, [
            'kind',
            'duration',
            'minutes',
            'from',
            'date',
            'to',
            'note',
          ])}
        />
        <div className="row">
          <Button type="submit" variant="primary" busy={record.isPending}>
            Record absence
          </Button>
        </div>
      </form>
      {result ? (
        <div className="notice notice-good absence-result" role="status" aria-label="Absence recorded">
          <p>
            <strong>{result.summary}</strong>
          </p>
          <ul>
            {holidays.map(([date, name]) => (
              <li key={date}>
                {dayLabel(date)}: {name}, a public holiday, not taken as {humanize(kind)}
              </li>
            ))}
            {result.skipped.already_recorded.map((date) => (
              <li key={date}>{dayLabel(date)} already recorded, left alone</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
