import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, fieldError } from '../../api/client.js';
import { meetingsForTimeQuery } from '../../api/meetings.js';
import { useLogTime as useLogTimeWrite } from '../../api/time.js';
import { unlessShownAtField } from '../../api/work.js';
import { Button, ErrorNotice, Section, SelectField, TextField } from '../../components/ui.js';
import { dayLabel, formatMinutes, today, weekStart } from '../../lib/calendar.js';

const DURATION_HINT = 'As the API takes it: 1h 30m, 45m, 2d (a day is 8 hours, a week 5 days).';

type Subject = 'issue' | 'meeting';

/** The form's fields and its write; the day follows the week shown (today in the current week). */
function useLogTime(monday: string) {
  const defaultDay = weekStart(today()) === monday ? today() : monday;
  const [subject, setSubject] = useState<Subject>('issue');
  const [issue, setIssue] = useState('');
  const [meeting, setMeeting] = useState('');
  const [duration, setDuration] = useState('');
  const [day, setDay] = useState(defaultDay);
  const [note, setNote] = useState('');
  useEffect(() => setDay(defaultDay), [defaultDay]);
  const meetings = useQuery({ ...meetingsForTimeQuery, enabled: subject === 'meeting' });
  const meetingId = meeting || meetings.data?.[0]?.id || '';
  const log = useLogTimeWrite();
  const send = () =>
    log.mutate(
      {
        subject: subject === 'issue' ? { issue: issue.trim() } : { meeting: meetingId },
        body: { duration, spent_on: day, ...(note ? { note } : {}) },
      },
      {
        onSuccess: () => {
          setDuration('');
          setNote('');
        },
      },
    );
  return {
    log,
    send,
    meetings,
    fields: { subject, issue, meetingId, duration, day, note },
    set: { setSubject, setIssue, setMeeting, setDuration, setDay, setNote },
  };
}

type LogTimeForm = ReturnType<typeof useLogTime>;

export function LogTimeSection({ monday }: { monday: string }) {
  const form = useLogTime(monday);
  const { log, fields, set } = form;
  const error = (field: string) => fieldError(log.error, field);
  // An unknown issue is a 404 of the address, said at the field that named it.
  const issueError =
    fields.subject === 'issue' && log.error instanceof ApiError && log.error.status === 404
      ? log.error.message
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send();
  };
  return (
    <Section title="Log time">
      <form onSubmit={submit} aria-label="Log time" className="form-grid">
        <div className="form-columns">
          <SubjectFields form={form} issueError={issueError} />
          <TextField
            label="Duration"
            required
            placeholder="1h 30m"
            hint={DURATION_HINT}
            value={fields.duration}
            error={error('duration') ?? error('minutes')}
            onChange={(event) => set.setDuration(event.target.value)}
          />
          <TextField
            label="Day"
            type="date"
            required
            value={fields.day}
            error={error('spent_on')}
            onChange={(event) => set.setDay(event.target.value)}
          />
        </div>
        <TextField
          label="Note"
          value={fields.note}
          error={error('note')}
          onChange={(event) => set.setNote(event.target.value)}
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

/** What the hours are for: an issue by its identifier, or one of the meetings. */
function SubjectFields({ form, issueError }: { form: LogTimeForm; issueError: string | undefined }) {
  const { meetings, fields, set } = form;
  return (
    <>
      <SelectField
        label="For"
        options={[
          { value: 'issue', label: 'An issue' },
          { value: 'meeting', label: 'A meeting' },
        ]}
        value={fields.subject}
        onChange={(event) => set.setSubject(event.target.value as Subject)}
      />
      {fields.subject === 'issue' ? (
        <TextField
          label="Issue"
          required
          placeholder="ACME-12"
          value={fields.issue}
          error={issueError}
          onChange={(event) => set.setIssue(event.target.value)}
        />
      ) : (
        <SelectField
          label="Meeting"
          options={(meetings.data ?? []).map((m) => ({ value: m.id, label: m.title }))}
          value={fields.meetingId}
          hint={meetings.isSuccess && meetings.data.length === 0 ? 'No meetings yet.' : undefined}
          onChange={(event) => set.setMeeting(event.target.value)}
        />
      )}
    </>
  );
}
