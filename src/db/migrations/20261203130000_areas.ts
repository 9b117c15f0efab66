import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * Areas (decisions §12.11, docs/decisions.md "Issue 39 — areas"): an issue and a project may carry
 * `areas`, path patterns of the repository its runs work on, kept as a JSON array of strings (`[]`:
 * none). A queued run whose effective areas overlap those of a held run in the same repository waits
 * (`area_conflict`); the rule is worked out at claim time, so nothing else is stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('issues')
    .addColumn('areas', text, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('areas', text, (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('areas').execute();
  await db.schema.alterTable('issues').dropColumn('areas').execute();
}
