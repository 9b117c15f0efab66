import { Type, type Static, type TSchema } from 'typebox';
import { DATE_RANGE_WORDS } from './limits.js';

/**
 * Building blocks of the route schemas. Route schemas are the single source of truth for validation,
 * handler types and response serialisation, and are plain JSON Schema so an OpenAPI 3.1 description
 * can be generated from them (@fastify/swagger).
 */

/** A string enum rendered as `{type: 'string', enum: [...]}` so a wrong value yields one clear error. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A date a client sends; the `date` format also holds it to the years 1900–2199 (src/http/validation.ts). */
export const DateString = Type.String({
  format: 'date',
  description: `a date in the form YYYY-MM-DD, ${DATE_RANGE_WORDS}`,
});
/** A date and time a client sends; the `date-time` format holds it to the years 1900–2199 in UTC. */
export const DateTimeString = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: `a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z, ${DATE_RANGE_WORDS}`,
});
export const Timestamp = Type.String();
export const RequiredText = Type.String({ minLength: 1, pattern: '\\S' });

/** Boolean query parameters take 1/0/true/false (decisions §3.5). */
export const QueryBoolean = StringEnum(['1', '0', 'true', 'false']);
export function parseQueryBoolean(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value === '1' || value === 'true';
}

export const ActorSchema = Type.Object({
  type: StringEnum(['user', 'agent']),
  id: Type.Integer(),
  name: Type.String(),
});
export type ActorView = Static<typeof ActorSchema>;

/** The largest value of the database's integer columns (ids, numbers): a larger one names nothing. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** An id as a body or query field: a positive integer a column can hold. */
export const IdInteger = Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER });

/** `user:<id>` or `agent:<id>`, with an id that fits the integer columns; unanchored, to be combined. */
export const ACTOR_KEY_PATTERN = '(user|agent):[1-9][0-9]{0,8}';

export const ActorKey = Type.String({
  pattern: `^${ACTOR_KEY_PATTERN}$`,
  description: 'an actor key such as user:3 or agent:2',
});

export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export function Data<T extends TSchema>(schema: T) {
  return Type.Object({ data: schema });
}

const PageLink = Type.Object({ url: Nullable(Type.String()), label: Type.String(), active: Type.Boolean() });

/** The collection envelope of the contract's General rules §3. */
export function Collection<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    links: Type.Object({
      first: Type.String(),
      last: Type.String(),
      prev: Nullable(Type.String()),
      next: Nullable(Type.String()),
    }),
    meta: Type.Object({
      current_page: Type.Integer(),
      from: Nullable(Type.Integer()),
      to: Nullable(Type.Integer()),
      last_page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
      path: Type.String(),
      links: Type.Array(PageLink),
    }),
  });
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/** `page` and `per_page`, accepted on every collection. */
export const PaginationQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE })),
};

/** The query of a collection that takes no filter. */
export const PageQuery = Type.Object(PaginationQuery, { additionalProperties: false });

/**
 * A numeric id in a path: plain decimal digits, up to the largest id a column holds. The pattern is
 * checked on the text as sent (src/http/validation.ts), so `0x10`, `1e1`, `+5`, ` 5` or `5.0` name
 * nothing and answer 404 (decisions §8) instead of being read as 16, 10 or 5.
 */
export const PathId = Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER, pattern: '^[0-9]+$' });

/** `{id}` in a path. */
export const IdParams = Type.Object({ id: PathId });

/**
 * `{issue}` in a path: an identifier (`ACME-12`), a number or a database key, resolved by
 * `src/domain/issues/issue-ref.ts`; a longer text names nothing (404).
 */
export const IssueParams = Type.Object({ issue: Type.String({ minLength: 1, maxLength: 100 }) });

/** An issue named in a body: an identifier or number as text, or the database key. */
export const IssueReferenceValue = Type.Union([
  Type.String({ minLength: 1, maxLength: 64 }),
  Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER }),
]);

export const EmptyQuery = Type.Object({}, { additionalProperties: false });

/** A 204 answer: no body. */
export const NoContent = Type.Unsafe<undefined>({ type: 'null', description: 'No content.' });

/** An answer that is not JSON (file bytes, an event stream), described by its media type. */
export function MediaResponse(description: string, mediaType: string, schema: object = { type: 'string' }) {
  return { description, content: { [mediaType]: { schema } } };
}
