import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, fieldError } from '../../api/client.js';
import {
  addActionItem,
  cancelMeeting,
  changeMeeting,
  MEETINGS_KEY,
  meetingQuery,
  sendMinutes,
  type Meeting,
} from '../../api/meetings.js';
import { canContribute, isAdmin, useSession } from '../../api/session.js';
import { issuePath, unlessShownAtField } from '../../api/work.js';
import { mailStatusQuery } from '../../api/mail.js';
import { RichTextEditor, SanitisedHtml } from '../../components/rich-text.js';
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
import { formatDateTime, humanize } from '../../lib/format.js';
import { MeetingStatusBadge, useSeries } from './meetings.js';
import '../../screens.css';

export function MeetingPage() {
  const { id = '' } = useParams();
  const meeting = useQuery(meetingQuery(id));
  if (meeting.isPending) return <Loading />;
  if (meeting.isError) {
    return (
      <>
        <PageHeader title="Meeting" />
        <ErrorNotice
          error={meeting.error}
          title={
            meeting.error instanceof ApiError && meeting.error.status === 404
              ? 'There is no such meeting in this workspace.'
              : 'The meeting could not be loaded.'
          }
        />
        <Link to="/meetings">All meetings</Link>
      </>
    );
  }
  return <MeetingView meeting={meeting.data} />;
}

