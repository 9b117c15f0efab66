import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldError } from '../../api/client.js';
import { isAdmin, useSession } from '../../api/session.js';
import {
  agentRunsWeekQuery,
  myWeekQuery,
  useChangeTimeEntry,
  useDeleteTimeEntry,
  type TimeEntry,
} from '../../api/time.js';
import { issuePath, unlessShownAtField } from '../../api/work.js';
import {
  Badge,
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
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
import { AbsenceSection } from './time-absence.js';
import { LogTimeSection } from './time-log.js';
import { TeamHours } from './time-team.js';
import { TimerSection } from './time-timer.js';
import '../../screens.css';

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

function WeekSection({ monday }: { monday: string }) {
  const sunday = addDays(monday, 6);
  const entries = useQuery(myWeekQuery(monday, sunday));
  const agentRuns = useQuery(agentRunsWeekQuery(monday, sunday));
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
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteTimeEntry();
  const remove = () => deletion.mutateAsync(entry);
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
  const [duration, setDuration] = useState(formatMinutes(entry.minutes));
  const [day, setDay] = useState(entry.spent_on);
  const [note, setNote] = useState(entry.note ?? '');
  const save = useChangeTimeEntry();
  const error = (field: string) => fieldError(save.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: entry.id, change: { duration, spent_on: day, note: note === '' ? null : note } },
      { onSuccess: onDone },
    );
  };
  return (
    <li className="list-row">
      <form onSubmit={submit} className="form-inline entry-edit" aria-label={`Edit ${entry.title}`}>
        <TextField
          label="Duration"
          value={duration}
          autoFocus
          error={error('duration')}
          onChange={(event) => setDuration(event.target.value)}
        />
        <TextField
          label="Day"
          type="date"
          value={day}
          error={error('spent_on')}
          onChange={(event) => setDay(event.target.value)}
        />
        <TextField
          label="Note"
          value={note}
          error={error('note')}
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
