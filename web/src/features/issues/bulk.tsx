import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.js';
import {
  useBulkChangeIssues,
  useUndoBulkChange,
  type BulkChange,
  type BulkFilter,
  type BulkOutcome,
  type BulkScope,
} from '../../api/issue-bulk.js';
import type { Issue, Priority } from '../../api/issues.js';
import { humanize } from '../../lib/format.js';
import { PRIORITY_ORDER } from '../../lib/issue-display.js';
import type { Label } from '../../api/labels.js';
import type { Project } from '../../api/projects.js';
import { Picker } from '../../components/picker.js';
import { Button, ErrorNotice } from '../../components/ui.js';
import type { IssueCursor } from './cursor.js';
import { SelectionBar } from './page-parts.js';

export type BulkDialog = 'priority' | 'project' | 'add-label' | 'remove-label';

/** Why a bulk change was refused: each issue named with its reason (nothing was changed). */
function refusalText(error: Error): string {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return error.message;
  const reasons = Object.entries(error.errors)
    .map(([issue, messages]) => `${issue}: ${messages.join(' ')}`)
    .join('; ');
  return `${error.message} ${reasons}`;
}

/** Moving the selection to a project, adding or removing a label, and undoing the last of them. */
export function useBulkActions() {
  const change = useBulkChangeIssues();
  const undo = useUndoBulkChange();
  const [announcement, setAnnouncement] = useState('');
  const [failures, setFailures] = useState<string | null>(null);
  const [last, setLast] = useState<BulkOutcome | null>(null);
  const run = (scope: BulkScope, bulkChange: BulkChange, said: string) => {
    setAnnouncement('');
    setFailures(null);
    setLast(null);
    change.mutate(
      { scope, change: bulkChange },
      {
        onSuccess: (outcome) => {
          setAnnouncement(`${outcome.count} issue${outcome.count === 1 ? '' : 's'} ${said}.`);
          setLast(outcome.undo_id === null ? null : outcome);
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

/** The three pickers of the selection bar's bulk changes. */
export function BulkPickers({
  dialog,
  targets,
  allMatching,
  projects,
  labels,
  onClose,
  onRun,
}: {
  dialog: BulkDialog | null;
  targets: Issue[];
  /** Every issue matching the filter, not only the loaded ones selected. */
  allMatching: boolean;
  projects: Project[];
  labels: Label[];
  onClose: () => void;
  onRun: (change: BulkChange, said: string) => void;
}) {
  const count = allMatching
    ? 'all matching issues'
    : `${targets.length} issue${targets.length === 1 ? '' : 's'}`;
  const present = allMatching
    ? labels.map((label) => label.name)
    : [...new Set(targets.flatMap((issue) => issue.labels))].sort((a, b) => a.localeCompare(b));
  const pick = (change: BulkChange, said: string) => {
    onClose();
    onRun(change, said);
  };
  return (
    <>
      <Picker
        open={dialog === 'priority'}
        title={`Priority of ${count}`}
        label="Priority"
        options={PRIORITY_ORDER.map((priority) => ({ id: priority, label: humanize(priority) }))}
        onClose={onClose}
        onPick={(option) =>
          pick({ priority: option.id as Priority }, `set to ${option.label.toLowerCase()} priority`)
        }
      />
      <Picker
        open={dialog === 'project'}
        title={`Move ${count} to project`}
        label="Project"
        options={[
          { id: 'none', label: 'No project' },
          ...projects.map((project) => ({ id: String(project.id), label: project.name })),
        ]}
        onClose={onClose}
        onPick={(option) =>
          pick(
            { project_id: option.id === 'none' ? null : Number(option.id) },
            option.id === 'none' ? 'taken out of their project' : `moved to ${option.label}`,
          )
        }
      />
      <Picker
        open={dialog === 'add-label'}
        title={`Add a label to ${count}`}
        label="Label"
        options={labels.map((label) => ({ id: label.name, label: label.name }))}
        onClose={onClose}
        onPick={(option) => pick({ add_labels: [option.id] }, `labelled ${option.label}`)}
      />
      <Picker
        open={dialog === 'remove-label'}
        title={`Remove a label from ${count}`}
        label="Label"
        options={present.map((name) => ({ id: name, label: name }))}
        onClose={onClose}
        onPick={(option) => pick({ remove_labels: [option.id] }, `no longer labelled ${option.label}`)}
      />
    </>
  );
}

/** The selection bar with its bulk changes: the pickers, and what the last change did or could not do. */
export function SelectionTools({
  cursor,
  filter,
  canWrite,
  projects,
  labels,
  onStatus,
  onAssign,
}: {
  cursor: IssueCursor;
  /** The list's filter as the bulk request takes it, for "select all matching". */
  filter: BulkFilter;
  canWrite: boolean;
  projects: Project[];
  labels: Label[];
  onStatus: () => void;
  onAssign: () => void;
}) {
  const [dialog, setDialog] = useState<BulkDialog | null>(null);
  const bulk = useBulkActions();
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
        onStatus={onStatus}
        onAssign={onAssign}
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
        onClose={() => setDialog(null)}
        onRun={(change, said) =>
          bulk.run(
            allMatching ? { filter } : { ids: cursor.targets().map((issue) => issue.id) },
            change,
            said,
          )
        }
      />
    </>
  );
}
