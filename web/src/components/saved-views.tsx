import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../api/client.js';
import { allOf, type Actor } from '../api/issues.js';
import { filtersFromSaved, filtersToSaved, sameFilters, type IssueFilters } from '../lib/issue-filters.js';
import { Modal } from './modal.js';
import { Button, ConfirmButton, ErrorNotice, TextField } from './ui.js';

export interface SavedView {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  owner: Actor;
  shared: boolean;
}

const KEY = ['saved-views', 'issues'];

/**
 * Saved views of `/issues`: read through the API (`GET /saved-views`), written through the interface's
 * own endpoints (the API may not write them). Choosing one puts its filters in the address.
 */
export function SavedViews({
  filters,
  userId,
  canWrite,
  onApply,
}: {
  filters: IssueFilters;
  userId: number;
  canWrite: boolean;
  onApply: (filters: IssueFilters) => void;
}) {
  const queryClient = useQueryClient();
  const views = useQuery({
    queryKey: KEY,
    queryFn: () => allOf<SavedView>('/api/v1/saved-views?surface=issues'),
  });
  const [editing, setEditing] = useState<'new' | 'rename' | null>(null);
  const selectId = useId();
  const current = views.data?.find((view) => sameFilters(filtersFromSaved(view.filters), filters));
  const mine = current?.owner.type === 'user' && current.owner.id === userId;
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const share = useMutation({
    mutationFn: (view: SavedView) => api.patch(`/api/ui/saved-views/${view.id}`, { shared: !view.shared }),
    onSettled: refresh,
  });

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
          onApply(view ? filtersFromSaved(view.filters) : filters);
        }}
      >
        <option value="">
          {views.isPending ? 'Loading views…' : current ? 'Unsaved filters' : 'Unsaved filters'}
        </option>
        {(views.data ?? []).map((view) => (
          <option key={view.id} value={String(view.id)}>
            {view.name}
            {view.shared ? ' · shared' : ''}
            {view.owner.type === 'user' && view.owner.id !== userId ? ` · by ${view.owner.name}` : ''}
          </option>
        ))}
      </select>
      {canWrite ? (
        <Button variant="ghost" onClick={() => setEditing('new')}>
          Save view
        </Button>
      ) : null}
      {current && mine ? (
        <>
          <Button variant="ghost" onClick={() => setEditing('rename')}>
            Rename
          </Button>
          <Button variant="ghost" busy={share.isPending} onClick={() => share.mutate(current)}>
            {current.shared ? 'Stop sharing' : 'Share with workspace'}
          </Button>
          <ConfirmButton
            label="Delete view"
            title={`Delete the view “${current.name}”?`}
            body={
              current.shared
                ? 'It is shared: it goes for everyone in the workspace.'
                : 'Only the view goes; no issue changes.'
            }
            confirmLabel="Delete view"
            onConfirm={async () => {
              await api.delete(`/api/ui/saved-views/${current.id}`);
              await refresh();
            }}
          />
        </>
      ) : null}
      <ErrorNotice error={views.error ?? share.error} />
      <ViewDialog
        mode={editing}
        view={editing === 'rename' ? current : undefined}
        filters={filters}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await refresh();
        }}
      />
    </div>
  );
}

function ViewDialog({
  mode,
  view,
  filters,
  onClose,
  onSaved,
}: {
  mode: 'new' | 'rename' | null;
  view: SavedView | undefined;
  filters: IssueFilters;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const save = useMutation({
    mutationFn: (input: { name: string; shared: boolean }) =>
      mode === 'rename' && view
        ? api.patch(`/api/ui/saved-views/${view.id}`, { name: input.name })
        : api.post('/api/ui/saved-views', {
            name: input.name,
            surface: 'issues',
            filters: filtersToSaved(filters),
            shared: input.shared,
          }),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({ name: (form.get('name') as string | null) ?? '', shared: form.get('shared') === 'on' });
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
          error={
            save.error instanceof Error && 'fieldError' in save.error
              ? (save.error as any).fieldError('name')
              : undefined
          }
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
