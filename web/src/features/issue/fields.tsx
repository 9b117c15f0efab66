import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES } from '../../../../src/schemas/enums.js';
import { durationMinutes } from '../../../../src/schemas/durations.js';
import { ApiError, messageOf } from '../../api/client.js';
import { cyclesQuery } from '../../api/cycles.js';
import { useIssueUpdate, type Issue } from '../../api/issue-page.js';
import { epicsQuery } from '../../api/issues.js';
import { labelsQuery } from '../../api/labels.js';
import { statesQuery } from '../../api/states.js';
import { everyPickableQuery } from '../../api/members.js';
import { projectsQuery } from '../../api/projects.js';
import { formatDate, humanize } from '../../lib/format.js';
import { formatMinutes } from '../../lib/issue-view.js';
import { AreasProperty } from './areas.js';

interface FieldProps {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
}

/** The issue's properties, each saved on its own as soon as it is chosen (Enter or leaving a text field). */
export function IssueFields({ issue, identifier, canEdit }: FieldProps) {
  const props = { issue, identifier, canEdit };
  return (
    <section className="side-section properties" aria-labelledby="properties-heading">
      <h2 id="properties-heading">Properties</h2>
      <StatusProperty {...props} />
      <EnumProperty {...props} field="priority" label="Priority" values={PRIORITIES} />
      <EnumProperty {...props} field="type" label="Type" values={ISSUE_TYPES} />
      <AssigneeProperty {...props} />
      <ProjectProperty {...props} />
      {issue.type !== 'epic' ? <EpicProperty {...props} /> : null}
      <LabelsProperty {...props} />
      <CycleProperty {...props} />
      <DateProperty {...props} field="start_date" label="Start date" />
      <DateProperty {...props} field="due_date" label="Due date" />
      {issue.type === 'generic' ? <CapacityProperty {...props} /> : <EstimateProperty {...props} />}
      {issue.blocked_by !== undefined ? (
        <DependencyProperty {...props} field="blocked_by" label="Blocked by" />
      ) : null}
      {issue.blocks !== undefined ? <DependencyProperty {...props} field="blocks" label="Blocks" /> : null}
      <AreasProperty {...props} />
    </section>
  );
}

