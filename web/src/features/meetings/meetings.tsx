import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MEETING_RECURRENCES } from '../../../../src/schemas/enums.js';
import { fieldError } from '../../api/client.js';
import {
  meetingsQuery,
  seriesQuery,
  useScheduleMeeting,
  type MeetingRecurrence,
  type MeetingSummary,
  type MeetingWhen,
} from '../../api/meetings.js';
import { pickablesQuery } from '../../api/members.js';
import { projectsQuery } from '../../api/projects.js';
import { canContribute, useSession } from '../../api/session.js';
import { unlessShownAtField } from '../../api/work.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { localInputToIso } from '../../lib/calendar.js';
import { formatDateTime, humanize } from '../../lib/format.js';
import '../../screens.css';

const WHEN_OPTIONS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

export function MeetingsPage() {
  const [params, setParams] = useSearchParams();
  const [scheduling, setScheduling] = useState(false);
  const session = useSession();
  const when = (params.get('when') ?? 'upcoming') as MeetingWhen;
  const project = params.get('project') ?? '';
  const projects = useQuery(projectsQuery);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || (name === 'when' && value === 'upcoming')) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Meetings"
        description="Agendas, minutes and the action items that come out of them."
        actions={
          scheduling || !canContribute(session) ? null : (
            <Button variant="primary" onClick={() => setScheduling(true)}>
              Schedule meeting
            </Button>
          )
        }
      />
      {scheduling ? <ScheduleSection onDone={() => setScheduling(false)} /> : null}
      <div className="filters screen-filters" role="group" aria-label="Filter meetings">
        <SelectField
          label="When"
          options={WHEN_OPTIONS}
          value={when}
          onChange={(event) => setFilter('when', event.target.value)}
        />
        <SelectField
          label="Project"
          options={[
            { value: '', label: 'All projects' },
            ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          value={project}
          onChange={(event) => setFilter('project', event.target.value)}
        />
      </div>
      <MeetingList when={when} project={project} />
    </>
  );
}

