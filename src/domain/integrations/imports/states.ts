import type { Executor } from '../../../db/connection.js';
import type { Workspace } from '../../../db/schema.js';
import { statesOfWorkspace } from '../../../repositories/workflow-states.js';
import type { IssueStatus } from '../../../schemas/enums.js';
import { ValidationError } from '../../../errors.js';
import { singleLine } from '../../text-input.js';

/**
 * Source statuses into workflow states (issue 40, docs/decisions.md "Issue 40 — state columns and
 * imported states"): an issue whose source status (Jira's or Linear's Status, GitHub's `open`/`closed`)
 * is named by `--state "Source name=State"`, or else is the name of a state here (any case), goes into
 * that state and takes its status. Every other issue keeps the status the reader gave it, in no state.
 */

export interface ImportState {
  id: number;
  name: string;
  status: IssueStatus;
}

/** How names are compared: trimmed, inner whitespace collapsed, any case (as states' names are kept). */
export const stateKey = (name: string) => singleLine(name).replace(/\s+/g, ' ').toLowerCase();

/**
 * `--state` values (`"In Review=Code review"`, repeatable) as source name key → target as written.
 * A value without `=`, or with an empty side, and one source name mapped twice, are refused.
 */
export function parseStateMappings(values: readonly string[]): Record<string, string> {
  const mappings: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    const source = at < 0 ? '' : stateKey(value.slice(0, at));
    const target = at < 0 ? '' : value.slice(at + 1).trim();
    if (source === '' || target === '') {
      throw ValidationError.field('state', `--state takes "Source status=State", got "${value}".`);
    }
    if (Object.hasOwn(mappings, source) && stateKey(mappings[source]!) !== stateKey(target)) {
      throw ValidationError.field('state', `--state maps "${value.slice(0, at).trim()}" twice.`);
    }
    // The same mapping again (in any case) changes nothing: the first spelling is kept.
    mappings[source] ??= target;
  }
  return mappings;
}

/**
 * The workspace's states and the mappings checked against them: the state a source status goes to, or
 * undefined. A mapping naming no state (by name in any case, or by id) is refused before anything is
 * read or written, naming the workspace's states.
 */
export async function planStates(
  db: Executor,
  workspace: Workspace,
  mappings: Readonly<Record<string, string>> = {},
): Promise<(sourceStatus: string | null) => ImportState | undefined> {
  const states = (await statesOfWorkspace(db, workspace.id, undefined).execute()).map(
    (state): ImportState => ({ id: state.id, name: state.name, status: state.status as IssueStatus }),
  );
  const byName = new Map(states.map((state) => [stateKey(state.name), state]));
  const mapped = new Map<string, ImportState>();
  for (const [source, target] of Object.entries(mappings)) {
    const state =
      byName.get(stateKey(target)) ??
      (/^\d+$/.test(target) ? states.find((each) => each.id === Number(target)) : undefined);
    if (!state) {
      const known =
        states.length === 0 ? 'it has none' : `its states: ${states.map((s) => s.name).join(', ')}`;
      throw ValidationError.field(
        'state',
        `--state names "${target}", no state of ${workspace.slug} (${known}).`,
      );
    }
    mapped.set(source, state);
  }
  return (sourceStatus) => {
    if (sourceStatus === null) return undefined;
    const key = stateKey(sourceStatus);
    return key === '' ? undefined : (mapped.get(key) ?? byName.get(key));
  };
}
