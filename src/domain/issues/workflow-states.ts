import type { Executor, Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { insertActivity } from '../../repositories/activity.js';
import { fetchPage } from '../../repositories/paging.js';
import {
  countStates,
  deleteStateRow,
  findState,
  findStateByKey,
  insertState,
  issueIdsInState,
  setPositions,
  stateIdsOfStatus,
  statesOfWorkspace,
  updateState,
} from '../../repositories/workflow-states.js';
import {
  MAX_STATE_NAME_LENGTH,
  MAX_STATES_PER_WORKSPACE,
  type CreateWorkflowStateInput,
  type UpdateWorkflowStateInput,
  type WorkflowStateView,
} from '../../schemas/states.js';
import { activityRow } from './activity.js';
import { callerActor, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';
import { singleLine } from '../text-input.js';

/**
 * Workflow states (issue 40, decisions §12.13): named states inside one of the contract's statuses,
 * managed by owners and admins (Administration → Workflow), read by everyone in the workspace. An
 * issue in a state always has the state's status, so a client that knows only `status` stays exact.
 */

function stateName(raw: string): { name: string; name_key: string } {
  const name = singleLine(raw).replace(/\s+/g, ' ');
  if (name === '') throw ValidationError.field('name', 'The name field is required.');
  if (name.length > MAX_STATE_NAME_LENGTH) {
    throw ValidationError.field('name', `A state name may have at most ${MAX_STATE_NAME_LENGTH} characters.`);
  }
  return { name, name_key: name.toLowerCase() };
}

function nameTaken(): ValidationError {
  return ValidationError.field('name', 'A state of that name already exists in this workspace.');
}

export async function listStates(
  db: Executor,
  workspaceId: number,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<{ items: WorkflowStateView[]; total: number }> {
  const { rows, total } = await fetchPage(statesOfWorkspace(db, workspaceId, status), limit, offset);
  return { items: rows as WorkflowStateView[], total };
}

async function mustFindState(db: Executor, caller: Caller, id: number) {
  const state = await findState(db, caller.workspace.id, id);
  if (!state) throw new NotFoundError('State');
  return state;
}

async function presentState(db: Executor, caller: Caller, id: number): Promise<WorkflowStateView> {
  const { name_key: _key, ...view } = await mustFindState(db, caller, id);
  return view as WorkflowStateView;
}

/** Puts the state at `position` among its status's states (clamped to the end), numbering them from 0. */
async function placeState(tx: Tx, workspaceId: number, status: string, id: number, position?: number) {
  const ids = (await stateIdsOfStatus(tx, workspaceId, status)).filter((other) => other !== id);
  ids.splice(Math.min(position ?? ids.length, ids.length), 0, id);
  await setPositions(tx, ids);
}

export async function createState(
  tx: Tx,
  ctx: CommandContext,
  input: CreateWorkflowStateInput,
): Promise<WorkflowStateView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const named = stateName(input.name);
  if ((await countStates(tx, caller.workspace.id)) >= MAX_STATES_PER_WORKSPACE) {
    throw ValidationError.field(
      'status',
      `A workspace may have at most ${MAX_STATES_PER_WORKSPACE} workflow states.`,
    );
  }
  const now = nowOf(ctx);
  const created = await insertState(tx, {
    workspace_id: caller.workspace.id,
    ...named,
    status: input.status,
    color: input.color.toLowerCase(),
    position: MAX_STATES_PER_WORKSPACE + 1,
    created_at: now,
    updated_at: now,
  });
  if (!created) throw nameTaken();
  await placeState(tx, caller.workspace.id, input.status, created.id, input.position);
  return presentState(tx, caller, created.id);
}

export async function changeState(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateWorkflowStateInput & { id: number },
): Promise<WorkflowStateView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const state = await mustFindState(tx, caller, id);
  if (input.status !== undefined && input.status !== state.status) {
    throw ValidationError.field(
      'status',
      "A state's status cannot change: create a state in the other status and move its issues there.",
    );
  }
  const changes: { name?: string; name_key?: string; color?: string } = {};
  if (input.name !== undefined) {
    const renamed = stateName(input.name);
    if (renamed.name_key !== state.name_key) {
      if (await findStateByKey(tx, caller.workspace.id, renamed.name_key)) throw nameTaken();
    }
    if (renamed.name !== state.name) Object.assign(changes, renamed);
  }
  if (input.color !== undefined && input.color.toLowerCase() !== state.color) {
    changes.color = input.color.toLowerCase();
  }
  if (Object.keys(changes).length > 0) {
    // A concurrent rename to the same name loses on the unique index.
    await updateState(tx, state.id, { ...changes, updated_at: nowOf(ctx) }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  }
  if (input.position !== undefined && input.position !== state.position) {
    await placeState(tx, caller.workspace.id, state.status, state.id, input.position);
  }
  return presentState(tx, caller, state.id);
}

/**
 * Deleting a state gives its issues back to their status's own (`state_id` null; `status` unchanged),
 * each with a history entry saying so.
 */
export async function deleteState(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const state = await mustFindState(tx, caller, id);
  const issueIds = await issueIdsInState(tx, state.id);
  await deleteStateRow(tx, state.id, nowOf(ctx));
  if (issueIds.length > 0) {
    const row = activityRow({
      workspaceId: caller.workspace.id,
      event: 'issue.updated',
      actor: callerActor(caller),
      data: { changes: { state_id: { from: state.id, to: null } }, state_deleted: state.name },
    });
    await insertActivity(
      tx,
      issueIds.map((issueId) => ({ ...row, issue_id: issueId })),
    );
  }
  await setPositions(tx, await stateIdsOfStatus(tx, caller.workspace.id, state.status));
}

/**
 * The state an issue write names: one of the caller's workspace, else 422 on `state_id`; its status
 * must agree with a status named in the same request.
 */
export async function stateForIssue(
  db: Executor,
  workspaceId: number,
  stateId: number,
): Promise<{ id: number; status: string }> {
  const state = await findState(db, workspaceId, stateId);
  if (!state)
    throw ValidationError.field('state_id', 'The state_id does not name a state of this workspace.');
  return state;
}
