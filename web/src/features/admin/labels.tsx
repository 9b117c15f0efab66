import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_LABEL_COLOR,
  labelsQuery,
  useChangeLabel,
  useCreateLabel,
  useDeleteLabel,
  type Label,
} from '../../api/labels.js';
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
import { fieldError, hasFieldErrors } from '../../api/client.js';
import { RenameForm } from '../../components/rename-form.js';

/** Administration → Labels (issue 30): owners and admins create, rename, recolour and delete labels. */
export function LabelsPage() {
  const labels = useQuery(labelsQuery());
  return (
    <>
      <PageHeader
        title="Labels"
        description="Labels group issues across projects. Naming an unknown label on an issue also creates it."
      />
      <CreateLabelSection />
      <Section title="All labels">
        {labels.isPending ? (
          <Loading />
        ) : labels.isError ? (
          <ErrorNotice error={labels.error} />
        ) : labels.data.length === 0 ? (
          <EmptyState title="No labels yet" />
        ) : (
          <ul className="list">
            {labels.data.map((label) => (
              <LabelRow key={label.id} label={label} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function CreateLabelSection() {
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_LABEL_COLOR);
  const create = useCreateLabel();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, color }, { onSuccess: () => setName('') });
  };
  return (
    <Section title="New label">
      <form onSubmit={submit} className="form-inline" aria-label="New label">
        <TextField
          label="Label name"
          required
          maxLength={50}
          value={name}
          error={fieldError(create.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Colour"
          type="color"
          value={color}
          error={fieldError(create.error, 'color')}
          onChange={(event) => setColor(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create label
        </Button>
      </form>
      {create.isError && !hasFieldErrors(create.error) ? <ErrorNotice error={create.error} /> : null}
    </Section>
  );
}

function LabelRow({ label }: { label: Label }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeLabel();
  const remove = useDeleteLabel();
  const rowId = `label-${label.id}`;
  const recolour = (color: string) => change.mutate({ id: label.id, color });
  const rename = (name: string) =>
    change.mutate({ id: label.id, name }, { onSuccess: () => setEditing(false) });
  return (
    <li className="list-row">
      <span
        className="label-swatch"
        aria-hidden="true"
        style={{ backgroundColor: label.color ?? DEFAULT_LABEL_COLOR }}
      />
      {editing ? (
        <RenameForm
          current={label.name}
          maxLength={50}
          busy={change.isPending}
          error={change.error}
          onSave={rename}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="list-main">
          <span className="list-title" id={rowId}>
            {label.name}
          </span>
        </div>
      )}
      {change.isError && !hasFieldErrors(change.error) ? <ErrorNotice error={change.error} /> : null}
      <label className="visually-hidden" htmlFor={`${rowId}-color`}>
        Colour of {label.name}
      </label>
      <input
        id={`${rowId}-color`}
        type="color"
        className="color-inline"
        value={label.color ?? DEFAULT_LABEL_COLOR}
        onChange={(event) => recolour(event.target.value)}
      />
      {editing ? null : (
        <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
          Rename
        </Button>
      )}
      <ConfirmButton
        label="Delete"
        describedBy={rowId}
        title={`Delete the label ${label.name}?`}
        body="It is taken off every issue that carries it. The issues stay."
        confirmLabel="Delete label"
        onConfirm={() => remove.mutateAsync(label.id)}
      />
    </li>
  );
}
