import { Type, type Static } from 'typebox';
import { MAX_CYCLE_NUMBER } from './limits.js';
import { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES } from './enums.js';
import { MAX_DEPENDENCIES } from './limits.js';
import { ISSUE_SORTS } from './enums.js';
import {
  ACTOR_KEY_PATTERN,
  ActorKey,
  ActorSchema,
  DateString,
  IdInteger,
  IssueReferenceValue,
  Nullable,
  PaginationQuery,
  RequiredText,
  StringEnum,
} from './common.js';
import { CycleSchema } from './cycles.js';
import { AreasInput } from './areas.js';
import { FIELD_FILTER_PATTERN, IssueFieldsInput, IssueFieldsSchema } from './fields.js';

/** The schemas of issues and their history: `src/http/routes/issues.ts` and the issue shape everywhere. */

/** The Issue of the contract. `project` appears on a single issue only; `cycle` only with cycles on. */
export const IssueSchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  acceptance_criteria: Type.Array(Type.String()),
  areas: Type.Array(Type.String(), {
    description:
      "Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply",
  }),
  type: StringEnum(ISSUE_TYPES),
  status: StringEnum(ISSUE_STATUSES),
  state_id: Nullable(
    Type.Integer({
      description: "Its workflow state, one of its status's (decisions §12.13); null: the status's own",
    }),
  ),
  priority: StringEnum(PRIORITIES),
  project: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))),
  epic: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
  assignee: Nullable(ActorSchema),
  /** The person the issue's review round waits for (decisions §12.9); a person, never an agent. */
  reviewer: Nullable(ActorSchema),
  creator: Nullable(ActorSchema),
  start_date: Nullable(Type.String()),
  due_date: Nullable(Type.String()),
  estimate_minutes: Nullable(Type.Integer()),
  capacity_share: Nullable(Type.String()),
  claims_capacity: Nullable(Type.Boolean()),
  spent_minutes: Type.Integer(),
  labels: Type.Array(Type.String()),
  fields: IssueFieldsSchema,
  cycle: Type.Optional(Nullable(CycleSchema)),
  carried_over: Type.Integer(),
  blocked_by: Type.Array(Type.String(), { description: 'Identifiers of the live issues blocking this one' }),
  blocks: Type.Array(Type.String(), { description: 'Identifiers of the live issues this one blocks' }),
  progress: Nullable(
    Type.Object(
      { done: Type.Integer(), total: Type.Integer() },
      {
        description:
          'Epics only (null on other types): live children counted, generic and canceled ones left out, and how many of them are done',
      },
    ),
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const ActivitySchema = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  actor: Nullable(ActorSchema),
  data: Type.Object({}, { additionalProperties: true }),
  created_at: Type.String(),
});

/** Writable by POST and PATCH (contract: Writing; decisions §3.3). */
const writable = {
  description: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  acceptance_criteria: Type.Optional(
    Type.Array(Type.String({ ...RequiredText, maxLength: 2_000 }), { maxItems: 100 }),
  ),
  areas: Type.Optional(AreasInput),
  type: Type.Optional(StringEnum(ISSUE_TYPES)),
  status: Type.Optional(StringEnum(ISSUE_STATUSES)),
  /** A workflow state (issue 40): sets `status` to the state's; null: the status's own. */
  state_id: Type.Optional(Nullable(IdInteger)),
  priority: Type.Optional(StringEnum(PRIORITIES)),
  project_id: Type.Optional(Nullable(IdInteger)),
  parent_id: Type.Optional(Nullable(IssueReferenceValue)),
  assignee: Type.Optional(Nullable(ActorKey)),
  assignee_type: Type.Optional(Nullable(StringEnum(['user', 'agent'] as const))),
  assignee_id: Type.Optional(Nullable(IdInteger)),
  start_date: Type.Optional(Nullable(DateString)),
  due_date: Type.Optional(Nullable(DateString)),
  estimate_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
  capacity_share: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  labels: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
  cycle: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_CYCLE_NUMBER }))),
  fields: Type.Optional(IssueFieldsInput),
};

const Title = Type.String({ ...RequiredText, maxLength: 255 });

export const CreateIssueBody = Type.Object(
  {
    /** Required, unless the template named by `template_id` gives one. */
    title: Type.Optional(Title),
    ...writable,
    /** A template (issue 40): the issue starts from it; the fields of the request win over its. */
    template_id: Type.Optional(IdInteger),
    /** A meeting ULID: the issue becomes one of that meeting's action items (decisions §6.3). */
    meeting: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const IssueReferences = Type.Array(IssueReferenceValue, {
  maxItems: MAX_DEPENDENCIES,
  description: 'issue references (id, number or identifier); replaces the set',
});
export const UpdateIssueBody = Type.Object(
  {
    title: Type.Optional(Title),
    ...writable,
    blocked_by: Type.Optional(IssueReferences),
    blocks: Type.Optional(IssueReferences),
  },
  { additionalProperties: false },
);

export const IssueListQuerySchema = Type.Object(
  {
    // Repeatable (issue 19): `status=todo&status=in_progress` matches either.
    status: Type.Optional(Type.Array(StringEnum(ISSUE_STATUSES), { maxItems: 20 })),
    type: Type.Optional(Type.Array(StringEnum(ISSUE_TYPES), { maxItems: 20 })),
    priority: Type.Optional(Type.Array(StringEnum(PRIORITIES), { maxItems: 20 })),
    assignee: Type.Optional(
      Type.Array(
        Type.String({
          pattern: `^(none|${ACTOR_KEY_PATTERN})$`,
          description: 'an actor key such as user:3 or agent:2, or none',
        }),
        { maxItems: 50 },
      ),
    ),
    sort: Type.Optional(StringEnum(ISSUE_SORTS)),
    epic: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "an epic's reference" })),
    assignee_type: Type.Optional(StringEnum(['user', 'agent', 'none'] as const)),
    assignee_id: Type.Optional(IdInteger),
    project_id: Type.Optional(IdInteger),
    updated_since: Type.Optional(Type.String({ maxLength: 64 })),
    q: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'words, each the start of a word of the issue (kuber finds Kubernetes, searching finds search), all required; an identifier such as ACME-12 also finds that issue',
      }),
    ),
    label: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
    // Repeatable, as status is: `state_id=3&state_id=4` matches either; `none` (as `assignee=none`,
    // `cycle=none`) matches the issues in no state, a board's column of a status's own issues.
    state_id: Type.Optional(
      Type.Array(
        Type.Union([IdInteger, Type.Literal('none')], {
          description: "a workflow state id, or none for the issues in no state (their status's own)",
        }),
        { maxItems: 20, description: 'a workflow state id or none; repeat for any of several' },
      ),
    ),
    cycle: Type.Optional(
      Type.String({ pattern: `^(none|[1-9][0-9]{0,8})$`, description: 'a cycle number such as 3, or none' }),
    ),
    ...PaginationQuery,
  },
  {
    additionalProperties: false,
    // Custom field filters (issue 40): `field[key]=value`, and for numbers and dates
    // `field[key][gte]=` / `field[key][lte]=`; checked against the fields in the domain.
    patternProperties: {
      [FIELD_FILTER_PATTERN]: Type.String({
        maxLength: 500,
        description:
          'field[key]=value: a custom field equals the value (a multi_select holds it); field[key][gte]= and field[key][lte]= bound a number or date field',
      }),
    },
  },
);

export type IssueView = Static<typeof IssueSchema>;
export type ActivityView = Static<typeof ActivitySchema>;
