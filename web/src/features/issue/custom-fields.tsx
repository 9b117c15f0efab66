import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fieldsOfProject, fieldsQuery, type CustomField } from '../../api/fields.js';
import { useIssueUpdate, type Issue } from '../../api/issue-page.js';
import { everyPickableQuery } from '../../api/members.js';
import { Property, TextProperty } from './fields.js';

interface Props {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
}

/**
 * The custom fields of the issue's workspace and project (issue 40), each edited by its type and saved
 * on its own: a select or date as soon as it is chosen, text, number and URL on Enter or leaving it.
 * Nothing is shown while the workspace has no fields.
 */
export function CustomFieldsSection({ issue, identifier, canEdit }: Props) {
  const fields = useQuery(fieldsQuery());
  const projectId = issue.project?.id ?? null;
  const shown = fieldsOfProject(fields.data ?? [], projectId);
  if (shown.length === 0) return null;
  return (
    <section className="side-section properties" aria-labelledby="custom-fields-heading">
      <h2 id="custom-fields-heading">Fields</h2>
      {shown.map((field) => (
        <CustomFieldProperty
          key={field.id}
          field={field}
          issue={issue}
          identifier={identifier}
          canEdit={canEdit}
        />
      ))}
    </section>
  );
}

function CustomFieldProperty({ field, issue, identifier, canEdit }: Props & { field: CustomField }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const value = issue.fields[field.key];
  const save = (next: unknown) => update.mutate({ fields: { [field.key]: next } });
  const disabled = !canEdit || update.isPending;
  switch (field.type) {
    case 'select':
    case 'multi_select':
      return <ChoiceProperty field={field} issue={issue} identifier={identifier} canEdit={canEdit} />;
    case 'date':
      return (
        <Property label={field.name} id={id} error={update.error}>
          <input
            id={id}
            type="date"
            value={typeof value === 'string' ? value : ''}
            disabled={disabled}
            onChange={(event) => save(event.target.value || null)}
          />
        </Property>
      );
    case 'person':
      return <PersonProperty field={field} issue={issue} identifier={identifier} canEdit={canEdit} />;
    case 'number':
      return (
        <TextProperty
          id={id}
          label={field.name}
          initial={typeof value === 'number' ? String(value) : ''}
          disabled={disabled}
          error={update.error}
          inputMode="numeric"
          onCommit={(text) => save(text.trim() === '' ? null : Number(text))}
        />
      );
    default:
      return (
        <TextProperty
          id={id}
          label={field.name}
          initial={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={update.error}
          placeholder={field.type === 'url' ? 'https://' : undefined}
          onCommit={(text) => save(text.trim() === '' ? null : text.trim())}
        />
      );
  }
}

function ChoiceProperty({ field, issue, identifier, canEdit }: Props & { field: CustomField }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const value = issue.fields[field.key];
  const save = (next: unknown) => update.mutate({ fields: { [field.key]: next } });
  const disabled = !canEdit || update.isPending;
  const options = field.options.map((option) => (
    <option key={option} value={option}>
      {option}
    </option>
  ));
  return (
    <Property label={field.name} id={id} error={update.error}>
      {field.type === 'multi_select' ? (
        <select
          id={id}
          multiple
          value={Array.isArray(value) ? value : []}
          disabled={disabled}
          onChange={(event) => save([...event.target.selectedOptions].map((option) => option.value))}
        >
          {options}
        </select>
      ) : (
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => save(event.target.value || null)}
        >
          <option value="">None</option>
          {options}
        </select>
      )}
    </Property>
  );
}

function PersonProperty({ field, issue, identifier, canEdit }: Props & { field: CustomField }) {
  const id = useId();
  const update = useIssueUpdate(identifier);
  const members = useQuery(everyPickableQuery);
  const value = issue.fields[field.key];
  const people = members.data?.filter((member) => member.type === 'user') ?? [];
  return (
    <Property label={field.name} id={id} error={update.error ?? members.error}>
      <select
        id={id}
        value={typeof value === 'number' ? String(value) : ''}
        disabled={!canEdit || update.isPending || members.isPending}
        onChange={(event) =>
          update.mutate({ fields: { [field.key]: event.target.value ? Number(event.target.value) : null } })
        }
      >
        <option value="">Nobody</option>
        {people.map((person) => (
          <option key={person.key} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </select>
    </Property>
  );
}
