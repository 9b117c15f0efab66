import type { Executor } from '../../db/connection.js';
import type { CustomField } from '../../db/schema.js';
import {
  deleteValuesOfOtherProjects,
  fieldsByKeys,
  replaceIssueValues,
  valuesOfIssues,
  type StoredFieldValue,
} from '../../repositories/custom-fields.js';
import { findMember } from '../../repositories/members.js';
import { MAX_FIELD_TEXT_LENGTH } from '../../schemas/fields.js';
import type { Caller } from '../caller.js';
import { fieldOptions } from './custom-fields.js';
import { ValidationError, type FieldErrors } from '../../errors.js';
import { singleLine } from '../text-input.js';

/**
 * Custom field values on issues (issue 40, decisions §12.13): checked by type against the fields of the
 * issue's workspace and project, merged into what the issue has (a key with null clears it), stored one
 * row per value in the column of the type (migration 20261203150000_custom_fields).
 */

export type FieldValue = string | number | string[];

/** What a write does to one field: its rows after the write (none: cleared). */
export interface FieldWrite {
  field: CustomField;
  rows: {
    field_id: number;
    text_value: string | null;
    number_value: number | null;
    date_value: string | null;
    person_id: number | null;
  }[];
}

const MAX_NUMBER = 1e15;

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A person value: a user id, or its actor key `user:<id>`; undefined when it is neither. */
export function personId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string') {
    const match = /^(?:user:)?([1-9][0-9]{0,9})$/.exec(value.trim());
    if (match) return Number(match[1]);
  }
  return undefined;
}

function row(field: CustomField, values: Partial<FieldWrite['rows'][number]>): FieldWrite['rows'][number] {
  return {
    field_id: field.id,
    text_value: null,
    number_value: null,
    date_value: null,
    person_id: null,
    ...values,
  };
}

/** The rows of one value, or the reason it is refused. */
async function rowsOf(
  db: Executor,
  workspaceId: number,
  field: CustomField,
  value: unknown,
): Promise<FieldWrite['rows'] | string> {
  if (value === null) return [];
  switch (field.type) {
    case 'text': {
      if (typeof value !== 'string') return 'must be a string.';
      const text = singleLine(value);
      if (text.length > MAX_FIELD_TEXT_LENGTH)
        return `must not be longer than ${MAX_FIELD_TEXT_LENGTH} characters.`;
      return text === '' ? [] : [row(field, { text_value: text })];
    }
    case 'url': {
      if (typeof value !== 'string') return 'must be a string.';
      const url = value.trim();
      if (url === '') return [];
      if (url.length > MAX_FIELD_TEXT_LENGTH)
        return `must not be longer than ${MAX_FIELD_TEXT_LENGTH} characters.`;
      if (!isWebUrl(url)) return 'must be an http or https URL.';
      return [row(field, { text_value: url })];
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a finite number.';
      if (Math.abs(value) > MAX_NUMBER) return `must be between -${MAX_NUMBER} and ${MAX_NUMBER}.`;
      return [row(field, { number_value: value })];
    }
    case 'date': {
      if (typeof value !== 'string' || !isIsoDate(value)) return 'must be a date in the form YYYY-MM-DD.';
      return [row(field, { date_value: value })];
    }
    case 'select': {
      const options = fieldOptions(field);
      if (typeof value !== 'string' || !options.includes(value)) {
        return `must be one of its options: ${options.join(', ')}.`;
      }
      return [row(field, { text_value: value })];
    }
    case 'multi_select': {
      const options = fieldOptions(field);
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return 'must be a list of its options.';
      }
      const unknown = (value as string[]).filter((item) => !options.includes(item));
      if (unknown.length > 0)
        return `must hold only its options (${options.join(', ')}); not ${unknown.join(', ')}.`;
      // Kept in the order of the options, once each.
      const chosen = options.filter((option) => (value as string[]).includes(option));
      return chosen.map((option) => row(field, { text_value: option }));
    }
    case 'person': {
      const id = personId(value);
      const member = id === undefined ? undefined : await findMember(db, workspaceId, id);
      if (id === undefined || !member || member.deleted_at !== null) {
        return 'must be the user id of a current member of this workspace.';
      }
      return [row(field, { person_id: id })];
    }
  }
}

