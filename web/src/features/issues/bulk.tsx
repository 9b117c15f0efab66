import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.js';
import { fieldsQuery } from '../../api/fields.js';
import {
  useBulkChangeIssues,
  useUndoBulkChange,
  type BulkChange,
  type BulkFilter,
  type BulkOutcome,
  type BulkScope,
} from '../../api/issue-bulk.js';
import type { Assignable, Issue, IssueStatus, Priority } from '../../api/issues.js';
import { statesQuery, type WorkflowState } from '../../api/states.js';
import { humanize } from '../../lib/format.js';
import { PRIORITY_ORDER, STATUS_ORDER } from '../../lib/issue-display.js';
import type { Label } from '../../api/labels.js';
import type { Project } from '../../api/projects.js';
import { Modal } from '../../components/modal.js';
import { Picker, type PickerOption } from '../../components/picker.js';
import { Button, ErrorNotice } from '../../components/ui.js';
import { BulkFieldDialog } from './bulk-field.js';
import type { IssueCursor } from './cursor.js';
import { SelectionBar, type BulkDialog } from './selection-bar.js';

/** Why a bulk change was refused: each issue named with its reason (nothing was changed). */
function refusalText(error: Error): string {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return error.message;
  const reasons = Object.entries(error.errors)
    .map(([issue, messages]) => `${issue}: ${messages.join(' ')}`)
    .join('; ');
  return `${error.message} ${reasons}`;
}

/** Every change of the selection bar, one bulk request each, and undoing the last of them. */
export function useBulkActions() {
  const change = useBulkChangeIssues();
  const undo = useUndoBulkChange();
  const [announcement, setAnnouncement] = useState('');
  const [failures, setFailures] = useState<string | null>(null);
  const [last, setLast] = useState<BulkOutcome | null>(null);
  const run = (scope: BulkScope, bulkChange: BulkChange | 'delete', said: string, onDone?: () => void) => {
    setAnnouncement('');
    setFailures(null);
    setLast(null);
    change.mutate(
      { scope, change: bulkChange },
      {
        onSuccess: (outcome) => {
          setAnnouncement(`${outcome.count} issue${outcome.count === 1 ? '' : 's'} ${said}.`);
          setLast(outcome.undo_id === null ? null : outcome);
          onDone?.();
        },
        onError: (error) => setFailures(refusalText(error)),
      },
    );
  };
  const undoLast = () => {
    if (last?.undo_id == null) return;
    setFailures(null);
    undo.mutate(last.undo_id, {
      onSuccess: (outcome) => {
        setLast(null);
        setAnnouncement(`Undone: ${outcome.count} issue${outcome.count === 1 ? '' : 's'} put back.`);
      },
      onError: (error) => {
        setLast(null);
        setFailures(refusalText(error));
      },
    });
  };
  return {
    run,
    undoLast,
    announcement,
    failures,
    canUndo: last !== null,
    pending: change.isPending || undo.isPending,
  };
}

/**
 * The workflow states grouped under their status, each status first as its own choice (it leaves any
 * state), as the issue page's Status select offers them.
 */
function stateOptions(states: WorkflowState[]): PickerOption[] {
  return STATUS_ORDER.flatMap((status): PickerOption[] => {
    const inside = states.filter((state) => state.status === status);
    const name = humanize(status);
    if (inside.length === 0) return [{ id: status, label: name }];
    return [
      { id: status, label: name, hint: 'the status itself', group: name },
      ...inside.map((state) => ({ id: `state:${state.id}`, label: state.name, hint: name, group: name })),
    ];
  });
}

/** One picker of the bar: its choices, and the change (with what to say) a choice makes. */
interface PickerSpec {
  dialog: BulkDialog;
  title: string;
  label: string;
  options: PickerOption[];
  loading?: boolean;
  change: (option: PickerOption) => [BulkChange, string];
}

interface PickerContext {
  count: string;
  states: WorkflowState[];
  members: Assignable[];
  membersLoading: boolean;
}

