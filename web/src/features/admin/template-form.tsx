import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { pickablesQuery } from '../../api/members.js';
import { projectsQuery } from '../../api/projects.js';
import type { Template, TemplateInput } from '../../api/templates.js';
import { Button, ErrorNotice, SelectField, TextField } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { PRIORITY_ORDER, TYPE_ORDER } from '../../lib/issue-display.js';

/** The create/edit form of Administration → Templates (issue 40), with its schedule editor. */
export interface TemplateFormState {
  name: string;
  title: string;
  description: string;
  type: string;
  priority: string;
  project: string;
  assignee: string;
  labels: string;
  repeat: boolean;
  every: 'day' | 'week' | 'month';
  weekdays: string[];
  monthOn: string;
  at: string;
  timezone: string;
}

export const WEEKDAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function formStateOf(template: Template | null): TemplateFormState {
  const schedule = template?.schedule ?? null;
  return {
    name: template?.name ?? '',
    title: template?.title ?? '',
    description: template?.description ?? '',
    type: template?.type ?? '',
    priority: template?.priority ?? '',
    project: template?.project_id ? String(template.project_id) : '',
    assignee: template?.assignee ? `${template.assignee.type}:${template.assignee.id}` : '',
    labels: (template?.labels ?? []).join(', '),
    repeat: schedule !== null,
    every: schedule?.every ?? 'week',
    weekdays: schedule?.every === 'week' ? schedule.on.map(String) : ['mon', 'tue', 'wed', 'thu', 'fri'],
    monthOn: schedule?.every === 'month' ? schedule.on.join(', ') : 'first-mon',
    at: schedule?.at ?? '09:00',
    timezone: schedule?.timezone ?? browserTimeZone(),
  };
}

/** `1, 15 last-day first-mon` → `[1, 15, "last-day", "first-mon"]`. */
function monthRules(text: string): (string | number)[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.toLowerCase()));
}

export function bodyOfForm(state: TemplateFormState): TemplateInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const on =
    state.every === 'week' ? state.weekdays : state.every === 'month' ? monthRules(state.monthOn) : [];
  return {
    name: state.name,
    title: orNull(state.title),
    description: orNull(state.description),
    type: (orNull(state.type) as TemplateInput['type']) ?? null,
    priority: (orNull(state.priority) as TemplateInput['priority']) ?? null,
    project_id: state.project ? Number(state.project) : null,
    assignee: orNull(state.assignee),
    labels: state.labels
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label !== ''),
    schedule: state.repeat ? { every: state.every, on, at: state.at, timezone: state.timezone } : null,
  };
}

const optional = (values: readonly string[], none: string) => [
  { value: '', label: none },
  ...values.map((value) => ({ value, label: humanize(value) })),
];

