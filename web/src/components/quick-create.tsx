import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldError } from '../api/client.js';
import {
  epicsQuery,
  useCreateIssue,
  type Assignable,
  type CreatedIssue,
  type IssueStatus,
  type IssueType,
  type NewIssue,
} from '../api/issues.js';
import { labelsQuery } from '../api/labels.js';
import { projectsQuery } from '../api/projects.js';
import { humanize } from '../lib/format.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import { Modal } from './modal.js';
import { Picker, type PickerOption } from './picker.js';
import { RichEditor } from './rich-editor.js';
import { Button, ErrorNotice, SelectField, TextField } from './ui.js';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

/** The body's fields this dialog shows, each with the server's refusal under it. */
const SHOWN_FIELDS = ['title', 'description', 'type', 'assignee', 'project_id', 'parent_id', 'labels'];

type OpenPicker = 'project' | 'epic' | 'label' | null;

interface Choice {
  id: string;
  label: string;
}

/**
 * `c` on the board, or New issue: a new issue with what one sets at once (its text, type, status,
 * priority, assignee, project, epic and labels); the rest is on its page. The API's rules hold here: an
 * epic has no epic, standing work (generic) needs a project, a new label name creates the label.
 * Ctrl/Cmd+Enter creates from any field, Escape closes.
 */
export function QuickCreate({
  open,
  status,
  members,
  onClose,
  onCreated,
}: {
  open: boolean;
  status: IssueStatus;
  members: Assignable[];
  onClose: () => void;
  onCreated: (issue: CreatedIssue) => void;
}) {
  const create = useCreateIssue();
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<IssueType>('task');
  const [description, setDescription] = useState<string | null>(null);
  const [project, setProject] = useState<Choice | null>(null);
  const [epic, setEpic] = useState<Choice | null>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const [picker, setPicker] = useState<OpenPicker>(null);

  const reset = () => {
    create.reset();
    setType('task');
    setDescription(null);
    setProject(null);
    setEpic(null);
    setLabels([]);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const assignee = (fields.get('assignee') as string | null) ?? '';
    const body: NewIssue = {
      title: (fields.get('title') as string | null) ?? '',
      type,
      status: fields.get('status') as NewIssue['status'],
      priority: fields.get('priority') as NewIssue['priority'],
      ...(assignee ? { assignee } : {}),
      ...(description ? { description } : {}),
      ...(project ? { project_id: Number(project.id) } : {}),
      ...(epic && type !== 'epic' ? { parent_id: epic.id } : {}),
      ...(labels.length ? { labels } : {}),
    };
    create.mutate(body, {
      onSuccess: (issue) => {
        reset();
        onCreated(issue);
      },
    });
  };
  const submitFromKeyboard = (event: KeyboardEvent<HTMLFormElement>) => {
    // The editor answers Ctrl/Cmd+Enter itself (and marks the event handled).
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };
  const error = (field: string) => fieldError(create.error, field);

  return (
    <>
      <Modal open={open} title="New issue" wide onClose={close}>
        <form ref={form} onSubmit={submit} onKeyDown={submitFromKeyboard} className="quick-create">
          <TextField label="Title" name="title" required maxLength={255} autoFocus error={error('title')} />
          <div className="field">
            {/* The editor names itself (aria-label); this is its visible label. */}
            <span className="field-label" aria-hidden="true">
              Description
            </span>
            <RichEditor
              label="Description"
              placeholder="What is it about? Optional."
              onChange={(html, isEmpty) => setDescription(isEmpty ? null : html)}
              onSubmit={() => form.current?.requestSubmit()}
              members={members}
            />
            {error('description') ? <p className="field-error">{error('description')}</p> : null}
          </div>
          <div className="form-columns">
            <SelectField
              label="Type"
              name="type"
              value={type}
              onChange={(event) => setType(event.target.value as IssueType)}
              error={error('type')}
              options={choices(TYPE_ORDER)}
            />
            <SelectField label="Status" name="status" defaultValue={status} options={choices(STATUS_ORDER)} />
            <SelectField
              label="Priority"
              name="priority"
              defaultValue="medium"
              options={choices(PRIORITY_ORDER)}
            />
            <SelectField
              label="Assignee"
              name="assignee"
              defaultValue=""
              error={error('assignee')}
              options={[
                { value: '', label: 'Unassigned' },
                ...members.map((m) => ({
                  value: m.key,
                  label: m.type === 'agent' ? `${m.name} (agent: starts a run)` : m.name,
                })),
              ]}
            />
            <ChoiceField
              label="Project"
              value={project?.label ?? 'No project'}
              hint={type === 'generic' ? 'Standing work (generic) needs a project.' : undefined}
              error={error('project_id')}
              onOpen={() => setPicker('project')}
            />
            {type === 'epic' ? (
              <div className="field">
                <span className="field-label">Epic</span>
                <p className="field-hint">An epic does not belong to another epic.</p>
              </div>
            ) : (
              <ChoiceField
                label="Epic"
                value={epic?.label ?? 'No epic'}
                error={error('parent_id')}
                onOpen={() => setPicker('epic')}
              />
            )}
          </div>
          <LabelsField
            labels={labels}
            error={error('labels')}
            onRemove={(name) => setLabels(labels.filter((label) => label !== name))}
            onOpen={() => setPicker('label')}
          />
          {/* A refusal named under its field is not repeated here. */}
          {SHOWN_FIELDS.some((field) => error(field)) ? null : <ErrorNotice error={create.error} />}
          <div className="dialog-actions">
            <span className="hint-line quick-create-keys">Ctrl+Enter creates · Escape closes</span>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary" busy={create.isPending} aria-keyshortcuts="Control+Enter">
              Create issue
            </Button>
          </div>
        </form>
      </Modal>
      <ProjectPicker
        open={open && picker === 'project'}
        onClose={() => setPicker(null)}
        onPick={(choice) => {
          setProject(choice);
          setPicker(null);
        }}
      />
      <EpicPicker
        open={open && picker === 'epic'}
        onClose={() => setPicker(null)}
        onPick={(choice) => {
          setEpic(choice);
          setPicker(null);
        }}
      />
      <LabelPicker
        open={open && picker === 'label'}
        chosen={labels}
        onClose={() => setPicker(null)}
        onPick={(name) => {
          setLabels([...labels, name]);
          setPicker(null);
        }}
      />
    </>
  );
}