/** Why a value does not suit the field (the words after "The fields.<key> field"), else null: imports. */
export async function fieldValueProblem(
  db: Executor,
  workspaceId: number,
  field: CustomField,
  value: unknown,
): Promise<string | null> {
  const rows = await rowsOf(db, workspaceId, field, value);
  return typeof rows === 'string' ? rows : null;
}

/**
 * Checks the `fields` of a request for an issue in `projectId`: every key must name a field of the
 * workspace or of that project, every value must suit its type. Refusals are named `fields.<key>`
 * (after `options.prefix`: a bulk change names `change.fields.<key>`). `projectId` `'any'` checks the
 * values alone, for a request over issues of several projects.
 */
export async function readFieldWrites(
  db: Executor,
  caller: Caller,
  projectId: number | null | 'any',
  input: Record<string, unknown>,
  options: { prefix?: string } = {},
): Promise<FieldWrite[]> {
  const keys = Object.keys(input);
  const fields = new Map((await fieldsByKeys(db, caller.workspace.id, keys)).map((f) => [f.key, f]));
  const errors: FieldErrors = {};
  const writes: FieldWrite[] = [];
  for (const key of keys) {
    const name = `${options.prefix ?? ''}fields.${key}`;
    const field = fields.get(key);
    if (!field) {
      errors[name] = [`The ${name} field names no custom field of this workspace.`];
      continue;
    }
    if (projectId !== 'any' && field.project_id !== null && field.project_id !== projectId) {
      errors[name] = [`The ${name} field belongs to another project than the issue's.`];
      continue;
    }
    const rows = await rowsOf(db, caller.workspace.id, field, input[key]);
    if (typeof rows === 'string') errors[name] = [`The ${name} field ${rows}`];
    else writes.push({ field, rows });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return writes;
}

function sameRows(a: FieldWrite['rows'], b: StoredFieldValue[]): boolean {
  const text = (
    rows: {
      text_value: string | null;
      number_value: number | null;
      date_value: string | null;
      person_id: number | null;
    }[],
  ) =>
    JSON.stringify(
      rows
        .map((r) => [
          r.text_value,
          r.number_value === null ? null : Number(r.number_value),
          r.date_value,
          r.person_id === null ? null : Number(r.person_id),
        ])
        .sort(),
    );
  return text(a) === text(b);
}

/** The writes that change something on this issue. */
export async function changedFieldWrites(
  db: Executor,
  issueId: number,
  writes: FieldWrite[],
): Promise<FieldWrite[]> {
  if (writes.length === 0) return [];
  const stored = await valuesOfIssues(db, [issueId]);
  return writes.filter(
    (write) =>
      !sameRows(
        write.rows,
        stored.filter((value) => value.field_id === write.field.id),
      ),
  );
}

export async function applyFieldWrites(db: Executor, issueId: number, writes: FieldWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await replaceIssueValues(
    db,
    issueId,
    writes.map((write) => write.field.id),
    writes.flatMap((write) => write.rows),
  );
}

/** An issue moved to another project keeps only the values of fields that apply there. */
export async function dropValuesOfFormerProject(
  db: Executor,
  issueId: number,
  projectId: number | null,
): Promise<void> {
  await deleteValuesOfOtherProjects(db, issueId, projectId);
}

/** One stored value as `[key, type, text, number, date]`, as the issue view reads them. */
export type FieldValueTuple = [string, string, string | null, number | string | null, string | null];

/** An issue's `fields` from its values' tuples (JSON text on SQLite, an array on PostgreSQL). */
export function fieldsOfTuples(tuples: string | FieldValueTuple[] | null): Record<string, FieldValue> {
  const list =
    tuples === null ? [] : typeof tuples === 'string' ? (JSON.parse(tuples) as FieldValueTuple[]) : tuples;
  const fields: Record<string, FieldValue> = {};
  for (const [key, type, text, number, date] of list) {
    if (type === 'multi_select') {
      const chosen = (fields[key] as string[] | undefined) ?? [];
      if (text !== null) chosen.push(text);
      fields[key] = chosen;
    } else if (type === 'number' || type === 'person') {
      if (number !== null) fields[key] = Number(number);
    } else if (type === 'date') {
      if (date !== null) fields[key] = date;
    } else if (text !== null) fields[key] = text;
  }
  return fields;
}
