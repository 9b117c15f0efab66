import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldErrors } from '../errors.js';
import { fieldErrorsFrom } from '../http/validation.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext resolution.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * A tool's arguments checked against the input schema the tool declares in `tools/list`, before the tool
 * does anything: the low-level MCP `Server` hands arguments over unchecked, so without this
 * `create_issue {}` would create an issue titled "undefined". Nothing is coerced or dropped: what the
 * schema does not allow is refused, with the same field messages the API gives on 422.
 */
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, coerceTypes: false });
addFormats(ajv);

export class ToolInputError extends Error {
  constructor(
    readonly tool: string,
    readonly errors: FieldErrors,
  ) {
    super(`Invalid arguments for ${tool}: ${Object.values(errors)[0]?.[0] ?? 'they do not fit its schema.'}`);
    this.name = 'ToolInputError';
  }
}

export type InputValidator = (input: unknown) => Record<string, unknown>;

/** Compiles once; the returned function answers the arguments or throws ToolInputError naming each field. */
export function inputValidator(tool: string, schema: object): InputValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  return (input) => {
    if (validate(input)) return input as Record<string, unknown>;
    throw new ToolInputError(tool, fieldErrorsFrom(validate.errors ?? [], 'body', schema));
  };
}
