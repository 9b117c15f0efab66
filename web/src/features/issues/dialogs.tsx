import type { Assignable, Issue, IssuePatch, IssueStatus } from '../../api/issues.js';
import { Modal } from '../../components/modal.js';
import { Picker } from '../../components/picker.js';
import { QuickCreate } from '../../components/quick-create.js';
import { Button } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { STATUS_ORDER } from '../../lib/issue-display.js';
import { ISSUE_SHORTCUTS } from '../../lib/keyboard.js';

export type Dialog = 'create' | 'status' | 'assign' | 'help' | null;

/** The page's dialogs: New issue, Status and Assign of the targets, and the shortcuts. */
export function IssueDialogs({
  dialog,
  onClose,
  createStatus,
  members,
  membersLoading,
  targets,
  onCreated,
  onChange,
}: {
  dialog: Dialog;
  onClose: () => void;
  /** The status a new issue starts in (the board's one column, else backlog). */
  createStatus: IssueStatus;
  members: Assignable[];
  /** The people and agents are still on their way (the Assign picker waits for them). */
  membersLoading: boolean;
  targets: Issue[];
  onCreated: (issue: Issue) => void;
  onChange: (issues: Issue[], patch: IssuePatch, said: string) => void;
}) {
  const targetNames = targets.map((issue) => issue.id).join(', ');
  return (
    <>
      <QuickCreate
        open={dialog === 'create'}
        status={createStatus}
        members={members}
        onClose={onClose}
        onCreated={onCreated}
      />
      <Picker
        open={dialog === 'status'}
        title={`Status of ${targetNames}`}
        label="Status"
        options={STATUS_ORDER.map((status) => ({ id: status, label: humanize(status) }))}
        onClose={onClose}
        onPick={(option) => {
          onClose();
          onChange(targets, { status: option.id as IssueStatus }, `moved to ${option.label}`);
        }}
      />
      <Picker
        open={dialog === 'assign'}
        title={`Assign ${targetNames}`}
        label="Assignee"
        loading={membersLoading}
        options={[
          { id: 'none', label: 'Unassigned' },
          ...members.map((member) => ({
            id: member.key,
            label: member.name,
            hint: member.type === 'agent' ? 'Agent: assigning starts a run' : 'Person',
          })),
        ]}
        onClose={onClose}
        onPick={(option) => {
          onClose();
          onChange(
            targets,
            { assignee: option.id === 'none' ? null : option.id },
            option.id === 'none' ? 'unassigned' : `assigned to ${option.label}`,
          );
        }}
      />
      <ShortcutsHelp open={dialog === 'help'} onClose={onClose} />
    </>
  );
}

function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={onClose}>
      <dl className="shortcuts">
        {ISSUE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.does} className="shortcut">
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
      <p className="dialog-body">
        Shortcuts never fire while you type in a field. Drag a card to another column to change its status.
      </p>
      <div className="dialog-actions">
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </Modal>
  );
}
