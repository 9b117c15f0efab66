import type { Executor, Tx } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { lastClosedCycle } from '../../repositories/cycles.js';
import { updateWorkspaceSettings, workspaceById } from '../../repositories/workspaces.js';
import type { UpdateWorkspaceSettingsInput, WorkspaceSettingsView } from '../../schemas/workspaces.js';
import type { Caller } from '../caller.js';
import type { CommandContext } from '../context.js';
import { ValidationError } from '../../errors.js';
import { isKnownHolidayRegion } from '../time/holidays.js';
import { assertCanAdministerWorkspace } from '../policy.js';
import { checkCycleCadence } from './workspaces.js';
import { changeSecondFactorRequirement } from './second-factor.js';

function present(workspace: Workspace, cyclesLocked: boolean): WorkspaceSettingsView {
  const on = workspace.cycle_length_days !== null && workspace.cycle_first_starts_on !== null;
  return {
    slug: workspace.slug,
    name: workspace.name,
    issue_prefix: workspace.issue_prefix,
    cycles: on
      ? { length_days: workspace.cycle_length_days!, first_starts_on: workspace.cycle_first_starts_on! }
      : null,
    holiday_region: workspace.holiday_region,
    cycles_locked: cyclesLocked,
    max_concurrent_runs:
      workspace.max_concurrent_runs === null ? null : Number(workspace.max_concurrent_runs),
    max_open_reviews: workspace.max_open_reviews === null ? null : Number(workspace.max_open_reviews),
    file_mail_from_strangers: Number(workspace.mail_from_strangers) === 1,
    require_second_factor: Number(workspace.require_second_factor) === 1,
  };
}

/** Administration → Workspace: every member may read the settings (they shape cycles and capacity). */
export async function workspaceSettings(db: Executor, caller: Caller): Promise<WorkspaceSettingsView> {
  const workspace = await workspaceById(db, caller.workspace.id);
  return present(workspace, (await lastClosedCycle(db, workspace.id)) > 0);
}

function sameCadence(workspace: Workspace, cycles: UpdateWorkspaceSettingsInput['cycles']): boolean {
  if (cycles === null || cycles === undefined) return workspace.cycle_length_days === null;
  return (
    workspace.cycle_length_days === cycles.length_days &&
    workspace.cycle_first_starts_on === cycles.first_starts_on
  );
}

/**
 * Owners and admins change the name, the cycle cadence (on with a length and a first start, or off),
 * the holiday region and the cap on runs at once (`max_concurrent_runs`), by the seed's rules (`checkCycleCadence`). Once a cycle has been closed its
 * issues were carried over by the old windows, so the cadence is fixed from then on: a new one would
 * redraw cycles that already ended.
 */
export async function changeWorkspaceSettings(
  tx: Tx,
  ctx: CommandContext,
  input: UpdateWorkspaceSettingsInput,
): Promise<WorkspaceSettingsView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const workspace = await workspaceById(tx, caller.workspace.id);
  const cyclesLocked = (await lastClosedCycle(tx, workspace.id)) > 0;
  const changes: Parameters<typeof updateWorkspaceSettings>[2] = {};
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.cycles !== undefined && !sameCadence(workspace, input.cycles)) {
    if (cyclesLocked) {
      throw ValidationError.field(
        'cycles',
        'A cycle has already been closed, so the cycle length and first start can no longer change.',
      );
    }
    if (input.cycles) checkCycleCadence(input.cycles);
    changes.cycle_length_days = input.cycles?.length_days ?? null;
    changes.cycle_first_starts_on = input.cycles?.first_starts_on ?? null;
  }
  if (input.holiday_region !== undefined) {
    const region = input.holiday_region?.trim().toUpperCase() || null;
    if (region !== null && !isKnownHolidayRegion(region)) {
      throw ValidationError.field(
        'holiday_region',
        'Unknown holiday region: use a country code such as DE or a country-state code such as DE-BY.',
      );
    }
    changes.holiday_region = region;
  }
  // decisions §12.7: claims hand out nothing more while the workspace holds this many runs.
  if (input.max_concurrent_runs !== undefined) changes.max_concurrent_runs = input.max_concurrent_runs;
  // decisions §12.9: runs on projects whose present reviewers all hold this many open reviews wait.
  if (input.max_open_reviews !== undefined) changes.max_open_reviews = input.max_open_reviews;
  // Issues by mail (issue 41): strangers' mail filed for triage, or refused.
  if (input.file_mail_from_strangers !== undefined)
    changes.mail_from_strangers = input.file_mail_from_strangers ? 1 : 0;
  // Issue 43: owners only, audited (second-factor.ts).
  if (
    input.require_second_factor !== undefined &&
    input.require_second_factor !== (Number(workspace.require_second_factor) === 1)
  ) {
    await changeSecondFactorRequirement(tx, ctx, { required: input.require_second_factor });
    changes.require_second_factor = input.require_second_factor ? 1 : 0;
  }
  const updated =
    Object.keys(changes).length > 0 ? await updateWorkspaceSettings(tx, workspace.id, changes) : workspace;
  return present(updated, cyclesLocked);
}
