import { useState, type FormEvent } from 'react';
import { ABSENCE_KINDS } from '../../../../src/schemas/enums.js';
import { fieldError } from '../../api/client.js';
import { useRecordAbsence, type AbsenceKind, type AbsenceRecorded } from '../../api/time.js';
import { unlessShownAtField } from '../../api/work.js';
import { Button, ErrorNotice, Section, SelectField, TextField } from '../../components/ui.js';
import { dayLabel, today } from '../../lib/calendar.js';
import { humanize } from '../../lib/format.js';

const KIND_OPTIONS = ABSENCE_KINDS.filter((kind) => kind !== 'public_holiday').map((kind) => ({
  value: kind,
  label: humanize(kind),
}));

const ABSENCE_FIELDS = ['kind', 'duration', 'minutes', 'from', 'date', 'to', 'note'];

/** The form's fields and its write: one day as `date`, several as `from` and `to`. */
function useAbsenceForm() {
  const [kind, setKind] = useState<AbsenceKind>('vacation');
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState(today());
  const [duration, setDuration] = useState('1d');
  const [note, setNote] = useState('');
  const record = useRecordAbsence();
  const send = () =>
    record.mutate({
      kind,
      ...(from === to ? { date: from } : { from, to }),
      duration,
      ...(note ? { note } : {}),
    });
  return {
    record,
    send,
    fields: { kind, from, to, duration, note },
    set: { setKind, setFrom, setTo, setDuration, setNote },
  };
}

export function AbsenceSection() {
  const { record, send, fields, set } = useAbsenceForm();
  const error = (field: string) => fieldError(record.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
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
            value={fields.kind}
            error={error('kind')}
            onChange={(event) => set.setKind(event.target.value as AbsenceKind)}
          />
          <TextField
            label="Hours per day"
            hint="A duration: 1d is a full day, 4h half of one."
            value={fields.duration}
            error={error('duration') ?? error('minutes')}
            onChange={(event) => set.setDuration(event.target.value)}
          />
          <TextField
            label="From"
            type="date"
            required
            value={fields.from}
            error={error('from') ?? error('date')}
            onChange={(event) => set.setFrom(event.target.value)}
          />
          <TextField
            label="To"
            type="date"
            required
            value={fields.to}
            error={error('to')}
            onChange={(event) => set.setTo(event.target.value)}
          />
        </div>
        <TextField
          label="Absence note"
          value={fields.note}
          error={error('note')}
          onChange={(event) => set.setNote(event.target.value)}
        />
        <ErrorNotice error={unlessShownAtField(record.error, ABSENCE_FIELDS)} />
        <div className="row">
          <Button type="submit" variant="primary" busy={record.isPending}>
            Record absence
          </Button>
        </div>
      </form>
      {record.data ? <AbsenceRecorded result={record.data} kind={fields.kind} /> : null}
    </Section>
  );
}

/** What was recorded, and each day left out with the reason. */
function AbsenceRecorded({ result, kind }: { result: AbsenceRecorded; kind: AbsenceKind }) {
  return (
    <div className="notice notice-good absence-result" role="status" aria-label="Absence recorded">
      <p>
        <strong>{result.summary}</strong>
      </p>
      <ul>
        {Object.entries(result.skipped.holidays).map(([date, name]) => (
          <li key={date}>
            {dayLabel(date)}: {name}, a public holiday, not taken as {humanize(kind)}
          </li>
        ))}
        {result.skipped.already_recorded.map((date) => (
          <li key={date}>{dayLabel(date)} already recorded, left alone</li>
        ))}
      </ul>
    </div>
  );
}
