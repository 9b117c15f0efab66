import type { Kysely } from 'kysely';
import { notNull, sql, text, withId } from '../migration-helpers.js';

/**
 * Reviews of agents' work (issue 39, decisions §12.9, docs/decisions.md "Issue 39 — reviews").
 *
 * - `projects.review_required` (0/1): a run that ends with a delivery sends the issue to review.
 * - `project_reviewers`: the members who review the project's issues (none: the issue's assigner).
 * - `issues.reviewer_id`: the person the issue's current review round is waiting for (null: nobody
 *   could be picked, or no review yet).
 * - `issue_reviews`: one row per review round, opened when a delivery sends the issue to review and
 *   closed by the reviewer's decision (`approve`, `request_changes`); `round` counts per issue.
 * - `workspaces.max_open_reviews` (null: no cap): while every available reviewer of a project holds
 *   that many open rounds, queued runs on its issues wait (`review_capacity`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('review_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('workspaces').addColumn('max_open_reviews', 'integer').execute();
  await db.schema
    .alterTable('issues')
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createTable('project_reviewers')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('project_reviewers_pkey', ['project_id', 'user_id'])
    .execute();
  await withId(db, db.schema.createTable('issue_reviews'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('round', 'integer', notNull)
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id'))
    .addColumn('run_id', text)
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id'))
    // null while the round is open.
    .addColumn('decision', text)
    .addColumn('body', text)
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id'))
    .addColumn('requested_at', text, notNull)
    .addColumn('decided_at', text)
    .addUniqueConstraint('issue_reviews_round_unique', ['issue_id', 'round'])
    .execute();
  // Open rounds per reviewer: picking the reviewer with the fewest, and the review capacity.
  await db.schema
    .createIndex('issue_reviews_open_index')
    .on('issue_reviews')
    .columns(['workspace_id', 'reviewer_id'])
    .where(sql<boolean>`decision is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('issue_reviews_open_index').execute();
  await db.schema.dropTable('issue_reviews').execute();
  await db.schema.dropTable('project_reviewers').execute();
  await db.schema.alterTable('issues').dropColumn('reviewer_id').execute();
  await db.schema.alterTable('workspaces').dropColumn('max_open_reviews').execute();
  await db.schema.alterTable('projects').dropColumn('review_required').execute();
}
