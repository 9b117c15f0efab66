import { Type } from 'typebox';

/**
 * `areas` as written (decisions §12.11): the schema bounds the request's size; the domain
 * (src/domain/runs/areas.ts) checks each pattern's syntax and its own limits, naming the field.
 */
export const AreasInput = Type.Array(Type.String({ maxLength: 1_000 }), {
  maxItems: 200,
  description:
    'Path patterns relative to the repository root (`src/billing/**`); replaces the set. At most 50, each at most 200 characters; no absolute path, no `..`',
});
