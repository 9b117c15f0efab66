import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  useCreateIssue,
  type CreatedIssue,
  type IssueStatus,
  type IssueType,
  type NewIssue,
  type Priority,
} from '../api/issues.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import type { Choice, OpenPicker } from './quick-create-pickers.js';
import { useDraft } from './use-draft.js';

/** What the New issue dialog holds, and what its draft keeps. */
export interface NewIssueFields {
  title: string;
  /** The editor's HTML; null when it holds nothing. */
  description: string | null;
  type: IssueType;
  /** null: the status of where the dialog was opened (the board's column, else backlog). */
  status: IssueStatus | null;
  priority: Priority;
  /** An assignee key, '' for nobody. */
  assignee: string;
  project: Choice | null;
  epic: Choice | null;
  labels: string[];
}

export const EMPTY_NEW_ISSUE: NewIssueFields = {
  title: '',
  description: null,
  type: 'task',
  status: null,
  priority: 'medium',
  assignee: '',
  project: null,
  epic: null,
  labels: [],
};

/** Nothing typed or chosen: closing loses nothing, so nothing is asked and no draft is kept. */
export function isBlankNewIssue(fields: NewIssueFields): boolean {
  return (
    fields.title.trim() === '' &&
    fields.description === null &&
    fields.type === EMPTY_NEW_ISSUE.type &&
    fields.status === null &&
    fields.priority === EMPTY_NEW_ISSUE.priority &&
    fields.assignee === '' &&
    fields.project === null &&
    fields.epic === null &&
    fields.labels.length === 0
  );
}

const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Choice).id === 'string' &&
  typeof (value as Choice).label === 'string';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A stored draft as fields: anything of the wrong shape falls back to its empty value. */
export function parseNewIssueDraft(value: unknown): NewIssueFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const fields: NewIssueFields = {
    title: typeof stored.title === 'string' ? stored.title : '',
    description: typeof stored.description === 'string' && stored.description ? stored.description : null,
    type: oneOf(TYPE_ORDER, stored.type, EMPTY_NEW_ISSUE.type),
    status: STATUS_ORDER.includes(stored.status as IssueStatus) ? (stored.status as IssueStatus) : null,
    priority: oneOf(PRIORITY_ORDER, stored.priority, EMPTY_NEW_ISSUE.priority),
    assignee: typeof stored.assignee === 'string' ? stored.assignee : '',
    project: isChoice(stored.project) ? stored.project : null,
    epic: isChoice(stored.epic) ? stored.epic : null,
    labels: Array.isArray(stored.labels) ? stored.labels.filter((label) => typeof label === 'string') : [],
  };
  return isBlankNewIssue(fields) ? null : fields;
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
  const clear = () => {
    create.reset();
    draft.discard();
    setFields(EMPTY_NEW_ISSUE);
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
    submit,
    submitFromKeyboard,
  };
}
