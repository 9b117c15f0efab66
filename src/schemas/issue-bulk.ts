import { Type, type Static } from 'typebox';
import { ISSUE_STATUSES, PRIORITIES } from './enums.js';
import { MAX_CYCLE_NUMBER } from './limits.js';
import {
  ActorKey,
  IdInteger,
  IssueReferenceValue,
  MAX_DB_INTEGER,
  Nullable,
  PathId,
  StringEnum,
} from './common.js';
import { IssueFieldsInput } from './fields.js';
import { IssueListQuerySchema } from './issues.js';

/** The schemas of `POST /issues/bulk` and its undo (issue 40, docs/decisions.md "Issue 40 — bulk edits"). */

/** How many issues one bulk request may change, named or matched by a filter. */
export const BULK_LIMIT = 1000;

const LabelNames = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });

/**
 * What changes on every issue, each field as `PATCH /issues/{issue}` takes it (a workflow state sets the
 * status too; custom field values merge by key, null clearing one).
 */
export const BulkChangeSchema = Type.Object(
  {
    status: Type.Optional(StringEnum(ISSUE_STATUSES)),
    state_id: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: MAX_DB_INTEGER,
          description: "A workflow state: sets `status` to the state's; null: the status's own",
        }),
      ),
    ),
    priority: Type.Optional(StringEnum(PRIORITIES)),
    project_id: Type.Optional(Nullable(IdInteger)),
    cycle: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_CYCLE_NUMBER }))),
    assignee: Type.Optional(Nullable(ActorKey)),
    add_labels: Type.Optional(LabelNames),
    remove_labels: Type.Optional(LabelNames),
    fields: Type.Optional(IssueFieldsInput),
  },
  { additionalProperties: false },
);

export const BulkIssuesBody = Type.Object(
  {
    ids: Type.Optional(
      Type.Array(IssueReferenceValue, {
        minItems: 1,
        maxItems: BULK_LIMIT,
        description: 'The issues (identifier, number or key); or `filter`',
      }),
    ),
    filter: Type.Optional(
      Type.Omit(IssueListQuerySchema, ['page', 'per_page', 'sort'], {
        description: "Every issue matching the list's filter, across all its pages (at most 1,000); or `ids`",
      }),
    ),
    change: Type.Optional(BulkChangeSchema),
    delete: Type.Optional(Type.Literal(true, { description: 'Deletes the issues instead (no undo)' })),
  },
  { additionalProperties: false },
);

export const BulkResultSchema = Type.Object({
  count: Type.Integer({ description: 'How many issues the request covered' }),
  issues: Type.Array(Type.String(), { description: 'Their identifiers, in key order' }),
  undo_id: Nullable(
    Type.Integer({ description: 'For `POST /issues/bulk/{bulk}/undo`; null for a deletion' }),
  ),
  undo_until: Nullable(Type.String()),
});

export const BulkParams = Type.Object({ bulk: PathId });

export type BulkIssuesInput = Static<typeof BulkIssuesBody>;
export type BulkChangeInput = Static<typeof BulkChangeSchema>;
export type BulkResult = Static<typeof BulkResultSchema>;
