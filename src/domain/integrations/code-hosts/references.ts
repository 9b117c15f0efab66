import type { Executor } from '../../../db/connection.js';
import type { Issue, Workspace } from '../../../db/schema.js';
import { NotFoundError } from '../../../errors.js';
import { resolveIssue } from '../../issues/issue-ref.js';

/** At most this many distinct identifiers are looked up per text: a body listing thousands names none. */
export const MAX_REFERENCES = 25;

/**
 * `ACME-12` anywhere in a text, any case, standing alone: `acme-12-fix-login` and `feature/ACME-12`
 * name ACME-12, `XACME-12` and `ACME-123` do not name ACME-12. Upper-cased, each once, in order.
 */
export function issueIdentifiersIn(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(/(?<![A-Za-z0-9_])([A-Za-z][A-Za-z0-9]{0,19})-(\d{1,10})(?![0-9])/g)) {
      found.add(`${match[1]!.toUpperCase()}-${Number(match[2])}`);
      if (found.size >= MAX_REFERENCES) return [...found];
    }
  }
  return [...found];
}

/**
 * The live issues of the workspace the identifiers name, through the one resolver (any prefix the
 * workspace answers to: its own or a project's). Identifiers naming nothing here (another workspace's
 * prefix, a number not yet used) are ignored.
 */
export async function issuesNamed(
  db: Executor,
  workspace: Pick<Workspace, 'id' | 'issue_prefix'>,
  identifiers: readonly string[],
): Promise<Issue[]> {
  const issues = new Map<number, Issue>();
  for (const identifier of identifiers) {
    try {
      const issue = await resolveIssue(db, workspace, identifier);
      issues.set(issue.id, issue);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return [...issues.values()];
}
