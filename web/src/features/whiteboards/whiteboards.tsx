import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldError } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import { useCreateWhiteboard, whiteboardsQuery } from '../../api/whiteboards.js';
import { unlessShownAtField } from '../../api/work.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatRelative } from '../../lib/format.js';
import '../../screens.css';

export function WhiteboardsPage() {
  const session = useSession();
  const boards = useQuery(whiteboardsQuery);
  return (
    <>
      <PageHeader
        title="Whiteboards"
        description="Notes and boxes, moved around together; everyone with a board open sees changes as they happen."
      />
      {canContribute(session) ? <NewBoardSection /> : null}
      <Section title="Boards">
        {boards.isPending ? (
          <Loading />
        ) : boards.isError ? (
          <ErrorNotice error={boards.error} />
        ) : boards.data.length === 0 ? (
          <EmptyState title="No whiteboards yet">Create one above to start collecting ideas.</EmptyState>
        ) : (
          <ul className="list">
            {boards.data.map((board) => (
              <li key={board.id} className="list-row">
                <div className="list-main">
                  <Link className="list-title link-strong" to={`/whiteboards/${board.id}`}>
                    {board.name}
                  </Link>
                  <span className="muted">
                    By {board.author.name} · changed {formatRelative(board.updated_at)}
                  </span>
                </div>
                <Badge>{board.visibility === 'private' ? 'Private' : 'Shared'}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function NewBoardSection() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<'workspace' | 'private'>('workspace');
  const create = useCreateWhiteboard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, visibility }, { onSuccess: (board) => void navigate(`/whiteboards/${board.id}`) });
  };
  return (
    <Section title="New whiteboard">
      <form onSubmit={submit} className="form-inline" aria-label="New whiteboard">
        <TextField
          label="Board name"
          required
          value={name}
          error={fieldError(create.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Who sees it"
          options={[
            { value: 'workspace', label: 'Everyone in the workspace' },
            { value: 'private', label: 'Only me' },
          ]}
          value={visibility}
          error={fieldError(create.error, 'visibility')}
          onChange={(event) => setVisibility(event.target.value as 'workspace' | 'private')}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create board
        </Button>
      </form>
      <ErrorNotice error={unlessShownAtField(create.error, ['name', 'visibility'])} />
    </Section>
  );
}
