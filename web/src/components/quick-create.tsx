import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ApiError, api } from '../api/client.js';
import type { Assignable, Issue, IssueStatus } from '../api/issues.js';
import { humanize } from '../lib/format.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from '../lib/issue-display.js';
import { Modal } from './modal.js';
import { Button, ErrorNotice, SelectField, TextField } from './ui.js';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

/** `c` on the board: a new issue with the fields one sets at once; the rest is on its page. */
export function QuickCreate({
  open,
  status,
  members,
  onClose,
  onCreated,
}: {
  open: boolean;
  status: IssueStatus;
  members: Assignable[];
  onClose: () => void;
  onCreated: (issue: Issue) => void;
}) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Issue>('/api/v1/issues', body),
    onSuccess: (issue) => {
      void queryClient.invalidateQueries({ queryKey: ['issues'] });
      onCreated(issue);
    },
  });
  const fieldError = (field: string) =>
    create.error instanceof ApiError ? create.error.fieldError(field) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const assignee = (form.get('assignee') as string | null) ?? '';
    create.mutate({
      title: form.get('title') ?? '',
      type: form.get('type'),
      status: form.get('status'),
      priority: form.get('priority'),
      ...(assignee ? { assignee } : {}),
    });
  };
  return (
    <Modal
      open={open}
      title="New issue"
      wide
      onClose={() => {
        create.reset();
        onClose();
      }}
    >
      <form onSubmit={submit} className="quick-create">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={255}
          autoFocus
          error={fieldError('title')}
        />
        <div className="form-columns">
          <SelectField label="Type" name="type" defaultValue="task" options={choices(TYPE_ORDER)} />
          <SelectField label="Status" name="status" defaultValue={status} options={choices(STATUS_ORDER)} />
          <SelectField
            label="Priority"
            name="priority"
            defaultValue="medium"
            options={choices(PRIORITY_ORDER)}
          />
          <SelectField
            label="Assignee"
            name="assignee"
            defaultValue=""
            error={fieldError('assignee')}
            options={[
              { value: '', label: 'Unassigned' },
              ...members.map((m) => ({
                value: m.key,
                label: m.type === 'agent' ? `${m.name} (agent: starts a run)` : m.name,
              })),
            ]}
          />
        </div>
        <ErrorNotice error={create.error} />
        <div className="dialog-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create issue
          </Button>
        </div>
      </form>
    </Modal>
  );
}
