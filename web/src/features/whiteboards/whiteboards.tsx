import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import { PAGE, unlessShownAtField } from '../../api/work.js';
import type { Whiteboard } from '../../api/work-types.js';
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

export const BOARDS_KEY = ['whiteboards'];

export function WhiteboardsPage() {
  const session = useSession();
  const boards = useQuery({
    queryKey: BOARDS_KEY,
    queryFn: () => api.get<Whiteboard[]>(`/api/v1/whiteboards?${PAGE}`),
  });
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
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<'workspace' | 'private'>('workspace');
  const create = useMutation({
    mutationFn: () => api.post<Whiteboard>('/api/ui/whiteboards', { name, visibility }),
    onSuccess: (board) => {
      void queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
      void navigate(`/whiteboards/${board.id}`);
    },
  });
  const fieldError = (field: string) =>
    create.error instanceof ApiError ? create.error.fieldError(field) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Section title="New whiteboard">
      <form onSubmit={submit} className="form-inline" aria-label="New whiteboard">
        <TextField
          label="Board name"
          required
          value={name}
          error={fieldError('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Who sees it"
          options={[
            { value: 'workspace', label: 'Everyone in the workspace' },
            { value: 'private', label: 'Only me' },
          ]}
          value={visibility}
          error={fieldError('visibility')}
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
