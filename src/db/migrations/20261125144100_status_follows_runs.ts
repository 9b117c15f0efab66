import type { Kysely } from 'kysely';

/** Issue 22: a workspace setting, on by default, for issue statuses that follow the runs of agents. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('workspaces')
    .addColumn('status_follows_runs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('status_follows_runs').execute();
}
