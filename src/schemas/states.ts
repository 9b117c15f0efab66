import { Type, type Static } from 'typebox';
import { ISSUE_STATUSES } from './enums.js';
import { LABEL_COLOR_PATTERN } from './limits.js';
import { PaginationQuery, RequiredText, StringEnum, Timestamp } from './common.js';

/** Workflow states (issue 40, decisions §12.13): `src/http/routes/states.ts`. */

export const MAX_STATE_NAME_LENGTH = 50;
/** A workspace's states, all statuses together: enough for any process, few enough for one board. */
export const MAX_STATES_PER_WORKSPACE = 100;

export const WorkflowStateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: StringEnum(ISSUE_STATUSES, { description: 'The status (category) the state belongs to' }),
  color: Type.String({ description: '#rrggbb' }),
  position: Type.Integer({ description: 'Order within its status, from 0' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type WorkflowStateView = Static<typeof WorkflowStateSchema>;

export const WorkflowStateQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(ISSUE_STATUSES, { description: 'only the states of this status' })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

const StateName = Type.String({ ...RequiredText, maxLength: MAX_STATE_NAME_LENGTH * 4 });
const StateColor = Type.String({ pattern: LABEL_COLOR_PATTERN.source, description: 'a colour as #rrggbb' });
const Position = Type.Integer({
  minimum: 0,
  maximum: MAX_STATES_PER_WORKSPACE,
  description: 'its place among the states of its status, from 0; the others move along',
});

export const CreateWorkflowStateBody = Type.Object(
  {
    name: StateName,
    status: StringEnum(ISSUE_STATUSES),
    color: StateColor,
    position: Type.Optional(Position),
  },
  { additionalProperties: false },
);
export type CreateWorkflowStateInput = Static<typeof CreateWorkflowStateBody>;

/** A state keeps its status: its issues' `status` would otherwise change behind their clients' backs. */
export const UpdateWorkflowStateBody = Type.Object(
  {
    name: Type.Optional(StateName),
    status: Type.Optional(
      StringEnum(ISSUE_STATUSES, { description: "accepted only unchanged: a state's status is fixed" }),
    ),
    color: Type.Optional(StateColor),
    position: Type.Optional(Position),
  },
  { additionalProperties: false },
);
export type UpdateWorkflowStateInput = Static<typeof UpdateWorkflowStateBody>;
