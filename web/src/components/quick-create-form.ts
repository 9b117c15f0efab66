import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCreateIssue, type CreatedIssue, type IssueStatus, type NewIssue } from '../api/issues.js';
import {
  EMPTY_NEW_ISSUE,
  isBlankNewIssue,
  parseNewIssueDraft,
  type NewIssueFields,
} from '../lib/new-issue-draft.js';
import type { OpenPicker } from './quick-create-pickers.js';
import { useDraft } from './use-draft.js';

/** The custom field values set in the dialog, as `fields`; left out when none is. */
function customFieldsOf(fields: NewIssueFields): { fields?: Record<string, unknown> } {
  const set = Object.entries(fields.custom ?? {}).filter(
    ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
  );
  return set.length > 0 ? { fields: Object.fromEntries(set) } : {};
}

function bodyOf(fields: NewIssueFields, openedStatus: IssueStatus): NewIssue {
  return {
    title: fields.title,
    type: fields.type,
    status: fields.status ?? openedStatus,
    priority: fields.priority,
    ...(fields.assignee ? { assignee: fields.assignee } : {}),
    ...(fields.description ? { description: fields.description } : {}),
    ...(fields.project ? { project_id: Number(fields.project.id) } : {}),
    ...(fields.epic && fields.type !== 'epic' ? { parent_id: fields.epic.id } : {}),
    ...(fields.labels.length ? { labels: fields.labels } : {}),
    ...customFieldsOf(fields),
  };
}

/**
 * The dialog's fields, kept as a draft while typed (see use-draft.ts), and the ways out: created (the
 * draft goes), closed with nothing in it (at once), or closed with text in it — which asks first.
 */
export function useNewIssueForm(
  openedStatus: IssueStatus,
  onClose: () => void,
  onCreated: (issue: CreatedIssue) => void,
) {
  const create = useCreateIssue();
  const form = useRef<HTMLFormElement>(null);
  const draft = useDraft('new-issue', parseNewIssueDraft);
  const [fields, setFields] = useState<NewIssueFields>(() => draft.restored ?? EMPTY_NEW_ISSUE);
  // A new number starts the description's editor afresh (it holds its own text once started).
  const [generation, setGeneration] = useState(0);
  const [asking, setAsking] = useState(false);
  const [picker, setPicker] = useState<OpenPicker>(null);
  const { save } = draft;
  useEffect(() => save(isBlankNewIssue(fields) ? null : fields), [fields, save]);

  const change = (patch: Partial<NewIssueFields>) => setFields((current) => ({ ...current, ...patch }));
  // Issue 40: a template chosen fills the form (its description restarts the editor with its text).
  const [template, setTemplate] = useState({ id: '', applied: 0 });
  const applyTemplate = (id: string, patch: Partial<NewIssueFields>) => {
    change(patch);
    setTemplate((current) => ({ id, applied: current.applied + 1 }));
  };
  const clear = () => {
    create.reset();
    draft.discard();
    setFields(EMPTY_NEW_ISSUE);
    setTemplate((current) => ({ id: '', applied: current.applied + 1 }));
    // The form starts afresh, its title (autoFocus) taking the focus when it is open.
    setGeneration((value) => value + 1);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(bodyOf(fields, openedStatus), {
      onSuccess: (issue) => {
        clear();
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
  const leaving = {
    /** Escape, Cancel (or Enter on it): closes an empty dialog, asks about a filled one. */
    request: () => (isBlankNewIssue(fields) ? onClose() : setAsking(true)),
    keep: () => {
      setAsking(false);
      create.reset();
      onClose();
    },
    discard: () => {
      setAsking(false);
      clear();
      onClose();
    },
    back: () => setAsking(false),
  };
  return {
    create,
    form,
    fields,
    change,
    generation,
    asking,
    leaving,
    picker,
    setPicker,
    clear,
    template,
    applyTemplate,
    submit,
    submitFromKeyboard,
  };
}
