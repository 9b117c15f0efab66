import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { CodeHostIntegration, PullRequest, PullRequestsTable } from '../db/schema.js';

/** Queries of code-host integrations, their handled deliveries, pull requests and their issues. */

export async function insertIntegration(
  db: Executor,
  values: {
    workspace_id: number;
    provider: CodeHostIntegration['provider'];
    secret: string;
    created_at: string;
  },
): Promise<CodeHostIntegration> {
  return db.insertInto('code_host_integrations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findIntegration(db: Executor, id: number): Promise<CodeHostIntegration | undefined> {
  return db.selectFrom('code_host_integrations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listIntegrations(db: Executor, workspaceId: number): Promise<CodeHostIntegration[]> {
  return db
    .selectFrom('code_host_integrations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

/** A new secret; an integration that needed reconnecting is connected again. */
export async function setIntegrationSecret(db: Executor, id: number, secret: string): Promise<void> {
  await db
    .updateTable('code_host_integrations')
    .set({ secret, reconnect_needed_since: null })
    .where('id', '=', id)
    .execute();
}

export async function deleteIntegration(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('code_host_integrations').where('id', '=', id).execute();
}

/**
 * True the first time a delivery is seen for the integration; false for a replay: the same delivery id,
 * or the same signed body under another id (either unique index refuses the row; on PostgreSQL a second
 * copy arriving at once waits for the first to commit and is then refused).
 */
export async function claimDelivery(
  db: Executor,
  values: {
    integration_id: number;
    delivery_id: string;
    body_digest: string;
    event: string;
    received_at: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('code_host_deliveries')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('delivery_id')
    .executeTakeFirst();
  if (row) {
    await db
      .updateTable('code_host_integrations')
      .set({ last_delivery_at: values.received_at })
      .where('id', '=', values.integration_id)
      .execute();
  }
  return row !== undefined;
}

/**
 * The integration's host: the one it learned, or `host` when it had none yet (the first pull request
 * teaches it; two first deliveries at once agree on whichever committed first).
 */
export async function learnIntegrationHost(db: Executor, id: number, host: string): Promise<string | null> {
  await db
    .updateTable('code_host_integrations')
    .set({ host })
    .where('id', '=', id)
    .where('host', 'is', null)
    .execute();
  const row = await db
    .selectFrom('code_host_integrations')
    .select('host')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.host ?? null;
}

export async function statusMovesSetting(db: Executor, workspaceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('code_host_settings')
    .select('status_moves')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row === undefined || Number(row.status_moves) === 1;
}

export async function saveStatusMovesSetting(db: Executor, workspaceId: number, on: boolean): Promise<void> {
  await db
    .insertInto('code_host_settings')
    .values({ workspace_id: workspaceId, status_moves: on ? 1 : 0 })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ status_moves: on ? 1 : 0 }))
    .execute();
}

export async function findPullRequestByUrl(
  db: Executor,
  workspaceId: number,
  url: string,
): Promise<PullRequest | undefined> {
  return db
    .selectFrom('pull_requests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('url', '=', url)
    .executeTakeFirst();
}

/**
 * Records the pull request as reported, unless a later report of it was recorded already (deliveries
 * can arrive out of order): the stored row, and whether this report changed it.
 */
export async function upsertPullRequest(
  db: Executor,
  values: Insertable<PullRequestsTable>,
): Promise<{ row: PullRequest; changed: boolean }> {
  const { workspace_id: _w, url: _u, created_at: _c, ...changes } = values;
  const row = await db
    .insertInto('pull_requests')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'url'])
        .doUpdateSet(changes)
        .where('pull_requests.updated_at', '<=', values.updated_at)
        .where((eb) =>
          eb.or([
            eb('pull_requests.integration_id', 'is', null),
            eb('pull_requests.integration_id', '=', values.integration_id ?? 0),
          ]),
        ),
    )
    .returningAll()
    .executeTakeFirst();
  if (row) return { row, changed: true };
  return { row: (await findPullRequestByUrl(db, values.workspace_id, values.url))!, changed: false };
}

/** Links the pull request to the issues; returns the ids newly linked. */
export async function linkPullRequest(
  db: Executor,
  pullRequestId: number,
  issueIds: number[],
): Promise<number[]> {
  if (issueIds.length === 0) return [];
  const rows = await db
    .insertInto('pull_request_issues')
    .values(issueIds.map((issue_id) => ({ pull_request_id: pullRequestId, issue_id })))
    .onConflict((oc) => oc.columns(['issue_id', 'pull_request_id']).doNothing())
    .returning('issue_id')
    .execute();
  return rows.map((row) => row.issue_id);
}

export async function issueIdsOfPullRequest(db: Executor, pullRequestId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pull_request_issues')
    .innerJoin('issues', 'issues.id', 'pull_request_issues.issue_id')
    .select('issues.id')
    .where('pull_request_issues.pull_request_id', '=', pullRequestId)
    .where('issues.deleted_at', 'is', null)
    .orderBy('issues.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function pullRequestsOfIssue(db: Executor, issueId: number): Promise<PullRequest[]> {
  return db
    .selectFrom('pull_requests')
    .innerJoin('pull_request_issues', 'pull_request_issues.pull_request_id', 'pull_requests.id')
    .selectAll('pull_requests')
    .where('pull_request_issues.issue_id', '=', issueId)
    .execute();
}

export async function pullRequestsByUrls(
  db: Executor,
  workspaceId: number,
  urls: string[],
): Promise<PullRequest[]> {
  if (urls.length === 0) return [];
  return db
    .selectFrom('pull_requests')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('url', 'in', urls)
    .execute();
}

/** The live issues whose runs delivered a pull request at one of these addresses. */
export async function issuesDeliveringPullRequest(
  db: Executor,
  workspaceId: number,
  urls: string[],
): Promise<number[]> {
  const rows = await db
    .selectFrom('artifacts')
    .innerJoin('issues', 'issues.id', 'artifacts.issue_id')
    .select('issues.id')
    .distinct()
    .where('artifacts.workspace_id', '=', workspaceId)
    .where('artifacts.type', '=', 'pull_request')
    .where('artifacts.url', 'in', urls)
    .where('issues.deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** An issue's pull-request deliveries that carry an address (newest first, at most `limit`). */
export async function pullRequestArtifactsOfIssue(db: Executor, issueId: number, limit: number) {
  return db
    .selectFrom('artifacts')
    .select(['id', 'url', 'title', 'state', 'reference', 'updated_at'])
    .where('issue_id', '=', issueId)
    .where('type', '=', 'pull_request')
    .where('url', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Brings the state of agents' deliveries of this pull request up to what the code host reported. */
export async function updateDeliveredPullRequestState(
  db: Executor,
  workspaceId: number,
  urls: string[],
  state: 'draft' | 'open' | 'merged' | 'closed',
  now: string,
): Promise<void> {
  await db
    .updateTable('artifacts')
    .set({ state, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', 'pull_request')
    .where('url', 'in', urls)
    .where((eb) => eb.or([eb('state', 'is', null), eb('state', '!=', state)]))
    .execute();
}