/** One labelled property: its control, an optional hint, and the server's refusal under it. */
export function Property({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error: unknown;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const message =
    error instanceof ApiError ? (Object.values(error.errors).flat()[0] ?? error.message) : messageOf(error);
  return (
    <div className="property">
      <label htmlFor={id} className="property-label">
        {label}
      </label>
      <div className="property-control">
        {children}
        {hint ? <p className="field-hint">{hint}</p> : null}
        {error ? (
          <p className="field-error" role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function EnumProperty({
  issue,
  identifier,
  canEdit,
  field,
  label,
  values,
}: FieldProps & { field: 'status' | 'priority' | 'type'; label: string; values: readonly string[] }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  // While a change is saved the select shows it, rather than springing back to the value it replaces.
  const saving = update.isPending ? update.variables[field] : undefined;
  return (
    <Property label={label} id={id} error={update.error}>
      <select
        id={id}
        value={typeof saving === 'string' ? saving : issue[field]}
        disabled={!canEdit || update.isPending}
        onChange={(event) => update.mutate({ [field]: event.target.value })}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {humanize(value)}
          </option>
        ))}
      </select>
    </Property>
  );
}

/**
 * The status, with the workspace's workflow states (issue 40) grouped under the status each belongs to:
 * choosing a state sets its status too; choosing a status itself leaves any state.
 */
function StatusProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const states = useQuery(statesQuery());
  const list = states.data ?? [];
  const valueOf = (status: string, stateId: number | null | undefined) =>
    stateId ? `state:${stateId}` : status;
  const saving = update.isPending ? update.variables : undefined;
  const current = saving
    ? valueOf(saving.status ?? issue.status, saving.state_id)
    : valueOf(issue.status, issue.state_id);
  const choose = (value: string) => {
    // A status's own option is the status itself, as before there were states.
    if (value.startsWith('state:')) update.mutate({ state_id: Number(value.slice('state:'.length)) });
    else update.mutate({ status: value as Issue['status'], state_id: null });
  };
  return (
    <Property label="Status" id={id} error={update.error ?? states.error}>
      <select
        id={id}
        value={current}
        disabled={!canEdit || update.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        {ISSUE_STATUSES.map((status) => {
          const own = (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          );
          const inside = list.filter((state) => state.status === status);
          if (inside.length === 0) return own;
          return (
            <optgroup key={status} label={humanize(status)}>
              {own}
              {inside.map((state) => (
                <option key={state.id} value={`state:${state.id}`}>
                  {state.name}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </Property>
  );
}

function AssigneeProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const members = useQuery(everyPickableQuery);
  const current = issue.assignee ? `${issue.assignee.type}:${issue.assignee.id}` : '';
  const people = members.data?.filter((member) => member.type === 'user') ?? [];
  const agents = members.data?.filter((member) => member.type === 'agent') ?? [];
  const known = members.data?.some((member) => member.key === current) ?? false;
  return (
    <Property
      label="Assignee"
      id={id}
      error={update.error ?? members.error}
      hint={
        issue.assignee?.type === 'agent'
          ? 'Assigned to an agent: a run was queued.'
          : 'Choosing an agent queues a run.'
      }
    >
      <select
        id={id}
        value={current}
        disabled={!canEdit || update.isPending || members.isPending}
        onChange={(event) => update.mutate({ assignee: event.target.value || null })}
      >
        <option value="">Nobody</option>
        {current && !known && issue.assignee ? <option value={current}>{issue.assignee.name}</option> : null}
        <optgroup label="People">
          {people.map((person) => (
            <option key={person.key} value={person.key}>
              {person.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Agents">
          {agents.map((agent) => (
            <option key={agent.key} value={agent.key}>
              {agent.name} (agent)
            </option>
          ))}
        </optgroup>
      </select>
    </Property>
  );
}

function ProjectProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const projects = useQuery(projectsQuery);
  const current = issue.project ? String(issue.project.id) : '';
  return (
    <Property label="Project" id={id} error={update.error ?? projects.error}>
      <select
        id={id}
        value={current}
        disabled={!canEdit || update.isPending || projects.isPending}
        onChange={(event) =>
          update.mutate({ project_id: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">No project</option>
        {issue.project && !projects.data?.some((project) => project.id === issue.project?.id) ? (
          <option value={current}>{issue.project.name}</option>
        ) : null}
        {projects.data?.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </Property>
  );
}

function EpicProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const epics = useQuery(epicsQuery);
  const current = issue.epic?.id ?? '';
  return (
    <Property
      label="Epic"
      id={id}
      error={update.error ?? epics.error}
      hint={issue.epic ? <Link to={`/issues/${issue.epic.id}`}>Open {issue.epic.id}</Link> : undefined}
    >
      <select
        id={id}
        value={current}
        disabled={!canEdit || update.isPending || epics.isPending}
        onChange={(event) => update.mutate({ parent_id: event.target.value || null })}
      >
        <option value="">No epic</option>
        {issue.epic && !epics.data?.some((epic) => epic.id === issue.epic?.id) ? (
          <option value={current}>{issue.epic.title}</option>
        ) : null}
        {epics.data?.map((epic) => (
          <option key={epic.id} value={epic.id}>
            {epic.id} · {epic.title}
          </option>
        ))}
      </select>
    </Property>
  );
}

function LabelsProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const listId = `${id}-known`;
  const update = useIssueUpdate(identifier);
  const labels = useQuery(labelsQuery());
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (issue.labels.some((label) => label.toLowerCase() === name.toLowerCase())) return setDraft('');
    update.mutate({ labels: [...issue.labels, name] }, { onSuccess: () => setDraft('') });
  };
  const known = labels.data?.map((label) => label.name) ?? [];
  const isNew =
    draft.trim() !== '' && !known.some((name) => name.toLowerCase() === draft.trim().toLowerCase());
  return (
    <Property
      label="Labels"
      id={id}
      error={update.error}
      hint={
        labels.isError
          ? 'Type a label and press Enter; a new name creates the label.'
          : isNew
            ? `Enter creates the label “${draft.trim()}”.`
            : undefined
      }
    >
      {issue.labels.length ? (
        <ul className="chips" aria-label="Labels on this issue">
          {issue.labels.map((label) => (
            <li key={label} className="chip">
              {label}
              {canEdit ? (
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove label ${label}`}
                  onClick={() => update.mutate({ labels: issue.labels.filter((name) => name !== label) })}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <>
          <input
            id={id}
            list={listId}
            value={draft}
            placeholder="Add a label…"
            maxLength={50}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <datalist id={listId}>
            {known
              .filter((name) => !issue.labels.includes(name))
              .map((name) => (
                <option key={name} value={name} />
              ))}
          </datalist>
        </>
      ) : issue.labels.length === 0 ? (
        <span id={id} className="muted">
          None
        </span>
      ) : null}
    </Property>
  );
}

function CycleProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const cycles = useQuery(cyclesQuery);
  if (issue.cycle === undefined) {
    return (
      <Property label="Cycle" id={id} error={null}>
        <span id={id} className="muted">
          Cycles are switched off in this workspace.
        </span>
      </Property>
    );
  }
  const current = issue.cycle ? String(issue.cycle.number) : '';
  const describe = (cycle: { number: number; starts_on: string; ends_on: string }) =>
    `Cycle ${cycle.number} · ${formatDate(cycle.starts_on)} – ${formatDate(cycle.ends_on)}`;
  return (
    <Property label="Cycle" id={id} error={update.error ?? cycles.error}>
      <select
        id={id}
        value={current}
        disabled={!canEdit || update.isPending || cycles.isPending}
        onChange={(event) => update.mutate({ cycle: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">No cycle</option>
        {issue.cycle && !cycles.data?.some((cycle) => cycle.number === issue.cycle?.number) ? (
          <option value={current}>{describe(issue.cycle)}</option>
        ) : null}
        {cycles.data?.map((cycle) => (
          <option key={cycle.number} value={cycle.number}>
            {describe(cycle)}
          </option>
        ))}
      </select>
    </Property>
  );
}

function DateProperty({
  issue,
  identifier,
  canEdit,
  field,
  label,
}: FieldProps & { field: 'start_date' | 'due_date'; label: string }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  return (
    <Property label={label} id={id} error={update.error}>
      <input
        id={id}
        type="date"
        value={issue[field] ?? ''}
        disabled={!canEdit || update.isPending}
        onChange={(event) => update.mutate({ [field]: event.target.value || null })}
      />
    </Property>
  );
}

/** A text property saved on Enter or when the focus leaves it, only when it changed. */
export function TextProperty({
  id,
  label,
  initial,
  disabled,
  error,
  hint,
  inputMode,
  placeholder,
  onCommit,
}: {
  id: string;
  label: string;
  initial: string;
  disabled: boolean;
  error: unknown;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  onCommit: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const commit = () => {
    if (value.trim() !== initial.trim()) onCommit(value);
  };
  return (
    <Property label={label} id={id} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        disabled={disabled}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
          if (event.key === 'Escape') setValue(initial);
        }}
      />
    </Property>
  );
}

function EstimateProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const [formError, setFormError] = useState<string | null>(null);
  const initial = issue.estimate_minutes === null ? '' : formatMinutes(issue.estimate_minutes);
  return (
    <TextProperty
      id={id}
      label="Estimate"
      initial={initial}
      disabled={!canEdit || update.isPending}
      error={formError ? new Error(formError) : update.error}
      placeholder="e.g. 2h 30m"
      hint="Weeks, days, hours, minutes: 1d 4h (a day is 8 hours)."
      onCommit={(value) => {
        if (!value.trim()) {
          setFormError(null);
          return update.mutate({ estimate_minutes: null });
        }
        const minutes = durationMinutes(value);
        if (minutes === null) return setFormError('Write the estimate as a duration, such as 2h 30m or 1d.');
        setFormError(null);
        update.mutate({ estimate_minutes: minutes });
      }}
    />
  );
}

function CapacityProperty({ issue, identifier, canEdit }: FieldProps) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  return (
    <>
      <TextProperty
        id={id}
        label="Capacity share"
        initial={issue.capacity_share ?? ''}
        disabled={!canEdit || update.isPending}
        error={update.error}
        placeholder="e.g. 10%, 1d, 4h"
        hint="A percentage of the assignee’s week, or days or hours; at most one week."
        onCommit={(value) => update.mutate({ capacity_share: value.trim() || null })}
      />
      <div className="property">
        <span className="property-label">Claiming</span>
        <div className="property-control">
          {issue.claims_capacity ? (
            <span className="badge badge-good">Claims its share now</span>
          ) : (
            <span className="badge">Not claiming</span>
          )}
          <p className="field-hint">Standing work claims its share only while assigned and in progress.</p>
        </div>
      </div>
    </>
  );
}

function DependencyProperty({
  issue,
  identifier,
  canEdit,
  field,
  label,
}: FieldProps & { field: 'blocked_by' | 'blocks'; label: string }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const [draft, setDraft] = useState('');
  const current = issue[field] ?? [];
  return (
    <Property
      label={label}
      id={id}
      error={update.error}
      hint={canEdit ? 'An identifier such as ACME-12, then Enter.' : undefined}
    >
      {current.length ? (
        <ul className="chips" aria-label={label}>
          {current.map((other) => (
            <li key={other} className="chip">
              <Link to={`/issues/${other}`}>{other}</Link>
              {canEdit ? (
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove ${other} from ${label.toLowerCase()}`}
                  onClick={() => update.mutate({ [field]: current.filter((value) => value !== other) })}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <input
          id={id}
          value={draft}
          placeholder="Add an issue…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const other = draft.trim().toUpperCase();
            if (!other) return;
            update.mutate({ [field]: [...current, other] }, { onSuccess: () => setDraft('') });
          }}
        />
      ) : current.length === 0 ? (
        <span id={id} className="muted">
          None
        </span>
      ) : null}
    </Property>
  );
}