/** The form; `onSave` gets the body, `error` is the server's refusal. */
export function TemplateForm({
  initial,
  busy,
  error,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: TemplateFormState;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSave: (body: TemplateInput) => void;
  onCancel?: () => void;
}) {
  const [state, setState] = useState(initial);
  const change = (patch: Partial<TemplateFormState>) => setState((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(bodyOfForm(state));
  };
  return (
    <form onSubmit={submit} className="template-form" aria-label={submitLabel}>
      <TextField
        label="Template name"
        required
        maxLength={200}
        value={state.name}
        error={fieldError(error, 'name')}
        onChange={(event) => change({ name: event.target.value })}
      />
      <IssueFields state={state} error={error} change={change} />
      <ScheduleEditor state={state} error={error} change={change} />
      {hasFieldErrors(error) || !error ? null : <ErrorNotice error={error} />}
      <div className="dialog-actions">
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface PartProps {
  state: TemplateFormState;
  error: unknown;
  change: (patch: Partial<TemplateFormState>) => void;
}

/** What the issue starts with. */
function IssueFields({ state, error, change }: PartProps) {
  const projects = useQuery(projectsQuery);
  const members = useQuery(pickablesQuery);
  const descriptionId = useId();
  return (
    <>
      <TextField
        label="Issue title"
        maxLength={255}
        value={state.title}
        hint="Left empty, the person using the template writes it (a schedule needs one)."
        error={fieldError(error, 'title')}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div className="field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          rows={4}
          value={state.description}
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      <div className="form-columns">
        <SelectField
          label="Type"
          value={state.type}
          error={fieldError(error, 'type')}
          options={optional(TYPE_ORDER, 'Default (task)')}
          onChange={(event) => change({ type: event.target.value })}
        />
        <SelectField
          label="Priority"
          value={state.priority}
          error={fieldError(error, 'priority')}
          options={optional(PRIORITY_ORDER, 'Default (medium)')}
          onChange={(event) => change({ priority: event.target.value })}
        />
        <SelectField
          label="Project"
          value={state.project}
          error={fieldError(error, 'project_id')}
          options={[
            { value: '', label: 'No project' },
            ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
          ]}
          onChange={(event) => change({ project: event.target.value })}
        />
        <SelectField
          label="Assignee"
          value={state.assignee}
          error={fieldError(error, 'assignee')}
          options={[
            { value: '', label: 'Unassigned' },
            ...(members.data ?? []).map((member) => ({
              value: member.key,
              label: member.type === 'agent' ? `${member.name} (agent: starts a run)` : member.name,
            })),
          ]}
          onChange={(event) => change({ assignee: event.target.value })}
        />
      </div>
      <TextField
        label="Labels"
        value={state.labels}
        hint="Label names, separated by commas."
        error={fieldError(error, 'labels')}
        onChange={(event) => change({ labels: event.target.value })}
      />
    </>
  );
}

/** Repeat: every day, chosen weekdays, or days of the month, at a time of a time zone. */
function ScheduleEditor({ state, error, change }: PartProps) {
  const repeatId = useId();
  return (
    <fieldset className="schedule-editor">
      <legend>Schedule</legend>
      <label htmlFor={repeatId} className="checkbox-row">
        <input
          id={repeatId}
          type="checkbox"
          checked={state.repeat}
          onChange={(event) => change({ repeat: event.target.checked })}
        />
        Create the issue on a schedule
      </label>
      {state.repeat ? (
        <>
          <div className="form-columns">
            <SelectField
              label="Repeat"
              value={state.every}
              options={[
                { value: 'day', label: 'Every day' },
                { value: 'week', label: 'Every week' },
                { value: 'month', label: 'Every month' },
              ]}
              onChange={(event) => change({ every: event.target.value as TemplateFormState['every'] })}
            />
            <TextField
              label="At"
              type="time"
              required
              value={state.at}
              error={fieldError(error, 'schedule.at')}
              onChange={(event) => change({ at: event.target.value })}
            />
            <TextField
              label="Time zone"
              required
              value={state.timezone}
              hint="A time zone name such as Europe/Berlin."
              error={fieldError(error, 'schedule.timezone')}
              onChange={(event) => change({ timezone: event.target.value })}
            />
          </div>
          <ScheduleDays state={state} error={error} change={change} />
        </>
      ) : null}
    </fieldset>
  );
}

function ScheduleDays({ state, error, change }: PartProps) {
  const onError = fieldError(error, 'schedule.on');
  if (state.every === 'week') {
    return (
      <fieldset className="weekday-picker" aria-describedby={onError ? 'weekdays-error' : undefined}>
        <legend>On</legend>
        {WEEKDAYS.map(([day, name]) => (
          <label key={day} className="checkbox-row">
            <input
              type="checkbox"
              checked={state.weekdays.includes(day)}
              onChange={(event) =>
                change({
                  weekdays: event.target.checked
                    ? [...state.weekdays, day]
                    : state.weekdays.filter((chosen) => chosen !== day),
                })
              }
            />
            {name}
          </label>
        ))}
        {onError ? (
          <p className="field-error" id="weekdays-error">
            {onError}
          </p>
        ) : null}
      </fieldset>
    );
  }
  if (state.every === 'month') {
    return (
      <TextField
        label="On days"
        value={state.monthOn}
        hint="Day numbers (1–31; a month without the day is skipped), last-day, or first-mon … last-sun (first, second, third, fourth, last), separated by commas."
        error={onError}
        onChange={(event) => change({ monthOn: event.target.value })}
      />
    );
  }
  return null;
}
