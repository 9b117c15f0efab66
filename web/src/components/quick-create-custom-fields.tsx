import { useQuery } from '@tanstack/react-query';
import { fieldsOfProject, fieldsQuery, type CustomField } from '../api/fields.js';
import type { NewIssueFields } from '../lib/new-issue-draft.js';
import { SelectField, TextField } from './ui.js';

/**
 * The custom fields of the New issue dialog (issue 40): those of the workspace and of the chosen
 * project, filled by a template or by hand. Person fields are set on the issue page.
 */
export function NewIssueCustomFields({
  fields,
  onChange,
  error,
}: {
  fields: NewIssueFields;
  onChange: (patch: Partial<NewIssueFields>) => void;
  error: (field: string) => string | undefined;
}) {
  const all = useQuery(fieldsQuery());
  const shown = fieldsOfProject(all.data ?? [], fields.project ? Number(fields.project.id) : null).filter(
    (field) => field.type !== 'person',
  );
  if (shown.length === 0) return null;
  const values = fields.custom ?? {};
  const set = (key: string, value: unknown) => onChange({ custom: { ...values, [key]: value } });
  return (
    <fieldset className="form-columns">
      <legend>Fields</legend>
      {shown.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={values[field.key]}
          error={error(`fields.${field.key}`)}
          onChange={(value) => set(field.key, value)}
        />
      ))}
    </fieldset>
  );
}

function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: CustomField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  if (field.type === 'select') {
    return (
      <SelectField
        label={field.name}
        value={typeof value === 'string' ? value : ''}
        error={error}
        options={[
          { value: '', label: 'None' },
          ...field.options.map((option) => ({ value: option, label: option })),
        ]}
        onChange={(event) => onChange(event.target.value || null)}
      />
    );
  }
  if (field.type === 'multi_select') {
    return (
      <SelectField
        label={field.name}
        multiple
        value={Array.isArray(value) ? (value as string[]) : []}
        error={error}
        options={field.options.map((option) => ({ value: option, label: option }))}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
      />
    );
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <TextField
      label={field.name}
      type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={text}
      error={error}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw.trim() === '') return onChange(null);
        onChange(field.type === 'number' && Number.isFinite(Number(raw)) ? Number(raw) : raw);
      }}
    />
  );
}
