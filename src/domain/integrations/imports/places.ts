import type { Executor } from '../../../db/connection.js';
import type { Workspace } from '../../../db/schema.js';
import { isCycleClosed } from '../../../repositories/cycles.js';
import { listProjectKeys } from '../../../repositories/projects.js';
import { cadenceOf, cycleNumberOn } from '../../issues/cycles.js';
import { singleLine } from '../../text-input.js';
import type { IssueDraft, SourceSprint } from './common.js';

/**
 * Where imported issues land (issue 37): the project of each (`--project`, else the source's project,
 * team or repository) and the cycle of each (its last sprint or cycle, by the sprint's dates).
 */

/** A project an import puts issues in: one of the workspace's (id), or one it creates (id null). */
export interface ProjectTarget {
  id: number | null;
  name: string;
}

export interface PlacesReport {
  /** Projects the import creates (or, in a dry run, would create), by name. */
  projects: { new: string[]; by_source: Record<string, string> };
  /** Sprint or cycle name of the source → cycle number here. */
  cycles: Record<string, number>;
}

/** Notes on what could not be placed, in the report's `unmapped` form. */
type Note = { reference: string; field: string; value: string; note: string };

const PROJECT_NAME_MAX = 200;

/**
 * The project of every draft, by the source's key: `--project` (a prefix or a name, any case) for all,
 * else each source project matched to a project here by name or prefix, created when there is none.
 */
export async function planProjects(
  db: Executor,
  workspace: Workspace,
  drafts: IssueDraft[],
  override: string | undefined,
): Promise<{ byDraft: Map<string, ProjectTarget>; report: PlacesReport['projects'] }> {
  const projects = await listProjectKeys(db, workspace.id);
  const created = new Map<string, ProjectTarget>();
  const report: PlacesReport['projects'] = { new: [], by_source: {} };
  const find = (handles: string[], name: string): ProjectTarget => {
    const wanted = handles.map((handle) => handle.trim().toLowerCase());
    // A name before a prefix: the oldest project of that name when several share it.
    const found =
      projects.find((project) => wanted.includes(project.name.trim().toLowerCase())) ??
      projects.find((project) => project.prefix !== null && wanted.includes(project.prefix.toLowerCase()));
    if (found) return { id: found.id, name: found.name };
    const shown = singleLine(name).slice(0, PROJECT_NAME_MAX);
    const key = shown.toLowerCase();
    if (!created.has(key)) {
      created.set(key, { id: null, name: shown });
      report.new.push(shown);
    }
    return created.get(key)!;
  };
  const byDraft = new Map<string, ProjectTarget>();
  const chosen = override === undefined ? null : find([override], override);
  for (const draft of drafts) {
    const target = chosen ?? (draft.project ? find(draft.project.handles, draft.project.name) : null);
    if (target === null) continue;
    byDraft.set(draft.key, target);
    if (draft.project) report.by_source[draft.project.reference] = target.name;
  }
  return { byDraft, report };
}

/**
 * The cycle of every draft's last sprint: the cycle here in which the sprint starts. A sprint without
 * dates, outside every cycle, or in a cycle closed here, places nothing and is reported once.
 */
export async function planCycles(
  db: Executor,
  workspace: Workspace,
  drafts: IssueDraft[],
  notes: Note[],
): Promise<{ byDraft: Map<string, number>; report: PlacesReport['cycles'] }> {
  const cadence = cadenceOf(workspace);
  const bySprint = new Map<string, number | null>();
  const report: PlacesReport['cycles'] = {};
  const say = (sprint: SourceSprint, note: string) =>
    notes.push({ reference: `sprint ${sprint.name}`, field: 'sprint', value: sprint.name, note });
  const cycleOf = async (sprint: SourceSprint): Promise<number | null> => {
    if (cadence === null) {
      say(sprint, `Cycles are switched off in ${workspace.slug}; the sprint is kept in the history.`);
      return null;
    }
    if (sprint.startsOn === null) {
      say(
        sprint,
        "The export gives no dates for it (pass --sprints with the board's sprints for Jira); kept in the history.",
      );
      return null;
    }
    const number = cycleNumberOn(cadence, sprint.startsOn);
    if (number === null) {
      say(sprint, `It starts (${sprint.startsOn}) before cycle 1 here; kept in the history.`);
      return null;
    }
    if (await isCycleClosed(db, workspace.id, number)) {
      say(sprint, `Cycle ${number} has ended and is closed here; kept in the history.`);
      return null;
    }
    if (sprint.endsOn !== null && cycleNumberOn(cadence, sprint.endsOn) !== number) {
      say(sprint, `It runs past the end of cycle ${number} here; its issues go to cycle ${number}.`);
    }
    report[sprint.name] = number;
    return number;
  };
  const byDraft = new Map<string, number>();
  for (const draft of drafts) {
    if (draft.sprint === null) continue;
    const key = draft.sprint.name.toLowerCase();
    if (!bySprint.has(key)) bySprint.set(key, await cycleOf(draft.sprint));
    const number = bySprint.get(key);
    if (number !== null && number !== undefined) byDraft.set(draft.key, number);
  }
  return { byDraft, report };
}
