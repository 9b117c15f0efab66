import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, fieldError } from '../../api/client.js';
import {
  meetingQuery,
  useAddActionItem,
  useCancelMeeting,
  useChangeMeeting,
  useSendMinutes,
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
  const manages =
    isAdmin(session) || (meeting.organiser.type === 'user' && meeting.organiser.id === session.user.id);
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
            {manages && !canceled ? <CancelMeeting meeting={meeting} /> : null}
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
      <AgendaSection meeting={meeting} manages={manages} />
      <MinutesSection meeting={meeting} manages={manages} />
      {meeting.notes !== undefined ? <NotesSection meeting={meeting} /> : null}
      <ActionItemsSection meeting={meeting} />
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

function CancelMeeting({ meeting }: { meeting: Meeting }) {
  const [following, setFollowing] = useState(false);
  const cancel = useCancelMeeting(meeting.id);
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
      onConfirm={() => cancel.mutateAsync(following)}
    />
  );
}

/** One text field of the meeting, edited as a draft until saved. */
function useMeetingField(meeting: Meeting, field: 'agenda' | 'minutes' | 'notes') {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useChangeMeeting(meeting.id);
  const saveDraft = () => save.mutate({ [field]: draft ?? '' }, { onSuccess: () => setDraft(null) });
  return { draft, setDraft, save, saveDraft };
}

function AgendaSection({ meeting, manages }: { meeting: Meeting; manages: boolean }) {
  const { draft, setDraft, save, saveDraft } = useMeetingField(meeting, 'agenda');
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
        <Button variant="primary" busy={save.isPending} disabled={draft === null} onClick={saveDraft}>
          Save agenda
        </Button>
        {draft !== null ? <span className="muted">Unsaved changes</span> : null}
      </div>
    </Section>
  );
}

function MinutesSection({ meeting, manages }: { meeting: Meeting; manages: boolean }) {
  const { draft, setDraft, save, saveDraft } = useMeetingField(meeting, 'minutes');
  const [justSent, setJustSent] = useState(false);
  const sendMinutes = useSendMinutes(meeting.id);
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
    await sendMinutes.mutateAsync(draft);
    setDraft(null);
    setJustSent(true);
  };
  return (
    <Section title="Minutes" description="Once sent, the minutes are locked; the notes stay writable.">
      <RichTextEditor label="Minutes" initialHtml={minutes} onChange={setDraft} />
      <ErrorNotice error={save.error} title="The minutes were not saved." />
      <div className="row editor-actions">
        <Button variant="primary" busy={save.isPending} disabled={draft === null} onClick={saveDraft}>
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

function NotesSection({ meeting }: { meeting: Meeting }) {
  const { draft, setDraft, save, saveDraft } = useMeetingField(meeting, 'notes');
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
        <Button busy={save.isPending} disabled={draft === null} onClick={saveDraft}>
          Save notes
        </Button>
      </div>
    </Section>
  );
}

function ActionItemsSection({ meeting }: { meeting: Meeting }) {
  const session = useSession();
  const [title, setTitle] = useState('');
  const create = useAddActionItem(meeting);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(title, { onSuccess: () => setTitle('') });
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
