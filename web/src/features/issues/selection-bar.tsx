/**
 * The selection bar of the issues page and the bulk dialogs it opens: what bulk.tsx (the dialogs and
 * their requests) and the page (its keyboard shortcuts) both name, in a file of its own so that neither
 * imports the other for it.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/ui.js';

/** The bulk change dialog open over the issues page. */
export type BulkDialog =
  'status' | 'state' | 'assign' | 'priority' | 'project' | 'add-label' | 'remove-label' | 'field' | 'delete';

/** The selected issues' count and what can be done to them all: each a bulk change (one request, Undo). */
export function SelectionBar({
  count,
  allMatching,
  onSelectAll,
  canWrite,
  hasStates,
  hasFields,
  onBulk,
  onClear,
}: {
  count: number;
  /** Every issue matching the filter is selected, loaded or not (issue 40). */
  allMatching: boolean;
  onSelectAll: () => void;
  canWrite: boolean;
  /** The workspace has workflow states (State… is offered) and custom fields (Field…). */
  hasStates: boolean;
  hasFields: boolean;
  onBulk: (dialog: BulkDialog) => void;
  onClear: () => void;
}): ReactNode {
  if (count === 0) return null;
  const action = (dialog: BulkDialog, label: string, shortcut?: string) => (
    <Button variant="ghost" onClick={() => onBulk(dialog)} aria-keyshortcuts={shortcut}>
      {label}
    </Button>
  );
  return (
    <div className="selection-bar" role="region" aria-label="Selection">
      <span>{allMatching ? 'All matching issues selected' : `${count} selected`}</span>
      {canWrite && !allMatching ? (
        <Button variant="ghost" onClick={onSelectAll}>
          Select all matching the filter
        </Button>
      ) : null}
      {canWrite ? (
        <>
          {action('status', 'Status…', 's')}
          {hasStates ? action('state', 'State…') : null}
          {action('assign', 'Assign…', 'a')}
          {action('priority', 'Priority…')}
          {action('project', 'Move to project…')}
          {action('add-label', 'Add label…')}
          {action('remove-label', 'Remove label…')}
          {hasFields ? action('field', 'Field…') : null}
          <Button variant="ghost" className="button-danger-text" onClick={() => onBulk('delete')}>
            Delete…
          </Button>
        </>
      ) : null}
      <Button variant="ghost" onClick={onClear} aria-keyshortcuts="Escape">
        Clear selection
      </Button>
    </div>
  );
}
