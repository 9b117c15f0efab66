import type { Executor, Tx } from '../../db/connection.js';
import type { CustomField } from '../../db/schema.js';
import {
  countFields,
  deleteFieldRow,
  deleteValuesOutside,
  fieldsOfWorkspace,
  findField,
  insertField,
  updateFieldRow,
} from '../../repositories/custom-fields.js';
import { fetchPage } from '../../repositories/paging.js';
import { findProject } from '../../repositories/projects.js';
import {
  FIELD_KEY_PATTERN,
  MAX_FIELDS,
  type CreateFieldInput,
  type FieldView,
  type UpdateFieldInput,
} from '../../schemas/fields.js';
import type { Caller } from '../caller.js';
import { type CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';
import { singleLine } from '../text-input.js';

/**
 * Custom fields (issue 40, decisions §12.13; docs/decisions.md "Issue 40 — custom fields"). Everybody
 * reads them; owners and admins make, rename, re-option and delete them (a field shapes every issue of
 * the workspace or project). Key, type and project are fixed once made.
 */

export function presentField(field: CustomField): FieldView {
  return {
    id: field.id,
    name: field.name,
    key: field.key,
    type: field.type,
    options: fieldOptions(field),
    project_id: field.project_id,
    created_at: field.created_at,
    updated_at: field.updated_at,
  };
}

export function fieldOptions(field: Pick<CustomField, 'options'>): string[] {
  return JSON.parse(field.options) as string[];
}

export function isChoiceType(type: CustomField['type']): boolean {
  return type === 'select' || type === 'multi_select';
}

/** Options cleaned to one line each; refused when empty, repeated, or given to a type without choices. */
function readOptions(type: CustomField['type'], options: string[] | undefined): string[] {
  if (!isChoiceType(type)) {
    if (options !== undefined && options.length > 0) {
      throw ValidationError.field(
        'options',
        `A ${type} field has no options; only select and multi_select do.`,
      );
    }
    return [];
  }
  const clean = (options ?? []).map(singleLine);
  if (clean.length === 0)
    throw ValidationError.field('options', `A ${type} field needs at least one option.`);
  if (clean.some((option) => option === ''))
    throw ValidationError.field('options', 'Each option needs text.');
  const seen = new Set<string>();
  for (const option of clean) {
    if (seen.has(option.toLowerCase())) {
      throw ValidationError.field('options', `The option "${option}" is given twice.`);
    }
    seen.add(option.toLowerCase());
  }
  return clean;
}

function keyTaken(): ValidationError {
  return ValidationError.field('key', 'A field with that key already exists in this workspace.');
}

export async function listFields(
  db: Executor,
  caller: Caller,
  projectId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ items: FieldView[]; total: number }> {
  if (projectId !== undefined && !(await findProject(db, caller.workspace.id, projectId))) {
    throw ValidationError.field(
      'project_id',
      'The project_id parameter does not name a project of this workspace.',
    );
  }
  const { rows, total } = await fetchPage(
    fieldsOfWorkspace(db, caller.workspace.id, projectId),
    limit,
    offset,
  );
  return { items: rows.map(presentField), total };
}

async function mustFindField(db: Executor, caller: Caller, id: number): Promise<CustomField> {
  const field = await findField(db, caller.workspace.id, id);
  if (!field) throw new NotFoundError('Field');
  return field;
}

export async function getField(db: Executor, caller: Caller, id: number): Promise<FieldView> {
  return presentField(await mustFindField(db, caller, id));
}

export async function createField(tx: Tx, ctx: CommandContext, input: CreateFieldInput): Promise<FieldView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const name = singleLine(input.name);
  if (name === '') throw ValidationError.field('name', 'The name field is required.');
  if (!new RegExp(FIELD_KEY_PATTERN).test(input.key)) {
    throw ValidationError.field(
      'key',
      'The key must start with a lower-case letter and hold only lower-case letters, digits and _.',
    );
  }
  const options = readOptions(input.type, input.options);
  const projectId = input.project_id ?? null;
  if (projectId !== null && !(await findProject(tx, caller.workspace.id, projectId))) {
    throw ValidationError.field('project_id', 'The project_id does not name a project of this workspace.');
  }
  if ((await countFields(tx, caller.workspace.id)) >= MAX_FIELDS) {
    throw ValidationError.field('key', `A workspace holds at most ${MAX_FIELDS} custom fields.`);
  }
  const now = new Date().toISOString();
  const created = await insertField(tx, {
    workspace_id: caller.workspace.id,
    project_id: projectId,
    name,
    key: input.key,
    type: input.type,
    options: JSON.stringify(options),
    created_at: now,
    updated_at: now,
  });
  if (!created) throw keyTaken();
  return presentField(created);
}

/**
 * Renames a field or changes its options. An option taken away takes its values with it (the issues
 * that had it no longer carry the field, or carry the other options of a multi-select).
 */
export async function changeField(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateFieldInput & Record<string, unknown> & { id: number },
): Promise<FieldView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const field = await mustFindField(tx, caller, id);
  const changes: { name?: string; options?: string } = {};
  if (input.name !== undefined) {
    const name = singleLine(input.name);
    if (name === '') throw ValidationError.field('name', 'The name field is required.');
    changes.name = name;
  }
  let options: string[] | undefined;
  if (input.options !== undefined) {
    options = readOptions(field.type, input.options);
    changes.options = JSON.stringify(options);
  }
  if (Object.keys(changes).length === 0) return presentField(field);
  const updated = await updateFieldRow(tx, field.id, { ...changes, updated_at: new Date().toISOString() });
  if (options !== undefined && isChoiceType(field.type)) await deleteValuesOutside(tx, field.id, options);
  return presentField(updated);
}

/** Deletes a field and every value of it. */
export async function deleteField(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const field = await mustFindField(tx, caller, id);
  await deleteFieldRow(tx, field.id);
}
