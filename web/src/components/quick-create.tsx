import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldError } from '../api/client.js';
import {
  useCreateIssue,
  type Assignable,
  type CreatedIssue,
  type IssueStatus,
  type IssueType,
  type NewIssue,
} from '../api/issues.js';
import { humanize } from '../lib/format.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import { DescriptionField, usePreloadedEditor } from './description-field.js';
import { Modal } from './modal.js';
import { QuickCreatePickers, type Choice, type OpenPicker } from './quick-create-pickers.js';
import { Button, ErrorNotice, FieldNotes, fieldDescribedBy, SelectField, TextField } from './ui.js';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

/** The body's fields this dialog shows, each with the server's refusal under it. */
const SHOWN_FIELDS = ['title', 'description', 'type', 'assignee', 'project_id', 'parent_id', 'labels'];

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
  const draft = useNewIssueForm(onClose, onCreated);
  const error = (field: string) => fieldError(draft.create.error, field);
  usePreloadedEditor();

  return (
    <>
      <Modal open={open} title="New issue" wide onClose={draft.close}>
        <form
          ref={draft.form}
          onSubmit={draft.submit}
          onKeyDown={draft.submitFromKeyboard}
          className="quick-create"
        >
          <TextField label="Title" name="title" required maxLength={255} autoFocus error={error('title')} />
          <DescriptionField
            members={members}
            error={error('description')}
            onChange={draft.setDescription}
            onSubmit={() => draft.form.current?.requestSubmit()}
          />
          <div className="form-columns">
            <TypeStatusPriorityAssigneeFields
              type={draft.type}
              status={status}
              members={members}
              error={error}
              onType={draft.setType}
            />
            <ChoiceField
              label="Project"
              value={draft.project?.label ?? 'No project'}
              hint={draft.type === 'generic' ? 'Standing work (generic) needs a project.' : undefined}
              error={error('project_id')}
              onOpen={() => draft.setPicker('project')}
            />
            <EpicField
              isEpic={draft.type === 'epic'}
              epic={draft.epic}
              error={error('parent_id')}
              onOpen={() => draft.setPicker('epic')}
            />
          </div>
          <LabelsField
            labels={draft.labels}
            error={error('labels')}
            onRemove={(name) => draft.setLabels(draft.labels.filter((label) => label !== name))}
            onOpen={() => draft.setPicker('label')}
          />
          {/* A refusal named under its field is not repeated here. */}
          {SHOWN_FIELDS.some((field) => error(field)) ? null : <ErrorNotice error={draft.create.error} />}
          <QuickCreateActions busy={draft.create.isPending} onCancel={draft.close} />
        </form>
      </Modal>
      <QuickCreatePickers
        open={open}
        picker={draft.picker}
        labels={draft.labels}
        onClose={() => draft.setPicker(null)}
        onProject={draft.setProject}
        onEpic={draft.setEpic}
        onLabel={(name) => draft.setLabels([...draft.labels, name])}
      />
    </>
  );
}

/** The form's state and what it does: create from the fields, clear them after, close. */
function useNewIssueForm(onClose: () => void, onCreated: (issue: CreatedIssue) => void) {
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
  return {
    create,
    form,
    type,
    setType,
    setDescription,
    project,
    setProject,
    epic,
    setEpic,
    labels,
    setLabels,
    picker,
    setPicker,
    close,
    submit,
    submitFromKeyboard,
  };
}

function TypeStatusPriorityAssigneeFields({
  type,
  status,
  members,
  error,
  onType,
}: {
  type: IssueType;
  status: IssueStatus;
  members: Assignable[];
  error: (field: string) => string | undefined;
  onType: (type: IssueType) => void;
}) {
  return (
    <>
      <SelectField
        label="Type"
        name="type"
        value={type}
        onChange={(event) => onType(event.target.value as IssueType)}
        error={error('type')}
        options={choices(TYPE_ORDER)}
      />
      <SelectField label="Status" name="status" defaultValue={status} options={choices(STATUS_ORDER)} />
      <SelectField label="Priority" name="priority" defaultValue="medium" options={choices(PRIORITY_ORDER)} />
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
    </>
  );
}

/** An epic does not belong to another epic: for one, the field says so instead of offering a choice. */
function EpicField({
  isEpic,
  epic,
  error,
  onOpen,
}: {
  isEpic: boolean;
  epic: Choice | null;
  error: string | undefined;
  onOpen: () => void;
}) {
  if (isEpic) {
    return (
      <div className="field">
        <span className="field-label">Epic</span>
        <p className="field-hint">An epic does not belong to another epic.</p>
      </div>
    );
  }
  return <ChoiceField label="Epic" value={epic?.label ?? 'No epic'} error={error} onOpen={onOpen} />;
}

/** Ctrl/Cmd+Enter is the create button's shortcut; the line beside the buttons says so. */
function QuickCreateActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="dialog-actions">
      <span className="hint-line quick-create-keys">Ctrl+Enter creates · Escape closes</span>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary" busy={busy} aria-keyshortcuts="Control+Enter">
        Create issue
      </Button>
    </div>
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
        aria-describedby={fieldDescribedBy(id, hint, error)}
        onClick={onOpen}
      >
        <span id={`${id}-value`}>{value}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <FieldNotes id={id} hint={hint} error={error} />
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
