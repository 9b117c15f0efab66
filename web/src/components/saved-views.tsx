import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldError } from '../api/client.js';
import { savedViewsQuery, useDeleteSavedView, useSaveView, type SavedView } from '../api/saved-views.js';
import { filtersFromSaved, filtersToSaved, sameFilters, type IssueFilters } from '../lib/issue-filters.js';
import { Modal } from './modal.js';
import { Button, ConfirmButton, ErrorNotice, TextField } from './ui.js';

type Layout = 'board' | 'list';

/**
 * Saved views of `/issues` (api/saved-views.ts): choosing one puts its filters and its layout (board or
 * list; a view saved before layouts were kept leaves the current one) in the address.
 */
export function SavedViews({
  filters,
  layout,
  columns,
  userId,
  canWrite,
  onApply,
}: {
  filters: IssueFilters;
  layout: Layout;
  /** The custom fields the list shows as columns (issue 40), kept with a view saved now. */
  columns: string[];
  userId: number;
  canWrite: boolean;
  /** `columns` null: the view was saved before columns were kept (the current ones stay). */
  onApply: (filters: IssueFilters, layout: Layout, columns: string[] | null) => void;
}) {
  const views = useQuery(savedViewsQuery);
  const [editing, setEditing] = useState<'new' | 'rename' | null>(null);
  const selectId = useId();
  const current = views.data?.find((view) => sameFilters(filtersFromSaved(view.filters), filters));
  const mine = current?.owner.type === 'user' && current.owner.id === userId;
  const { share, keepColumns, deletion } = useViewChanges();
  return (
    <div className="saved-views" role="group" aria-label="Saved views">
      <label htmlFor={selectId} className="filter-label">
        View
      </label>
      <select
        id={selectId}
        value={current ? String(current.id) : ''}
        disabled={views.isPending}
        onChange={(event) => {
          const view = views.data?.find((v) => String(v.id) === event.target.value);
          onApply(
            view ? filtersFromSaved(view.filters) : filters,
            view?.layout ?? layout,
            view?.columns ?? null,
          );
        }}
      >
        <option value="">{views.isPending ? 'Loading views…' : 'Unsaved filters'}</option>
        <ViewOptions views={views.data ?? []} userId={userId} />
      </select>
      {canWrite ? (
        <Button variant="ghost" onClick={() => setEditing('new')}>
          Save view
        </Button>
      ) : null}
      {current && mine ? (
        <OwnerActions
          view={current}
          sharing={share.isPending}
          columnsChanged={(current.columns ?? []).join('\n') !== columns.join('\n')}
          keepingColumns={keepColumns.isPending}
          onKeepColumns={() => keepColumns.mutate({ id: current.id, change: { columns } })}
          onRename={() => setEditing('rename')}
          onShare={() => share.mutate({ id: current.id, change: { shared: !current.shared } })}
          onDelete={() => deletion.mutateAsync(current.id)}
        />
      ) : null}
      <ErrorNotice error={views.error ?? share.error ?? keepColumns.error} />
      <ViewDialog
        mode={editing}
        view={editing === 'rename' ? current : undefined}
        filters={filters}
        layout={layout}
        columns={columns}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </div>
  );
}

/** One option a view: its name, whether shared, and whose when not the reader's. */
function ViewOptions({ views, userId }: { views: SavedView[]; userId: number }) {
  return views.map((view) => (
    <option key={view.id} value={String(view.id)}>
      {view.name}
      {view.shared ? ' · shared' : ''}
      {view.owner.type === 'user' && view.owner.id !== userId ? ` · by ${view.owner.name}` : ''}
    </option>
  ));
}

/** Sharing a view, keeping the list's columns in it, deleting it (each its own pending state). */
function useViewChanges() {
  return { share: useSaveView(), keepColumns: useSaveView(), deletion: useDeleteSavedView() };
}

/** What the owner of the view in use may do with it. */
function OwnerActions({
  view,
  sharing,
  columnsChanged,
  keepingColumns,
  onKeepColumns,
  onRename,
  onShare,
  onDelete,
}: {
  view: SavedView;
  sharing: boolean;
  /** The list shows other field columns than the view keeps. */
  columnsChanged: boolean;
  keepingColumns: boolean;
  onKeepColumns: () => void;
  onRename: () => void;
  onShare: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <>
      {columnsChanged ? (
        <Button variant="ghost" busy={keepingColumns} onClick={onKeepColumns}>
          Keep these columns in the view
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onRename}>
        Rename
      </Button>
      <Button variant="ghost" busy={sharing} onClick={onShare}>
        {view.shared ? 'Stop sharing' : 'Share with workspace'}
      </Button>
      <ConfirmButton
        label="Delete view"
        title={`Delete the view “${view.name}”?`}
        body={
          view.shared
            ? 'It is shared: it goes for everyone in the workspace.'
            : 'Only the view goes; no issue changes.'
        }
        confirmLabel="Delete view"
        onConfirm={onDelete}
      />
    </>
  );
}

function ViewDialog({
  mode,
  view,
  filters,
  layout,
  columns,
  onClose,
  onSaved,
}: {
  mode: 'new' | 'rename' | null;
  view: SavedView | undefined;
  filters: IssueFilters;
  layout: Layout;
  columns: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useSaveView();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = (form.get('name') as string | null) ?? '';
    const shared = form.get('shared') === 'on';
    save.mutate(
      mode === 'rename' && view
        ? { id: view.id, change: { name } }
        : { create: { name, surface: 'issues', filters: filtersToSaved(filters), shared, layout, columns } },
      { onSuccess: onSaved },
    );
  };
  return (
    <Modal
      open={mode !== null}
      title={mode === 'rename' ? 'Rename view' : 'Save these filters as a view'}
      onClose={() => {
        save.reset();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <TextField
          label="View name"
          name="name"
          required
          maxLength={255}
          defaultValue={view?.name ?? ''}
          autoFocus
          error={fieldError(save.error, 'name')}
        />
        {mode === 'new' ? (
          <label className="check">
            <input type="checkbox" name="shared" /> Share with the workspace
          </label>
        ) : null}
        <ErrorNotice error={save.error} />
        <div className="dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {mode === 'rename' ? 'Rename' : 'Save view'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
