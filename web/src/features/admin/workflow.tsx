import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ISSUE_STATUSES, type IssueStatus } from '../../../../src/schemas/enums.js';
import {
  DEFAULT_STATE_COLOR,
  statesQuery,
  useChangeState,
  useCreateState,
  useDeleteState,
  type WorkflowState,
} from '../../api/states.js';
import {
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import '../../screens.css';
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { RenameForm } from '../../components/rename-form.js';
import { humanize } from '../../lib/format.js';

/**
 * Administration → Workflow (issue 40): named states inside each status, with colour and order. Moving
 * a state is by its Move up / Move down buttons, so the order is set from the keyboard as from a mouse.
 */
export function WorkflowPage() {
  const states = useQuery(statesQuery());
  return (
    <>
      <PageHeader
        title="Workflow"
        description="Name the steps of your process inside each status, such as In design and In development inside In progress. Issues take a state on their page and in filters; integrations keep seeing the status."
      />
      <CreateStateSection />
      {states.isPending ? (
        <Loading />
      ) : states.isError ? (
        <ErrorNotice error={states.error} />
      ) : states.data.length === 0 ? (
        <Section title="States">
          <EmptyState title="No workflow states yet">
            <p>
              Issues move through the seven statuses as they are. Add a state above to split a status into the
              steps your team works in; issues without one stay in the status itself.
            </p>
          </EmptyState>
        </Section>
      ) : (
        ISSUE_STATUSES.map((status) => (
          <StatusStates
            key={status}
            status={status}
            states={states.data.filter((s) => s.status === status)}
          />
        ))
      )}
    </>
  );
}

function CreateStateSection() {
  const [name, setName] = useState('');
  const [status, setStatus] = useState<IssueStatus>('in_progress');
  const [color, setColor] = useState(DEFAULT_STATE_COLOR);
  const create = useCreateState();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, status, color }, { onSuccess: () => setName('') });
  };
  return (
    <Section title="New state">
      <form onSubmit={submit} className="form-inline" aria-label="New state">
        <TextField
          label="State name"
          required
          maxLength={50}
          value={name}
          error={fieldError(create.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          error={fieldError(create.error, 'status')}
          options={ISSUE_STATUSES.map((value) => ({ value, label: humanize(value) }))}
          onChange={(event) => setStatus(event.target.value as IssueStatus)}
        />
        <TextField
          label="Colour"
          type="color"
          value={color}
          error={fieldError(create.error, 'color')}
          onChange={(event) => setColor(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Add state
        </Button>
      </form>
      {create.isError && !hasFieldErrors(create.error) ? <ErrorNotice error={create.error} /> : null}
    </Section>
  );
}

function StatusStates({ status, states }: { status: IssueStatus; states: WorkflowState[] }) {
  return (
    <Section title={humanize(status)}>
      {states.length === 0 ? (
        <p className="muted">No states: its issues stand in {humanize(status)} itself.</p>
      ) : (
        <ul className="list" aria-label={`States of ${humanize(status)}`}>
          {states.map((state, index) => (
            <StateRow key={state.id} state={state} first={index === 0} last={index === states.length - 1} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function StateRow({ state, first, last }: { state: WorkflowState; first: boolean; last: boolean }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeState();
  const remove = useDeleteState();
  const rowId = `state-${state.id}`;
  const rename = (name: string) =>
    change.mutate({ id: state.id, name }, { onSuccess: () => setEditing(false) });
  const move = (by: number) => change.mutate({ id: state.id, position: state.position + by });
  return (
    <li className="list-row">
      <span className="label-swatch" aria-hidden="true" style={{ backgroundColor: state.color }} />
      {editing ? (
        <RenameForm
          current={state.name}
          maxLength={50}
          busy={change.isPending}
          error={change.error}
          onSave={rename}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="list-main">
          <span className="list-title" id={rowId}>
            {state.name}
          </span>
        </div>
      )}
      {change.isError && !hasFieldErrors(change.error) ? <ErrorNotice error={change.error} /> : null}
      <label className="visually-hidden" htmlFor={`${rowId}-color`}>
        Colour of {state.name}
      </label>
      <input
        id={`${rowId}-color`}
        type="color"
        className="color-inline"
        value={state.color}
        onChange={(event) => change.mutate({ id: state.id, color: event.target.value })}
      />
      <Button aria-describedby={rowId} disabled={first} onClick={() => move(-1)}>
        Move up
      </Button>
      <Button aria-describedby={rowId} disabled={last} onClick={() => move(1)}>
        Move down
      </Button>
      {editing ? null : (
        <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
          Rename
        </Button>
      )}
      <ConfirmButton
        label="Delete"
        describedBy={rowId}
        title={`Delete the state ${state.name}?`}
        body={`Its issues stay in ${humanize(state.status)}, without a state.`}
        confirmLabel="Delete state"
        onConfirm={() => remove.mutateAsync(state.id)}
      />
    </li>
  );
}
