import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import {
  repositoriesQuery,
  useChangeRepository,
  useCreateRepository,
  useDeleteRepository,
  type Repository,
  type RepositoryFields,
} from '../../api/repositories.js';
import {
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  TextField,
} from '../../components/ui.js';
import '../../screens.css';

/**
 * Administration → Repositories (issue 38, decisions §12.3): the git repositories agents work in. Owners
 * and admins add, edit and remove them; projects and agents choose one in their settings. A runner
 * works each issue on its own branch (`tandem/<identifier>`) in a worktree of its mirror.
 */
export function RepositoriesPage() {
  const repositories = useQuery(repositoriesQuery);
  return (
    <>
      <PageHeader
        title="Repositories"
        description="Where agents work: each issue gets its own branch and working copy on the runner. Runners fetch with their machine's own git credentials; Tandem never holds any."
      />
      <Section title="New repository">
        <RepositoryForm />
      </Section>
      <Section title="All repositories">
        {repositories.isPending ? (
          <Loading />
        ) : repositories.isError ? (
          <ErrorNotice error={repositories.error} />
        ) : repositories.data.length === 0 ? (
          <EmptyState title="No repositories yet">
            Add one above, then choose it for a project (Administration → Projects) or an agent.
          </EmptyState>
        ) : (
          <ul className="list">
            {repositories.data.map((repository) => (
              <RepositoryRow key={repository.id} repository={repository} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

const EMPTY: RepositoryFields = { name: '', url: '', default_branch: 'main' };

/** Adds a repository, or (with `repository`) edits one; Escape cancels an edit. */
function RepositoryForm({ repository, onDone }: { repository?: Repository; onDone?: () => void }) {
  const [fields, setFields] = useState<RepositoryFields>(
    repository
      ? { name: repository.name, url: repository.url, default_branch: repository.default_branch }
      : EMPTY,
  );
  const create = useCreateRepository();
  const change = useChangeRepository();
  const save = repository ? change : create;
  const set = (field: keyof RepositoryFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (repository) change.mutate({ id: repository.id, ...fields }, { onSuccess: () => onDone?.() });
    else create.mutate(fields, { onSuccess: () => setFields(EMPTY) });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDone) {
      event.preventDefault();
      onDone();
    }
  };
  const label = repository ? `Edit ${repository.name}` : 'New repository';
  return (
    <form onSubmit={submit} onKeyDown={escape} className="form-inline" aria-label={label}>
      <TextField
        label="Name"
        required
        maxLength={255}
        autoFocus={repository !== undefined}
        value={fields.name}
        error={fieldError(save.error, 'name')}
        onChange={set('name')}
      />
      <TextField
        label="Git URL"
        required
        maxLength={2048}
        placeholder="git@github.com:acme/web.git"
        hint="https, ssh or git@host:path; without user name or password."
        value={fields.url}
        error={fieldError(save.error, 'url')}
        onChange={set('url')}
      />
      <TextField
        label="Default branch"
        required
        maxLength={255}
        hint="New issue branches start here."
        value={fields.default_branch}
        error={fieldError(save.error, 'default_branch')}
        onChange={set('default_branch')}
      />
      <Button type="submit" variant="primary" busy={save.isPending}>
        {repository ? 'Save' : 'Add repository'}
      </Button>
      {onDone ? <Button onClick={onDone}>Cancel</Button> : null}
      {save.isError && !hasFieldErrors(save.error) ? <ErrorNotice error={save.error} /> : null}
    </form>
  );
}

function RepositoryRow({ repository }: { repository: Repository }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteRepository();
  const rowId = `repository-${repository.id}`;
  if (editing) {
    return (
      <li className="list-row">
        <div className="list-main">
          <RepositoryForm repository={repository} onDone={() => setEditing(false)} />
        </div>
      </li>
    );
  }
  return (
    <li className="list-row">
      <div className="list-main">
        <span className="list-title" id={rowId}>
          {repository.name}
        </span>
        <span className="muted">
          <code>{repository.url}</code> · from <code>{repository.default_branch}</code>
        </span>
      </div>
      <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
        Edit
      </Button>
      <ConfirmButton
        label="Remove"
        describedBy={rowId}
        title={`Remove the repository ${repository.name}?`}
        body="Projects and agents must choose another repository (or none) first. Branches and working copies on runners stay."
        confirmLabel="Remove repository"
        onConfirm={() => remove.mutateAsync(repository.id)}
      />
    </li>
  );
}
