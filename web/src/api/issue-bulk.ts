import { useMutation, useQueryClient } from '@tanstack/react-query';
import { server, type BodyOf } from './client.js';
import { ISSUES_KEY, type Issue } from './issues.js';
import { LABELS_KEY } from './labels.js';

/**
 * Changing many issues at once from the list's selection (issue 37: move to a project, add or remove a
 * label). The API has no bulk route, so each issue gets its own `PATCH /issues/{issue}`, a few at a
 * time so a large selection neither floods the server nor trips its rate limit; one refused issue does
 * not stop the others, and the result says which were not changed and why.
 */
export type BulkPatch = Pick<BodyOf<'/api/v1/issues/{issue}', 'patch'>, 'project_id' | 'labels'>;

export interface BulkResult {
  changed: string[];
  failed: { id: string; message: string }[];
}

/** Requests in flight at once. */
export const BULK_CONCURRENCY = 4;

async function changeEach(issues: Issue[], patchOf: (issue: Issue) => BulkPatch | null): Promise<BulkResult> {
  const result: BulkResult = { changed: [], failed: [] };
  const queue = [...issues];
  const worker = async () => {
    for (let issue = queue.shift(); issue !== undefined; issue = queue.shift()) {
      const patch = patchOf(issue);
      if (patch === null) continue;
      try {
        await server.PATCH('/api/v1/issues/{issue}', { params: { path: { issue: issue.id } }, body: patch });
        result.changed.push(issue.id);
      } catch (error) {
        result.failed.push({ id: issue.id, message: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, issues.length) }, worker));
  return result;
}

export function useBulkChangeIssues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issues, patchOf }: { issues: Issue[]; patchOf: (issue: Issue) => BulkPatch | null }) =>
      changeEach(issues, patchOf),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ISSUES_KEY });
      void queryClient.invalidateQueries({ queryKey: LABELS_KEY });
    },
  });
}

/** The patch adding a label to an issue (none when it has it already, any case). */
export function withLabel(issue: Issue, name: string): BulkPatch | null {
  const has = issue.labels.some((label) => label.toLowerCase() === name.toLowerCase());
  return has ? null : { labels: [...issue.labels, name] };
}

/** The patch removing a label from an issue (none when it does not have it). */
export function withoutLabel(issue: Issue, name: string): BulkPatch | null {
  const kept = issue.labels.filter((label) => label.toLowerCase() !== name.toLowerCase());
  return kept.length === issue.labels.length ? null : { labels: kept };
}
