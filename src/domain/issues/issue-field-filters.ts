import type { Executor } from '../../db/connection.js';
import { fieldsByKeys } from '../../repositories/custom-fields.js';
import type { FieldCondition } from '../../repositories/issues.js';
import { FIELD_KEY_PATTERN } from '../../schemas/fields.js';
import type { Caller } from '../caller.js';
import { fieldOptions } from './custom-fields.js';
import { ValidationError } from '../../errors.js';
import { isIsoDate, personId } from './issue-fields.js';

/**
 * The custom field filters of `GET /issues` (issue 40, decisions §12.13): `field[key]=value` (equality;
 * a multi_select holds the option) and, on number and date fields, `field[key][gte]=` and
 * `field[key][lte]=`. A refusal names the parameter as sent.
 */
export async function fieldConditionsOf(
  db: Executor,
  caller: Caller,
  query: Record<string, unknown>,
): Promise<FieldCondition[] | undefined> {
  const params: { name: string; key: string; op: 'eq' | 'gte' | 'lte'; value: string }[] = [];
  for (const [name, value] of Object.entries(query)) {
    const match = /^field\[([^\]]*)\](?:\[([^\]]*)\])?$/.exec(name);
    if (!match) continue;
    const [, key, op = 'eq'] = match;
    if (!new RegExp(FIELD_KEY_PATTERN).test(key!)) {
      throw ValidationError.field(name, `The ${name} parameter must name a custom field by its key.`);
    }
    if (op !== 'eq' && op !== 'gte' && op !== 'lte') {
      throw ValidationError.field(
        name,
        `The ${name} parameter takes [gte] or [lte] after the key, or nothing.`,
      );
    }
    params.push({ name, key: key!, op, value: String(value) });
  }
  if (params.length === 0) return undefined;
  const fields = new Map(
    (await fieldsByKeys(db, caller.workspace.id, [...new Set(params.map((p) => p.key))])).map((f) => [
      f.key,
      f,
    ]),
  );
  const conditions = new Map<number, FieldCondition>();
  for (const { name, key, op, value } of params) {
    const field = fields.get(key);
    if (!field)
      throw ValidationError.field(name, `The ${name} parameter names no custom field of this workspace.`);
    const ranged = field.type === 'number' || field.type === 'date';
    if (op !== 'eq' && !ranged) {
      throw ValidationError.field(name, `The ${name} parameter: only number and date fields take [${op}].`);
    }
    let column: FieldCondition['column'];
    let parsed: string | number;
    switch (field.type) {
      case 'number': {
        column = 'number_value';
        parsed = Number(value);
        if (value.trim() === '' || !Number.isFinite(parsed)) {
          throw ValidationError.field(name, `The ${name} parameter must be a number.`);
        }
        break;
      }
      case 'date':
        column = 'date_value';
        parsed = value;
        if (!isIsoDate(value)) {
          throw ValidationError.field(name, `The ${name} parameter must be a date in the form YYYY-MM-DD.`);
        }
        break;
      case 'person': {
        column = 'person_id';
        const id = personId(value);
        if (id === undefined) throw ValidationError.field(name, `The ${name} parameter must be a user id.`);
        parsed = id;
        break;
      }
      case 'select':
      case 'multi_select':
        column = 'text_value';
        parsed = value;
        if (!fieldOptions(field).includes(value)) {
          throw ValidationError.field(
            name,
            `The ${name} parameter must be one of the field's options: ${fieldOptions(field).join(', ')}.`,
          );
        }
        break;
      default:
        column = 'text_value';
        parsed = value;
    }
    const condition = conditions.get(field.id) ?? { fieldId: field.id, column };
    condition[op] = parsed;
    conditions.set(field.id, condition);
  }
  return [...conditions.values()];
}