/** A field whose value is chosen in a picker: a button naming the field and its current value. */
function ChoiceField({
  label,
  value,
  hint,
  error,
  onOpen,
}: {
  label: string;
  value: string;
  hint?: string | undefined;
  error?: string | undefined;
  onOpen: () => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="choice-button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onClick={onOpen}
      >
        <span id={`${id}-value`}>{value}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LabelsField({
  labels,
  error,
  onRemove,
  onOpen,
}: {
  labels: string[];
  error: string | undefined;
  onRemove: (name: string) => void;
  onOpen: () => void;
}) {
  const id = useId();
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`}>
      <span className="field-label" id={`${id}-label`}>
        Labels
      </span>
      <div className="quick-create-labels">
        {labels.length ? (
          <ul className="chips" aria-label="Chosen labels">
            {labels.map((label) => (
              <li key={label} className="chip">
                {label}
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove label ${label}`}
                  onClick={() => onRemove(label)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="ghost" onClick={onOpen} aria-haspopup="dialog">
          Add label…
        </Button>
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

/** A picker's choice as the field keeps it; the first option (NONE) clears the field. */
function picked(onPick: (choice: Choice | null) => void) {
  return (option: PickerOption) => onPick(option.id === NONE ? null : { id: option.id, label: option.label });
}

const NONE = '';

function ProjectPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (choice: Choice | null) => void;
}) {
  const projects = useQuery({ ...projectsQuery, enabled: open });
  const options: PickerOption[] = [
    { id: NONE, label: 'No project' },
    ...(projects.data ?? []).map((project) => ({ id: String(project.id), label: project.name })),
  ];
  return (
    <Picker
      open={open}
      title="Project of the new issue"
      label="Project"
      options={options}
      status={
        projects.isPending
          ? 'Loading projects…'
          : projects.isError
            ? 'Projects could not be loaded.'
            : undefined
      }
      onClose={onClose}
      onPick={picked(onPick)}
    />
  );
}

function EpicPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (choice: Choice | null) => void;
}) {
  const epics = useQuery({ ...epicsQuery, enabled: open });
  const options: PickerOption[] = [
    { id: NONE, label: 'No epic' },
    ...(epics.data ?? []).map((epic) => ({ id: epic.id, label: epic.title, hint: epic.id })),
  ];
  return (
    <Picker
      open={open}
      title="Epic of the new issue"
      label="Epic"
      options={options}
      status={epics.isPending ? 'Loading epics…' : epics.isError ? 'Epics could not be loaded.' : undefined}
      onClose={onClose}
      onPick={picked(onPick)}
    />
  );
}

/** The workspace's labels not chosen yet, and a new name typed (which the API creates with the issue). */
function LabelPicker({
  open,
  chosen,
  onClose,
  onPick,
}: {
  open: boolean;
  chosen: string[];
  onClose: () => void;
  onPick: (name: string) => void;
}) {
  const labels = useQuery({ ...labelsQuery(), enabled: open });
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const taken = (name: string) => chosen.some((other) => other.toLowerCase() === name.toLowerCase());
  const known = (labels.data ?? []).map((label) => label.name).filter((name) => !taken(name));
  const matching = known.filter((name) => name.toLowerCase().includes(typed.toLowerCase()));
  const isNew =
    typed !== '' &&
    !taken(typed) &&
    !(labels.data ?? []).some((label) => label.name.toLowerCase() === typed.toLowerCase());
  const options: PickerOption[] = [
    ...matching.map((name) => ({ id: `label:${name}`, label: name })),
    ...(isNew ? [{ id: `new:${typed}`, label: typed, hint: 'New label: created with the issue' }] : []),
  ];
  return (
    <Picker
      open={open}
      title="Add a label"
      label="Label"
      placeholder="Find or name a label"
      query={query}
      onQueryChange={setQuery}
      options={options}
      status={
        labels.isPending
          ? 'Loading labels…'
          : options.length === 0
            ? typed
              ? 'Already chosen.'
              : 'No labels yet: type a name to create one.'
            : undefined
      }
      onClose={() => {
        setQuery('');
        onClose();
      }}
      onPick={(option) => {
        setQuery('');
        onPick(option.label);
      }}
    />
  );
}