/** Status, state and assignee. */
function workflowPickers({ count, states, members, membersLoading }: PickerContext): PickerSpec[] {
  return [
    {
      dialog: 'status',
      title: `Status of ${count}`,
      label: 'Status',
      options: STATUS_ORDER.map((status) => ({ id: status, label: humanize(status) })),
      change: (option) => [{ status: option.id as IssueStatus }, `moved to ${option.label}`],
    },
    {
      dialog: 'state',
      title: `State of ${count}`,
      label: 'State',
      options: stateOptions(states),
      change: (option) => [
        option.id.startsWith('state:')
          ? { state_id: Number(option.id.slice('state:'.length)) }
          : { status: option.id as IssueStatus, state_id: null },
        `moved to ${option.label}`,
      ],
    },
    {
      dialog: 'assign',
      title: `Assign ${count}`,
      label: 'Assignee',
      loading: membersLoading,
      options: [
        { id: 'none', label: 'Unassigned' },
        ...members.map((member) => ({
          id: member.key,
          label: member.name,
          hint: member.type === 'agent' ? 'Agent: assigning starts a run' : 'Person',
        })),
      ],
      change: (option) => [
        { assignee: option.id === 'none' ? null : option.id },
        option.id === 'none' ? 'unassigned' : `assigned to ${option.label}`,
      ],
    },
  ];
}

/** Priority, project and labels (`present`: the labels the issues have, for Remove label). */
function otherPickers(count: string, projects: Project[], labels: Label[], present: string[]): PickerSpec[] {
  return [
    {
      dialog: 'priority',
      title: `Priority of ${count}`,
      label: 'Priority',
      options: PRIORITY_ORDER.map((priority) => ({ id: priority, label: humanize(priority) })),
      change: (option) => [
        { priority: option.id as Priority },
        `set to ${option.label.toLowerCase()} priority`,
      ],
    },
    {
      dialog: 'project',
      title: `Move ${count} to project`,
      label: 'Project',
      options: [
        { id: 'none', label: 'No project' },
        ...projects.map((project) => ({ id: String(project.id), label: project.name })),
      ],
      change: (option) => [
        { project_id: option.id === 'none' ? null : Number(option.id) },
        option.id === 'none' ? 'taken out of their project' : `moved to ${option.label}`,
      ],
    },
    {
      dialog: 'add-label',
      title: `Add a label to ${count}`,
      label: 'Label',
      options: labels.map((label) => ({ id: label.name, label: label.name })),
      change: (option) => [{ add_labels: [option.id] }, `labelled ${option.label}`],
    },
    {
      dialog: 'remove-label',
      title: `Remove a label from ${count}`,
      label: 'Label',
      options: present.map((name) => ({ id: name, label: name })),
      change: (option) => [{ remove_labels: [option.id] }, `no longer labelled ${option.label}`],
    },
  ];
}

/** The pickers and dialogs of the selection bar's bulk changes. */
export function BulkPickers({
  dialog,
  targets,
  allMatching,
  projects,
  labels,
  members,
  membersLoading,
  states,
  onClose,
  onRun,
}: {
  dialog: BulkDialog | null;
  targets: Issue[];
  /** Every issue matching the filter, not only the loaded ones selected. */
  allMatching: boolean;
  projects: Project[];
  labels: Label[];
  members: Assignable[];
  membersLoading: boolean;
  states: WorkflowState[];
  onClose: () => void;
  onRun: (change: BulkChange | 'delete', said: string) => void;
}) {
  const fields = useQuery(fieldsQuery()).data ?? [];
  const count = allMatching
    ? 'all matching issues'
    : `${targets.length} issue${targets.length === 1 ? '' : 's'}`;
  const present = allMatching
    ? labels.map((label) => label.name)
    : [...new Set(targets.flatMap((issue) => issue.labels))].sort((a, b) => a.localeCompare(b));
  const pick = (change: BulkChange | 'delete', said: string) => {
    onClose();
    onRun(change, said);
  };
  const pickers = [
    ...workflowPickers({ count, states, members, membersLoading }),
    ...otherPickers(count, projects, labels, present),
  ];
  return (
    <>
      {pickers.map((spec) => (
        <Picker
          key={spec.dialog}
          open={dialog === spec.dialog}
          title={spec.title}
          label={spec.label}
          options={spec.options}
          loading={spec.loading}
          onClose={onClose}
          onPick={(option) => pick(...spec.change(option))}
        />
      ))}
      <BulkFieldDialog
        open={dialog === 'field'}
        count={count}
        fields={fields}
        people={members}
        onClose={onClose}
        onApply={(key, value, said) => pick({ fields: { [key]: value } }, said)}
      />
      <DeleteConfirm
        open={dialog === 'delete'}
        count={count}
        names={allMatching ? [] : targets.map((issue) => issue.id)}
        onClose={onClose}
        onConfirm={() => pick('delete', 'deleted')}
      />
    </>
  );
}

