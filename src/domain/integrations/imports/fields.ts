import type { Executor } from '../../../db/connection.js';
import type { CustomField, Workspace } from '../../../db/schema.js';
import { fieldsByKeys } from '../../../repositories/custom-fields.js';
import { fieldOptions } from '../../issues/custom-fields.js';
import { ValidationError } from '../../../errors.js';
import { fieldValueProblem, type FieldValue } from '../../issues/issue-fields.js';
import { sourcePerson, type IssueDraft, type SourceRead } from './common.js';
import { jiraTimestamp } from './jira.js';
import type { PeopleDirectory } from './people.js';
import type { ImportPlan } from './plan.js';

/**
 * `--field "Story Points=points"` on the Jira and Linear imports (issue 40): a column of the export
 * becomes a custom field's value. The mapping is checked before the file is read (a key naming no field
 * writes nothing); each value is read as the field's type and checked as the API checks it, and a value
 * that does not fit is left out with a warning naming the issue, its row and the column.
 */
export interface FieldMapping {
  column: string;
  field: CustomField;
}

/** `COLUMN=KEY`, split at the last `=` (a column name may hold one; a key never does). */
export function parseFieldMapping(spec: string): { column: string; key: string } {
  const at = spec.lastIndexOf('=');
  const column = spec.slice(0, Math.max(at, 0)).trim();
  const key = spec.slice(at + 1).trim();
  if (at < 0 || column === '' || key === '') {
    throw ValidationError.field(
      'field',
      `--field takes COLUMN=KEY, such as "Story Points=points"; got "${spec}".`,
    );
  }
  return { column, key };
}

/** The fields the mappings name, refused as a whole when a key names none or a column is mapped twice. */
export async function resolveFieldMappings(
  db: Executor,
  workspace: Workspace,
  specs: string[],
): Promise<FieldMapping[]> {
  const wanted = specs.map(parseFieldMapping);
  const fields = new Map(
    (await fieldsByKeys(db, workspace.id, [...new Set(wanted.map((w) => w.key))])).map((f) => [f.key, f]),
  );
  const unknown = [...new Set(wanted.filter((w) => !fields.has(w.key)).map((w) => w.key))];
  if (unknown.length > 0) {
    throw ValidationError.field(
      'field',
      `${workspace.slug} has no custom field with the key ${unknown.map((key) => `"${key}"`).join(', ')} (tandem field list shows the keys); nothing was imported.`,
    );
  }
  const columns = new Set<string>();
  for (const { column } of wanted) {
    if (columns.has(column.toLowerCase())) {
      throw ValidationError.field('field', `--field maps the column "${column}" twice.`);
    }
    columns.add(column.toLowerCase());
  }
  return wanted.map(({ column, key }) => ({ column, field: fields.get(key)! }));
}

/** A mapped column is read: the file's note that nothing reads it (Jira) goes. */
export function withoutMappedColumns(read: SourceRead, mappings: FieldMapping[]): SourceRead {
  if (mappings.length === 0 || !read.notes) return read;
  const mapped = new Set(
    mappings.flatMap(({ column }) => [column.toLowerCase(), `custom field (${column.toLowerCase()})`]),
  );
  return {
    ...read,
    notes: read.notes.filter((note) => note.reference !== 'file' || !mapped.has(note.field.toLowerCase())),
  };
}

/** The value as the field's type takes it, before the type's own check (which has the last word). */
function valueOf(field: CustomField, cells: string[], people: PeopleDirectory): FieldValue | null {
  const first = cells[0]!;
  switch (field.type) {
    case 'number': {
      const number = Number(first);
      return first.trim() !== '' && Number.isFinite(number) ? number : first;
    }
    case 'date':
      return jiraTimestamp(first)?.slice(0, 10) ?? first;
    case 'select': {
      const option = fieldOptions(field).find((o) => o.toLowerCase() === first.toLowerCase());
      return option ?? first;
    }
    case 'multi_select': {
      const options = fieldOptions(field);
      return cells
        .flatMap((cell) => cell.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map((item) => options.find((o) => o.toLowerCase() === item.toLowerCase()) ?? item);
    }
    case 'person': {
      const member = people.find(sourcePerson(first));
      return member ? `user:${member.id}` : null;
    }
    default:
      return first;
  }
}

/** Each new issue of the plan gets the values of its mapped columns that suit their fields. */
export async function planFieldValues(
  db: Executor,
  workspace: Workspace,
  people: PeopleDirectory,
  mappings: FieldMapping[],
  drafts: IssueDraft[],
  plan: ImportPlan,
): Promise<void> {
  if (mappings.length === 0) return;
  const byKey = new Map(drafts.map((draft) => [draft.key, draft]));
  for (const item of plan.issues) {
    const cells = byKey.get(item.key)?.fieldCells;
    if (item.existingIssueId !== null || item.input.title === '' || !cells) continue;
    const fields: Record<string, FieldValue> = {};
    for (const { column, field } of mappings) {
      const found = cells.values[column] ?? [];
      if (found.length === 0) continue;
      const leftOut = (why: string) =>
        plan.report.unmapped.push({
          reference: item.reference,
          field: column,
          value: found.join(', ').slice(0, 100),
          note: `Row ${cells.row}, column "${column}": ${why}; left out.`,
        });
      if (field.project_id !== null && item.project?.id !== field.project_id) {
        leftOut(`the field ${field.key} belongs to another project than the issue's`);
        continue;
      }
      const value = valueOf(field, found, people);
      if (value === null) {
        leftOut(`not a member of ${workspace.slug}, as the person field ${field.key} needs`);
        continue;
      }
      const problem = await fieldValueProblem(db, workspace.id, field, value);
      if (problem === null) fields[field.key] = value;
      else leftOut(`the field ${field.key} ${problem.replace(/\.$/, '')}`);
    }
    if (Object.keys(fields).length > 0) item.input.fields = fields;
  }
}
