import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * Run tokens (decisions §11.6): each claim mints one, stored as its SHA-256 only, and the run's command
 * acts as the agent with it while the run holds its lease. Looked up by digest on every request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').addColumn('run_token_digest', text).execute();
  await db.schema.createIndex('runs_run_token_index').on('runs').column('run_token_digest').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('runs_run_token_index').execute();
  await db.schema.alterTable('runs').dropColumn('run_token_digest').execute();
}