function MeetingView({ meeting }: { meeting: Meeting }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const manages =
    isAdmin(session) || (meeting.organiser.type === 'user' && meeting.organiser.id === session.user.id);
  const refresh = (next: Meeting) => {
    queryClient.setQueryData(meetingQuery(meeting.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
  };
  const canceled = meeting.status === 'canceled';
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/meetings">Meetings</Link>
      </nav>
      <PageHeader
        title={meeting.title}
        description={
          <>
            {formatDateTime(meeting.scheduled_for)} · {meeting.duration_minutes} min · {meeting.project}
            {meeting.location ? ` · ${meeting.location}` : ''}
          </>
        }
        actions={
          <div className="row">
            <MeetingStatusBadge meeting={meeting} />
            {manages && !canceled ? <CancelMeeting meeting={meeting} onCanceled={refresh} /> : null}
          </div>
        }
      />
      {canceled ? (
        <div className="notice notice-error" role="status">
          This meeting was canceled{meeting.canceled_at ? ` on ${formatDateTime(meeting.canceled_at)}` : ''}.
        </div>
      ) : null}
      <Section title="Details">
        <dl className="facts">
          <div>
            <dt>Organiser</dt>
            <dd>{meeting.organiser.name}</dd>
          </div>
          <div>
            <dt>Attendees</dt>
            <dd>
              {meeting.attendees.length === 0 ? (
                <span className="muted">Nobody listed</span>
              ) : (
                <ul className="inline-list" aria-label="Attendees">
                  {meeting.attendees.map((attendee, index) => (
                    <li key={`${attendee.name}-${index}`}>
                      {attendee.name}
                      {attendee.required ? '' : ' (optional)'}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          {meeting.series ? (
            <div>
              <dt>Series</dt>
              <dd>
                <SeriesLinks meeting={meeting} />
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <AgendaSection meeting={meeting} manages={manages} onSaved={refresh} />
      <MinutesSection meeting={meeting} manages={manages} onSaved={refresh} />
      {meeting.notes !== undefined ? <NotesSection meeting={meeting} onSaved={refresh} /> : null}
      <ActionItemsSection meeting={meeting} onAdded={refresh} />
    </>
  );
}

function SeriesLinks({ meeting }: { meeting: Meeting }) {
  const series = useSeries(meeting.series);
  if (series.isPending) return <Loading />;
  if (series.isError) return <ErrorNotice error={series.error} />;
  return (
    <ol className="inline-list" aria-label="Meetings of this series">
      {series.data.map((item) => (
        <li key={item.id}>
          {item.id === meeting.id ? (
            <strong aria-current="page">{formatDateTime(item.scheduled_for)}</strong>
          ) : (
            <Link to={`/meetings/${item.id}`}>{formatDateTime(item.scheduled_for)}</Link>
          )}
          {item.status === 'canceled' ? <span className="muted"> (canceled)</span> : null}
        </li>
      ))}
    </ol>
  );
}

function CancelMeeting({ meeting, onCanceled }: { meeting: Meeting; onCanceled: (m: Meeting) => void }) {
  const [following, setFollowing] = useState(false);
  return (
    <ConfirmButton
      label="Cancel meeting"
      title={`Cancel “${meeting.title}”?`}
      body={
        <>
          <p>
            It stays in the list as canceled
            {meeting.minutes_sent_at ? ', with the minutes that were sent' : ''}. This cannot be undone.
          </p>
          {meeting.recurring ? (
            <label className="check">
              <input
                type="checkbox"
                checked={following}
                onChange={(event) => setFollowing(event.target.checked)}
              />
              Also cancel the later meetings of this series
            </label>
          ) : null}
        </>
      }
      confirmLabel="Cancel meeting"
      onConfirm={async () => onCanceled(await cancelMeeting(meeting.id, following))}
    />
  );
}

/** One text field of the meeting, edited as a draft until saved. */
function useMeetingField(
  meeting: Meeting,
  field: 'agenda' | 'minutes' | 'notes',
  onSaved: (m: Meeting) => void,
) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => changeMeeting(meeting.id, { [field]: draft ?? '' }),
    onSuccess: (next) => {
      setDraft(null);
      onSaved(next);
    },
  });
  return { draft, setDraft, save };
}

function AgendaSection({
  meeting,
  manages,
  onSaved,
}: {
  meeting: Meeting;
  manages: boolean;
  onSaved: (m: Meeting) => void;
}) {
  const { draft, setDraft, save } = useMeetingField(meeting, 'agenda', onSaved);
  const agenda = meeting.agenda ?? '';
  if (!manages || meeting.status === 'canceled') {
    return (
      <Section title="Agenda">
        <SanitisedHtml html={agenda} empty="No agenda yet." />
      </Section>
    );
  }
  return (
    <Section title="Agenda" description="What the meeting is for; attendees read it beforehand.">
      <RichTextEditor label="Agenda" initialHtml={agenda} onChange={setDraft} />
      <ErrorNotice error={save.error} title="The agenda was not saved." />
      <div className="row editor-actions">
        <Button
          variant="primary"
          busy={save.isPending}
          disabled={draft === null}
          onClick={() => save.mutate()}
        >
          Save agenda
        </Button>
        {draft !== null ? <span className="muted">Unsaved changes</span> : null}
      </div>
    </Section>
  );
}

function MinutesSection({
  meeting,
  manages,
  onSaved,
}: {
  meeting: Meeting;
  manages: boolean;
  onSaved: (m: Meeting) => void;
}) {
  const { draft, setDraft, save } = useMeetingField(meeting, 'minutes', onSaved);
  const [justSent, setJustSent] = useState(false);
  const minutes = meeting.minutes ?? '';
  if (meeting.minutes_sent_at !== null) {
    return (
      <Section
        title="Minutes"
        actions={<Badge tone="good">Sent {formatDateTime(meeting.minutes_sent_at)} · locked</Badge>}
      >
        {justSent ? <MinutesDelivery meeting={meeting} /> : null}
        <SanitisedHtml html={minutes} empty="The minutes were sent empty." />
      </Section>
    );
  }
  if (!manages || meeting.status === 'canceled') {
    return (
      <Section title="Minutes">
        <SanitisedHtml html={minutes} empty="No minutes yet." />
      </Section>
    );
  }
  const send = async () => {
    // Unsaved wording goes out with the minutes, never silently dropped.
    if (draft !== null) {
      await changeMeeting(meeting.id, { minutes: draft });
      setDraft(null);
    }
    const sent = await sendMinutes(meeting.id);
    setJustSent(true);
    onSaved(sent);
  };
  return (
    <Section title="Minutes" description="Once sent, the minutes are locked; the notes stay writable.">
      <RichTextEditor label="Minutes" initialHtml={minutes} onChange={setDraft} />
      <ErrorNotice error={save.error} title="The minutes were not saved." />
      <div className="row editor-actions">
        <Button
          variant="primary"
          busy={save.isPending}
          disabled={draft === null}
          onClick={() => save.mutate()}
        >
          Save minutes
        </Button>
        <ConfirmButton
          label="Send minutes"
          variant="primary"
          title="Send the minutes?"
          body="The minutes are circulated and locked: nobody can change them afterwards."
          confirmLabel="Send minutes"
          onConfirm={send}
        />
        {draft !== null ? <span className="muted">Unsaved changes</span> : null}
      </div>
    </Section>
  );
}

/**
 * Who the minutes just went to, as the server does it: an inbox item and a mail to each attendee who is
 * a person of the workspace, the sender apart (agents and outside guests have neither), and no mail with
 * mail off.
 */
function MinutesDelivery({ meeting }: { meeting: Meeting }) {
  const session = useSession();
  const mail = useQuery(mailStatusQuery);
  const people = meeting.attendees.filter(
    (attendee) => attendee.actor?.type === 'user' && attendee.actor.id !== session.user.id,
  ).length;
  const text = mail.isPending
    ? 'Minutes sent.'
    : people === 0
      ? 'Minutes sent and locked. No other attendee is a person of the workspace, so nobody was told.'
      : mail.data?.enabled
        ? `Minutes sent by mail and to the inbox of ${people} ${people === 1 ? 'attendee' : 'attendees'}.`
        : `Minutes sent and locked. Mail is off on this server, so the ${people} ${people === 1 ? 'attendee was' : 'attendees were'} not mailed: they find the minutes in their inbox.`;
  return (
    <p role="status" className="notice">
      {text}
    </p>
  );
}

function NotesSection({ meeting, onSaved }: { meeting: Meeting; onSaved: (m: Meeting) => void }) {
  const { draft, setDraft, save } = useMeetingField(meeting, 'notes', onSaved);
  return (
    <Section title="Private notes" description="Only the organiser and administrators see these.">
      <div className="field">
        <label htmlFor="meeting-notes">Notes</label>
        <textarea
          id="meeting-notes"
          rows={5}
          value={draft ?? meeting.notes ?? ''}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <ErrorNotice error={save.error} title="The notes were not saved." />
      <div className="row">
        <Button busy={save.isPending} disabled={draft === null} onClick={() => save.mutate()}>
          Save notes
        </Button>
      </div>
    </Section>
  );
}

function ActionItemsSection({ meeting, onAdded }: { meeting: Meeting; onAdded: (m: Meeting) => void }) {
  const session = useSession();
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: () => addActionItem(meeting, title),
    onSuccess: (next) => {
      setTitle('');
      onAdded(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section title="Action items" description="Issues that came out of this meeting.">
      {meeting.action_items.length === 0 ? (
        <EmptyState title="No action items yet" />
      ) : (
        <ul className="list">
          {meeting.action_items.map((item) => (
            <li key={item.identifier} className="list-row">
              <span className="mono muted">{item.identifier}</span>
              <Link className="list-main link-strong" to={issuePath(item.identifier)}>
                {item.title}
              </Link>
              <Badge tone={item.status === 'done' ? 'good' : 'neutral'}>{humanize(item.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {canContribute(session) ? (
        <form onSubmit={submit} className="form-inline action-form" aria-label="Add an action item">
          <TextField
            label="New action item"
            required
            value={title}
            error={fieldError(create.error, 'title')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" busy={create.isPending}>
            Add
          </Button>
        </form>
      ) : null}
      <ErrorNotice error={unlessShownAtField(create.error, ['title'])} />
    </Section>
  );
}