function MeetingList({ when, project }: { when: MeetingWhen; project: string }) {
  const meetings = useQuery(meetingsQuery(when, project));
  const title = when === 'past' ? 'Past meetings' : when === 'all' ? 'All meetings' : 'Upcoming meetings';
  return (
    <Section title={title}>
      {meetings.isPending ? (
        <Loading />
      ) : meetings.isError ? (
        <ErrorNotice error={meetings.error} />
      ) : meetings.data.length === 0 ? (
        <EmptyState title={when === 'past' ? 'No past meetings' : 'Nothing scheduled'}>
          {when === 'upcoming' ? 'Schedule one to share an agenda before it starts.' : null}
        </EmptyState>
      ) : (
        <ul className="list">
          {meetings.data.map((meeting) => (
            <li key={meeting.id} className="list-row">
              <div className="list-main">
                <Link className="list-title link-strong" to={`/meetings/${meeting.id}`}>
                  {meeting.title}
                </Link>
                <span className="muted">
                  {formatDateTime(meeting.scheduled_for)} · {meeting.duration_minutes} min · {meeting.project}
                  {meeting.location ? ` · ${meeting.location}` : ''}
                </span>
              </div>
              {meeting.recurring ? <Badge>Series</Badge> : null}
              <MeetingStatusBadge meeting={meeting} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function MeetingStatusBadge({ meeting }: { meeting: Pick<MeetingSummary, 'status'> }) {
  const tone =
    meeting.status === 'canceled'
      ? 'bad'
      : meeting.status === 'minuted'
        ? 'good'
        : meeting.status === 'held'
          ? 'warn'
          : 'neutral';
  return <Badge tone={tone}>{humanize(meeting.status)}</Badge>;
}

/** The next full hour, as a `datetime-local` value in the reader's zone. */
function nextHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  date.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

/** The schedule form's fields and its write: a new meeting opens once scheduled. */
function useScheduleForm(onDone: () => void) {
  const navigate = useNavigate();
  const projects = useQuery(projectsQuery);
  const [title, setTitle] = useState('');
  const [project, setProject] = useState('');
  const [start, setStart] = useState(nextHour);
  const [duration, setDuration] = useState('30');
  const [location, setLocation] = useState('');
  const [repeat, setRepeat] = useState<'' | MeetingRecurrence>('');
  const [count, setCount] = useState('4');
  const [attendees, setAttendees] = useState<string[]>([]);
  const projectId = project || String(projects.data?.[0]?.id ?? '');
  const schedule = useScheduleMeeting();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title,
      project: Number(projectId),
      scheduled_for: localInputToIso(start),
      duration_minutes: Number(duration),
      location,
      attendees: attendees.map((actor) => ({ actor, required: true })),
      ...(repeat ? { recurrence: { every: repeat, count: Number(count) } } : {}),
    };
    schedule.mutate(body, {
      onSuccess: (meeting) => {
        onDone();
        void navigate(`/meetings/${meeting.id}`);
      },
    });
  };
  return {
    projects,
    schedule,
    submit,
    fields: { title, projectId, start, duration, location, repeat, count, attendees },
    set: { setTitle, setProject, setStart, setDuration, setLocation, setRepeat, setCount, setAttendees },
  };
}

const SCHEDULE_FIELDS = [
  'title',
  'project',
  'scheduled_for',
  'duration_minutes',
  'location',
  'recurrence.count',
  'attendees',
];

function ScheduleSection({ onDone }: { onDone: () => void }) {
  const { projects, schedule, submit, fields, set } = useScheduleForm(onDone);
  const error = (field: string) => fieldError(schedule.error, field);
  if (projects.isSuccess && projects.data.length === 0) {
    return (
      <Section title="Schedule a meeting">
        <EmptyState title="No projects yet">A meeting belongs to a project; create one first.</EmptyState>
        <Button variant="ghost" onClick={onDone}>
          Close
        </Button>
      </Section>
    );
  }
  return (
    <Section title="Schedule a meeting" description="Tandem sends no invitations; attendees see it here.">
      <form onSubmit={submit} aria-label="Schedule a meeting" className="form-grid">
        <TextField
          label="Title"
          required
          autoFocus
          value={fields.title}
          error={error('title')}
          onChange={(event) => set.setTitle(event.target.value)}
        />
        <div className="form-columns">
          <SelectField
            label="Project"
            options={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={fields.projectId}
            error={error('project')}
            onChange={(event) => set.setProject(event.target.value)}
          />
          <ScheduleWhenFields fields={fields} set={set} error={error} />
        </div>
        <AttendeesField attendees={fields.attendees} onChange={set.setAttendees} error={error('attendees')} />
        <ErrorNotice error={unlessShownAtField(schedule.error, SCHEDULE_FIELDS)} />
        <div className="row">
          <Button type="submit" variant="primary" busy={schedule.isPending}>
            Schedule
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Section>
  );
}

type ScheduleForm = ReturnType<typeof useScheduleForm>;

/** When, for how long, where, and how often. */
function ScheduleWhenFields({
  fields,
  set,
  error,
}: {
  fields: ScheduleForm['fields'];
  set: ScheduleForm['set'];
  error: (field: string) => string | undefined;
}) {
  return (
    <>
      <TextField
        label="Starts"
        type="datetime-local"
        required
        value={fields.start}
        error={error('scheduled_for')}
        onChange={(event) => set.setStart(event.target.value)}
      />
      <TextField
        label="Duration (minutes)"
        type="number"
        min={1}
        max={1440}
        value={fields.duration}
        error={error('duration_minutes')}
        onChange={(event) => set.setDuration(event.target.value)}
      />
      <TextField
        label="Location"
        value={fields.location}
        placeholder="Room, or a call link"
        error={error('location')}
        onChange={(event) => set.setLocation(event.target.value)}
      />
      <SelectField
        label="Repeats"
        options={[
          { value: '', label: 'Does not repeat' },
          ...MEETING_RECURRENCES.map((every) => ({ value: every, label: humanize(every) })),
        ]}
        value={fields.repeat}
        onChange={(event) => set.setRepeat(event.target.value as '' | MeetingRecurrence)}
      />
      {fields.repeat ? (
        <TextField
          label="Number of meetings"
          type="number"
          min={2}
          value={fields.count}
          error={error('recurrence.count') ?? error('recurrence')}
          onChange={(event) => set.setCount(event.target.value)}
        />
      ) : null}
    </>
  );
}

/** People and agents of the workspace, each a checkbox. */
function AttendeesField({
  attendees,
  onChange,
  error,
}: {
  attendees: string[];
  onChange: (next: (current: string[]) => string[]) => void;
  error: string | undefined;
}) {
  const pickables = useQuery(pickablesQuery);
  const toggle = (key: string, on: boolean) =>
    onChange((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
  return (
    <fieldset className="pick-list">
      <legend>Attendees</legend>
      {pickables.isPending && pickables.fetchStatus !== 'idle' ? (
        <Loading label="Loading members…" />
      ) : pickables.isError ? (
        <ErrorNotice error={pickables.error} />
      ) : (
        (pickables.data ?? []).map((pickable) => (
          <label key={pickable.key} className="check">
            <input
              type="checkbox"
              checked={attendees.includes(pickable.key)}
              onChange={(event) => toggle(pickable.key, event.target.checked)}
            />
            {pickable.name}
            {pickable.type === 'agent' ? <span className="muted"> (agent)</span> : null}
          </label>
        ))
      )}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

/** Other meetings of a series, newest information first. */
export function useSeries(series: string | null) {
  return useQuery(seriesQuery(series));
}
