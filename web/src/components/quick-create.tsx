import { useId, useState, type ReactNode } from 'react';
import { fieldError } from '../api/client.js';
import type { Assignable, CreatedIssue, IssueStatus, IssueType, Priority } from '../api/issues.js';
import { humanize } from '../lib/format.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import { DescriptionField, usePreloadedEditor } from './description-field.js';
import { DiscardDialog, DraftRestoredHint } from './discard-dialog.js';
import { Modal } from './modal.js';
import { isBlankNewIssue, type NewIssueFields } from '../lib/new-issue-draft.js';
import { useNewIssueForm } from './quick-create-form.js';
import { QuickCreatePickers, type Choice } from './quick-create-pickers.js';
import { TemplatePicker } from './quick-create-template.js';
import { NewIssueCustomFields } from './quick-create-custom-fields.js';
import { Button, ErrorNotice, FieldNotes, fieldDescribedBy, SelectField, TextField } from './ui.js';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

/** The body's fields this dialog shows, each with the server's refusal under it. */
const SHOWN_FIELDS = ['title', 'description', 'type', 'assignee', 'project_id', 'parent_id', 'labels'];

/**
 * `c` on the board, or New issue: a new issue with what one sets at once (its text, type, status,
 * priority, assignee, project, epic and labels); the rest is on its page. The API's rules hold here: an
 * epic has no epic, standing work (generic) needs a project, a new label name creates the label.
 * Ctrl/Cmd+Enter creates from any field. What is typed is kept as a draft (after a reload too); Escape
 * or Cancel close an empty dialog at once and ask about a filled one.
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
  const draft = useNewIssueForm(status, onClose, onCreated);
  const { fields, change } = draft;
  const error = (field: string) => fieldError(draft.create.error, field);
  const openedWithDraft = useOpenedWithDraft(open, fields);
  usePreloadedEditor();

  return (
    <>
      <Modal open={open} title="New issue" wide onClose={onClose} onEscape={draft.leaving.request}>
        <form
          key={draft.generation}
          ref={draft.form}
          onSubmit={draft.submit}
          onKeyDown={draft.submitFromKeyboard}
          className="quick-create"
        >
          <TemplatePicker chosen={draft.template.id} onApply={draft.applyTemplate} />
          <TitleAndDescription draft={draft} members={members} error={error} />
          <FieldsBelow draft={draft} status={status} members={members} error={error} />
          <NewIssueCustomFields fields={fields} onChange={change} error={error} />
          {/* A refusal named under its field is not repeated here. */}
          {SHOWN_FIELDS.some((field) => error(field)) ? null : <ErrorNotice error={draft.create.error} />}
          <QuickCreateActions
            busy={draft.create.isPending}
            onCancel={draft.leaving.request}
            restored={
              openedWithDraft.shown ? (
                <DraftRestoredHint
                  onDiscard={() => {
                    draft.clear();
                    openedWithDraft.hide();
                  }}
                />
              ) : null
            }
          />
        </form>
      </Modal>
      <DiscardDialog
        open={open && draft.asking}
        title="Discard this issue?"
        body="Keep draft closes the dialog and keeps what you typed for the next New issue, here in this browser."
        onDiscard={draft.leaving.discard}
        onKeep={draft.leaving.keep}
        onReturn={draft.leaving.back}
      />
      <QuickCreatePickers
        open={open}
        picker={draft.picker}
        labels={fields.labels}
        onClose={() => draft.setPicker(null)}
        onProject={(project) => change({ project })}
        onEpic={(epic) => change({ epic })}
        onLabel={(name) => change({ labels: [...fields.labels, name] })}
      />
    </>
  );
}

/** The fields under the text: type, status, priority, assignee, project, epic, labels. */
function FieldsBelow({
  draft,
  status,
  members,
  error,
}: {
  draft: ReturnType<typeof useNewIssueForm>;
  status: IssueStatus;
  members: Assignable[];
  error: (field: string) => string | undefined;
}) {
  const { fields, change } = draft;
  return (
    <>
      <div className="form-columns">
        <TypeStatusPriorityAssigneeFields
          fields={fields}
          status={status}
          members={members}
          error={error}
          onChange={change}
        />
        <ChoiceField
          label="Project"
          value={fields.project?.label ?? 'No project'}
          hint={fields.type === 'generic' ? 'Standing work (generic) needs a project.' : undefined}
          error={error('project_id')}
          onOpen={() => draft.setPicker('project')}
        />
        <EpicField
          isEpic={fields.type === 'epic'}
          epic={fields.epic}
          error={error('parent_id')}
          onOpen={() => draft.setPicker('epic')}
        />
      </div>
      <LabelsField
        labels={fields.labels}
        error={error('labels')}
        onRemove={(name) => change({ labels: fields.labels.filter((label) => label !== name) })}
        onOpen={() => draft.setPicker('label')}
      />
    </>
  );
}

/** The title and the description: what the draft is mostly made of. */
function TitleAndDescription({
  draft,
  members,
  error,
}: {
  draft: ReturnType<typeof useNewIssueForm>;
  members: Assignable[];
  error: (field: string) => string | undefined;
}) {
  const { fields, change } = draft;
  return (
    <>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={255}
        autoFocus
        value={fields.title}
        onChange={(event) => change({ title: event.target.value })}
        error={error('title')}
      />
      <DescriptionField
        key={draft.template.applied}
        members={members}
        initialHtml={fields.description}
        error={error('description')}
        onChange={(description) => change({ description })}
        onSubmit={() => draft.form.current?.requestSubmit()}
      />
    </>
  );
}

/** Whether the dialog opened holding a draft (kept from before, or restored after a reload). */
function useOpenedWithDraft(open: boolean, fields: NewIssueFields) {
  const [opening, setOpening] = useState({ open: false, withDraft: false });
  // Decided as the dialog opens, not as it is typed into.
  if (opening.open !== open) setOpening({ open, withDraft: open && !isBlankNewIssue(fields) });
  return { shown: opening.withDraft, hide: () => setOpening({ open, withDraft: false }) };
}

function TypeStatusPriorityAssigneeFields({
  fields,
  status,
  members,
  error,
  onChange,
}: {
  fields: NewIssueFields;
  status: IssueStatus;
  members: Assignable[];
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<NewIssueFields>) => void;
}) {
  return (
    <>
      <SelectField
        label="Type"
        name="type"
        value={fields.type}
        onChange={(event) => onChange({ type: event.target.value as IssueType })}
        error={error('type')}
        options={choices(TYPE_ORDER)}
      />
      <SelectField
        label="Status"
        name="status"
        value={fields.status ?? status}
        onChange={(event) => onChange({ status: event.target.value as IssueStatus })}
        options={choices(STATUS_ORDER)}
      />
      <SelectField
        label="Priority"
        name="priority"
        value={fields.priority}
        onChange={(event) => onChange({ priority: event.target.value as Priority })}
        options={choices(PRIORITY_ORDER)}
      />
      <SelectField
        label="Assignee"
        name="assignee"
        value={fields.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
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

/**
 * Ctrl/Cmd+Enter is the create button's shortcut; the line beside the buttons says so. A restored
 * draft's line comes first there: after the fields in the Tab order, so opening the dialog puts the
 * focus in the title and never on its Discard.
 */
function QuickCreateActions({
  busy,
  onCancel,
  restored,
}: {
  busy: boolean;
  onCancel: () => void;
  restored: ReactNode;
}) {
  return (
    <div className="dialog-actions">
      {restored}
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
