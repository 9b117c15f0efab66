import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MEETING_RECURRENCES } from '../../../../src/schemas/enums.js';
import { ApiError, api } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import { PAGE, unlessShownAtField, usePickables, useProjects } from '../../api/work.js';
import type { Meeting, MeetingRecurrence } from '../../api/work-types.js';
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

export const MEETINGS_KEY = ['meetings'];

export function MeetingsPage() {
  const [params, setParams] = useSearchParams();
  const [scheduling, setScheduling] = useState(false);
  const session = useSession();
  const when = params.get('when') ?? 'upcoming';
  const project = params.get('project') ?? '';
  const projects = useProjects();
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

function MeetingList({ when, project }: { when: string; project: string }) {
  const query = new URLSearchParams({ when, per_page: '100' });
  if (project) query.set('project', project);
  const meetings = useQuery({
    queryKey: [...MEETINGS_KEY, when, project],
    queryFn: () => api.get<Meeting[]>(`/api/v1/meetings?${query.toString()}`),
  });
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

export function MeetingStatusBadge({ meeting }: { meeting: Meeting }) {
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

function ScheduleSection({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const projects = useProjects();
  const pickables = usePickables();
  const [title, setTitle] = useState('');
  const [project, setProject] = useState('');
  const [start, setStart] = useState(nextHour);
  const [duration, setDuration] = useState('30');
  const [location, setLocation] = useState('');
  const [repeat, setRepeat] = useState<'' | MeetingRecurrence>('');
  const [count, setCount] = useState('4');
  const [attendees, setAttendees] = useState<string[]>([]);
  const projectId = project || String(projects.data?.[0]?.id ?? '');
  const schedule = useMutation({
    mutationFn: () =>
      api.post<Meeting>('/api/v1/meetings', {
        title,
        project: Number(projectId),
        scheduled_for: localInputToIso(start),
        duration_minutes: Number(duration),
        location,
        attendees: attendees.map((actor) => ({ actor, required: true })),
        ...(repeat ? { recurrence: { every: repeat, count: Number(count) } } : {}),
      }),
    onSuccess: (meeting) => {
      void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
      onDone();
      void navigate(`/meetings/${meeting.id}`);
    },
  });
  const fieldError = (field: string) =>
    schedule.error instanceof ApiError ? schedule.error.fieldError(field) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate();
  };
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
  const toggle = (key: string, on: boolean) =>
    setAttendees((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
  return (
    <Section title="Schedule a meeting" description="Tandem sends no invitations; attendees see it here.">
      <form onSubmit={submit} aria-label="Schedule a meeting" className="form-grid">
        <TextField
          label="Title"
          required
          autoFocus
          value={title}
          error={fieldError('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="form-columns">
          <SelectField
            label="Project"
            options={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={projectId}
            error={fieldError('project')}
            onChange={(event) => setProject(event.target.value)}
          />
          <TextField
            label="Starts"
            type="datetime-local"
            required
            value={start}
            error={fieldError('scheduled_for')}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label="Duration (minutes)"
            type="number"
            min={1}
            max={1440}
            value={duration}
            error={fieldError('duration_minutes')}
            onChange={(event) => setDuration(event.target.value)}
          />
          <TextField
            label="Location"
            value={location}
            placeholder="Room, or a call link"
            error={fieldError('location')}
            onChange={(event) => setLocation(event.target.value)}
          />
          <SelectField
            label="Repeats"
            options={[
              { value: '', label: 'Does not repeat' },
              ...MEETING_RECURRENCES.map((every) => ({ value: every, label: humanize(every) })),
            ]}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value as '' | MeetingRecurrence)}
          />
          {repeat ? (
            <TextField
              label="Number of meetings"
              type="number"
              min={2}
              value={count}
              error={fieldError('recurrence.count') ?? fieldError('recurrence')}
              onChange={(event) => setCount(event.target.value)}
            />
          ) : null}
        </div>
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
          {fieldError('attendees') ? <p className="field-error">{fieldError('attendees')}</p> : null}
        </fieldset>
        <ErrorNotice
          error={unlessShownAtField(schedule.error, [
            'title',
            'project',
            'scheduled_for',
            'duration_minutes',
            'location',
            'recurrence.count',
            'attendees',
          ])}
        />
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

/** Other meetings of a series, newest information first. */
export function useSeries(series: string | null) {
  return useQuery({
    queryKey: [...MEETINGS_KEY, 'series', series],
    enabled: series !== null,
    queryFn: () => api.get<Meeting[]>(`/api/v1/meetings?series=${series}&when=all&${PAGE}`),
  });
}
