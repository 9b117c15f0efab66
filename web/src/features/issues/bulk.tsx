import { useState } from 'react';
import {
  useBulkChangeIssues,
  withLabel,
  withoutLabel,
  type BulkPatch,
  type BulkResult,
} from '../../api/issue-bulk.js';
import type { Issue } from '../../api/issues.js';
import type { Label } from '../../api/labels.js';
import type { Project } from '../../api/projects.js';
import { Picker } from '../../components/picker.js';
import { ErrorNotice } from '../../components/ui.js';
import type { IssueCursor } from './cursor.js';
import { SelectionBar } from './page-parts.js';

export type BulkDialog = 'project' | 'add-label' | 'remove-label';

/** What a finished bulk change says: how many changed, and each issue that was not with its reason. */
function resultText(result: BulkResult, said: string): { announcement: string; failures: string | null } {
  const count = result.changed.length;
  const announcement = count === 0 ? '' : `${count} issue${count === 1 ? '' : 's'} ${said}.`;
  if (result.failed.length === 0) return { announcement, failures: null };
  const total = count + result.failed.length;
  const reasons = result.failed.map((failure) => `${failure.id}: ${failure.message}`).join('; ');
  return { announcement, failures: `${result.failed.length} of ${total} not changed. ${reasons}` };
}

/** Moving the selection to a project, adding or removing a label: the pickers and what they did. */
export function useBulkActions() {
  const change = useBulkChangeIssues();
  const [announcement, setAnnouncement] = useState('');
  const [failures, setFailures] = useState<string | null>(null);
  const run = (issues: Issue[], patchOf: (issue: Issue) => BulkPatch | null, said: string) => {
    setAnnouncement('');
    setFailures(null);
    change.mutate(
      { issues, patchOf },
      {
        onSuccess: (result) => {
          const text = resultText(result, said);
          setAnnouncement(text.announcement);
          setFailures(text.failures);
        },
        onError: (error) => setFailures(error.message),
      },
    );
  };
  return { run, announcement, failures, pending: change.isPending };
}

/** The three pickers of the selection bar's bulk changes. */
export function BulkPickers({
  dialog,
  targets,
  projects,
  labels,
  onClose,
  onRun,
}: {
  dialog: BulkDialog | null;
  targets: Issue[];
  projects: Project[];
  labels: Label[];
  onClose: () => void;
  onRun: (issues: Issue[], patchOf: (issue: Issue) => BulkPatch | null, said: string) => void;
}) {
  const count = `${targets.length} issue${targets.length === 1 ? '' : 's'}`;
  const present = [...new Set(targets.flatMap((issue) => issue.labels))].sort((a, b) => a.localeCompare(b));
  const pick = (patchOf: (issue: Issue) => BulkPatch | null, said: string) => {
    onClose();
    onRun(targets, patchOf, said);
  };
  return (
    <>
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
            () => ({ project_id: option.id === 'none' ? null : Number(option.id) }),
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
        onPick={(option) => pick((issue) => withLabel(issue, option.id), `labelled ${option.label}`)}
      />
      <Picker
        open={dialog === 'remove-label'}
        title={`Remove a label from ${count}`}
        label="Label"
        options={present.map((name) => ({ id: name, label: name }))}
        onClose={onClose}
        onPick={(option) =>
          pick((issue) => withoutLabel(issue, option.id), `no longer labelled ${option.label}`)
        }
      />
    </>
  );
}

/** The selection bar with its bulk changes: the pickers, and what the last change did or could not do. */
export function SelectionTools({
  cursor,
  canWrite,
  projects,
  labels,
  onStatus,
  onAssign,
}: {
  cursor: IssueCursor;
  canWrite: boolean;
  projects: Project[];
  labels: Label[];
  onStatus: () => void;
  onAssign: () => void;
}) {
  const [dialog, setDialog] = useState<BulkDialog | null>(null);
  const bulk = useBulkActions();
  return (
    <>
      <SelectionBar
        count={cursor.selected.size}
        canWrite={canWrite}
        onStatus={onStatus}
        onAssign={onAssign}
        onBulk={setDialog}
        onClear={() => cursor.setSelected(new Set())}
      />
      <ErrorNotice
        error={bulk.failures ? new Error(bulk.failures) : null}
        title="Some issues were not changed."
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {bulk.announcement}
      </p>
      <BulkPickers
        dialog={dialog}
        targets={dialog ? cursor.targets() : []}
        projects={projects}
        labels={labels}
        onClose={() => setDialog(null)}
        onRun={bulk.run}
      />
    </>
  );
}