/** Deleting the selection, said with its count first: the API has no undo for a deletion. */
function DeleteConfirm({
  open,
  count,
  names,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: string;
  names: string[];
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} title={`Delete ${count}?`} onClose={onClose}>
      <p className="dialog-body">
        {names.length > 0
          ? `${names.join(', ')} will be deleted. `
          : 'Every issue matching the filter (at most 1,000) will be deleted. '}
        A deletion cannot be undone. Issues with attachments or sub-issues are refused, and then nothing is
        deleted.
      </p>
      <div className="dialog-actions">
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete {count}
        </Button>
      </div>
    </Modal>
  );
}

/** The selection bar with its bulk changes: the pickers, and what the last change did or could not do. */
export function SelectionTools({
  cursor,
  filter,
  canWrite,
  projects,
  labels,
  members,
  membersLoading,
  dialog,
  setDialog,
}: {
  cursor: IssueCursor;
  /** The list's filter as the bulk request takes it, for "select all matching". */
  filter: BulkFilter;
  canWrite: boolean;
  projects: Project[];
  labels: Label[];
  members: Assignable[];
  membersLoading: boolean;
  /** The open bulk dialog; the page holds it, as `s` and `a` open the Status and Assign ones. */
  dialog: BulkDialog | null;
  setDialog: (dialog: BulkDialog | null) => void;
}) {
  const bulk = useBulkActions();
  const states = useQuery(statesQuery()).data ?? [];
  const hasFields = (useQuery(fieldsQuery()).data ?? []).length > 0;
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(filter);
  // "All matching" lasts as long as the selection and the filter it was chosen under.
  useEffect(() => {
    if (cursor.selected.size === 0) setAllMatching(false);
  }, [cursor.selected.size]);
  useEffect(() => setAllMatching(false), [filterKey]);
  return (
    <>
      <SelectionBar
        count={cursor.selected.size}
        allMatching={allMatching}
        onSelectAll={() => setAllMatching(true)}
        canWrite={canWrite}
        hasStates={states.length > 0}
        hasFields={hasFields}
        onBulk={setDialog}
        onClear={() => cursor.setSelected(new Set())}
      />
      <ErrorNotice error={bulk.failures ? new Error(bulk.failures) : null} title="Nothing was changed." />
      <div className="bulk-toast" role="status" aria-live="polite">
        {bulk.announcement}
        {bulk.canUndo && (
          <Button variant="ghost" onClick={bulk.undoLast} disabled={bulk.pending}>
            Undo
          </Button>
        )}
      </div>
      <BulkPickers
        dialog={dialog}
        targets={dialog ? cursor.targets() : []}
        allMatching={allMatching}
        projects={projects}
        labels={labels}
        members={members}
        membersLoading={membersLoading}
        states={states}
        onClose={() => setDialog(null)}
        onRun={(change, said) =>
          bulk.run(
            allMatching ? { filter } : { ids: cursor.targets().map((issue) => issue.id) },
            change,
            said,
            // Deleted issues leave the list: nothing stays selected.
            change === 'delete' ? () => cursor.setSelected(new Set()) : undefined,
          )
        }
      />
    </>
  );
}
