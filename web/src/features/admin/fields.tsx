import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  FIELD_TYPE_NAMES,
  fieldsQuery,
  useChangeField,
  useCreateField,
  useDeleteField,
  type CustomField,
  type FieldType,
} from '../../api/fields.js';
import { projectsQuery } from '../../api/projects.js';
import { fieldError, hasFieldErrors } from '../../api/client.js';
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

/**
 * Administration → Fields (issue 40): owners and admins create custom fields for the workspace or one
 * project, rename them, edit the options of select fields, and delete them. Key and type are fixed.
 */
export function FieldsPage() {
  const fields = useQuery(fieldsQuery());
  return (
    <>
      <PageHeader
        title="Fields"
        description="Custom fields issues carry, shown and edited on the issue page and filtered in the issue list."
      />
      <CreateFieldSection />
      <Section title="All fields">
        {fields.isPending ? (
          <Loading />
        ) : fields.isError ? (
          <ErrorNotice error={fields.error} />
        ) : fields.data.length === 0 ? (
          <EmptyState title="No custom fields yet" />
        ) : (
          <ul className="list">
            {fields.data.map((field) => (
              <FieldRow key={field.id} field={field} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

const TYPE_OPTIONS = (Object.keys(FIELD_TYPE_NAMES) as FieldType[]).map((type) => ({
  value: type,
  label: FIELD_TYPE_NAMES[type],
}));

/** One option a line; blank lines are left out. */
function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Lower-case letters, digits and _ from a name, as a key suggestion. */
function keyFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
}

function CreateFieldSection() {
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [keyTouched, setKeyTouched] = useState(false);
  const [type, setType] = useState<FieldType>('text');
  const [options, setOptions] = useState('');
  const [project, setProject] = useState('');
  const create = useCreateField();
  const choices = type === 'select' || type === 'multi_select';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        key: keyTouched ? key : keyFromName(name),
        type,
        ...(choices ? { options: optionLines(options) } : {}),
        project_id: project === '' ? null : Number(project),
      },
      {
        onSuccess: () => {
          setName('');
          setKey('');
          setKeyTouched(false);
          setOptions('');
        },
      },
    );
  };
  return (
    <Section title="New field">
      <form onSubmit={submit} className="form-grid" aria-label="New field">
        <TextField
          label="Field name"
          required
          maxLength={100}
          value={name}
          error={fieldError(create.error, 'name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Key"
          hint="Names the field in the API and in filters: lower-case letters, digits and _. It cannot change later."
          maxLength={40}
          value={keyTouched ? key : keyFromName(name)}
          error={fieldError(create.error, 'key')}
          onChange={(event) => {
            setKeyTouched(true);
            setKey(event.target.value);
          }}
        />
        <SelectField
          label="Type"
          value={type}
          options={TYPE_OPTIONS}
          error={fieldError(create.error, 'type')}
          onChange={(event) => setType(event.target.value as FieldType)}
        />
        {choices ? (
          <OptionsEditor value={options} onChange={setOptions} error={fieldError(create.error, 'options')} />
        ) : null}
        <ProjectScopeField
          value={project}
          error={fieldError(create.error, 'project_id')}
          onChange={setProject}
        />
        <div>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create field
          </Button>
        </div>
      </form>
      {create.isError && !hasFieldErrors(create.error) ? <ErrorNotice error={create.error} /> : null}
    </Section>
  );
}

/** Whether every issue carries the field, or those of one project. */
function ProjectScopeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const projects = useQuery(projectsQuery);
  return (
    <SelectField
      label="Issues that carry it"
      value={value}
      options={[
        { value: '', label: 'Every issue of the workspace' },
        ...(projects.data ?? []).map((item) => ({ value: String(item.id), label: `Project ${item.name}` })),
      ]}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function OptionsEditor({
  value,
  onChange,
  error,
  label = 'Options',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  label?: string;
}) {
  const id = `options-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        One option a line. An option taken away is taken off the issues that had it.
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FieldRow({ field }: { field: CustomField }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(field.name);
  const [options, setOptions] = useState(field.options.join('\n'));
  const change = useChangeField();
  const remove = useDeleteField();
  const projects = useQuery(projectsQuery);
  const rowId = `field-${field.id}`;
  const choices = field.type === 'select' || field.type === 'multi_select';
  const project = projects.data?.find((item) => item.id === field.project_id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: field.id, name, ...(choices ? { options: optionLines(options) } : {}) },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <li className="list-row">
      {editing ? (
        <form onSubmit={save} className="form-grid" aria-label={`Edit the field ${field.name}`}>
          <TextField
            label="Field name"
            required
            maxLength={100}
            value={name}
            error={fieldError(change.error, 'name')}
            onChange={(event) => setName(event.target.value)}
          />
          {choices ? (
            <OptionsEditor
              label={`Options of ${field.name}`}
              value={options}
              onChange={setOptions}
              error={fieldError(change.error, 'options')}
            />
          ) : null}
          <div className="form-inline">
            <Button type="submit" variant="primary" busy={change.isPending}>
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </div>
          {change.isError && !hasFieldErrors(change.error) ? <ErrorNotice error={change.error} /> : null}
        </form>
      ) : (
        <div className="list-main">
          <span className="list-title" id={rowId}>
            {field.name}
          </span>
          <span className="muted">
            <code>{field.key}</code> · {FIELD_TYPE_NAMES[field.type]}
            {choices ? ` · ${field.options.join(', ')}` : ''} ·{' '}
            {field.project_id === null ? 'every issue' : `project ${project?.name ?? field.project_id}`}
          </span>
        </div>
      )}
      {editing ? null : (
        <Button aria-describedby={rowId} onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      <ConfirmButton
        label="Delete"
        describedBy={rowId}
        title={`Delete the field ${field.name}?`}
        body="Its values are taken off every issue. The issues stay."
        confirmLabel="Delete field"
        onConfirm={() => remove.mutateAsync(field.id)}
      />
    </li>
  );
}
