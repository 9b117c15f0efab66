import type { Executor } from '../../db/connection.js';
import type { Issue, Workspace } from '../../db/schema.js';
import { anyIssueLookups, liveIssueLookups } from '../../repositories/issues.js';
import { projectIdsWithPrefix } from '../../repositories/projects.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { MAX_DB_INTEGER } from '../../schemas/common.js';

/**
 * The one issue-reference resolver (contract: Issue, "Naming an issue in a URL"; decisions §3.1, §3.5).
 * Every route segment `{issue}` and every body or query field naming an issue goes through here.
 *
 *  - `<PREFIX>-<number>`: any prefix the workspace answers to (its own or a project's), any case;
 *    an unknown prefix is 404, never a fallback to the number.
 *  - digits only: the global database key, still scoped to the token's workspace.
 *  - run-together `ACME12`: 404 saying the hyphen is missing.
 */

export class IssueNotFoundError extends NotFoundError {
  constructor(message?: string) {
    super('Issue');
    if (message) this.message = message;
  }
}

export interface ResolveOptions {
  /** Deleted issues answer only where they are quoted (deleted-work fallback). */
  includeDeleted?: boolean;
}

const lookups: Record<'live' | 'any', ReferenceLookups<Issue>> = {
  live: liveIssueLookups,
  any: anyIssueLookups,
};

/**
 * A reference whose form is right: where it points (the issue's database key, or its number in the
 * workspace), and the project prefix it was written with (upper case) when that is not the
 * workspace's own, which must still be shown to exist.
 */
export interface ParsedIssueReference {
  column: 'id' | 'number';
  value: number;
  projectPrefix: string | null;
}

/** Checks a reference's form, answering 404 with the reason when it is wrong. Reads nothing. */
export function parseIssueReference(
  workspace: Pick<Workspace, 'issue_prefix'>,
  reference: string,
): ParsedIssueReference {
  const ref = reference.trim();
  if (/^\d+$/.test(ref)) {
    const key = Number(ref);
    if (key < 1 || key > MAX_DB_INTEGER) throw new IssueNotFoundError();
    return { column: 'id', value: key, projectPrefix: null };
  }

  const match = /^([A-Za-z][A-Za-z0-9]*)-(\d+)$/.exec(ref);
  if (!match) {
    if (/^[A-Za-z][A-Za-z0-9]*?\d+$/.test(ref)) {
      const [, letters, digits] = /^([A-Za-z][A-Za-z0-9]*?)(\d+)$/.exec(ref)!;
      throw new IssueNotFoundError(
        `Issue not found. "${ref}" is missing the hyphen between prefix and number; write ${letters!.toUpperCase()}-${digits}.`,
      );
    }
    throw new IssueNotFoundError();
  }
  const prefix = match[1]!.toUpperCase();
  const number = Number(match[2]);
  if (number < 1 || number > MAX_DB_INTEGER) throw new IssueNotFoundError();
  const projectPrefix = prefix === workspace.issue_prefix.toUpperCase() ? null : prefix;
  return { column: 'number', value: number, projectPrefix };
}

/** A 404 naming the prefix when no project of the workspace uses it; nothing otherwise. */
export async function assertKnownPrefix(
  db: Executor,
  workspaceId: number,
  projectPrefix: string | null,
): Promise<void> {
  if (projectPrefix === null) return;
  const [project] = await projectIdsWithPrefix(db, workspaceId, projectPrefix);
  if (!project) {
    throw new IssueNotFoundError(
      `Issue not found. No project or workspace uses the prefix ${projectPrefix}.`,
    );
  }
}

/** One statement per form of reference, returning the rows it finds (none or one). */
export interface ReferenceLookups<Row> {
  id(db: Executor, workspaceId: number, id: number): Promise<Row[]>;
  number(db: Executor, workspaceId: number, number: number): Promise<Row[]>;
  /** By number, written with a project's prefix: found only while such a project exists. */
  numberWithProjectPrefix(db: Executor, workspaceId: number, number: number, prefix: string): Promise<Row[]>;
}

/**
 * The one resolver: what a reference names, found by `lookups` in one statement (a project prefix is
 * checked inside it); 404 with the reason when the form is wrong, the prefix unknown or nothing there.
 * The row is the caller's choice: the issue itself (`resolveIssue`) or the issue with everything it
 * shows (`presentIssueByReference`).
 */
export async function findByReference<Row>(
  db: Executor,
  workspace: Pick<Workspace, 'id' | 'issue_prefix'>,
  reference: string,
  lookups: ReferenceLookups<Row>,
): Promise<Row> {
  const { column, value, projectPrefix } = parseIssueReference(workspace, reference);
  const [row] =
    projectPrefix === null
      ? await lookups[column](db, workspace.id, value)
      : await lookups.numberWithProjectPrefix(db, workspace.id, value, projectPrefix);
  if (row !== undefined) return row;
  // Looked up alone only now, to tell an unknown prefix from an unknown issue.
  await assertKnownPrefix(db, workspace.id, projectPrefix);
  throw new IssueNotFoundError();
}

/** The issue a reference names (`findByReference`); deleted ones only with `includeDeleted`. */
export async function resolveIssue(
  db: Executor,
  workspace: Pick<Workspace, 'id' | 'issue_prefix'>,
  reference: string,
  options: ResolveOptions = {},
): Promise<Issue> {
  return findByReference(db, workspace, reference, options.includeDeleted ? lookups.any : lookups.live);
}

/**
 * For body and query fields that name an issue (`parent_id`, `issue_id`): the same forms, but an issue
 * that cannot be found is a 422 on that field rather than a 404 of the whole request.
 */
export async function resolveIssueField(
  db: Executor,
  workspace: Pick<Workspace, 'id' | 'issue_prefix'>,
  value: string | number,
  field: string,
): Promise<Issue> {
  try {
    return await resolveIssue(db, workspace, String(value));
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw unknownIssueField(field);
    }
    throw error;
  }
}

/** The 422 for a body or query field naming no (live) issue of the workspace. */
export function unknownIssueField(field: string): ValidationError {
  return ValidationError.field(field, `The ${field} does not name an issue of this workspace.`);
}

/** `<PREFIX>-<number>`: the project's prefix when it has one, otherwise the workspace's. */
export function issueIdentifier(
  number: number,
  projectPrefix: string | null,
  workspacePrefix: string,
): string {
  return `${projectPrefix ?? workspacePrefix}-${number}`;
}
